<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>Analysis</name>
    <message>
        <source>Analyse</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Analysed {done} of {total} decisions.</source>
        <translation>Analysed {done} of {total} decisions.</translation>
    </message>
    <message>
        <source>Chance to win, together</source>
        <translation>Chance to win, together</translation>
    </message>
    <message>
        <source>Next turning point (T)</source>
        <translation>Next turning point (T)</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Not analysed yet.</translation>
    </message>
    <message>
        <source>Only a finished game saved from its start can be analysed.</source>
        <translation>Only a finished game saved from its start can be analysed.</translation>
    </message>
    <message>
        <source>Resume the analysis</source>
        <translation>Resume the analysis</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>The analysis stopped: {problem}</source>
        <translation>The analysis stopped: {problem}</translation>
    </message>
    <message>
        <source>Turning point for {seat}: 1 the better move, 2 the move made</source>
        <translation>Turning point for {seat}: 1 the better move, 2 the move made</translation>
    </message>
    <message>
        <source>Weighing each decision from the player&apos;s view at that moment…</source>
        <translation>Weighing each decision from the player&apos;s view at that moment…</translation>
    </message>
    <message>
        <source>turning point (T: the next one)</source>
        <translation>turning point (T: the next one)</translation>
    </message>
    <message>
        <source>{count} turning points in {total} decisions.</source>
        <translation>{count} turning points in {total} decisions.</translation>
    </message>
    <message>
        <source>{done} of {total} decisions</source>
        <translation>{done} of {total} decisions</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>BattlePanel</name>
    <message>
        <source>Battle in {region}</source>
        <translation>Battle in {region}</translation>
    </message>
    <message>
        <source>Click a card in your hand to play it.</source>
        <translation>Click a card in your hand to play it.</translation>
    </message>
    <message>
        <source>Deciding…</source>
        <translation>Deciding…</translation>
    </message>
    <message>
        <source>Gandalf lends 1 strength.</source>
        <translation>Gandalf lends 1 strength.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind carries the Fellowship hero away.</source>
        <translation>Gwaihir the Wind carries the Fellowship hero away.</translation>
    </message>
    <message>
        <source>Has chosen a card</source>
        <translation>Has chosen a card</translation>
    </message>
    <message>
        <source>Last battle: {region}</source>
        <translation>Last battle: {region}</translation>
    </message>
    <message>
        <source>The attacker chooses the next defender.</source>
        <translation>The attacker chooses the next defender.</translation>
    </message>
    <message>
        <source>This battle is fought without cards.</source>
        <translation>This battle is fought without cards.</translation>
    </message>
    <message>
        <source>Your card, hidden until both have chosen</source>
        <translation>Your card, hidden until both have chosen</translation>
    </message>
    <message>
        <source>{side} attacks</source>
        <translation>{side} attacks</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>Anduin</source>
        <translation>Anduin</translation>
    </message>
    <message>
        <source>Moria tunnel</source>
        <translation>Moria tunnel</translation>
    </message>
</context>
<context>
    <name>CombatCard</name>
    <message>
        <source>Strength card</source>
        <translation>Strength card</translation>
    </message>
</context>
<context>
    <name>ConfrontationOptionsForm</name>
    <message>
        <source>A match of two games, sides swapped</source>
        <translation>A match of two games, sides swapped</translation>
    </message>
    <message>
        <source>A single game</source>
        <translation>A single game</translation>
    </message>
    <message>
        <source>Alternative heroes</source>
        <translation>Alternative heroes</translation>
    </message>
    <message>
        <source>Cards go to</source>
        <translation>Cards go to</translation>
    </message>
    <message>
        <source>Classic heroes</source>
        <translation>Classic heroes</translation>
    </message>
    <message>
        <source>Draft, choices kept secret</source>
        <translation>Draft, choices kept secret</translation>
    </message>
    <message>
        <source>Draft, choices shown to the opponent</source>
        <translation>Draft, choices shown to the opponent</translation>
    </message>
    <message>
        <source>Each player chooses 2 of his own</source>
        <translation>Each player chooses 2 of his own</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Handicap</translation>
    </message>
    <message>
        <source>Handicap: chosen cards for one player</source>
        <translation>Handicap: chosen cards for one player</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Heroes</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <source>Special cards</source>
        <translation>Special cards</translation>
    </message>
    <message>
        <source>The Fellowship announces a number; each picks the opponent&apos;s</source>
        <translation>The Fellowship announces a number; each picks the opponent&apos;s</translation>
    </message>
    <message>
        <source>The Fellowship is played by</source>
        <translation>The Fellowship is played by</translation>
    </message>
</context>
<context>
    <name>ConfrontationPanel</name>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
</context>
<context>
    <name>CoopOptionsForm</name>
    <message>
        <source>Competition: runes are hidden and counted per player</source>
        <translation>Competition: runes are hidden and counted per player</translation>
    </message>
    <message>
        <source>Dealt one by one from the Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Dealt one by one from the Ring-bearer</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulty</translation>
    </message>
    <message>
        <source>Equality in the Fellowship: turns simply go on clockwise</source>
        <translation>Equality in the Fellowship: turns simply go on clockwise</translation>
    </message>
    <message>
        <source>Expert: Sauron starts on {n}</source>
        <translation>Expert: Sauron starts on {n}</translation>
    </message>
    <message>
        <source>Handed out by the Ring-bearer, card by card</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Handed out by the Ring-bearer, card by card</translation>
    </message>
    <message>
        <source>Hobbits</source>
        <translation>Hobbits</translation>
    </message>
    <message>
        <source>Introductory: Sauron starts on {n}</source>
        <translation>Introductory: Sauron starts on {n}</translation>
    </message>
    <message>
        <source>Legendary cards at Rivendell and Lothlórien</source>
        <translation>Legendary cards at Rivendell and Lothlórien</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Relay: if the Ring-bearer dies other than by meeting Sauron, the next hobbit takes the Ring</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Relay: if the Ring-bearer dies other than by meeting Sauron, the next hobbit takes the Ring</translation>
    </message>
    <message>
        <source>Standard: Sauron starts on {n}</source>
        <translation>Standard: Sauron starts on {n}</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variants</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Pass the screen to the {seat} player. Everyone else, please look away.</source>
        <translation>Pass the screen to the {seat} player. Everyone else, please look away.</translation>
    </message>
    <message>
        <source>Show my table</source>
        <translation>Show my table</translation>
    </message>
    <message>
        <source>This is how it went, for everyone who took part to see. When you have seen it, press Continue: the screen then passes to {seat}.</source>
        <translation>This is how it went, for everyone who took part to see. When you have seen it, press Continue: the screen then passes to {seat}.</translation>
    </message>
    <message>
        <source>This is how it went. When you have seen it, press Continue: the screen then passes to {seat}.</source>
        <translation>This is how it went. When you have seen it, press Continue: the screen then passes to {seat}.</translation>
    </message>
    <message>
        <source>{seat} to play</source>
        <translation>{seat} to play</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Choose the order of your triggered abilities.</source>
        <translation>Choose the order of your triggered abilities.</translation>
    </message>
    <message>
        <source>Chosen: click it again, or press its button, to do it; Cancel lets it go.</source>
        <translation>Chosen: click it again, or press its button, to do it; Cancel lets it go.</translation>
    </message>
    <message>
        <source>Chosen: {n} (from {low} to {high})</source>
        <translation>Chosen: {n} (from {low} to {high})</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Down (Ctrl+Down)</source>
        <translation>Down (Ctrl+Down)</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation>No (N)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Press again to confirm</source>
        <translation>Press again to confirm</translation>
    </message>
    <message>
        <source>Up (Ctrl+Up)</source>
        <translation>Up (Ctrl+Up)</translation>
    </message>
    <message>
        <source>Use {ability}?</source>
        <translation>Use {ability}?</translation>
    </message>
    <message>
        <source>Waiting for {seats}.</source>
        <translation>Waiting for {seats}.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>Yes (Y)</source>
        <translation>Yes (Y)</translation>
    </message>
    <message>
        <source>Your partner proposes: {proposal}. Do you agree?</source>
        <translation>Your partner proposes: {proposal}. Do you agree?</translation>
    </message>
    <message>
        <source>{answer} — press again to confirm</source>
        <translation>{answer} — press again to confirm</translation>
    </message>
    <message>
        <source>{answer} — {warning} Press again to confirm.</source>
        <translation>{answer} — {warning} Press again to confirm.</translation>
    </message>
</context>
<context>
    <name>DecisionArea</name>
    <message>
        <source>A Fellowship hero goes through the Moria tunnel under Caradhras. Reveal the Balrog?</source>
        <translation>A Fellowship hero goes through the Moria tunnel under Caradhras. Reveal the Balrog?</translation>
    </message>
    <message>
        <source>Announce how many special cards each player gets (0 to 4).</source>
        <translation>Announce how many special cards each player gets (0 to 4).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Choose the special cards your opponent may use.</source>
        <translation>Choose the special cards your opponent may use.</translation>
    </message>
    <message>
        <source>Choose your combat card: click a card in your hand. Your opponent will not see it until both cards are chosen.</source>
        <translation>Choose your combat card: click a card in your hand. Your opponent will not see it until both cards are chosen.</translation>
    </message>
    <message>
        <source>Choose your special cards.</source>
        <translation>Choose your special cards.</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>Choose.</translation>
    </message>
    <message>
        <source>Magic: choose a card from your discard to play instead.</source>
        <translation>Magic: choose a card from your discard to play instead.</translation>
    </message>
    <message>
        <source>Place your heroes: four in {home}, one in each region in front of it. Drag a tile to a lit region, or click the tile and then the region.</source>
        <translation>Place your heroes: four in {home}, one in each region in front of it. Drag a tile to a lit region, or click the tile and then the region.</translation>
    </message>
    <message>
        <source>Reveal Gandalf to add 1 to your hero&apos;s strength?</source>
        <translation>Reveal Gandalf to add 1 to your hero&apos;s strength?</translation>
    </message>
    <message>
        <source>Saruman: make the Fellowship show another card?</source>
        <translation>Saruman: make the Fellowship show another card?</translation>
    </message>
    <message>
        <source>Several heroes defend this region: choose whom to fight.</source>
        <translation>Several heroes defend this region: choose whom to fight.</translation>
    </message>
    <message>
        <source>The Mouth of Sauron: swap your card for the 4?</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»); Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>The Mouth of Sauron: swap your card for the 4?</translation>
    </message>
    <message>
        <source>The battle begins. Play Gwaihir the Wind to carry your hero away?</source>
        <translation>The battle begins. Play Gwaihir the Wind to carry your hero away?</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>This move can be made in more than one way. Which one?</source>
        <translation>This move can be made in more than one way. Which one?</translation>
    </message>
    <message>
        <source>Tile {n} of 9: which face of this tile do you field?</source>
        <translation>Tile {n} of 9: which face of this tile do you field?</translation>
    </message>
    <message>
        <source>Waiting for {side}.</source>
        <translation>Waiting for {side}.</translation>
    </message>
    <message>
        <source>Wormtongue is defeated: escape backwards into an empty region?</source>
        <translation>Wormtongue is defeated: escape backwards into an empty region?</translation>
    </message>
    <message>
        <source>Your hero retreats: choose where to.</source>
        <translation>Your hero retreats: choose where to.</translation>
    </message>
    <message>
        <source>Your hero&apos;s text gives you a choice.</source>
        <translation>Your hero&apos;s text gives you a choice.</translation>
    </message>
    <message>
        <source>Your move is made. Play Palantir, or end the turn.</source>
        <translation>Your move is made. Play Palantir, or end the turn.</translation>
    </message>
    <message>
        <source>Your turn: move one hero forward. Drag a tile to a region, or click the tile and then the region. Keys: arrows, Enter, then a number.</source>
        <translation>Your turn: move one hero forward. Drag a tile to a region, or click the tile and then the region. Keys: arrows, Enter, then a number.</translation>
    </message>
    <message>
        <source>Your turn: you must move {hero}. Drag it to a lit region, or click it and then the region.</source>
        <translation>Your turn: you must move {hero}. Drag it to a lit region, or click it and then the region.</translation>
    </message>
    <message>
        <source>“{answer}” is no longer offered: it has been used already.</source>
        <translation>“{answer}” is no longer offered: it has been used already.</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>A deck list named {file} is saved already. Replace it?</source>
        <translation>A deck list named {file} is saved already. Replace it?</translation>
    </message>
    <message>
        <source>Add a copy</source>
        <translation>Add a copy</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>Ally</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Any</translation>
    </message>
    <message>
        <source>Aragorn starter deck</source>
        <translation>Aragorn starter deck</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Archer</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Artifact</translation>
    </message>
    <message>
        <source>Card type</source>
        <translation>Card type</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Common</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Companion</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Culture</source>
        <translation>Culture</translation>
    </message>
    <message>
        <source>Damage +1</source>
        <translation>Damage +1</translation>
    </message>
    <message>
        <source>Deck builder: The Lord of the Rings Trading Card Game</source>
        <translation>Deck builder: The Lord of the Rings Trading Card Game</translation>
    </message>
    <message>
        <source>Deck lists (*.txt)</source>
        <translation>Deck lists (*.txt)</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Deck name</translation>
    </message>
    <message>
        <source>Draw deck: {n} cards — {fp} Free Peoples, {shadow} Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Draw deck: {n} cards — {fp} Free Peoples, {shadow} Shadow</translation>
    </message>
    <message>
        <source>Dwarven</source>
        <translation>Dwarven</translation>
    </message>
    <message>
        <source>Elven</source>
        <translation>Elven</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Fierce</source>
        <translation>Fierce</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forest</translation>
    </message>
    <message>
        <source>Free Peoples</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Free Peoples</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Gandalf</translation>
    </message>
    <message>
        <source>Gandalf starter deck</source>
        <translation>Gandalf starter deck</translation>
    </message>
    <message>
        <source>Gondor</source>
        <translation>Gondor</translation>
    </message>
    <message>
        <source>Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Isengard</translation>
    </message>
    <message>
        <source>Keyword</source>
        <translation>Keyword</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Marsh</translation>
    </message>
    <message>
        <source>Minion</source>
        <translation>Minion</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Moria</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>New deck</translation>
    </message>
    <message>
        <source>No One Ring yet: add The One Ring (R2.6).</source>
        <translation>No One Ring yet: add The One Ring (R2.6).</translation>
    </message>
    <message>
        <source>No Ring-bearer yet: add a Frodo (R2.6).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>No Ring-bearer yet: add a Frodo (R2.6).</translation>
    </message>
    <message>
        <source>None: the deck is legal.</source>
        <translation>None: the deck is legal.</translation>
    </message>
    <message>
        <source>Not saved: give the deck a name first.</source>
        <translation>Not saved: give the deck a name first.</translation>
    </message>
    <message>
        <source>Not saved: the deck breaks the rules named above.</source>
        <translation>Not saved: the deck breaks the rules named above.</translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>Not saved: {why}</translation>
    </message>
    <message>
        <source>Open a deck list</source>
        <translation>Open a deck list</translation>
    </message>
    <message>
        <source>Open a list…</source>
        <translation>Open a list…</translation>
    </message>
    <message>
        <source>Pipeweed</source>
        <translation>Pipeweed</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Plains</translation>
    </message>
    <message>
        <source>Possession</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Possession</translation>
    </message>
    <message>
        <source>Promotional</source>
        <translation>Promotional</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Ranger</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Rare</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Rarity</translation>
    </message>
    <message>
        <source>Remove a copy</source>
        <translation>Remove a copy</translation>
    </message>
    <message>
        <source>Replace the list?</source>
        <translation>Replace the list?</translation>
    </message>
    <message>
        <source>Resistance {n}</source>
        <translation>Resistance {n}</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ring-bearer</translation>
    </message>
    <message>
        <source>Ring-bearer: {card}</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ring-bearer: {card}</translation>
    </message>
    <message>
        <source>Ringwraith</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>Ringwraith</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>Rules the deck breaks</source>
        <translation>Rules the deck breaks</translation>
    </message>
    <message>
        <source>Sanctuary</source>
        <translation>Sanctuary</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Saved as {file}; the lobby offers it.</source>
        <translation>Saved as {file}; the lobby offers it.</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow</translation>
    </message>
    <message>
        <source>Shire</source>
        <translation>Shire</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>Site {n}</source>
        <translation>Site {n}</translation>
    </message>
    <message>
        <source>Sites: {n} of 9 — {marks}</source>
        <translation>Sites: {n} of 9 — {marks}</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Spell</translation>
    </message>
    <message>
        <source>Start from a starter deck…</source>
        <translation>Start from a starter deck…</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Stealth</translation>
    </message>
    <message>
        <source>Strength {n}</source>
        <translation>Strength {n}</translation>
    </message>
    <message>
        <source>Tale</source>
        <translation>Tale</translation>
    </message>
    <message>
        <source>The One Ring</source>
        <translation>The One Ring</translation>
    </message>
    <message>
        <source>The One Ring: {card}</source>
        <translation>The One Ring: {card}</translation>
    </message>
    <message>
        <source>Title or game text</source>
        <translation>Title or game text</translation>
    </message>
    <message>
        <source>Tracker</source>
        <translation>Tracker</translation>
    </message>
    <message>
        <source>Twilight cost</source>
        <translation>Twilight cost</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Uncommon</translation>
    </message>
    <message>
        <source>Underground</source>
        <translation>Underground</translation>
    </message>
    <message>
        <source>Vitality {n}</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>Vitality {n}</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Weather</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>none yet</translation>
    </message>
    <message>
        <source>{n} of {all} cards shown</source>
        <translation>{n} of {all} cards shown</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>A game is in play</source>
        <translation>A game is in play</translation>
    </message>
    <message>
        <source>A game of {game} is in play.</source>
        <translation>A game of {game} is in play.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Back to the game</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>It stays among the unfinished games in the lobby, to be continued.</source>
        <translation>It stays among the unfinished games in the lobby, to be continued.</translation>
    </message>
    <message>
        <source>LOTR Table did not close properly last time. An unfinished game of {game} was saved.</source>
        <translation>LOTR Table did not close properly last time. An unfinished game of {game} was saved.</translation>
    </message>
    <message>
        <source>LOTR Table saves (*{suffix})</source>
        <translation>LOTR Table saves (*{suffix})</translation>
    </message>
    <message>
        <source>One unfinished game of each kind is kept: the new game takes its place, and the game in play is lost unless you have saved it.</source>
        <translation>One unfinished game of each kind is kept: the new game takes its place, and the game in play is lost unless you have saved it.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Resume it, or discard it?</source>
        <translation>Resume it, or discard it?</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Start the new game</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Unfinished game</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>2 players · about 30 minutes a game · a match is two games</source>
        <translation>2 players · about 30 minutes a game · a match is two games</translation>
    </message>
    <message>
        <source>2 to 4 players, each with a deck · about 45 minutes a game for two</source>
        <translation>2 to 4 players, each with a deck · about 45 minutes a game for two</translation>
    </message>
    <message>
        <source>2 to 4 players, the Free Peoples against the Shadow · about 3 hours</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>2 to 4 players, the Free Peoples against the Shadow · about 3 hours</translation>
    </message>
    <message>
        <source>2 to 4 players, the Free Peoples against the Shadow · about 60 minutes</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>2 to 4 players, the Free Peoples against the Shadow · about 60 minutes</translation>
    </message>
    <message>
        <source>2 to 5 players, together · about 90 minutes</source>
        <translation>2 to 5 players, together · about 90 minutes</translation>
    </message>
    <message>
        <source>Reiner Knizia&apos;s cooperative Lord of the Rings. Each player is a hobbit, and together you carry the Ring from Bag End to the Crack of Doom, through the adventures of Moria, Helm&apos;s Deep, Shelob&apos;s Lair and Mordor. Play cards to advance along the tracks, share out the burdens, and keep every hobbit away from Sauron on the corruption track. You win or lose as one.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Reiner Knizia&apos;s cooperative Lord of the Rings. Each player is a hobbit, and together you carry the Ring from Bag End to the Crack of Doom, through the adventures of Moria, Helm&apos;s Deep, Shelob&apos;s Lair and Mordor. Play cards to advance along the tracks, share out the burdens, and keep every hobbit away from Sauron on the corruption track. You win or lose as one.</translation>
    </message>
    <message>
        <source>Reiner Knizia&apos;s duel of bluff and nerve. One player leads the Fellowship and tries to bring Frodo into Mordor; the other leads Sauron&apos;s servants and hunts him. Each side&apos;s nine heroes stand face down, so you never know whom you are attacking until the battle: there both choose a combat card in secret, and the stronger survives.</source>
        <translation>Reiner Knizia&apos;s duel of bluff and nerve. One player leads the Fellowship and tries to bring Frodo into Mordor; the other leads Sauron&apos;s servants and hunts him. Each side&apos;s nine heroes stand face down, so you never know whom you are attacking until the battle: there both choose a combat card in secret, and the stronger survives.</translation>
    </message>
    <message>
        <source>The Lord of the Rings (cooperative)</source>
        <translation>The Lord of the Rings (cooperative)</translation>
    </message>
    <message>
        <source>The Lord of the Rings Trading Card Game</source>
        <translation>The Lord of the Rings Trading Card Game</translation>
    </message>
    <message>
        <source>The Lord of the Rings: The Confrontation</source>
        <translation>The Lord of the Rings: The Confrontation</translation>
    </message>
    <message>
        <source>The card game of the War of the Ring. Each player leads a deck of faction cards: heroes, armies, items and events. Round after round a path of the Ring-bearer&apos;s journey and the battlegrounds are fought over; play your cards there or keep them in reserve, and win the locations&apos; victory points. After the last path the side with more points wins.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>The card game of the War of the Ring. Each player leads a deck of faction cards: heroes, armies, items and events. Round after round a path of the Ring-bearer&apos;s journey and the battlegrounds are fought over; play your cards there or keep them in reserve, and win the locations&apos; victory points. After the last path the side with more points wins.</translation>
    </message>
    <message>
        <source>The strategy game of the War of the Ring on the map of Middle-earth. The Free Peoples try to carry the Ring to Mount Doom while their armies hold out; the Shadow hunts the Fellowship and marches on their cities and strongholds. Each turn both sides roll action dice and use them one by one to move armies and characters, muster, play event cards and fight battles.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>The strategy game of the War of the Ring on the map of Middle-earth. The Free Peoples try to carry the Ring to Mount Doom while their armies hold out; the Shadow hunts the Fellowship and marches on their cities and strongholds. Each turn both sides roll action dice and use them one by one to move armies and characters, muster, play event cards and fight battles.</translation>
    </message>
    <message>
        <source>The trading card game of the Fellowship of the Ring. Each player brings one deck of Free Peoples cards and Shadow cards. On your turn your fellowship moves along the adventure path while the others play minions against it with the twilight your moves add; companions skirmish the minions, take wounds and carry burdens. The first fellowship to reach the last site alive and uncorrupted wins. Play one of the two starter decks, a deck of your own, or a random one.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>The trading card game of the Fellowship of the Ring. Each player brings one deck of Free Peoples cards and Shadow cards. On your turn your fellowship moves along the adventure path while the others play minions against it with the twilight your moves add; companions skirmish the minions, take wounds and carry burdens. The first fellowship to reach the last site alive and uncorrupted wins. Play one of the two starter decks, a deck of your own, or a random one.</translation>
    </message>
    <message>
        <source>War of the Ring</source>
        <translation>War of the Ring</translation>
    </message>
    <message>
        <source>War of the Ring: The Card Game</source>
        <translation>War of the Ring: The Card Game</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>Choose a lit region by its number, or press Escape.</source>
        <translation>Choose a lit region by its number, or press Escape.</translation>
    </message>
    <message>
        <source>Drop the tile on a region of the board.</source>
        <translation>Drop the tile on a region of the board.</translation>
    </message>
    <message>
        <source>Play this card? Once played it cannot be taken back: click it again or press the button.</source>
        <translation>Play this card? Once played it cannot be taken back: click it again or press the button.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Arrows</source>
        <translation>Arrows</translation>
    </message>
    <message>
        <source>Choose a lit target by its number</source>
        <translation>Choose a lit target by its number</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Drag the empty table</source>
        <translation>Drag the empty table</translation>
    </message>
    <message>
        <source>Fit the board to the window</source>
        <translation>Fit the board to the window</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <source>In a review: one action back or on</source>
        <translation>In a review: one action back or on</translation>
    </message>
    <message>
        <source>In a review: to the start or the end</source>
        <translation>In a review: to the start or the end</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Move the board about</source>
        <translation>Move the board about</translation>
    </message>
    <message>
        <source>New game (the lobby)</source>
        <translation>New game (the lobby)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <source>Pick a piece or card to act with</source>
        <translation>Pick a piece or card to act with</translation>
    </message>
    <message>
        <source>Put the piece down again</source>
        <translation>Put the piece down again</translation>
    </message>
    <message>
        <source>Quit (the game is kept)</source>
        <translation>Quit (the game is kept)</translation>
    </message>
    <message>
        <source>Rest the pointer on a piece</source>
        <translation>Rest the pointer on a piece</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Rules: {game}</translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation>Save / save as</translation>
    </message>
    <message>
        <source>See it large, with its whole text</source>
        <translation>See it large, with its whole text</translation>
    </message>
    <message>
        <source>Show the picked piece or card large</source>
        <translation>Show the picked piece or card large</translation>
    </message>
    <message>
        <source>Skip the computer&apos;s moves to where a person acts</source>
        <translation>Skip the computer&apos;s moves to where a person acts</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Take back your last action (not past something revealed)</source>
        <translation>Take back your last action (not past something revealed)</translation>
    </message>
    <message>
        <source>Take the picked piece, or play the picked card</source>
        <translation>Take the picked piece, or play the picked card</translation>
    </message>
    <message>
        <source>Zoom in and out, about the pointer</source>
        <translation>Zoom in and out, about the pointer</translation>
    </message>
    <message>
        <source>mouse wheel</source>
        <translation>mouse wheel</translation>
    </message>
</context>
<context>
    <name>HeroTile</name>
    <message>
        <source>alternative version</source>
        <translation>alternative version</translation>
    </message>
    <message>
        <source>classic version</source>
        <translation>classic version</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>No hint could be found for this position.</source>
        <translation>No hint could be found for this position.</translation>
    </message>
    <message>
        <source>The computer weighs your options from what your seat knows, and shows the best on the table. You still make the move.</source>
        <translation>The computer weighs your options from what your seat knows, and shows the best on the table. You still make the move.</translation>
    </message>
    <message>
        <source>What I would do as {seat}</source>
        <translation>What I would do as {seat}</translation>
    </message>
    <message>
        <source>What would you do? (H)</source>
        <translation>What would you do? (H)</translation>
    </message>
    <message>
        <source>Why: as likely as {other}, and the search tried it most.</source>
        <translation>Why: as likely as {other}, and the search tried it most.</translation>
    </message>
    <message>
        <source>Why: no simulated game was won from here; this option did best by the game&apos;s score.</source>
        <translation>Why: no simulated game was won from here; this option did best by the game&apos;s score.</translation>
    </message>
    <message>
        <source>Why: {percent} against {other_percent} for {other}.</source>
        <translation>Why: {percent} against {other_percent} for {other}.</translation>
    </message>
    <message>
        <source>to win</source>
        <translation>to win</translation>
    </message>
    <message>
        <source>{option}: {percent} chance {chance}</source>
        <translation>{option}: {percent} chance {chance}</translation>
    </message>
    <message>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>Intro</name>
    <message>
        <source>&lt;b&gt;Before it is done:&lt;/b&gt; cycling, eliminating or forsaking a card and passing cannot be taken back once the next player acts, so each asks once. The Help menu has the rules and every key.</source>
        <translation>&lt;b&gt;Before it is done:&lt;/b&gt; cycling, eliminating or forsaking a card and passing cannot be taken back once the next player acts, so each asks once. The Help menu has the rules and every key.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Look closer:&lt;/b&gt; rest the pointer on a piece or card to see it large, with its whole text.</source>
        <translation>&lt;b&gt;Look closer:&lt;/b&gt; rest the pointer on a piece or card to see it large, with its whole text.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move:&lt;/b&gt; drag a piece or card onto a lit place, or click it and then the place. The lit places are numbered: with a piece picked, press the number.</source>
        <translation>&lt;b&gt;Move:&lt;/b&gt; drag a piece or card onto a lit place, or click it and then the place. The lit places are numbered: with a piece picked, press the number.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play a card:&lt;/b&gt; click a lit card to choose it; what it can do is listed on the right. Click it again, or press its button, to do it. You may also drag it onto a lit location or your reserve.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>&lt;b&gt;Play a card:&lt;/b&gt; click a lit card to choose it; what it can do is listed on the right. Click it again, or press its button, to do it. You may also drag it onto a lit location or your reserve.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play a card:&lt;/b&gt; drag it from your hand onto a lit place (your row, or the companion who will bear it), or click it; every answer is also a button on the right, Pass among them. Assign a minion by dragging it onto a companion.</source>
        <translation>&lt;b&gt;Play a card:&lt;/b&gt; drag it from your hand onto a lit place (your row, or the companion who will bear it), or click it; every answer is also a button on the right, Pass among them. Assign a minion by dragging it onto a companion.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read a card:&lt;/b&gt; rest the pointer on a card, or reach it with the arrow keys and press Space, to read it whole, its game text included.</source>
        <translation>&lt;b&gt;Read a card:&lt;/b&gt; rest the pointer on a card, or reach it with the arrow keys and press Space, to read it whole, its game text included.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read a card:&lt;/b&gt; rest the pointer on a card, or reach it with the arrow keys and press Space, to read it whole: its icons, its paths and its text.</source>
        <translation>&lt;b&gt;Read a card:&lt;/b&gt; rest the pointer on a card, or reach it with the arrow keys and press Space, to read it whole: its icons, its paths and its text.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Take back:&lt;/b&gt; Ctrl+Z takes back your last move, until something hidden has been revealed. The Help menu has the rules and every key.</source>
        <translation>&lt;b&gt;Take back:&lt;/b&gt; Ctrl+Z takes back your last move, until something hidden has been revealed. The Help menu has the rules and every key.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zoom:&lt;/b&gt; turn the mouse wheel, or press + and −; Ctrl+0 fits the board to the window. Drag the empty table to move it about.</source>
        <translation>&lt;b&gt;Zoom:&lt;/b&gt; turn the mouse wheel, or press + and −; Ctrl+0 fits the board to the window. Drag the empty table to move it about.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zoom:&lt;/b&gt; turn the mouse wheel, or press + and −; Ctrl+0 fits the table to the window. Drag the empty table to move it about.</source>
        <translation>&lt;b&gt;Zoom:&lt;/b&gt; turn the mouse wheel, or press + and −; Ctrl+0 fits the table to the window. Drag the empty table to move it about.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Got it</translation>
    </message>
    <message>
        <source>How to play at this table</source>
        <translation>How to play at this table</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>Back to the game</source>
        <translation>Back to the game</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Computer — easy</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Computer — hard</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Computer — normal</translation>
    </message>
    <message>
        <source>Continue: {game}</source>
        <translation>Continue: {game}</translation>
    </message>
    <message>
        <source>Hints allowed: the computer says what it would do, when asked</source>
        <translation>Hints allowed: the computer says what it would do, when asked</translation>
    </message>
    <message>
        <source>LOTR Table</source>
        <translation>LOTR Table</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Open table: one person plays every seat, no curtain (for learning)</source>
        <translation>Open table: one person plays every seat, no curtain (for learning)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Person at this screen</source>
        <translation>Person at this screen</translation>
    </message>
    <message>
        <source>Person {number}, holding all their seats</source>
        <translation>Person {number}, holding all their seats</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Recent games</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Saved games</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>The saved game and the result say that hints were allowed, and how many each player used.</source>
        <translation>The saved game and the result say that hints were allowed, and how many each player used.</translation>
    </message>
    <message>
        <source>These options cannot be played</source>
        <translation>These options cannot be played</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Unfinished games</translation>
    </message>
    <message>
        <source>cannot be read now</source>
        <translation>cannot be read now</translation>
    </message>
</context>
<context>
    <name>LotrCoopPanel</name>
    <message>
        <source>(used)</source>
        <translation>(used)</translation>
    </message>
    <message>
        <source>A Ring life token</source>
        <translation>A Ring life token</translation>
    </message>
    <message>
        <source>A gold rune, drawn blind</source>
        <translation>A gold rune, drawn blind</translation>
    </message>
    <message>
        <source>A heart life token</source>
        <translation>A heart life token</translation>
    </message>
    <message>
        <source>A sanctuary: its actions are done from left to right, the Ring-bearer acting for the Fellowship.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>A sanctuary: its actions are done from left to right, the Ring-bearer acting for the Fellowship.</translation>
    </message>
    <message>
        <source>A silver rune for the active player</source>
        <translation>A silver rune for the active player</translation>
    </message>
    <message>
        <source>A sun life token</source>
        <translation>A sun life token</translation>
    </message>
    <message>
        <source>Asked:</source>
        <translation>Asked:</translation>
    </message>
    <message>
        <source>At any time:</source>
        <translation>At any time:</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Complete</translation>
    </message>
    <message>
        <source>Corruption</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Corruption</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>End of the first part</source>
        <translation>End of the first part</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Events</translation>
    </message>
    <message>
        <source>Fallen</source>
        <translation>Fallen</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>Gandalf (5 runes)</source>
        <translation>Gandalf (5 runes)</translation>
    </message>
    <message>
        <source>Gold runes left: {n}</source>
        <translation>Gold runes left: {n}</translation>
    </message>
    <message>
        <source>It is not your turn to play a card.</source>
        <translation>It is not your turn to play a card.</translation>
    </message>
    <message>
        <source>Journey deck: {n} cards</source>
        <translation>Journey deck: {n} cards</translation>
    </message>
    <message>
        <source>Journey discard: {card}</source>
        <translation>Journey discard: {card}</translation>
    </message>
    <message>
        <source>Legendary cards of {location}</source>
        <translation>Legendary cards of {location}</translation>
    </message>
    <message>
        <source>Next story tiles (only you see them)</source>
        <translation>Next story tiles (only you see them)</translation>
    </message>
    <message>
        <source>No card in your hand can be played now: end your turn.</source>
        <translation>No card in your hand can be played now: end your turn.</translation>
    </message>
    <message>
        <source>No tile is shown</source>
        <translation>No tile is shown</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Now</translation>
    </message>
    <message>
        <source>Or:</source>
        <translation>Or:</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Payment</translation>
    </message>
    <message>
        <source>Play a card (or drag it onto a track):</source>
        <translation>Play a card (or drag it onto a track):</translation>
    </message>
    <message>
        <source>Played this turn</source>
        <translation>Played this turn</translation>
    </message>
    <message>
        <source>Progress marker</source>
        <translation>Progress marker</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ring-bearer</translation>
    </message>
    <message>
        <source>Ring-bearer (Ring used)</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ring-bearer (Ring used)</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>Sauron: {n}</source>
        <translation>Sauron: {n}</translation>
    </message>
    <message>
        <source>Set aside by you</source>
        <translation>Set aside by you</translation>
    </message>
    <message>
        <source>Shown face up</source>
        <translation>Shown face up</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Still needed:</source>
        <translation>Still needed:</translation>
    </message>
    <message>
        <source>Still to come</source>
        <translation>Still to come</translation>
    </message>
    <message>
        <source>Story tile</source>
        <translation>Story tile</translation>
    </message>
    <message>
        <source>Story tiles left: {n}</source>
        <translation>Story tiles left: {n}</translation>
    </message>
    <message>
        <source>The Ring is laid here for the last attempt: roll the die; survive it and the Ring is destroyed</source>
        <translation>The Ring is laid here for the last attempt: roll the die; survive it and the Ring is destroyed</translation>
    </message>
    <message>
        <source>The active player rolls the threat die</source>
        <translation>The active player rolls the threat die</translation>
    </message>
    <message>
        <source>The active player takes {card}</source>
        <translation>The active player takes {card}</translation>
    </message>
    <message>
        <source>The active player&apos;s hobbit may move 1 space left</source>
        <translation>The active player&apos;s hobbit may move 1 space left</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>The hands are hidden</translation>
    </message>
    <message>
        <source>The journey</source>
        <translation>The journey</translation>
    </message>
    <message>
        <source>The progress marker</source>
        <translation>The progress marker</translation>
    </message>
    <message>
        <source>The threat die has not been rolled yet</source>
        <translation>The threat die has not been rolled yet</translation>
    </message>
    <message>
        <source>This card can be used in more than one way. Which one?</source>
        <translation>This card can be used in more than one way. Which one?</translation>
    </message>
    <message>
        <source>Tile discard: {tile}</source>
        <translation>Tile discard: {tile}</translation>
    </message>
    <message>
        <source>Turn of {hobbit}</source>
        <translation>Turn of {hobbit}</translation>
    </message>
    <message>
        <source>Variants: {names}</source>
        <translation>Variants: {names}</translation>
    </message>
    <message>
        <source>Waiting for {hobbit}.</source>
        <translation>Waiting for {hobbit}.</translation>
    </message>
    <message>
        <source>You hold no card or token that pays for this, so you can only decline.</source>
        <translation>You hold no card or token that pays for this, so you can only decline.</translation>
    </message>
    <message>
        <source>You hold nothing more that pays for this.</source>
        <translation>You hold nothing more that pays for this.</translation>
    </message>
    <message>
        <source>Your hand, {hobbit}: {n} cards</source>
        <translation>Your hand, {hobbit}: {n} cards</translation>
    </message>
    <message>
        <source>a {token} life token</source>
        <translation>a {token} life token</translation>
    </message>
    <message>
        <source>active</source>
        <translation>active</translation>
    </message>
    <message>
        <source>competition</source>
        <translation>competition</translation>
    </message>
    <message>
        <source>equality in the Fellowship</source>
        <translation>equality in the Fellowship</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>no cards</translation>
    </message>
    <message>
        <source>none on the table</source>
        <translation>none on the table</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>relay</source>
        <translation>relay</translation>
    </message>
    <message>
        <source>runes worth {value}</source>
        <translation>runes worth {value}</translation>
    </message>
    <message>
        <source>to come through the adventure at hand</source>
        <translation>to come through the adventure at hand</translation>
    </message>
    <message>
        <source>to {hobbit}</source>
        <translation>to {hobbit}</translation>
    </message>
    <message>
        <source>{card} cannot be given now.</source>
        <translation>{card} cannot be given now.</translation>
    </message>
    <message>
        <source>{card} cannot be used now.</source>
        <translation>{card} cannot be used now.</translation>
    </message>
    <message>
        <source>{card}: click a lit track to play it there.</source>
        <translation>{card}: click a lit track to play it there.</translation>
    </message>
    <message>
        <source>{card}: {hobbit} gives</source>
        <translation>{card}: {hobbit} gives</translation>
    </message>
    <message>
        <source>{hobbit} (you)</source>
        <translation>{hobbit} (you)</translation>
    </message>
    <message>
        <source>{hobbit} decides</source>
        <translation>{hobbit} decides</translation>
    </message>
    <message>
        <source>{hobbit} rolled: {face}</source>
        <translation>{hobbit} rolled: {face}</translation>
    </message>
    <message>
        <source>{location} · {level} game</source>
        <translation>{location} · {level} game</translation>
    </message>
    <message>
        <source>{n} × {symbol}</source>
        <translation>{n} × {symbol}</translation>
    </message>
    <message>
        <source>{track} (main)</source>
        <translation>{track} (main)</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Continue saved game</source>
        <translation>&amp;Continue saved game</translation>
    </message>
    <message>
        <source>&amp;Deck builder (Trading Card Game)…</source>
        <translation>&amp;Deck builder (Trading Card Game)…</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>&amp;Fit board</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>&amp;Skip the computer&apos;s moves</source>
        <translation>&amp;Skip the computer&apos;s moves</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>F&amp;ull screen</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>How to play at this &amp;table</source>
        <translation>How to play at this &amp;table</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>No recent games</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>Re&amp;view a saved game…</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Rules: {game}</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>The computer&apos;s &amp;pace</source>
        <translation>The computer&apos;s &amp;pace</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <source>60 for the Ring + {runes} runes gained = {score}</source>
        <translation>60 for the Ring + {runes} runes gained = {score}</translation>
    </message>
    <message>
        <source>60: the Fellowship reached the Crack of Doom</source>
        <translation>60: the Fellowship reached the Crack of Doom</translation>
    </message>
    <message>
        <source>Analyse: the turning points</source>
        <translation>Analyse: the turning points</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>Back to the lobby</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Game {n}</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Match points</translation>
    </message>
    <message>
        <source>Match score</source>
        <translation>Match score</translation>
    </message>
    <message>
        <source>New game, same seats</source>
        <translation>New game, same seats</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>Player {n} won the match, {high} to {low}.</source>
        <translation>Player {n} won the match, {high} to {low}.</translation>
    </message>
    <message>
        <source>Rematch, seats swapped</source>
        <translation>Rematch, seats swapped</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Review the game</translation>
    </message>
    <message>
        <source>Runes left over</source>
        <translation>Runes left over</translation>
    </message>
    <message>
        <source>Sauron has won: {reason}.</source>
        <translation>Sauron has won: {reason}.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>The Fellowship has won: {reason}.</source>
        <translation>The Fellowship has won: {reason}.</translation>
    </message>
    <message>
        <source>The Ring destroyed</source>
        <translation>The Ring destroyed</translation>
    </message>
    <message>
        <source>The computer weighs every decision each person made, from what they knew then, and marks where the game turned.</source>
        <translation>The computer weighs every decision each person made, from what they knew then, and marks where the game turned.</translation>
    </message>
    <message>
        <source>The match is drawn, {a} to {b}.</source>
        <translation>The match is drawn, {a} to {b}.</translation>
    </message>
    <message>
        <source>The same game and options; each player takes the next seat.</source>
        <translation>The same game and options; each player takes the next seat.</translation>
    </message>
    <message>
        <source>{first}: {a}, {second}: {b} (sides swapped in the second game)</source>
        <translation>{first}: {a}, {second}: {b} (sides swapped in the second game)</translation>
    </message>
    <message>
        <source>{names} won: {reason}.</source>
        <translation>{names} won: {reason}.</translation>
    </message>
    <message>
        <source>{score}: the number the main track reached</source>
        <translation>{score}: the number the main track reached</translation>
    </message>
    <message>
        <source>{side} won: {reason}. {points} points, one for each of its heroes left on the board.</source>
        <translation>{side} won: {reason}. {points} points, one for each of its heroes left on the board.</translation>
    </message>
    <message>
        <source>{total} ({each})</source>
        <translation>{total} ({each})</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Action {at} of {total}</source>
        <translation>Action {at} of {total}</translation>
    </message>
    <message>
        <source>As {seat} saw it</source>
        <translation>As {seat} saw it</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Close the review</translation>
    </message>
    <message>
        <source>One action back (Ctrl+Left)</source>
        <translation>One action back (Ctrl+Left)</translation>
    </message>
    <message>
        <source>One action on (Ctrl+Right)</source>
        <translation>One action on (Ctrl+Right)</translation>
    </message>
    <message>
        <source>Public view</source>
        <translation>Public view</translation>
    </message>
    <message>
        <source>To the end (Ctrl+End)</source>
        <translation>To the end (Ctrl+End)</translation>
    </message>
    <message>
        <source>To the start (Ctrl+Home)</source>
        <translation>To the start (Ctrl+Home)</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>computer (easy)</source>
        <translation>computer (easy)</translation>
    </message>
    <message>
        <source>computer (hard)</source>
        <translation>computer (hard)</translation>
    </message>
    <message>
        <source>computer (normal)</source>
        <translation>computer (normal)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>person</source>
        <translation>person</translation>
    </message>
    <message>
        <source>person {n}</source>
        <translation>person {n}</translation>
    </message>
    <message>
        <source>{seat}: {who}</source>
        <translation>{seat}: {who}</translation>
    </message>
</context>
<context>
    <name>SpecialCard</name>
    <message>
        <source>played</source>
        <translation>played</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Game over: a draw ({reason}).</source>
        <translation>Game over: a draw ({reason}).</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Game over: a draw.</translation>
    </message>
    <message>
        <source>Game over: {winners} won ({reason}).</source>
        <translation>Game over: {winners} won ({reason}).</translation>
    </message>
    <message>
        <source>Game over: {winners} won.</source>
        <translation>Game over: {winners} won.</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Hints used</translation>
    </message>
    <message>
        <source>It is not this seat&apos;s turn.</source>
        <translation>It is not this seat&apos;s turn.</translation>
    </message>
    <message>
        <source>The computer is thinking for {seats}…</source>
        <translation>The computer is thinking for {seats}…</translation>
    </message>
    <message>
        <source>The computer player of {seat} failed and chose at random: {problem}</source>
        <translation>The computer player of {seat} failed and chose at random: {problem}</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {reason}</source>
        <translation>The game could not be autosaved: {reason}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>{seat} to play.</source>
        <translation>{seat} to play.</translation>
    </message>
    <message>
        <source>{seat}: {count}</source>
        <translation>{seat}: {count}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>A hero here must move</source>
        <translation>A hero here must move</translation>
    </message>
    <message>
        <source>Fallen: {side}</source>
        <translation>Fallen: {side}</translation>
    </message>
    <message>
        <source>Heroes to place</source>
        <translation>Heroes to place</translation>
    </message>
    <message>
        <source>Special cards to choose from</source>
        <translation>Special cards to choose from</translation>
    </message>
    <message>
        <source>Your combat cards ({n})</source>
        <translation>Your combat cards ({n})</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>none yet</translation>
    </message>
    <message>
        <source>{hero} must move</source>
        <translation>{hero} must move</translation>
    </message>
    <message>
        <source>{side}: discard</source>
        <translation>{side}: discard</translation>
    </message>
    <message>
        <source>{side}: special cards</source>
        <translation>{side}: special cards</translation>
    </message>
    <message>
        <source>{side}: {n} cards in hand</source>
        <translation>{side}: {n} cards in hand</translation>
    </message>
</context>
<context>
    <name>TurnIndicator</name>
    <message>
        <source>Game {n} of 2</source>
        <translation>Game {n} of 2</translation>
    </message>
    <message>
        <source>Match score: player 1 — {a}, player 2 — {b}</source>
        <translation>Match score: player 1 — {a}, player 2 — {b}</translation>
    </message>
    <message>
        <source>Setting up: choosing the heroes</source>
        <translation>Setting up: choosing the heroes</translation>
    </message>
    <message>
        <source>Setting up: choosing the special cards</source>
        <translation>Setting up: choosing the special cards</translation>
    </message>
    <message>
        <source>Setting up: placing the heroes</source>
        <translation>Setting up: placing the heroes</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Single game</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>Turn {n}: {side} moves</source>
        <translation>Turn {n}: {side} moves</translation>
    </message>
    <message>
        <source>You play {side}</source>
        <translation>You play {side}</translation>
    </message>
    <message>
        <source>battle in {region}</source>
        <translation>battle in {region}</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Cannot undo past a reveal or a random draw.</source>
        <translation>Cannot undo past a reveal or a random draw.</translation>
    </message>
    <message>
        <source>Cannot undo: {reason}</source>
        <translation>Cannot undo: {reason}</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nothing to undo.</translation>
    </message>
    <message>
        <source>The last action was not yours.</source>
        <translation>The last action was not yours.</translation>
    </message>
    <message>
        <source>The last action was taken back.</source>
        <translation>The last action was taken back.</translation>
    </message>
    <message>
        <source>Your last action and the computer&apos;s moves since were taken back.</source>
        <translation>Your last action and the computer&apos;s moves since were taken back.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Games cannot be kept on disk</source>
        <translation>Games cannot be kept on disk</translation>
    </message>
    <message>
        <source>LOTR Table</source>
        <translation>LOTR Table</translation>
    </message>
    <message>
        <source>No translation into {language} was found; the texts stay in English.</source>
        <translation>No translation into {language} was found; the texts stay in English.</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Saved to {file}.</translation>
    </message>
    <message>
        <source>Show the computer&apos;s moves at once, up to your turn</source>
        <translation>Show the computer&apos;s moves at once, up to your turn</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Skip</translation>
    </message>
    <message>
        <source>The autosaved game cannot be resumed and was discarded:
{reason}</source>
        <translation>The autosaved game cannot be resumed and was discarded:
{reason}</translation>
    </message>
    <message>
        <source>The autosaved game cannot be resumed:
{reason}

It was not removed either ({problem}), so it is still in the data folder and will be offered again.</source>
        <translation>The autosaved game cannot be resumed:
{reason}

It was not removed either ({problem}), so it is still in the data folder and will be offered again.</translation>
    </message>
    <message>
        <source>The game cannot be resumed</source>
        <translation>The game cannot be resumed</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>The game was not saved</translation>
    </message>
    <message>
        <source>The save cannot be opened</source>
        <translation>The save cannot be opened</translation>
    </message>
    <message>
        <source>There is no autosaved game.</source>
        <translation>There is no autosaved game.</translation>
    </message>
    <message>
        <source>This save was made under version {saved} of the rules of {game}, newer than this program&apos;s version {now}: open it with a newer LOTR Table.</source>
        <translation>This save was made under version {saved} of the rules of {game}, newer than this program&apos;s version {now}: open it with a newer LOTR Table.</translation>
    </message>
    <message>
        <source>This save was made under version {saved} of the rules of {game}; this program plays version {now}, and the game no longer plays out the same, so it cannot be opened.</source>
        <translation>This save was made under version {saved} of the rules of {game}; this program plays version {now}, and the game no longer plays out the same, so it cannot be opened.</translation>
    </message>
    <message>
        <source>this game cannot be played at the table yet.</source>
        <translation>this game cannot be played at the table yet.</translation>
    </message>
    <message>
        <source>{file} cannot be opened:
{reason}</source>
        <translation>{file} cannot be opened:
{reason}</translation>
    </message>
    <message>
        <source>{game} — LOTR Table</source>
        <translation>{game} — LOTR Table</translation>
    </message>
    <message>
        <source>{problem}.

You can play, but games are not autosaved and settings are not remembered until the folder is put right.</source>
        <translation>{problem}.

You can play, but games are not autosaved and settings are not remembered until the folder is put right.</translation>
    </message>
</context>
<context>
    <name>confrontation.action</name>
    <message>
        <source> through the Moria tunnel</source>
        <translation> through the Moria tunnel</translation>
    </message>
    <message>
        <source>Announce {count} special cards each</source>
        <translation>Announce {count} special cards each</translation>
    </message>
    <message>
        <source>Choose the special cards {cards}</source>
        <translation>Choose the special cards {cards}</translation>
    </message>
    <message>
        <source>Field the {face} face of tile {tile}</source>
        <translation>Field the {face} face of tile {tile}</translation>
    </message>
    <message>
        <source>Fight without cards</source>
        <translation>Fight without cards</translation>
    </message>
    <message>
        <source>Fight {target}</source>
        <translation>Fight {target}</translation>
    </message>
    <message>
        <source>Force another card</source>
        <translation>Force another card</translation>
    </message>
    <message>
        <source>Move {hero} to {to}</source>
        <translation>Move {hero} to {to}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Place {hero} in {region}</source>
        <translation>Place {hero} in {region}</translation>
    </message>
    <message>
        <source>Play A King Revealed on {target} in {region}</source>
        <translation>Play A King Revealed on {target} in {region}</translation>
    </message>
    <message>
        <source>Play Crebain of Dunland on {target} in {region}</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>Play Crebain of Dunland on {target} in {region}</translation>
    </message>
    <message>
        <source>Play Gandalf the White</source>
        <translation>Play Gandalf the White</translation>
    </message>
    <message>
        <source>Play Gwaihir the Wind</source>
        <translation>Play Gwaihir the Wind</translation>
    </message>
    <message>
        <source>Play Palantir on {region}</source>
        <translation>Play Palantir on {region}</translation>
    </message>
    <message>
        <source>Play Recall to Mordor on {hero}</source>
        <translation>Play Recall to Mordor on {hero}</translation>
    </message>
    <message>
        <source>Play Shadowfax: {hero} to {to}</source>
        <translation>Play Shadowfax: {hero} to {to}</translation>
    </message>
    <message>
        <source>Play The Dark of Mordor: {hero} to {to}</source>
        <translation>Play The Dark of Mordor: {hero} to {to}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>Retreat to {to}</source>
        <translation>Retreat to {to}</translation>
    </message>
    <message>
        <source>Reveal Frodo beside Sam</source>
        <translation>Reveal Frodo beside Sam</translation>
    </message>
    <message>
        <source>Reveal Gandalf to add 1</source>
        <translation>Reveal Gandalf to add 1</translation>
    </message>
    <message>
        <source>Reveal the Balrog</source>
        <translation>Reveal the Balrog</translation>
    </message>
    <message>
        <source>Sam takes Frodo&apos;s place</source>
        <translation>Sam takes Frodo&apos;s place</translation>
    </message>
    <message>
        <source>Smeagol swaps with {hero}</source>
        <translation>Smeagol swaps with {hero}</translation>
    </message>
    <message>
        <source>Swap for the 4 from the {source}</source>
        <translation>Swap for the 4 from the {source}</translation>
    </message>
    <message>
        <source>Take back {card}</source>
        <translation>Take back {card}</translation>
    </message>
</context>
<context>
    <name>confrontation.card</name>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>Elven Cloak</source>
        <translation>Elven Cloak</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Magic</translation>
    </message>
    <message>
        <source>Noble Sacrifice</source>
        <translation>Noble Sacrifice</translation>
    </message>
    <message>
        <source>Retreat (Backwards)</source>
        <translation>Retreat (Backwards)</translation>
    </message>
    <message>
        <source>Retreat (Sideways)</source>
        <translation>Retreat (Sideways)</translation>
    </message>
    <message>
        <source>The Eye of Sauron</source>
        <translation>The Eye of Sauron</translation>
    </message>
</context>
<context>
    <name>confrontation.card_text</name>
    <message>
        <source>Both heroes taking part in the battle die. If the Sauron player played the card &quot;Retreat&quot;, nobody dies (but both cards count as discarded).</source>
        <translation>Both heroes taking part in the battle die. If the Sauron player played the card &quot;Retreat&quot;, nobody dies (but both cards count as discarded).</translation>
    </message>
    <message>
        <source>Move your hero backwards to an adjacent region that contains no Sauron heroes and does not hold the maximum number of Fellowship heroes (otherwise the retreat is impossible, and the battle takes place).</source>
        <translation>Move your hero backwards to an adjacent region that contains no Sauron heroes and does not hold the maximum number of Fellowship heroes (otherwise the retreat is impossible, and the battle takes place).</translation>
    </message>
    <message>
        <source>Move your hero sideways to an adjacent region that is not a mountain region, contains no Fellowship heroes and does not hold the maximum number of Sauron heroes. The &quot;Noble Sacrifice&quot; card played by the Fellowship player is then ignored. If the Sauron player is forced to play &quot;Retreat (Sideways)&quot; but cannot retreat (the battle is in the mountains, or the adjacent regions are occupied by the enemy or by the maximum number of his own heroes), the card is discarded without effect and the battle takes place as usual. If the Fellowship player has played &quot;Noble Sacrifice&quot; in that case, both cards are discarded and no hero either dies or retreats.</source>
        <translation>Move your hero sideways to an adjacent region that is not a mountain region, contains no Fellowship heroes and does not hold the maximum number of Sauron heroes. The &quot;Noble Sacrifice&quot; card played by the Fellowship player is then ignored. If the Sauron player is forced to play &quot;Retreat (Sideways)&quot; but cannot retreat (the battle is in the mountains, or the adjacent regions are occupied by the enemy or by the maximum number of his own heroes), the card is discarded without effect and the battle takes place as usual. If the Fellowship player has played &quot;Noble Sacrifice&quot; in that case, both cards are discarded and no hero either dies or retreats.</translation>
    </message>
    <message>
        <source>The Strength card played by the Sauron side is ignored. If the Sauron player played the card &quot;Magic&quot; and replaced it with a Strength card, that card is ignored as well.</source>
        <translation>The Strength card played by the Sauron side is ignored. If the Sauron player played the card &quot;Magic&quot; and replaced it with a Strength card, that card is ignored as well.</translation>
    </message>
    <message>
        <source>The Text card played by the Fellowship side is ignored. If the Fellowship player played a Strength card, &quot;The Eye of Sauron&quot; has no effect.</source>
        <translation>The Text card played by the Fellowship side is ignored. If the Fellowship player played a Strength card, &quot;The Eye of Sauron&quot; has no effect.</translation>
    </message>
    <message>
        <source>When you play this card in a battle, you must immediately replace it with any one of your discarded (previously played) cards. If you have no played cards, this card has neither strength nor effect. If both players play &quot;Magic&quot; at the same time, the Sauron player chooses his replacement first.</source>
        <translation>When you play this card in a battle, you must immediately replace it with any one of your discarded (previously played) cards. If you have no played cards, this card has neither strength nor effect. If both players play &quot;Magic&quot; at the same time, the Sauron player chooses his replacement first.</translation>
    </message>
</context>
<context>
    <name>confrontation.hero</name>
    <message>
        <source>Aragorn</source>
        <translation>Aragorn</translation>
    </message>
    <message>
        <source>Balrog</source>
        <translation>Balrog</translation>
    </message>
    <message>
        <source>Black Rider</source>
        <translation>Black Rider</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Boromir</translation>
    </message>
    <message>
        <source>Cave Troll</source>
        <translation>Cave Troll</translation>
    </message>
    <message>
        <source>Elrond</source>
        <translation>Elrond</translation>
    </message>
    <message>
        <source>Faramir</source>
        <translation>Faramir</translation>
    </message>
    <message>
        <source>Flying Nazgul</source>
        <translation>Flying Nazgul</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Frodo</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Gandalf</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Gimli</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Gollum</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Legolas</translation>
    </message>
    <message>
        <source>Merry</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Merry</translation>
    </message>
    <message>
        <source>Mouth of Sauron</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Mouth of Sauron</translation>
    </message>
    <message>
        <source>Orcs</source>
        <translation>Orcs</translation>
    </message>
    <message>
        <source>Pippin</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Pippin</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Sam</translation>
    </message>
    <message>
        <source>Saruman</source>
        <translation>Saruman</translation>
    </message>
    <message>
        <source>Shelob</source>
        <translation>Shelob</translation>
    </message>
    <message>
        <source>Smeagol</source>
        <translation>Smeagol</translation>
    </message>
    <message>
        <source>The Watcher</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>The Watcher</translation>
    </message>
    <message>
        <source>Theoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Theoden</translation>
    </message>
    <message>
        <source>Treebeard</source>
        <translation>Treebeard</translation>
    </message>
    <message>
        <source>Uruk-Hai</source>
        <translation>Uruk-Hai</translation>
    </message>
    <message>
        <source>Warg</source>
        <translation>Warg</translation>
    </message>
    <message>
        <source>Witch King</source>
        <translation>Witch King</translation>
    </message>
    <message>
        <source>Wormtongue</source>
        <translation>Wormtongue</translation>
    </message>
</context>
<context>
    <name>confrontation.hero_text</name>
    <message>
        <source>After the cards have been revealed, you may replace your played card with your Strength card &quot;4&quot; (even from the discard). If the &quot;4&quot; is taken from your hand, the first card goes back to your hand; if it is taken from the discard, the first card goes to the discard. Cannot replace if Aragorn (alternative version) has decided that no cards will be played.</source>
        <translation>After the cards have been revealed, you may replace your played card with your Strength card &quot;4&quot; (even from the discard). If the &quot;4&quot; is taken from your hand, the first card goes back to your hand; if it is taken from the discard, the first card goes to the discard. Cannot replace if Aragorn (alternative version) has decided that no cards will be played.</translation>
    </message>
    <message>
        <source>Defeats Gandalf immediately, before any cards are played. After the Fellowship player has revealed his card, you may force him to reveal another one (the first card goes back to his hand). Not allowed if Aragorn (alternative version) has decided that no cards will be played; not allowed if the Fellowship player had only 1 combat card left.</source>
        <translation>Defeats Gandalf immediately, before any cards are played. After the Fellowship player has revealed his card, you may force him to reveal another one (the first card goes back to his hand). Not allowed if Aragorn (alternative version) has decided that no cards will be played; not allowed if the Fellowship player had only 1 combat card left.</translation>
    </message>
    <message>
        <source>Defeats the Flying Nazgul immediately, before any cards are played. Against others, as usual.</source>
        <translation>Defeats the Flying Nazgul immediately, before any cards are played. Against others, as usual.</translation>
    </message>
    <message>
        <source>Defeats the Orcs immediately, before any cards are played. Against others, as usual.</source>
        <translation>Defeats the Orcs immediately, before any cards are played. Against others, as usual.</translation>
    </message>
    <message>
        <source>Defeats the Witch King immediately, before any cards are played. Against others, as usual.</source>
        <translation>Defeats the Witch King immediately, before any cards are played. Against others, as usual.</translation>
    </message>
    <message>
        <source>Dies immediately together with the enemy hero, except against the Warg (the ability is ignored) and when the Balrog is revealed in Caradhras as Boromir uses the Moria tunnel (he dies without a battle).</source>
        <translation>Dies immediately together with the enemy hero, except against the Warg (the ability is ignored) and when the Balrog is revealed in Caradhras as Boromir uses the Moria tunnel (he dies without a battle).</translation>
    </message>
    <message>
        <source>If defeated, may retreat backwards to an adjacent empty region, even when defeated by Boromir or by the card &quot;Noble Sacrifice&quot; (in both cases the enemy hero dies). If he cannot retreat, he is removed from the board.</source>
        <translation>If defeated, may retreat backwards to an adjacent empty region, even when defeated by Boromir or by the card &quot;Noble Sacrifice&quot; (in both cases the enemy hero dies). If he cannot retreat, he is removed from the board.</translation>
    </message>
    <message>
        <source>If he enters the Shire, the Sauron player immediately wins the game (whether or not enemy heroes are in that region).</source>
        <translation>If he enters the Shire, the Sauron player immediately wins the game (whether or not enemy heroes are in that region).</translation>
    </message>
    <message>
        <source>If in Caradhras when a Fellowship hero uses the Moria tunnel, may be revealed, if you wish, to defeat that enemy hero immediately without a battle (Frodo included). The Balrog himself stays unharmed, even if it is Boromir who is destroyed. Fellowship heroes killed this way do not reach Fangorn, so the Sauron heroes in that region are not revealed.</source>
        <translation>If in Caradhras when a Fellowship hero uses the Moria tunnel, may be revealed, if you wish, to defeat that enemy hero immediately without a battle (Frodo included). The Balrog himself stays unharmed, even if it is Boromir who is destroyed. Fellowship heroes killed this way do not reach Fangorn, so the Sauron heroes in that region are not revealed.</translation>
    </message>
    <message>
        <source>If in the same region as Frodo and Frodo is attacked first, you may reveal Sam and have him take Frodo&apos;s place in this battle; in that case, in a battle with the Orcs (classic version), the Orcs immediately defeat Sam. Strength = 5 when in the same region as Frodo, but to prove this you must reveal both heroes, Frodo and Sam, at the start of the battle. Against the Warg this ability does not work (not even the substitution), because the Fellowship hero&apos;s text is ignored. Cannot accompany Frodo in the mountains, because the limit of your own heroes in those regions is 1.</source>
        <translation>If in the same region as Frodo and Frodo is attacked first, you may reveal Sam and have him take Frodo&apos;s place in this battle; in that case, in a battle with the Orcs (classic version), the Orcs immediately defeat Sam. Strength = 5 when in the same region as Frodo, but to prove this you must reveal both heroes, Frodo and Sam, at the start of the battle. Against the Warg this ability does not work (not even the substitution), because the Fellowship hero&apos;s text is ignored. Cannot accompany Frodo in the mountains, because the limit of your own heroes in those regions is 1.</translation>
    </message>
    <message>
        <source>If no hero has died or retreated before the combat cards are played, you may decide to fight a battle in which he takes part without cards (including after Aragorn (alternative version) has decided not to use his ability), on the heroes&apos; strength only. Otherwise the normal rules apply.</source>
        <translation>If no hero has died or retreated before the combat cards are played, you may decide to fight a battle in which he takes part without cards (including after Aragorn (alternative version) has decided not to use his ability), on the heroes&apos; strength only. Otherwise the normal rules apply.</translation>
    </message>
    <message>
        <source>If not in Gondor and she defeats an enemy hero, she immediately returns to Gondor; she then dies immediately (and is removed from the board) if a Fellowship hero or 2 other Sauron heroes are there.</source>
        <translation>If not in Gondor and she defeats an enemy hero, she immediately returns to Gondor; she then dies immediately (and is removed from the board) if a Fellowship hero or 2 other Sauron heroes are there.</translation>
    </message>
    <message>
        <source>Immediately defeat the enemy hero they attack first in a given region. Gimli defeats them immediately (and therefore stays unharmed in any battle with the Orcs). If they attack Boromir, both die. If more Fellowship heroes are present in that region, the ability is ignored in the subsequent battles with them. If the Orcs are not themselves attacking, the ability is ignored as well. If they attack Frodo first, he may retreat sideways and stay unharmed; in that case the Orcs are considered to have made their first attack (as when the Fellowship player has played the Special card &quot;Gwaihir the Wind&quot; on the first hero). If they attack Smeagol and there are no other Fellowship heroes in that region, he may swap places with a Fellowship hero in an adjacent region and stay unharmed; in that case no battle is considered to have taken place, and the Orcs&apos; attack on the new hero is their first.</source>
        <translation>Immediately defeat the enemy hero they attack first in a given region. Gimli defeats them immediately (and therefore stays unharmed in any battle with the Orcs). If they attack Boromir, both die. If more Fellowship heroes are present in that region, the ability is ignored in the subsequent battles with them. If the Orcs are not themselves attacking, the ability is ignored as well. If they attack Frodo first, he may retreat sideways and stay unharmed; in that case the Orcs are considered to have made their first attack (as when the Fellowship player has played the Special card &quot;Gwaihir the Wind&quot; on the first hero). If they attack Smeagol and there are no other Fellowship heroes in that region, he may swap places with a Fellowship hero in an adjacent region and stay unharmed; in that case no battle is considered to have taken place, and the Orcs&apos; attack on the new hero is their first.</translation>
    </message>
    <message>
        <source>In Fangorn, strength = 6. May move from any region into Fangorn if it is occupied by a single Sauron hero. Otherwise moves as usual.</source>
        <translation>In Fangorn, strength = 6. May move from any region into Fangorn if it is occupied by a single Sauron hero. Otherwise moves as usual.</translation>
    </message>
    <message>
        <source>In Rohan or Gondor, strength = 4, even when attacking.</source>
        <translation>In Rohan or Gondor, strength = 4, even when attacking.</translation>
    </message>
    <message>
        <source>May be revealed after the combat cards have been revealed in a battle in his own region or in an adjacent region (a mountain region included), to add 1 to the strength of the battling Fellowship hero. Allowed even if no cards were played at all because of the ability of Aragorn (alternative version) or Saruman (classic version). Not allowed if the battle is against the Warg. Not allowed if Gandalf himself is attacking or defending.</source>
        <translation>May be revealed after the combat cards have been revealed in a battle in his own region or in an adjacent region (a mountain region included), to add 1 to the strength of the battling Fellowship hero. Allowed even if no cards were played at all because of the ability of Aragorn (alternative version) or Saruman (classic version). Not allowed if the battle is against the Warg. Not allowed if Gandalf himself is attacking or defending.</translation>
    </message>
    <message>
        <source>May be revealed to move forward any number of regions and end the move in an empty region. Not into or through regions holding the maximum number of Sauron heroes; not through regions containing Fellowship heroes. Otherwise move as usual.</source>
        <translation>May be revealed to move forward any number of regions and end the move in an empty region. Not into or through regions holding the maximum number of Sauron heroes; not through regions containing Fellowship heroes. Otherwise move as usual.</translation>
    </message>
    <message>
        <source>May move forward any number of regions if by doing so he attacks at least 1 enemy hero. Not without attacking; not into or through regions holding the maximum number of Sauron heroes; not through regions containing Fellowship heroes. Otherwise moves as usual.</source>
        <translation>May move forward any number of regions if by doing so he attacks at least 1 enemy hero. Not without attacking; not into or through regions holding the maximum number of Sauron heroes; not through regions containing Fellowship heroes. Otherwise moves as usual.</translation>
    </message>
    <message>
        <source>May move forward over 1 region (even one holding the maximum number of Sauron heroes or containing Fellowship heroes) in order to attack. Otherwise moves as usual.</source>
        <translation>May move forward over 1 region (even one holding the maximum number of Sauron heroes or containing Fellowship heroes) in order to attack. Otherwise moves as usual.</translation>
    </message>
    <message>
        <source>May move sideways to an adjacent region if by doing so he attacks at least 1 enemy hero. Not while in the mountains. A defending Frodo may retreat sideways into the region the Witch King came from, if there are no other Sauron heroes there. Otherwise moves as usual.</source>
        <translation>May move sideways to an adjacent region if by doing so he attacks at least 1 enemy hero. Not while in the mountains. A defending Frodo may retreat sideways into the region the Witch King came from, if there are no other Sauron heroes there. Otherwise moves as usual.</translation>
    </message>
    <message>
        <source>May move to any adjacent region (forward, sideways or backwards) if by doing so he attacks at least 1 enemy hero. This way he can attack the Warg, because the ability is used before entering the region. Not sideways while in the mountains. Otherwise moves as usual.</source>
        <translation>May move to any adjacent region (forward, sideways or backwards) if by doing so he attacks at least 1 enemy hero. This way he can attack the Warg, because the ability is used before entering the region. Not sideways while in the mountains. Otherwise moves as usual.</translation>
    </message>
    <message>
        <source>May move to any region occupied by a single Fellowship hero (which makes it possible to attack an adjacent mountain region). Otherwise moves as usual.</source>
        <translation>May move to any region occupied by a single Fellowship hero (which makes it possible to attack an adjacent mountain region). Otherwise moves as usual.</translation>
    </message>
    <message>
        <source>May retreat forward. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not if the enemy hero has already retreated.</source>
        <translation>May retreat forward. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not if the enemy hero has already retreated.</translation>
    </message>
    <message>
        <source>May retreat sideways when defending, but not when attacking. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not in the mountains.</source>
        <translation>May retreat sideways when defending, but not when attacking. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not in the mountains.</translation>
    </message>
    <message>
        <source>Once revealed, stays revealed until the end of the game and loses the ability to move forward. He may still retreat sideways with the card &quot;Retreat&quot;, or return to Mordor with the Special card &quot;Recall to Mordor&quot; (staying revealed in either case).</source>
        <translation>Once revealed, stays revealed until the end of the game and loses the ability to move forward. He may still retreat sideways with the card &quot;Retreat&quot;, or return to Mordor with the Special card &quot;Recall to Mordor&quot; (staying revealed in either case).</translation>
    </message>
    <message>
        <source>The Sauron player must choose and play his card first; after that the Fellowship player must do the same (even if the Sauron player played &quot;Retreat&quot;). If the Sauron player played &quot;Magic&quot;, he must carry it out completely and reveal his new card before the Fellowship player chooses and plays his card.</source>
        <translation>The Sauron player must choose and play his card first; after that the Fellowship player must do the same (even if the Sauron player played &quot;Retreat&quot;). If the Sauron player played &quot;Magic&quot;, he must carry it out completely and reveal his new card before the Fellowship player chooses and plays his card.</translation>
    </message>
    <message>
        <source>The Sauron player&apos;s Text card is ignored. If Frodo dies, Sam becomes the new Ring-bearer. If Frodo dies in a battle against the Warg, or when Sam is no longer on the board, the Sauron player immediately wins the game.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>The Sauron player&apos;s Text card is ignored. If Frodo dies, Sam becomes the new Ring-bearer. If Frodo dies in a battle against the Warg, or when Sam is no longer on the board, the Sauron player immediately wins the game.</translation>
    </message>
    <message>
        <source>The Sauron player&apos;s card is ignored (he must still play and discard a card).</source>
        <translation>The Sauron player&apos;s card is ignored (he must still play and discard a card).</translation>
    </message>
    <message>
        <source>The Sauron player&apos;s cards &quot;The Eye of Sauron&quot; and &quot;Magic&quot; are ignored.</source>
        <translation>The Sauron player&apos;s cards &quot;The Eye of Sauron&quot; and &quot;Magic&quot; are ignored.</translation>
    </message>
    <message>
        <source>The text of the opposing Fellowship hero is ignored. Aragorn can use his ability, because he applies it in the adjacent region, before the battle. Treebeard can use his ability to attack into Fangorn, because he applies it before the battle, but his strength does not rise to 6 in a battle in Fangorn against the Warg.</source>
        <translation>The text of the opposing Fellowship hero is ignored. Aragorn can use his ability, because he applies it in the adjacent region, before the battle. Treebeard can use his ability to attack into Fangorn, because he applies it before the battle, but his strength does not rise to 6 in a battle in Fangorn against the Warg.</translation>
    </message>
    <message>
        <source>When attacking, after the heroes are revealed, may retreat backwards to an adjacent region. This does not count as an ordinary move; only at the start of the battle, before the cards are played.</source>
        <translation>When attacking, after the heroes are revealed, may retreat backwards to an adjacent region. This does not count as an ordinary move; only at the start of the battle, before the cards are played.</translation>
    </message>
    <message>
        <source>When attacking, may retreat sideways. This does not count as an ordinary move; only at the start of the battle, before the cards are played.</source>
        <translation>When attacking, may retreat sideways. This does not count as an ordinary move; only at the start of the battle, before the cards are played.</translation>
    </message>
    <message>
        <source>When attacking, strength = 6.</source>
        <translation>When attacking, strength = 6.</translation>
    </message>
    <message>
        <source>When defending, if there are no other Fellowship heroes in his region, may swap places with an adjacent Fellowship hero. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not sideways in the mountains. The new hero defends instead of Smeagol, and the new hero&apos;s text applies accordingly. When defending against the Orcs (classic version), may swap and stay unharmed.</source>
        <translation>When defending, if there are no other Fellowship heroes in his region, may swap places with an adjacent Fellowship hero. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not sideways in the mountains. The new hero defends instead of Smeagol, and the new hero&apos;s text applies accordingly. When defending against the Orcs (classic version), may swap and stay unharmed.</translation>
    </message>
    <message>
        <source>When defending, strength = the strength of the enemy hero (if it is the Orcs (alternative version), strength = 6). Combat cards and the abilities of heroes such as Gandalf (alternative version) add strength as usual.</source>
        <translation>When defending, strength = the strength of the enemy hero (if it is the Orcs (alternative version), strength = 6). Combat cards and the abilities of heroes such as Gandalf (alternative version) add strength as usual.</translation>
    </message>
    <message>
        <source>When defending, you may decide that the battle is fought without combat cards.</source>
        <translation>When defending, you may decide that the battle is fought without combat cards.</translation>
    </message>
</context>
<context>
    <name>confrontation.log</name>
    <message>
        <source>A Sauron hero is recalled from {frm} to Mordor.</source>
        <translation>A Sauron hero is recalled from {frm} to Mordor.</translation>
    </message>
    <message>
        <source>A hero of {side} moves from {frm} to {to} through the Moria tunnel.</source>
        <translation>A hero of {side} moves from {frm} to {to} through the Moria tunnel.</translation>
    </message>
    <message>
        <source>A hero of {side} moves from {frm} to {to}.</source>
        <translation>A hero of {side} moves from {frm} to {to}.</translation>
    </message>
    <message>
        <source>All combat cards are spent: both players take their cards back.</source>
        <translation>All combat cards are spent: both players take their cards back.</translation>
    </message>
    <message>
        <source>Battle in {region}: {attacker} attacks {defender}.</source>
        <translation>Battle in {region}: {attacker} {attacker:attacks|pl:attack} {defender}.</translation>
    </message>
    <message>
        <source>Both players have chosen their heroes in secret.</source>
        <translation>Both players have chosen their heroes in secret.</translation>
    </message>
    <message>
        <source>Both players have chosen their special cards in secret.</source>
        <translation>Both players have chosen their special cards in secret.</translation>
    </message>
    <message>
        <source>Cards revealed: the Fellowship plays {card}, Sauron plays {card2}.</source>
        <translation>Cards revealed: the Fellowship plays {card}, Sauron plays {card2}.</translation>
    </message>
    <message>
        <source>Crebain of Dunland reveal {hero} in {region} for the rest of the game.</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>Crebain of Dunland reveal {hero} in {region} for the rest of the game.</translation>
    </message>
    <message>
        <source>Gandalf is revealed to lend 1 strength.</source>
        <translation>Gandalf is revealed to lend 1 strength.</translation>
    </message>
    <message>
        <source>Handicap: {side} may use {cards}.</source>
        <translation>Handicap: {side} may use {cards}.</translation>
    </message>
    <message>
        <source>Magic brings back {card}.</source>
        <translation>Magic brings back {card}.</translation>
    </message>
    <message>
        <source>Magic finds no discarded card: it has no strength and no effect.</source>
        <translation>Magic finds no discarded card: it has no strength and no effect.</translation>
    </message>
    <message>
        <source>Noble Sacrifice is cancelled by Sauron&apos;s Retreat.</source>
        <translation>Noble Sacrifice is cancelled by Sauron&apos;s Retreat.</translation>
    </message>
    <message>
        <source>Palantir reveals {hero} in {region}.</source>
        <translation>Palantir reveals {hero} in {region}.</translation>
    </message>
    <message>
        <source>Retreat (Sideways) is impossible; the card has no effect.</source>
        <translation>Retreat (Sideways) is impossible; the card has no effect.</translation>
    </message>
    <message>
        <source>Saruman forces the Fellowship to show another card; {card} returns to the hand.</source>
        <translation>Saruman forces the Fellowship to show another card; {card} returns to the hand.</translation>
    </message>
    <message>
        <source>Sauron must move the chosen hero in {region} next turn.</source>
        <translation>Sauron must move the chosen hero in {region} next turn.</translation>
    </message>
    <message>
        <source>Second game: the players swap sides.</source>
        <translation>Second game: the players swap sides.</translation>
    </message>
    <message>
        <source>Shelob returns to Gondor.</source>
        <translation>Shelob returns to Gondor.</translation>
    </message>
    <message>
        <source>Smeagol swaps places with a Fellowship hero from {frm}.</source>
        <translation>Smeagol swaps places with a Fellowship hero from {frm}.</translation>
    </message>
    <message>
        <source>Strength: the Fellowship {n}, Sauron {n2}.</source>
        <translation>Strength: the Fellowship {n}, Sauron {n2}.</translation>
    </message>
    <message>
        <source>The Balrog in Caradhras kills {hero} in the Moria tunnel.</source>
        <translation>The Balrog in Caradhras kills {hero} in the Moria tunnel.</translation>
    </message>
    <message>
        <source>The Eye of Sauron: the Fellowship&apos;s card is ignored.</source>
        <translation>The Eye of Sauron: the Fellowship&apos;s card is ignored.</translation>
    </message>
    <message>
        <source>The Fellowship announces {n} special cards each.</source>
        <translation>The Fellowship announces {n} special cards each.</translation>
    </message>
    <message>
        <source>The Mouth of Sauron replaces his card with the 4 from the {source}.</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>The Mouth of Sauron replaces his card with the 4 from the {source}.</translation>
    </message>
    <message>
        <source>The heroes are placed. Sauron moves first.</source>
        <translation>The heroes are placed. Sauron moves first.</translation>
    </message>
    <message>
        <source>Wormtongue escapes backwards to {to}.</source>
        <translation>Wormtongue escapes backwards to {to}.</translation>
    </message>
    <message>
        <source>You chose the special cards {cards}.</source>
        <translation>You chose the special cards {cards}.</translation>
    </message>
    <message>
        <source>You field: {heroes}.</source>
        <translation>You field: {heroes}.</translation>
    </message>
    <message>
        <source>You place {hero} in {region}.</source>
        <translation>You place {hero} in {region}.</translation>
    </message>
    <message>
        <source>{hero} decides the battle is fought without cards.</source>
        <translation>{hero} {hero:decides|pl:decide} the battle is fought without cards.</translation>
    </message>
    <message>
        <source>{hero} dies.</source>
        <translation>{hero} {hero:dies|pl:die}.</translation>
    </message>
    <message>
        <source>{hero} in {region} becomes the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{hero} in {region} {hero:becomes|pl:become} the Ring-bearer.</translation>
    </message>
    <message>
        <source>{hero} is revealed beside Sam: Sam has strength 5.</source>
        <translation>{hero} {hero:is|pl:are} revealed beside Sam: Sam has strength 5.</translation>
    </message>
    <message>
        <source>{hero} is revealed in {region}.</source>
        <translation>{hero} {hero:is|pl:are} revealed in {region}.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to} through the Moria tunnel.</source>
        <translation>{hero} {hero:moves|pl:move} from {frm} to {to} through the Moria tunnel.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to}.</source>
        <translation>{hero} {hero:moves|pl:move} from {frm} to {to}.</translation>
    </message>
    <message>
        <source>{hero} retreats from {frm} to {to}.</source>
        <translation>{hero} {hero:retreats|pl:retreat} from {frm} to {to}.</translation>
    </message>
    <message>
        <source>{hero} returns in Fangorn.</source>
        <translation>{hero} {hero:returns|pl:return} in Fangorn.</translation>
    </message>
    <message>
        <source>{hero} takes Frodo&apos;s place in the battle.</source>
        <translation>{hero} {hero:takes|pl:take} Frodo&apos;s place in the battle.</translation>
    </message>
    <message>
        <source>{side} cannot move.</source>
        <translation>{side} cannot move.</translation>
    </message>
    <message>
        <source>{side} fields: {heroes}.</source>
        <translation>{side} fields: {heroes}.</translation>
    </message>
    <message>
        <source>{side} may use: {cards}.</source>
        <translation>{side} may use: {cards}.</translation>
    </message>
    <message>
        <source>{side} plays {card}.</source>
        <translation>{side} plays {card}.</translation>
    </message>
    <message>
        <source>{side} plays {special}.</source>
        <translation>{side} plays {special}.</translation>
    </message>
    <message>
        <source>{side} wins: {reason}. {n} points.</source>
        <translation>{side} wins: {reason}. {n} points.</translation>
    </message>
</context>
<context>
    <name>confrontation.outcome</name>
    <message>
        <source>Frodo died</source>
        <translation>Frodo died</translation>
    </message>
    <message>
        <source>Frodo died and Sam is not on the board</source>
        <translation>Frodo died and Sam is not on the board</translation>
    </message>
    <message>
        <source>Frodo died in battle against the Warg</source>
        <translation>Frodo died in battle against the Warg</translation>
    </message>
    <message>
        <source>Frodo entered Mordor</source>
        <translation>Frodo entered Mordor</translation>
    </message>
    <message>
        <source>Sam entered Mordor</source>
        <translation>Sam entered Mordor</translation>
    </message>
    <message>
        <source>Sauron could not move</source>
        <translation>Sauron could not move</translation>
    </message>
    <message>
        <source>higher match score</source>
        <translation>higher match score</translation>
    </message>
    <message>
        <source>the Fellowship could not move</source>
        <translation>the Fellowship could not move</translation>
    </message>
    <message>
        <source>the Ring-bearer Sam died</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>the Ring-bearer Sam died</translation>
    </message>
    <message>
        <source>the Witch King entered the Shire</source>
        <translation>the Witch King entered the Shire</translation>
    </message>
    <message>
        <source>the match is drawn</source>
        <translation>the match is drawn</translation>
    </message>
    <message>
        <source>three Sauron heroes stand in the Shire</source>
        <translation>three Sauron heroes stand in the Shire</translation>
    </message>
</context>
<context>
    <name>confrontation.reason</name>
    <message>
        <source>Frodo died</source>
        <translation>Frodo died</translation>
    </message>
    <message>
        <source>Frodo died and Sam is not on the board</source>
        <translation>Frodo died and Sam is not on the board</translation>
    </message>
    <message>
        <source>Frodo died in battle against the Warg</source>
        <translation>Frodo died in battle against the Warg</translation>
    </message>
    <message>
        <source>Frodo entered Mordor</source>
        <translation>Frodo entered Mordor</translation>
    </message>
    <message>
        <source>Sam entered Mordor</source>
        <translation>Sam entered Mordor</translation>
    </message>
    <message>
        <source>Sauron could not move</source>
        <translation>Sauron could not move</translation>
    </message>
    <message>
        <source>the Fellowship could not move</source>
        <translation>the Fellowship could not move</translation>
    </message>
    <message>
        <source>the Ring-bearer Sam died</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>the Ring-bearer Sam died</translation>
    </message>
    <message>
        <source>the Witch King entered the Shire</source>
        <translation>the Witch King entered the Shire</translation>
    </message>
    <message>
        <source>three Sauron heroes stand in the Shire</source>
        <translation>three Sauron heroes stand in the Shire</translation>
    </message>
</context>
<context>
    <name>confrontation.refusal</name>
    <message>
        <source>A King Revealed cannot choose the Watcher once he is revealed.</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>A King Revealed cannot choose the Watcher once he is revealed.</translation>
    </message>
    <message>
        <source>A King Revealed must choose a Sauron hero that can move.</source>
        <translation>A King Revealed must choose a Sauron hero that can move.</translation>
    </message>
    <message>
        <source>A King Revealed needs Aragorn on the board.</source>
        <translation>A King Revealed needs Aragorn on the board.</translation>
    </message>
    <message>
        <source>A hero tile has two faces: classic and alternative.</source>
        <translation>A hero tile has two faces: classic and alternative.</translation>
    </message>
    <message>
        <source>After Shadowfax the same hero must move on, and {hero} could not.</source>
        <translation>After Shadowfax the same hero must move on, and {hero} could not.</translation>
    </message>
    <message>
        <source>After The Dark of Mordor another hero must move, and none could.</source>
        <translation>After The Dark of Mordor another hero must move, and none could.</translation>
    </message>
    <message>
        <source>After The Dark of Mordor you must move a different hero.</source>
        <translation>After The Dark of Mordor you must move a different hero.</translation>
    </message>
    <message>
        <source>Against the Warg the Fellowship hero&apos;s text does not count.</source>
        <translation>Against the Warg the Fellowship hero&apos;s text does not count.</translation>
    </message>
    <message>
        <source>Announce a number from 0 to 4.</source>
        <translation>Announce a number from 0 to 4.</translation>
    </message>
    <message>
        <source>Aragorn may decide on a battle without cards only when he defends.</source>
        <translation>Aragorn may decide on a battle without cards only when he defends.</translation>
    </message>
    <message>
        <source>Choose the face of tile {tile} next.</source>
        <translation>Choose the face of tile {tile} next.</translation>
    </message>
    <message>
        <source>Choose {n} different special cards.</source>
        <translation>Choose {n} different special cards.</translation>
    </message>
    <message>
        <source>Frodo is revealed beside Sam only when Sam defends with Frodo beside him.</source>
        <translation>Frodo is revealed beside Sam only when Sam defends with Frodo beside him.</translation>
    </message>
    <message>
        <source>Frodo may retreat only when he defends.</source>
        <translation>Frodo may retreat only when he defends.</translation>
    </message>
    <message>
        <source>Gandalf cannot lend his strength in a battle against the Warg.</source>
        <translation>Gandalf cannot lend his strength in a battle against the Warg.</translation>
    </message>
    <message>
        <source>Gandalf cannot lend his strength to a battle he fights himself.</source>
        <translation>Gandalf cannot lend his strength to a battle he fights himself.</translation>
    </message>
    <message>
        <source>Gandalf lends his strength once the combat cards are played.</source>
        <translation>Gandalf lends his strength once the combat cards are played.</translation>
    </message>
    <message>
        <source>Gandalf lends his strength only from the battle&apos;s region or one next to it.</source>
        <translation>Gandalf lends his strength only from the battle&apos;s region or one next to it.</translation>
    </message>
    <message>
        <source>Gandalf the White cannot be played while Fangorn holds two Fellowship heroes.</source>
        <translation>Gandalf the White cannot be played while Fangorn holds two Fellowship heroes.</translation>
    </message>
    <message>
        <source>Gandalf the White cannot be played while a Sauron hero is in Fangorn.</source>
        <translation>Gandalf the White cannot be played while a Sauron hero is in Fangorn.</translation>
    </message>
    <message>
        <source>Gandalf the White needs a dead Gandalf.</source>
        <translation>Gandalf the White needs a dead Gandalf.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind cannot be played in a battle against the Warg.</source>
        <translation>Gwaihir the Wind cannot be played in a battle against the Warg.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind is played at the start of a battle, before the heroes&apos; texts.</source>
        <translation>Gwaihir the Wind is played at the start of a battle, before the heroes&apos; texts.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind needs a region for {hero} to retreat to.</source>
        <translation>Gwaihir the Wind needs a region for {hero} to retreat to.</translation>
    </message>
    <message>
        <source>Heroes&apos; texts are used before the combat cards are played.</source>
        <translation>Heroes&apos; texts are used before the combat cards are played.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>No hero may travel up the Anduin against its current.</source>
        <translation>No hero may travel up the Anduin against its current.</translation>
    </message>
    <message>
        <source>No moving sideways in the mountains.</source>
        <translation>No moving sideways in the mountains.</translation>
    </message>
    <message>
        <source>Only a revealed hero can be named as the defender; a hidden one is chosen at random.</source>
        <translation>Only a revealed hero can be named as the defender; a hidden one is chosen at random.</translation>
    </message>
    <message>
        <source>Only a revealed hero can be named; a hidden one is chosen by its region.</source>
        <translation>Only a revealed hero can be named; a hidden one is chosen by its region.</translation>
    </message>
    <message>
        <source>Only the Balrog in Caradhras can kill a hero in the Moria tunnel.</source>
        <translation>Only the Balrog in Caradhras can kill a hero in the Moria tunnel.</translation>
    </message>
    <message>
        <source>Only the Mouth of Sauron can swap his card for the 4.</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Only the Mouth of Sauron can swap his card for the 4.</translation>
    </message>
    <message>
        <source>Only the alternative Gandalf lends his strength.</source>
        <translation>Only the alternative Gandalf lends his strength.</translation>
    </message>
    <message>
        <source>Only the alternative Saruman can force another card.</source>
        <translation>Only the alternative Saruman can force another card.</translation>
    </message>
    <message>
        <source>Only {side} can do that.</source>
        <translation>Only {side} can do that.</translation>
    </message>
    <message>
        <source>Palantir cannot look into the Shire.</source>
        <translation>Palantir cannot look into the Shire.</translation>
    </message>
    <message>
        <source>Recall to Mordor and Crebain of Dunland are played after the Fellowship&apos;s turn.</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>Recall to Mordor and Crebain of Dunland are played after the Fellowship&apos;s turn.</translation>
    </message>
    <message>
        <source>Recall to Mordor cannot be played while Mordor holds four Sauron heroes.</source>
        <translation>Recall to Mordor cannot be played while Mordor holds four Sauron heroes.</translation>
    </message>
    <message>
        <source>Recall to Mordor cannot be played while a Fellowship hero is in Mordor.</source>
        <translation>Recall to Mordor cannot be played while a Fellowship hero is in Mordor.</translation>
    </message>
    <message>
        <source>Sam takes Frodo&apos;s place only once in an attack.</source>
        <translation>Sam takes Frodo&apos;s place only once in an attack.</translation>
    </message>
    <message>
        <source>Sam takes Frodo&apos;s place only when Frodo defends with Sam beside him.</source>
        <translation>Sam takes Frodo&apos;s place only when Frodo defends with Sam beside him.</translation>
    </message>
    <message>
        <source>Saruman cannot force another card: the Fellowship has no other card.</source>
        <translation>Saruman cannot force another card: the Fellowship has no other card.</translation>
    </message>
    <message>
        <source>Saruman may force another card only once in a battle.</source>
        <translation>Saruman may force another card only once in a battle.</translation>
    </message>
    <message>
        <source>Sauron heroes cannot use the Anduin.</source>
        <translation>Sauron heroes cannot use the Anduin.</translation>
    </message>
    <message>
        <source>Sauron heroes cannot use the Moria tunnel.</source>
        <translation>Sauron heroes cannot use the Moria tunnel.</translation>
    </message>
    <message>
        <source>Smeagol may swap places only when he defends.</source>
        <translation>Smeagol may swap places only when he defends.</translation>
    </message>
    <message>
        <source>Smeagol may swap places only when no other Fellowship hero is with him.</source>
        <translation>Smeagol may swap places only when no other Fellowship hero is with him.</translation>
    </message>
    <message>
        <source>Smeagol swaps only with a Fellowship hero in an adjacent region, never sideways in the mountains or along the Anduin.</source>
        <translation>Smeagol swaps only with a Fellowship hero in an adjacent region, never sideways in the mountains or along the Anduin.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>That is not possible now.</translation>
    </message>
    <message>
        <source>That is not possible now: a battle is being fought.</source>
        <translation>That is not possible now: a battle is being fought.</translation>
    </message>
    <message>
        <source>That is not possible now: that step of the setup is over.</source>
        <translation>That is not possible now: that step of the setup is over.</translation>
    </message>
    <message>
        <source>That is not possible now: the heroes are not all on the board yet.</source>
        <translation>That is not possible now: the heroes are not all on the board yet.</translation>
    </message>
    <message>
        <source>That is not possible now: the setup is over.</source>
        <translation>That is not possible now: the setup is over.</translation>
    </message>
    <message>
        <source>That is not possible now: there is no battle.</source>
        <translation>That is not possible now: there is no battle.</translation>
    </message>
    <message>
        <source>That is not possible now: you must announce how many special cards each player gets.</source>
        <translation>That is not possible now: you must announce how many special cards each player gets.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose a face for each of your tiles.</source>
        <translation>That is not possible now: you must choose a face for each of your tiles.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose special cards.</source>
        <translation>That is not possible now: you must choose special cards.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose the card Magic brings back.</source>
        <translation>That is not possible now: you must choose the card Magic brings back.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose the defender.</source>
        <translation>That is not possible now: you must choose the defender.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose where to retreat.</source>
        <translation>That is not possible now: you must choose where to retreat.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether Gandalf lends his strength.</source>
        <translation>That is not possible now: you must decide whether Gandalf lends his strength.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether Wormtongue escapes.</source>
        <translation>That is not possible now: you must decide whether Wormtongue escapes.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to force another card.</source>
        <translation>That is not possible now: you must decide whether to force another card.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to play Gwaihir the Wind.</source>
        <translation>That is not possible now: you must decide whether to play Gwaihir the Wind.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to reveal the Balrog.</source>
        <translation>That is not possible now: you must decide whether to reveal the Balrog.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to swap for the 4.</source>
        <translation>That is not possible now: you must decide whether to swap for the 4.</translation>
    </message>
    <message>
        <source>That is not possible now: you must move one of your heroes.</source>
        <translation>That is not possible now: you must move one of your heroes.</translation>
    </message>
    <message>
        <source>That is not possible now: you must place your heroes.</source>
        <translation>That is not possible now: you must place your heroes.</translation>
    </message>
    <message>
        <source>That is not possible now: you must play Palantir or end the turn.</source>
        <translation>That is not possible now: you must play Palantir or end the turn.</translation>
    </message>
    <message>
        <source>That is not possible now: you must play a combat card.</source>
        <translation>That is not possible now: you must play a combat card.</translation>
    </message>
    <message>
        <source>That is not possible now: you must use your hero&apos;s text or pass.</source>
        <translation>That is not possible now: you must use your hero&apos;s text or pass.</translation>
    </message>
    <message>
        <source>That is not possible now: {side} must decide first.</source>
        <translation>That is not possible now: {side} must decide first.</translation>
    </message>
    <message>
        <source>The 4 is not in your {source}.</source>
        <translation>The 4 is not in your {source}.</translation>
    </message>
    <message>
        <source>The Moria tunnel leads only from Eregion to Fangorn.</source>
        <translation>The Moria tunnel leads only from Eregion to Fangorn.</translation>
    </message>
    <message>
        <source>The Watcher, once revealed, can no longer move forward.</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>The Watcher, once revealed, can no longer move forward.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>There is no Fellowship hero in {region} to reveal.</source>
        <translation>There is no Fellowship hero in {region} to reveal.</translation>
    </message>
    <message>
        <source>There is no hero of that side in {region}.</source>
        <translation>There is no hero of that side in {region}.</translation>
    </message>
    <message>
        <source>There is no such action in this game.</source>
        <translation>There is no such action in this game.</translation>
    </message>
    <message>
        <source>There is no such region.</source>
        <translation>There is no such region.</translation>
    </message>
    <message>
        <source>This turn you must move {hero}.</source>
        <translation>This turn you must move {hero}.</translation>
    </message>
    <message>
        <source>Under A King Revealed, Sauron may not skip his turn for a special card.</source>
        <translation>Under A King Revealed, Sauron may not skip his turn for a special card.</translation>
    </message>
    <message>
        <source>Under A King Revealed, {hero} makes this turn&apos;s move: The Dark of Mordor must carry another hero.</source>
        <translation>Under A King Revealed, {hero} {hero:makes|pl:make} this turn&apos;s move: The Dark of Mordor must carry another hero.</translation>
    </message>
    <message>
        <source>Wormtongue escapes only into an empty region.</source>
        <translation>Wormtongue escapes only into an empty region.</translation>
    </message>
    <message>
        <source>Wormtongue may escape only when he is defeated.</source>
        <translation>Wormtongue may escape only when he is defeated.</translation>
    </message>
    <message>
        <source>You do not have {special}.</source>
        <translation>You do not have {special}.</translation>
    </message>
    <message>
        <source>You have already chosen the faces of your tiles.</source>
        <translation>You have already chosen the faces of your tiles.</translation>
    </message>
    <message>
        <source>You have already chosen your combat card for this battle.</source>
        <translation>You have already chosen your combat card for this battle.</translation>
    </message>
    <message>
        <source>You have already chosen your special cards.</source>
        <translation>You have already chosen your special cards.</translation>
    </message>
    <message>
        <source>You have already placed your heroes.</source>
        <translation>You have already placed your heroes.</translation>
    </message>
    <message>
        <source>You have already played a special card before this move.</source>
        <translation>You have already played a special card before this move.</translation>
    </message>
    <message>
        <source>Your card is already the 4.</source>
        <translation>Your card is already the 4.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>the game is over</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} is not in your hand.</translation>
    </message>
    <message>
        <source>{card} is not one of your combat cards.</source>
        <translation>{card} is not one of your combat cards.</translation>
    </message>
    <message>
        <source>{card} is still in your hand: Magic brings back a discarded card.</source>
        <translation>{card} is still in your hand: Magic brings back a discarded card.</translation>
    </message>
    <message>
        <source>{card} was sent back by Saruman: you must show another card.</source>
        <translation>{card} was sent back by Saruman: you must show another card.</translation>
    </message>
    <message>
        <source>{hero} cannot be placed in {region}: four heroes go to your home corner and one to each region in front of it.</source>
        <translation>{hero} cannot be placed in {region}: four heroes go to your home corner and one to each region in front of it.</translation>
    </message>
    <message>
        <source>{hero} cannot move to {to} now.</source>
        <translation>{hero} cannot move to {to} now.</translation>
    </message>
    <message>
        <source>{hero} cannot retreat into a region held by the enemy.</source>
        <translation>{hero} cannot retreat into a region held by the enemy.</translation>
    </message>
    <message>
        <source>{hero} cannot retreat to {to}.</source>
        <translation>{hero} cannot retreat to {to}.</translation>
    </message>
    <message>
        <source>{hero} goes from Eregion to Fangorn only through the Moria tunnel.</source>
        <translation>{hero} {hero:goes|pl:go} from Eregion to Fangorn only through the Moria tunnel.</translation>
    </message>
    <message>
        <source>{hero} is already in Mordor.</source>
        <translation>{hero} {hero:is|pl:are} already in Mordor.</translation>
    </message>
    <message>
        <source>{hero} is not on the board.</source>
        <translation>{hero} {hero:is|pl:are} not on the board.</translation>
    </message>
    <message>
        <source>{hero} is not one of your heroes.</source>
        <translation>{hero} {hero:is|pl:are} not one of your heroes.</translation>
    </message>
    <message>
        <source>{hero} may only move forward into an adjacent region, unless its text allows more.</source>
        <translation>{hero} may only move forward into an adjacent region, unless {hero:its|f:her|pl:their} text allows more.</translation>
    </message>
    <message>
        <source>{hero} may retreat only when he attacks.</source>
        <translation>{hero} may retreat only when {hero:he attacks|f:she attacks|n:it attacks|pl:they attack}.</translation>
    </message>
    <message>
        <source>{hero} must retreat backwards, and {to} is not an adjacent region behind.</source>
        <translation>{hero} must retreat backwards, and {to} is not an adjacent region behind.</translation>
    </message>
    <message>
        <source>{hero} must retreat forwards, and {to} is not an adjacent region ahead.</source>
        <translation>{hero} must retreat forwards, and {to} is not an adjacent region ahead.</translation>
    </message>
    <message>
        <source>{hero} must retreat sideways or backwards, and {to} is not an adjacent region beside or behind.</source>
        <translation>{hero} must retreat sideways or backwards, and {to} is not an adjacent region beside or behind.</translation>
    </message>
    <message>
        <source>{hero} must retreat sideways, and {to} is not an adjacent region beside.</source>
        <translation>{hero} must retreat sideways, and {to} is not an adjacent region beside.</translation>
    </message>
    <message>
        <source>{hero}&apos;s text does not allow that.</source>
        <translation>{hero}&apos;s text does not allow that.</translation>
    </message>
    <message>
        <source>{special} cannot carry a hero into a region held by the enemy.</source>
        <translation>{special} cannot carry a hero into a region held by the enemy.</translation>
    </message>
    <message>
        <source>{special} carries a hero forward into an adjacent region.</source>
        <translation>{special} carries a hero forward into an adjacent region.</translation>
    </message>
    <message>
        <source>{special} has already been played: each special card is used once a game.</source>
        <translation>{special} has already been played: each special card is used once a game.</translation>
    </message>
    <message>
        <source>{special} is not one of the cards you may choose.</source>
        <translation>{special} is not one of the cards you may choose.</translation>
    </message>
    <message>
        <source>{special} is not one of your special cards.</source>
        <translation>{special} is not one of your special cards.</translation>
    </message>
    <message>
        <source>{to} already holds as many heroes of your side as it may.</source>
        <translation>{to} already holds as many heroes of your side as it may.</translation>
    </message>
</context>
<context>
    <name>confrontation.region</name>
    <message>
        <source>Arthedain</source>
        <translation>Arthedain</translation>
    </message>
    <message>
        <source>Caradhras</source>
        <translation>Caradhras</translation>
    </message>
    <message>
        <source>Cardolan</source>
        <translation>Cardolan</translation>
    </message>
    <message>
        <source>Dagorlad</source>
        <translation>Dagorlad</translation>
    </message>
    <message>
        <source>Enedwaith</source>
        <extracomment>Ukrainian: spelt Еденвайт as the War of the Ring book spells it</extracomment>
        <translation>Enedwaith</translation>
    </message>
    <message>
        <source>Eregion</source>
        <translation>Eregion</translation>
    </message>
    <message>
        <source>Fangorn</source>
        <translation>Fangorn</translation>
    </message>
    <message>
        <source>Gap of Rohan</source>
        <translation>Gap of Rohan</translation>
    </message>
    <message>
        <source>Gondor</source>
        <translation>Gondor</translation>
    </message>
    <message>
        <source>Mirkwood</source>
        <translation>Mirkwood</translation>
    </message>
    <message>
        <source>Misty Mountains</source>
        <translation>Misty Mountains</translation>
    </message>
    <message>
        <source>Mordor</source>
        <translation>Mordor</translation>
    </message>
    <message>
        <source>Rhudaur</source>
        <translation>Rhudaur</translation>
    </message>
    <message>
        <source>Rohan</source>
        <translation>Rohan</translation>
    </message>
    <message>
        <source>The High Pass</source>
        <extracomment>Ukrainian: Високий Прохід as the War of the Ring book, not «перевал»</extracomment>
        <translation>The High Pass</translation>
    </message>
    <message>
        <source>The Shire</source>
        <translation>The Shire</translation>
    </message>
</context>
<context>
    <name>confrontation.side</name>
    <message>
        <source>Fellowship</source>
        <translation>Fellowship</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>the Fellowship</source>
        <translation>the Fellowship</translation>
    </message>
</context>
<context>
    <name>confrontation.special</name>
    <message>
        <source>A King Revealed</source>
        <translation>A King Revealed</translation>
    </message>
    <message>
        <source>Crebain of Dunland</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>Crebain of Dunland</translation>
    </message>
    <message>
        <source>Gandalf the White</source>
        <translation>Gandalf the White</translation>
    </message>
    <message>
        <source>Gwaihir the Wind</source>
        <translation>Gwaihir the Wind</translation>
    </message>
    <message>
        <source>Palantir</source>
        <translation>Palantir</translation>
    </message>
    <message>
        <source>Recall to Mordor</source>
        <translation>Recall to Mordor</translation>
    </message>
    <message>
        <source>Shadowfax</source>
        <translation>Shadowfax</translation>
    </message>
    <message>
        <source>The Dark of Mordor</source>
        <translation>The Dark of Mordor</translation>
    </message>
</context>
<context>
    <name>confrontation.special_text</name>
    <message>
        <source>Play at any moment of your turn. Reveal all Fellowship heroes in one region other than the Shire; the Fellowship player may not shuffle the heroes in that region until the end of the current turn.</source>
        <translation>Play at any moment of your turn. Reveal all Fellowship heroes in one region other than the Shire; the Fellowship player may not shuffle the heroes in that region until the end of the current turn.</translation>
    </message>
    <message>
        <source>Play at the end of the Fellowship player&apos;s turn; you then skip your own turn. You may choose and reveal an enemy hero; it must stay revealed until the end of the game. If Gandalf was chosen and later dies and returns to play through the Special card &quot;Gandalf the White&quot;, the effect of &quot;Crebain of Dunland&quot; does not apply to the new Gandalf.</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>Play at the end of the Fellowship player&apos;s turn; you then skip your own turn. You may choose and reveal an enemy hero; it must stay revealed until the end of the game. If Gandalf was chosen and later dies and returns to play through the Special card &quot;Gandalf the White&quot;, the effect of &quot;Crebain of Dunland&quot; does not apply to the new Gandalf.</translation>
    </message>
    <message>
        <source>Play at the end of the Fellowship player&apos;s turn; you then skip your own turn. You may move any 1 of your heroes to Mordor. Not allowed if Mordor already contains a Fellowship hero or 4 other Sauron heroes.</source>
        <translation>Play at the end of the Fellowship player&apos;s turn; you then skip your own turn. You may move any 1 of your heroes to Mordor. Not allowed if Mordor already contains a Fellowship hero or 4 other Sauron heroes.</translation>
    </message>
    <message>
        <source>Play at the end of the Sauron player&apos;s turn; you then skip your own turn. You may return a dead Gandalf (either version) to play by placing him in Fangorn. Cannot be played if Fangorn already contains a Sauron hero or 2 other Fellowship heroes. Cannot be played if Gandalf has not died yet.</source>
        <translation>Play at the end of the Sauron player&apos;s turn; you then skip your own turn. You may return a dead Gandalf (either version) to play by placing him in Fangorn. Cannot be played if Fangorn already contains a Sauron hero or 2 other Fellowship heroes. Cannot be played if Gandalf has not died yet.</translation>
    </message>
    <message>
        <source>Play at the end of the Sauron player&apos;s turn; you then skip your own turn. You must reveal Aragorn to choose an enemy hero with which the Sauron player must move on his next turn (so the Sauron player cannot skip his next turn to play a Special card). The Watcher cannot be chosen if he is already revealed. Cannot be played if Aragorn has already died.</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>Play at the end of the Sauron player&apos;s turn; you then skip your own turn. You must reveal Aragorn to choose an enemy hero with which the Sauron player must move on his next turn (so the Sauron player cannot skip his next turn to play a Special card). The Watcher cannot be chosen if he is already revealed. Cannot be played if Aragorn has already died.</translation>
    </message>
    <message>
        <source>Play at the start of a battle, before the hero texts are applied. For this battle only, the Fellowship hero&apos;s text is replaced with &quot;Immediately retreat sideways or backwards&quot;. Cannot be played in a battle against the Warg.</source>
        <translation>Play at the start of a battle, before the hero texts are applied. For this battle only, the Fellowship hero&apos;s text is replaced with &quot;Immediately retreat sideways or backwards&quot;. Cannot be played in a battle against the Warg.</translation>
    </message>
    <message>
        <source>Play on your turn, before moving a hero. Move a Fellowship hero forward to an adjacent region that contains no Sauron heroes and does not hold the maximum number of Fellowship heroes (the move may go along the Anduin and through the Moria tunnel; as usual, the hero dies if the Sauron player reveals the Balrog in Caradhras). Then make your move as usual, but it must be made with this same hero.</source>
        <translation>Play on your turn, before moving a hero. Move a Fellowship hero forward to an adjacent region that contains no Sauron heroes and does not hold the maximum number of Fellowship heroes (the move may go along the Anduin and through the Moria tunnel; as usual, the hero dies if the Sauron player reveals the Balrog in Caradhras). Then make your move as usual, but it must be made with this same hero.</translation>
    </message>
    <message>
        <source>Play on your turn, before moving a hero. Move a Sauron hero forward to an adjacent region that contains no Fellowship heroes and does not hold the maximum number of Sauron heroes. Then make your move as usual, but it must be made with a different hero. Cannot be used to move a revealed The Watcher forward.</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>Play on your turn, before moving a hero. Move a Sauron hero forward to an adjacent region that contains no Fellowship heroes and does not hold the maximum number of Sauron heroes. Then make your move as usual, but it must be made with a different hero. Cannot be used to move a revealed The Watcher forward.</translation>
    </message>
</context>
<context>
    <name>confrontation.word</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>a hidden defender at random</source>
        <translation>a hidden defender at random</translation>
    </message>
    <message>
        <source>a hidden hero</source>
        <translation>a hidden hero</translation>
    </message>
    <message>
        <source>alternative</source>
        <translation>alternative</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>classic</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>discard</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>hand</translation>
    </message>
    <message>
        <source>“{name}”</source>
        <translation>“{name}”</translation>
    </message>
</context>
<context>
    <name>lotr_coop.action</name>
    <message>
        <source>Ask {seat}</source>
        <translation>Ask {seat}</translation>
    </message>
    <message>
        <source>Call Gandalf</source>
        <translation>Call Gandalf</translation>
    </message>
    <message>
        <source>Choose the {track} track</source>
        <translation>Choose the {track} track</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Discard {card}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Draw two cards</source>
        <translation>Draw two cards</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>End the turn</translation>
    </message>
    <message>
        <source>Give a {token} token</source>
        <translation>Give a {token} token</translation>
    </message>
    <message>
        <source>Give it to {seat}</source>
        <translation>Give it to {seat}</translation>
    </message>
    <message>
        <source>Give runes worth {value}</source>
        <translation>Give runes worth {value}</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>Give {card}</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Go on</translation>
    </message>
    <message>
        <source>Let {seat} act now</source>
        <translation>Let {seat} act now</translation>
    </message>
    <message>
        <source>Move one space left</source>
        <translation>Move one space left</translation>
    </message>
    <message>
        <source>Pass {card}</source>
        <translation>Pass {card}</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Pay</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>Play {card} on the {track} track</source>
        <translation>Play {card} on the {track} track</translation>
    </message>
    <message>
        <source>Prepare</source>
        <translation>Prepare</translation>
    </message>
    <message>
        <source>Put on the Ring</source>
        <translation>Put on the Ring</translation>
    </message>
    <message>
        <source>Put the tiles back as {tiles}</source>
        <translation>Put the tiles back as {tiles}</translation>
    </message>
    <message>
        <source>Resolve the tile</source>
        <translation>Resolve the tile</translation>
    </message>
    <message>
        <source>Rest: draw two cards</source>
        <translation>Rest: draw two cards</translation>
    </message>
    <message>
        <source>Rest: move one space left</source>
        <translation>Rest: move one space left</translation>
    </message>
    <message>
        <source>Reveal a story tile</source>
        <translation>Reveal a story tile</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Use {card}</translation>
    </message>
    <message>
        <source>{action} (pay 5 runes)</source>
        <translation>{action} (pay 5 runes)</translation>
    </message>
    <message>
        <source>{action} ({use})</source>
        <translation>{action} ({use})</translation>
    </message>
    <message>
        <source>{action} for {target}</source>
        <translation>{action} for {target}</translation>
    </message>
    <message>
        <source>{action} on the {track} track</source>
        <translation>{action} on the {track} track</translation>
    </message>
    <message>
        <source>{action}: {target} passes a card to {to}</source>
        <translation>{action}: {target} passes a card to {to}</translation>
    </message>
    <message>
        <source>{seat} pays</source>
        <translation>{seat} pays</translation>
    </message>
    <message>
        <source>{seat} volunteers</source>
        <translation>{seat} volunteers</translation>
    </message>
</context>
<context>
    <name>lotr_coop.action_name</name>
    <message>
        <source>Council</source>
        <translation>Council</translation>
    </message>
    <message>
        <source>Elrond</source>
        <translation>Elrond</translation>
    </message>
    <message>
        <source>Fellowship</source>
        <translation>Fellowship</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Galadriel</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Gandalf</translation>
    </message>
    <message>
        <source>Nazgûl attack</source>
        <translation>Nazgûl attack</translation>
    </message>
    <message>
        <source>Preparation</source>
        <translation>Preparation</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Recovery</translation>
    </message>
    <message>
        <source>Test of Galadriel</source>
        <translation>Test of Galadriel</translation>
    </message>
</context>
<context>
    <name>lotr_coop.action_text</name>
    <message>
        <source>Each player in turn, from the Ring-bearer clockwise, discards one friendship symbol or else rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Each player in turn, from the Ring-bearer clockwise, discards one friendship symbol or else rolls the threat die.</translation>
    </message>
    <message>
        <source>Each player in turn, from the Ring-bearer, discards one star card or else rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Each player in turn, from the Ring-bearer, discards one star card or else rolls the threat die.</translation>
    </message>
    <message>
        <source>Each player in turn, from the Ring-bearer, may discard runes worth two to either draw two journey cards or move his hobbit one space left.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Each player in turn, from the Ring-bearer, may discard runes worth two to either draw two journey cards or move his hobbit one space left.</translation>
    </message>
    <message>
        <source>Each player passes one card from his hand, face down, to the player on his left.</source>
        <translation>Each player passes one card from his hand, face down, to the player on his left.</translation>
    </message>
    <message>
        <source>Each player takes six journey cards into his hand.</source>
        <translation>Each player takes six journey cards into his hand.</translation>
    </message>
    <message>
        <source>One player discards two hiding symbols (two cards with one each, or one card with two; stars may stand in for them); otherwise Sauron moves one space.</source>
        <translation>One player discards two hiding symbols (two cards with one each, or one card with two; stars may stand in for them); otherwise Sauron moves one space.</translation>
    </message>
    <message>
        <source>The Ring-bearer hands out the twelve Lothlórien legendary cards to the players.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>The Ring-bearer hands out the twelve Lothlórien legendary cards to the players.</translation>
    </message>
    <message>
        <source>The Ring-bearer may reveal four more journey cards and hand them out to the players as he likes; then he rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>The Ring-bearer may reveal four more journey cards and hand them out to the players as he likes; then he rolls the threat die.</translation>
    </message>
    <message>
        <source>The twelve Rivendell legendary cards are shared out among the players.</source>
        <translation>The twelve Rivendell legendary cards are shared out among the players.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.card</name>
    <message>
        <source>Andúril</source>
        <translation>Andúril</translation>
    </message>
    <message>
        <source>Aragorn</source>
        <translation>Aragorn</translation>
    </message>
    <message>
        <source>Army of the Dead</source>
        <translation>Army of the Dead</translation>
    </message>
    <message>
        <source>Arwen</source>
        <translation>Arwen</translation>
    </message>
    <message>
        <source>Athelas</source>
        <translation>Athelas</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>Boat</translation>
    </message>
    <message>
        <source>Book of Mazarbul</source>
        <translation>Book of Mazarbul</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Boromir</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Bow</translation>
    </message>
    <message>
        <source>Box of Earth</source>
        <translation>Box of Earth</translation>
    </message>
    <message>
        <source>Brooch</source>
        <translation>Brooch</translation>
    </message>
    <message>
        <source>Elessar</source>
        <translation>Elessar</translation>
    </message>
    <message>
        <source>Elven Cloak</source>
        <translation>Elven Cloak</translation>
    </message>
    <message>
        <source>Elven Rope</source>
        <translation>Elven Rope</translation>
    </message>
    <message>
        <source>Faramir</source>
        <translation>Faramir</translation>
    </message>
    <message>
        <source>Fighting (brown)</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Fighting (brown)</translation>
    </message>
    <message>
        <source>Fighting (grey)</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Fighting (grey)</translation>
    </message>
    <message>
        <source>Friendship (brown)</source>
        <translation>Friendship (brown)</translation>
    </message>
    <message>
        <source>Friendship (grey)</source>
        <translation>Friendship (grey)</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Galadriel</translation>
    </message>
    <message>
        <source>Galadriel&apos;s Belt</source>
        <translation>Galadriel&apos;s Belt</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Gandalf</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Staff</source>
        <translation>Gandalf&apos;s Staff</translation>
    </message>
    <message>
        <source>Ghân-buri-Ghân</source>
        <translation>Ghân-buri-Ghân</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Gimli</translation>
    </message>
    <message>
        <source>Glamdring</source>
        <translation>Glamdring</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Gollum</translation>
    </message>
    <message>
        <source>Hiding (brown)</source>
        <translation>Hiding (brown)</translation>
    </message>
    <message>
        <source>Hiding (grey)</source>
        <translation>Hiding (grey)</translation>
    </message>
    <message>
        <source>Joker (brown)</source>
        <translation>Joker (brown)</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Legolas</translation>
    </message>
    <message>
        <source>Lembas</source>
        <translation>Lembas</translation>
    </message>
    <message>
        <source>Miruvor</source>
        <translation>Miruvor</translation>
    </message>
    <message>
        <source>Mithril Coat</source>
        <translation>Mithril Coat</translation>
    </message>
    <message>
        <source>Phial of Galadriel</source>
        <translation>Phial of Galadriel</translation>
    </message>
    <message>
        <source>Pipe</source>
        <translation>Pipe</translation>
    </message>
    <message>
        <source>Riders of Rohan</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours</extracomment>
        <translation>Riders of Rohan</translation>
    </message>
    <message>
        <source>Shadowfax</source>
        <translation>Shadowfax</translation>
    </message>
    <message>
        <source>Sting</source>
        <translation>Sting</translation>
    </message>
    <message>
        <source>Théoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Théoden</translation>
    </message>
    <message>
        <source>Travelling (brown)</source>
        <translation>Travelling (brown)</translation>
    </message>
    <message>
        <source>Travelling (grey)</source>
        <translation>Travelling (grey)</translation>
    </message>
    <message>
        <source>Éomer</source>
        <translation>Éomer</translation>
    </message>
    <message>
        <source>Éowyn</source>
        <translation>Éowyn</translation>
    </message>
</context>
<context>
    <name>lotr_coop.card_text</name>
    <message>
        <source>A player who lacks one or more life tokens takes no penalty for them. Use it for any player at the end of an adventure or at one of the Mordor events.</source>
        <translation>A player who lacks one or more life tokens takes no penalty for them. Use it for any player at the end of an adventure or at one of the Mordor events.</translation>
    </message>
    <message>
        <source>A triple joker (three stars). Use it to pay a penalty or to move the progress marker of one activity track; either way, whoever used it must roll the threat die right afterwards. If it is discarded for any other reason, so that its stars are not used, no roll is made.</source>
        <translation>A triple joker (three stars). Use it to pay a penalty or to move the progress marker of one activity track; either way, whoever used it must roll the threat die right afterwards. If it is discarded for any other reason, so that its stars are not used, no roll is made.</translation>
    </message>
    <message>
        <source>Any player may discard as many cards as he likes, then draws journey cards until he holds six.</source>
        <translation>Any player may discard as many cards as he likes, then draws journey cards until he holds six.</translation>
    </message>
    <message>
        <source>Any player may ignore the result of one threat roll (play it after the roll). It may be used at the Crack of Doom. When a hobbit puts on the Ring, it does not change how many spaces the progress marker moves.</source>
        <translation>Any player may ignore the result of one threat roll (play it after the roll). It may be used at the Crack of Doom. When a hobbit puts on the Ring, it does not change how many spaces the progress marker moves.</translation>
    </message>
    <message>
        <source>Any player may move his hobbit one space left on the corruption track, if possible.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Any player may move his hobbit one space left on the corruption track, if possible.</translation>
    </message>
    <message>
        <source>Cancels a Meagre Choice or a Retreat story tile: the Fellowship discards no cards or tokens and the event marker does not move on. It does not work on Relentless Time.</source>
        <translation>Cancels a Meagre Choice or a Retreat story tile: the Fellowship discards no cards or tokens and the event marker does not move on. It does not work on Relentless Time.</translation>
    </message>
    <message>
        <source>Lets any player pass one card from his hand to any other player.</source>
        <translation>Lets any player pass one card from his hand to any other player.</translation>
    </message>
    <message>
        <source>Play it for the active player when he is about to reveal the next story tile: he reveals none and goes straight on to playing cards. It spares him revealing story tiles for one turn.</source>
        <translation>Play it for the active player when he is about to reveal the next story tile: he reveals none and goes straight on to playing cards. It spares him revealing story tiles for one turn.</translation>
    </message>
    <message>
        <source>Play it on any player who has to roll the threat die: he does not roll. It may be used at the Crack of Doom, but not for a hobbit who is putting on the Ring.</source>
        <translation>Play it on any player who has to roll the threat die: he does not roll. It may be used at the Crack of Doom, but not for a hobbit who is putting on the Ring.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.event</name>
    <message>
        <source>A stone in the well</source>
        <translation>A stone in the well</translation>
    </message>
    <message>
        <source>Battle of the Pelennor Fields</source>
        <translation>Battle of the Pelennor Fields</translation>
    </message>
    <message>
        <source>Faces of the Dead</source>
        <translation>Faces of the Dead</translation>
    </message>
    <message>
        <source>Fly, you fools!</source>
        <translation>Fly, you fools!</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Gollum</translation>
    </message>
    <message>
        <source>Orcs attack the gate</source>
        <translation>Orcs attack the gate</translation>
    </message>
    <message>
        <source>Orcs conquer Helm&apos;s Deep</source>
        <translation>Orcs conquer Helm&apos;s Deep</translation>
    </message>
    <message>
        <source>Orcs storm forward</source>
        <translation>Orcs storm forward</translation>
    </message>
    <message>
        <source>Riders of Rohan</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours</extracomment>
        <translation>Riders of Rohan</translation>
    </message>
    <message>
        <source>Sam saves Frodo</source>
        <translation>Sam saves Frodo</translation>
    </message>
    <message>
        <source>Shelob appears</source>
        <translation>Shelob appears</translation>
    </message>
    <message>
        <source>Shelob attacks</source>
        <translation>Shelob attacks</translation>
    </message>
    <message>
        <source>Speak, friend, and enter</source>
        <translation>Speak, friend, and enter</translation>
    </message>
    <message>
        <source>Surrounded by dark forces</source>
        <translation>Surrounded by dark forces</translation>
    </message>
    <message>
        <source>The Forbidden Pool</source>
        <translation>The Forbidden Pool</translation>
    </message>
    <message>
        <source>The Lord of the Nazgûl attacks</source>
        <translation>The Lord of the Nazgûl attacks</translation>
    </message>
    <message>
        <source>The Lord of the Nazgûl searches for the Ring</source>
        <translation>The Lord of the Nazgûl searches for the Ring</translation>
    </message>
    <message>
        <source>The Mouth of Sauron</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>The Mouth of Sauron</translation>
    </message>
    <message>
        <source>The Ring is mine!</source>
        <translation>The Ring is mine!</translation>
    </message>
    <message>
        <source>The Watcher in the Water</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>The Watcher in the Water</translation>
    </message>
    <message>
        <source>The fire of Orthanc</source>
        <translation>The fire of Orthanc</translation>
    </message>
    <message>
        <source>The orcs attack</source>
        <translation>The orcs attack</translation>
    </message>
    <message>
        <source>Trapped!</source>
        <translation>Trapped!</translation>
    </message>
    <message>
        <source>Wormtongue unmasked</source>
        <translation>Wormtongue unmasked</translation>
    </message>
</context>
<context>
    <name>lotr_coop.event_text</name>
    <message>
        <source>Each player discards one heart life token; otherwise he rolls the threat die and discards two cards.</source>
        <translation>Each player discards one heart life token; otherwise he rolls the threat die and discards two cards.</translation>
    </message>
    <message>
        <source>Each player discards one hiding symbol; otherwise that player rolls the threat die.</source>
        <translation>Each player discards one hiding symbol; otherwise that player rolls the threat die.</translation>
    </message>
    <message>
        <source>Each player discards one star card; otherwise that player must discard runes worth three.</source>
        <translation>Each player discards one star card; otherwise that player must discard runes worth three.</translation>
    </message>
    <message>
        <source>Each player discards one sun life token; otherwise he rolls the threat die and discards two cards.</source>
        <translation>Each player discards one sun life token; otherwise he rolls the threat die and discards two cards.</translation>
    </message>
    <message>
        <source>Each player may discard runes worth three to either draw two journey cards or move his hobbit one space left.</source>
        <translation>Each player may discard runes worth three to either draw two journey cards or move his hobbit one space left.</translation>
    </message>
    <message>
        <source>If the Friendship track is complete, the active player takes the Riders of Rohan card; otherwise Sauron moves one space and the Ring-bearer rolls the threat die.</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours; Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>If the Friendship track is complete, the active player takes the Riders of Rohan card; otherwise Sauron moves one space and the Ring-bearer rolls the threat die.</translation>
    </message>
    <message>
        <source>If the first part of the Travelling track is complete, each player draws one journey card; otherwise Sauron moves two spaces.</source>
        <translation>If the first part of the Travelling track is complete, each player draws one journey card; otherwise Sauron moves two spaces.</translation>
    </message>
    <message>
        <source>One player discards one friendship and one fighting symbol; otherwise the Helm&apos;s Deep legendary cards not yet taken leave the game.</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>One player discards one friendship and one fighting symbol; otherwise the Helm&apos;s Deep legendary cards not yet taken leave the game.</translation>
    </message>
    <message>
        <source>One player discards runes worth five, and then each player draws one journey card; otherwise Sauron moves two spaces.</source>
        <translation>One player discards runes worth five, and then each player draws one journey card; otherwise Sauron moves two spaces.</translation>
    </message>
    <message>
        <source>One player discards the Éowyn card, and then each player draws one journey card; otherwise each player rolls the threat die.</source>
        <translation>One player discards the Éowyn card, and then each player draws one journey card; otherwise each player rolls the threat die.</translation>
    </message>
    <message>
        <source>One player moves his hobbit three spaces right; otherwise each player rolls the threat die.</source>
        <translation>One player moves his hobbit three spaces right; otherwise each player rolls the threat die.</translation>
    </message>
    <message>
        <source>Reveal the top journey card. The Ring-bearer may discard three symbols matching it (only stars if it is a joker) to move his hobbit one space left; otherwise each player rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Reveal the top journey card. The Ring-bearer may discard three symbols matching it (only stars if it is a joker) to move his hobbit one space left; otherwise each player rolls the threat die.</translation>
    </message>
    <message>
        <source>Reveal the top journey card. The active player discards two symbols matching it (only stars if it is a joker); otherwise each player rolls the threat die.</source>
        <translation>Reveal the top journey card. The active player discards two symbols matching it (only stars if it is a joker); otherwise each player rolls the threat die.</translation>
    </message>
    <message>
        <source>Reveal the top journey card. The active player may discard two symbols matching it (only stars if it is a joker) and then takes the Pipe; otherwise Sauron moves one space and the next event follows at once.</source>
        <translation>Reveal the top journey card. The active player may discard two symbols matching it (only stars if it is a joker) and then takes the Pipe; otherwise Sauron moves one space and the next event follows at once.</translation>
    </message>
    <message>
        <source>Sauron moves two spaces. Unless the whole Travelling track is complete, the Ring-bearer also rolls the threat die twice.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Sauron moves two spaces. Unless the whole Travelling track is complete, the Ring-bearer also rolls the threat die twice.</translation>
    </message>
    <message>
        <source>The Eye of Sauron finds the Ring: Sauron wins at once. Gandalf&apos;s Magic cannot cancel this event.</source>
        <translation>The Eye of Sauron finds the Ring: Sauron wins at once. Gandalf&apos;s Magic cannot cancel this event.</translation>
    </message>
    <message>
        <source>The active player rolls the threat die twice; otherwise Sauron moves two spaces.</source>
        <translation>The active player rolls the threat die twice; otherwise Sauron moves two spaces.</translation>
    </message>
    <message>
        <source>The group discards five fighting symbols; otherwise Sauron moves two spaces.</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>The group discards five fighting symbols; otherwise Sauron moves two spaces.</translation>
    </message>
    <message>
        <source>The group discards one friendship symbol and one star; otherwise Sauron moves one space.</source>
        <translation>The group discards one friendship symbol and one star; otherwise Sauron moves one space.</translation>
    </message>
    <message>
        <source>The group discards one heart, one sun and one Ring life token; otherwise Sauron moves two spaces.</source>
        <translation>The group discards one heart, one sun and one Ring life token; otherwise Sauron moves two spaces.</translation>
    </message>
    <message>
        <source>The group discards seven cards of any kind; otherwise Sauron moves three spaces.</source>
        <translation>The group discards seven cards of any kind; otherwise Sauron moves three spaces.</translation>
    </message>
    <message>
        <source>The group discards seven fighting symbols; otherwise Sauron moves three spaces.</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>The group discards seven fighting symbols; otherwise Sauron moves three spaces.</translation>
    </message>
    <message>
        <source>The group may discard runes worth seven; if it does, the active player takes Gollum and every other player draws two journey cards. Nothing happens otherwise.</source>
        <translation>The group may discard runes worth seven; if it does, the active player takes Gollum and every other player draws two journey cards. Nothing happens otherwise.</translation>
    </message>
    <message>
        <source>Unless the Travelling and Hiding tracks are both complete, Sauron moves two spaces and the Ring-bearer rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Unless the Travelling and Hiding tracks are both complete, Sauron moves two spaces and the Ring-bearer rolls the threat die.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.face</name>
    <message>
        <source>Blank</source>
        <translation>Blank</translation>
    </message>
    <message>
        <source>Eye of Sauron</source>
        <translation>Eye of Sauron</translation>
    </message>
    <message>
        <source>One ring</source>
        <translation>One ring</translation>
    </message>
    <message>
        <source>Three rings</source>
        <translation>Three rings</translation>
    </message>
    <message>
        <source>Two cards</source>
        <translation>Two cards</translation>
    </message>
    <message>
        <source>Two rings</source>
        <translation>Two rings</translation>
    </message>
</context>
<context>
    <name>lotr_coop.face_text</name>
    <message>
        <source>Nothing happens.</source>
        <translation>Nothing happens.</translation>
    </message>
    <message>
        <source>Sauron moves one space left on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Sauron moves one space left on the corruption track.</translation>
    </message>
    <message>
        <source>The roller discards two cards from his hand.</source>
        <translation>The roller discards two cards from his hand.</translation>
    </message>
    <message>
        <source>The roller&apos;s hobbit moves one space right on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>The roller&apos;s hobbit moves one space right on the corruption track.</translation>
    </message>
    <message>
        <source>The roller&apos;s hobbit moves three spaces right on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>The roller&apos;s hobbit moves three spaces right on the corruption track.</translation>
    </message>
    <message>
        <source>The roller&apos;s hobbit moves two spaces right on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>The roller&apos;s hobbit moves two spaces right on the corruption track.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.gandalf</name>
    <message>
        <source>Foresight</source>
        <translation>Foresight</translation>
    </message>
    <message>
        <source>Guidance</source>
        <translation>Guidance</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Healing</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Magic</translation>
    </message>
    <message>
        <source>Persistence</source>
        <translation>Persistence</translation>
    </message>
</context>
<context>
    <name>lotr_coop.gandalf_text</name>
    <message>
        <source>The active player chooses a hobbit (his own is allowed); that hobbit moves two spaces left on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>The active player chooses a hobbit (his own is allowed); that hobbit moves two spaces left on the corruption track.</translation>
    </message>
    <message>
        <source>The active player chooses a player (himself is allowed); that player draws four journey cards.</source>
        <translation>The active player chooses a player (himself is allowed); that player draws four journey cards.</translation>
    </message>
    <message>
        <source>The active player may look at the top three story tiles and put them back on the stack in any order he likes.</source>
        <translation>The active player may look at the top three story tiles and put them back on the stack in any order he likes.</translation>
    </message>
    <message>
        <source>The active player may use this card as if he had just played or discarded a card with two stars (jokers).</source>
        <translation>The active player may use this card as if he had just played or discarded a card with two stars (jokers).</translation>
    </message>
    <message>
        <source>When the event marker moves onto the next event, ignore that event. If it was the adventure&apos;s last event, the adventure is over. It cannot prevent defeat by cancelling the last event in Mordor.</source>
        <translation>When the event marker moves onto the next event, ignore that event. If it was the adventure&apos;s last event, the adventure is over. It cannot prevent defeat by cancelling the last event in Mordor.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.hobbit</name>
    <message>
        <source>Fatty</source>
        <translation>Fatty</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Frodo</translation>
    </message>
    <message>
        <source>Merry</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Merry</translation>
    </message>
    <message>
        <source>Pippin</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Pippin</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Sam</translation>
    </message>
</context>
<context>
    <name>lotr_coop.hobbit_text</name>
    <message>
        <source>Fatty may draw two extra journey cards from the journey deck after each adventure.</source>
        <translation>Fatty may draw two extra journey cards from the journey deck after each adventure.</translation>
    </message>
    <message>
        <source>For Frodo every brown journey card is a joker.</source>
        <translation>For Frodo every brown journey card is a joker.</translation>
    </message>
    <message>
        <source>Merry needs one life token fewer at the end of each adventure: with one life token he moves one space right on the corruption track, with none he moves two.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок; The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Merry needs one life token fewer at the end of each adventure: with one life token he moves one space right on the corruption track, with none he moves two.</translation>
    </message>
    <message>
        <source>Pippin may play two cards of the same colour in his turn, instead of one brown and one grey like everyone else.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Pippin may play two cards of the same colour in his turn, instead of one brown and one grey like everyone else.</translation>
    </message>
    <message>
        <source>Sam&apos;s loyalty shields him from temptation: when a threat roll would move him right on the corruption track, he moves only one space; when a threat roll would make him discard two cards, he discards only one.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Sam&apos;s loyalty shields him from temptation: when a threat roll would move him right on the corruption track, he moves only one space; when a threat roll would make him discard two cards, he discards only one.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.location</name>
    <message>
        <source>Bag End</source>
        <translation>Bag End</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep</source>
        <translation>Helm&apos;s Deep</translation>
    </message>
    <message>
        <source>Lothlórien</source>
        <translation>Lothlórien</translation>
    </message>
    <message>
        <source>Mordor</source>
        <translation>Mordor</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Moria</translation>
    </message>
    <message>
        <source>Rivendell</source>
        <translation>Rivendell</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair</source>
        <translation>Shelob&apos;s Lair</translation>
    </message>
</context>
<context>
    <name>lotr_coop.log</name>
    <message>
        <source>Athelas spares {hobbit} the penalty.</source>
        <translation>Athelas spares {hobbit} the penalty.</translation>
    </message>
    <message>
        <source>Event: {event}.</source>
        <translation>Event: {event}.</translation>
    </message>
    <message>
        <source>Gandalf: {card}.</source>
        <translation>Gandalf: {card}.</translation>
    </message>
    <message>
        <source>Magic: the event {event} is ignored.</source>
        <translation>Magic: the event {event} is ignored.</translation>
    </message>
    <message>
        <source>No one pays for {label}</source>
        <translation>No one pays for {label}</translation>
    </message>
    <message>
        <source>Nobody volunteers.</source>
        <translation>Nobody volunteers.</translation>
    </message>
    <message>
        <source>Relay: {hobbit} takes up the burden of the Ring.</source>
        <translation>Relay: {hobbit} takes up the burden of the Ring.</translation>
    </message>
    <message>
        <source>Sanctuary action: {action}.</source>
        <translation>Sanctuary action: {action}.</translation>
    </message>
    <message>
        <source>Sauron moves {n} towards the hobbits, to space {pos}.</source>
        <translation>Sauron moves {n} towards the hobbits, to space {pos}.</translation>
    </message>
    <message>
        <source>Story tiles, top first: {tiles}.</source>
        <translation>Story tiles, top first: {tiles}.</translation>
    </message>
    <message>
        <source>The Fellowship could not pay for {label}</source>
        <translation>The Fellowship could not pay for {label}</translation>
    </message>
    <message>
        <source>The Fellowship does not pay for {label}</source>
        <translation>The Fellowship does not pay for {label}</translation>
    </message>
    <message>
        <source>The Fellowship reaches {location}.</source>
        <translation>The Fellowship reaches {location}.</translation>
    </message>
    <message>
        <source>The Fellowship sets out from {location}.</source>
        <translation>The Fellowship sets out from {location}.</translation>
    </message>
    <message>
        <source>The Ring is laid on the Crack of Doom; nobody bears it any more.</source>
        <translation>The Ring is laid on the Crack of Doom; nobody bears it any more.</translation>
    </message>
    <message>
        <source>The Ring moves a marker {n} spaces.</source>
        <translation>The Ring moves a marker {n} spaces.</translation>
    </message>
    <message>
        <source>The adventure in {location} begins.</source>
        <translation>The adventure in {location} begins.</translation>
    </message>
    <message>
        <source>The adventure in {location} is over.</source>
        <translation>The adventure in {location} is over.</translation>
    </message>
    <message>
        <source>The adventure is over; the event {event} does not happen.</source>
        <translation>The adventure is over; the event {event} does not happen.</translation>
    </message>
    <message>
        <source>The adventure is over; the tile {tile} is not resolved.</source>
        <translation>The adventure is over; the tile {tile} is not resolved.</translation>
    </message>
    <message>
        <source>The cards {cards} leave the game.</source>
        <translation>The cards {cards} leave the game.</translation>
    </message>
    <message>
        <source>The event marker moves to {event}.</source>
        <translation>The event marker moves to {event}.</translation>
    </message>
    <message>
        <source>The game is over: {reason}</source>
        <translation>The game is over: {reason}</translation>
    </message>
    <message>
        <source>The journey deck is empty: the discard pile is shuffled into a new deck; {n} legendary and Gandalf cards leave the game.</source>
        <translation>The journey deck is empty: the discard pile is shuffled into a new deck; {n} legendary and Gandalf cards leave the game.</translation>
    </message>
    <message>
        <source>The main track is complete.</source>
        <translation>The main track is complete.</translation>
    </message>
    <message>
        <source>The result {face} is ignored.</source>
        <translation>The result {face} is ignored.</translation>
    </message>
    <message>
        <source>The top journey card is revealed: {card}.</source>
        <translation>The top journey card is revealed: {card}.</translation>
    </message>
    <message>
        <source>The top story tiles are {tiles}.</source>
        <translation>The top story tiles are {tiles}.</translation>
    </message>
    <message>
        <source>The {track} marker moves {n} to space {pos}.</source>
        <translation>The {track} marker moves {n} to space {pos}.</translation>
    </message>
    <message>
        <source>Travelling and Hiding are complete: nothing happens.</source>
        <translation>Travelling and Hiding are complete: nothing happens.</translation>
    </message>
    <message>
        <source>{card} protects {hobbit}.</source>
        <translation>{card} protects {hobbit}.</translation>
    </message>
    <message>
        <source>{hobbit} becomes the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{hobbit} becomes the Ring-bearer.</translation>
    </message>
    <message>
        <source>{hobbit} calls Gandalf.</source>
        <translation>{hobbit} calls Gandalf.</translation>
    </message>
    <message>
        <source>{hobbit} calls Gandalf: Guidance counts as two stars</source>
        <translation>{hobbit} calls Gandalf: Guidance counts as two stars</translation>
    </message>
    <message>
        <source>{hobbit} cannot pay and dies.</source>
        <translation>{hobbit} cannot pay and dies.</translation>
    </message>
    <message>
        <source>{hobbit} cannot pay {label}</source>
        <translation>{hobbit} cannot pay {label}</translation>
    </message>
    <message>
        <source>{hobbit} chooses a card to pass.</source>
        <translation>{hobbit} chooses a card to pass.</translation>
    </message>
    <message>
        <source>{hobbit} declines the Preparation.</source>
        <translation>{hobbit} declines the Preparation.</translation>
    </message>
    <message>
        <source>{hobbit} declines.</source>
        <translation>{hobbit} declines.</translation>
    </message>
    <message>
        <source>{hobbit} discards a {token} token</source>
        <translation>{hobbit} discards a {token} token</translation>
    </message>
    <message>
        <source>{hobbit} discards {card}.</source>
        <translation>{hobbit} discards {card}.</translation>
    </message>
    <message>
        <source>{hobbit} does not pay for {label}</source>
        <translation>{hobbit} does not pay for {label}</translation>
    </message>
    <message>
        <source>{hobbit} does not roll the threat die.</source>
        <translation>{hobbit} does not roll the threat die.</translation>
    </message>
    <message>
        <source>{hobbit} draws a gold rune worth {n}.</source>
        <translation>{hobbit} draws a gold rune worth {n}.</translation>
    </message>
    <message>
        <source>{hobbit} draws a gold rune.</source>
        <translation>{hobbit} draws a gold rune.</translation>
    </message>
    <message>
        <source>{hobbit} draws {cards}.</source>
        <translation>{hobbit} draws {cards}.</translation>
    </message>
    <message>
        <source>{hobbit} draws {n} journey cards.</source>
        <translation>{hobbit} draws {n} journey cards.</translation>
    </message>
    <message>
        <source>{hobbit} gets {card}.</source>
        <translation>{hobbit} gets {card}.</translation>
    </message>
    <message>
        <source>{hobbit} is already on space 0 and cannot move left.</source>
        <translation>{hobbit} is already on space 0 and cannot move left.</translation>
    </message>
    <message>
        <source>{hobbit} is caught by Sauron and dies.</source>
        <translation>{hobbit} is caught by Sauron and dies.</translation>
    </message>
    <message>
        <source>{hobbit} is dealt {cards}.</source>
        <translation>{hobbit} is dealt {cards}.</translation>
    </message>
    <message>
        <source>{hobbit} is dealt {n} {location} cards.</source>
        <translation>{hobbit} is dealt {n} {location} cards.</translation>
    </message>
    <message>
        <source>{hobbit} lacks {n} life tokens.</source>
        <translation>{hobbit} lacks {n} life tokens.</translation>
    </message>
    <message>
        <source>{hobbit} looks at the top {n} story tiles.</source>
        <translation>{hobbit} looks at the top {n} story tiles.</translation>
    </message>
    <message>
        <source>{hobbit} moves {n} left on the corruption track, to space {pos}.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>{hobbit} moves {n} left on the corruption track, to space {pos}.</translation>
    </message>
    <message>
        <source>{hobbit} moves {n} right on the corruption track, to space {pos}.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>{hobbit} moves {n} right on the corruption track, to space {pos}.</translation>
    </message>
    <message>
        <source>{hobbit} passes a card to {other}.</source>
        <translation>{hobbit} passes a card to {other}.</translation>
    </message>
    <message>
        <source>{hobbit} passes {card} to {other}.</source>
        <translation>{hobbit} passes {card} to {other}.</translation>
    </message>
    <message>
        <source>{hobbit} plays {card} on the {track} track.</source>
        <translation>{hobbit} plays {card} on the {track} track.</translation>
    </message>
    <message>
        <source>{hobbit} plays {card}.</source>
        <translation>{hobbit} plays {card}.</translation>
    </message>
    <message>
        <source>{hobbit} puts on the Ring.</source>
        <translation>{hobbit} puts on the Ring.</translation>
    </message>
    <message>
        <source>{hobbit} puts the story tiles back.</source>
        <translation>{hobbit} puts the story tiles back.</translation>
    </message>
    <message>
        <source>{hobbit} receives {card} from {other}.</source>
        <translation>{hobbit} receives {card} from {other}.</translation>
    </message>
    <message>
        <source>{hobbit} remains the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{hobbit} remains the Ring-bearer.</translation>
    </message>
    <message>
        <source>{hobbit} rests and draws two cards.</source>
        <translation>{hobbit} rests and draws two cards.</translation>
    </message>
    <message>
        <source>{hobbit} rests and moves one space left.</source>
        <translation>{hobbit} rests and moves one space left.</translation>
    </message>
    <message>
        <source>{hobbit} reveals the story tile {tile}.</source>
        <translation>{hobbit} reveals the story tile {tile}.</translation>
    </message>
    <message>
        <source>{hobbit} rolls the threat die: {face}.</source>
        <translation>{hobbit} rolls the threat die: {face}.</translation>
    </message>
    <message>
        <source>{hobbit} sets {item} aside</source>
        <translation>{hobbit} sets {item} aside</translation>
    </message>
    <message>
        <source>{hobbit} spends runes worth {n}.</source>
        <translation>{hobbit} spends runes worth {n}.</translation>
    </message>
    <message>
        <source>{hobbit} takes a rune.</source>
        <translation>{hobbit} takes a rune.</translation>
    </message>
    <message>
        <source>{hobbit} takes a {token} token.</source>
        <translation>{hobbit} takes a {token} token.</translation>
    </message>
    <message>
        <source>{hobbit} takes runes worth {n}.</source>
        <translation>{hobbit} takes runes worth {n}.</translation>
    </message>
    <message>
        <source>{hobbit} takes {card}.</source>
        <translation>{hobbit} takes {card}.</translation>
    </message>
    <message>
        <source>{hobbit} tries to cast the Ring into the fire.</source>
        <translation>{hobbit} tries to cast the Ring into the fire.</translation>
    </message>
    <message>
        <source>{hobbit} volunteers.</source>
        <translation>{hobbit} volunteers.</translation>
    </message>
    <message>
        <source>{hobbit} will pass {card}.</source>
        <translation>{hobbit} will pass {card}.</translation>
    </message>
    <message>
        <source>{hobbit} will pay for {label}</source>
        <translation>{hobbit} will pay for {label}</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s turn.</source>
        <translation>{hobbit}&apos;s turn.</translation>
    </message>
    <message>
        <source>{label} is paid</source>
        <translation>{label} is paid</translation>
    </message>
    <message>
        <source>{tile} has no effect.</source>
        <translation>{tile} has no effect.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.outcome</name>
    <message>
        <source>Every hero died at the Crack of Doom; the Ring was not destroyed.</source>
        <translation>Every hero died at the Crack of Doom; the Ring was not destroyed.</translation>
    </message>
    <message>
        <source>The Ring has twisted its bearer, who goes over to Sauron.</source>
        <translation>The Ring has twisted its bearer, who goes over to Sauron.</translation>
    </message>
    <message>
        <source>The Ring is destroyed in the Crack of Doom.</source>
        <translation>The Ring is destroyed in the Crack of Doom.</translation>
    </message>
    <message>
        <source>The Ring is mine! Sauron has found the Ring.</source>
        <translation>The Ring is mine! Sauron has found the Ring.</translation>
    </message>
    <message>
        <source>The Ring is mine! Sauron has won.</source>
        <translation>The Ring is mine! Sauron has won.</translation>
    </message>
    <message>
        <source>The Ring-bearer has fallen.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>The Ring-bearer has fallen.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.prompt</name>
    <message>
        <source>Sauron&apos;s Will: who volunteers to move two spaces right?</source>
        <translation>Sauron&apos;s Will: who volunteers to move two spaces right?</translation>
    </message>
    <message>
        <source>{hobbit} is about to take a missing life-token penalty: play Athelas?</source>
        <translation>{hobbit} is about to take a missing life-token penalty: play Athelas?</translation>
    </message>
    <message>
        <source>{hobbit} may act now</source>
        <translation>{hobbit} may act now</translation>
    </message>
    <message>
        <source>{hobbit} must roll the threat die: play Galadriel&apos;s Belt?</source>
        <translation>{hobbit} must roll the threat die: play Galadriel&apos;s Belt?</translation>
    </message>
    <message>
        <source>{hobbit} rolled {face}: play the Mithril coat to ignore it?</source>
        <translation>{hobbit} rolled {face}: play the Mithril coat to ignore it?</translation>
    </message>
    <message>
        <source>{hobbit}: call Gandalf before {event}?</source>
        <translation>{hobbit}: call Gandalf before {event}?</translation>
    </message>
    <message>
        <source>{hobbit}: choose a track to move {n}</source>
        <translation>{hobbit}: choose a track to move {n}</translation>
    </message>
    <message>
        <source>{hobbit}: discard any cards, then draw up to 6</source>
        <translation>{hobbit}: discard any cards, then draw up to 6</translation>
    </message>
    <message>
        <source>{hobbit}: discard {n} cards</source>
        <translation>{hobbit}: discard {n} cards</translation>
    </message>
    <message>
        <source>{hobbit}: draw 2 journey cards or move 1 left ({label})</source>
        <translation>{hobbit}: draw 2 journey cards or move 1 left ({label})</translation>
    </message>
    <message>
        <source>{hobbit}: give {need} for {label}</source>
        <translation>{hobbit}: give {need} for {label}</translation>
    </message>
    <message>
        <source>{hobbit}: move 3 right for {event}?</source>
        <translation>{hobbit}: move 3 right for {event}?</translation>
    </message>
    <message>
        <source>{hobbit}: pass one card to the next player</source>
        <translation>{hobbit}: pass one card to the next player</translation>
    </message>
    <message>
        <source>{hobbit}: play cards or rest</source>
        <translation>{hobbit}: play cards or rest</translation>
    </message>
    <message>
        <source>{hobbit}: put the story tiles back in any order (top first)</source>
        <translation>{hobbit}: put the story tiles back in any order (top first)</translation>
    </message>
    <message>
        <source>{hobbit}: resolve the tile {tile}</source>
        <translation>{hobbit}: resolve the tile {tile}</translation>
    </message>
    <message>
        <source>{hobbit}: reveal 4 journey cards to hand out, then roll the threat die?</source>
        <translation>{hobbit}: reveal 4 journey cards to hand out, then roll the threat die?</translation>
    </message>
    <message>
        <source>{hobbit}: reveal a story tile</source>
        <translation>{hobbit}: reveal a story tile</translation>
    </message>
    <message>
        <source>{hobbit}: roll twice, or Sauron moves 2 ({event})</source>
        <translation>{hobbit}: roll twice, or Sauron moves 2 ({event})</translation>
    </message>
    <message>
        <source>{hobbit}: the event {event} is coming: call Gandalf (Magic)?</source>
        <translation>{hobbit}: the event {event} is coming: call Gandalf (Magic)?</translation>
    </message>
    <message>
        <source>{hobbit}: volunteer to move two spaces right for Sauron&apos;s Will?</source>
        <translation>{hobbit}: volunteer to move two spaces right for Sauron&apos;s Will?</translation>
    </message>
    <message>
        <source>{hobbit}: which Gandalf card, and how?</source>
        <translation>{hobbit}: which Gandalf card, and how?</translation>
    </message>
    <message>
        <source>{hobbit}: which card do you pass to {other}?</source>
        <translation>{hobbit}: which card do you pass to {other}?</translation>
    </message>
    <message>
        <source>{hobbit}: who gets {card}?</source>
        <translation>{hobbit}: who gets {card}?</translation>
    </message>
    <message>
        <source>{hobbit}: who moves 3 right for {event}?</source>
        <translation>{hobbit}: who moves 3 right for {event}?</translation>
    </message>
    <message>
        <source>{hobbit}: who pays {need} for {label}?</source>
        <translation>{hobbit}: who pays {need} for {label}?</translation>
    </message>
    <message>
        <source>{hobbit}: will the Fellowship pay {need} for {label}?</source>
        <translation>{hobbit}: will the Fellowship pay {need} for {label}?</translation>
    </message>
    <message>
        <source>{location}: next, {action}</source>
        <translation>{location}: next, {action}</translation>
    </message>
</context>
<context>
    <name>lotr_coop.refusal</name>
    <message>
        <source>A card played from the hand moves one track only: its stars cannot be split.</source>
        <translation>A card played from the hand moves one track only: its stars cannot be split.</translation>
    </message>
    <message>
        <source>Calling Gandalf needs runes worth {cost}; {hobbit} has {runes}.</source>
        <translation>Calling Gandalf needs runes worth {cost}; {hobbit} has {runes}.</translation>
    </message>
    <message>
        <source>Epic cards are not played in the card step; use them as free actions.</source>
        <translation>Epic cards are not played in the card step; use them as free actions.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>No Gandalf card can help now.</source>
        <translation>No Gandalf card can help now.</translation>
    </message>
    <message>
        <source>Only the Ring-bearer can put on the Ring.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Only the Ring-bearer can put on the Ring.</translation>
    </message>
    <message>
        <source>That does not lower what is still to be paid.</source>
        <translation>That does not lower what is still to be paid.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>That is not possible now.</translation>
    </message>
    <message>
        <source>That is not possible now: choose a Gandalf card.</source>
        <translation>That is not possible now: choose a Gandalf card.</translation>
    </message>
    <message>
        <source>That is not possible now: choose a track.</source>
        <translation>That is not possible now: choose a track.</translation>
    </message>
    <message>
        <source>That is not possible now: choose the card to give.</source>
        <translation>That is not possible now: choose the card to give.</translation>
    </message>
    <message>
        <source>That is not possible now: decide whether Athelas is played.</source>
        <translation>That is not possible now: decide whether Athelas is played.</translation>
    </message>
    <message>
        <source>That is not possible now: decide whether Galadriel&apos;s Belt is played.</source>
        <translation>That is not possible now: decide whether Galadriel&apos;s Belt is played.</translation>
    </message>
    <message>
        <source>That is not possible now: decide whether the Mithril coat is played.</source>
        <translation>That is not possible now: decide whether the Mithril coat is played.</translation>
    </message>
    <message>
        <source>That is not possible now: discard a card.</source>
        <translation>That is not possible now: discard a card.</translation>
    </message>
    <message>
        <source>That is not possible now: discard cards, then draw up to six.</source>
        <translation>That is not possible now: discard cards, then draw up to six.</translation>
    </message>
    <message>
        <source>That is not possible now: draw two cards or move one space left.</source>
        <translation>That is not possible now: draw two cards or move one space left.</translation>
    </message>
    <message>
        <source>That is not possible now: give what the payment needs, or stop.</source>
        <translation>That is not possible now: give what the payment needs, or stop.</translation>
    </message>
    <message>
        <source>That is not possible now: go on with the next sanctuary action.</source>
        <translation>That is not possible now: go on with the next sanctuary action.</translation>
    </message>
    <message>
        <source>That is not possible now: pass one card to the next player.</source>
        <translation>That is not possible now: pass one card to the next player.</translation>
    </message>
    <message>
        <source>That is not possible now: put the story tiles back in order.</source>
        <translation>That is not possible now: put the story tiles back in order.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether Gandalf is called before the event.</source>
        <translation>That is not possible now: say whether Gandalf is called before the event.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether the Fellowship pays.</source>
        <translation>That is not possible now: say whether the Fellowship pays.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you call Gandalf before the event.</source>
        <translation>That is not possible now: say whether you call Gandalf before the event.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you move three spaces right.</source>
        <translation>That is not possible now: say whether you move three spaces right.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you prepare.</source>
        <translation>That is not possible now: say whether you prepare.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you roll twice.</source>
        <translation>That is not possible now: say whether you roll twice.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you volunteer for Sauron&apos;s Will.</source>
        <translation>That is not possible now: say whether you volunteer for Sauron&apos;s Will.</translation>
    </message>
    <message>
        <source>That is not possible now: say who gets the card.</source>
        <translation>That is not possible now: say who gets the card.</translation>
    </message>
    <message>
        <source>That is not possible now: say who moves three spaces right.</source>
        <translation>That is not possible now: say who moves three spaces right.</translation>
    </message>
    <message>
        <source>That is not possible now: say who pays.</source>
        <translation>That is not possible now: say who pays.</translation>
    </message>
    <message>
        <source>That is not possible now: say who volunteers for Sauron&apos;s Will.</source>
        <translation>That is not possible now: say who volunteers for Sauron&apos;s Will.</translation>
    </message>
    <message>
        <source>That is not possible now: the active player must reveal a story tile.</source>
        <translation>That is not possible now: the active player must reveal a story tile.</translation>
    </message>
    <message>
        <source>That is not possible now: the active player plays cards, rests or ends the turn.</source>
        <translation>That is not possible now: the active player plays cards, rests or ends the turn.</translation>
    </message>
    <message>
        <source>That is not possible now: the story tile must be resolved.</source>
        <translation>That is not possible now: the story tile must be resolved.</translation>
    </message>
    <message>
        <source>That is not possible now: use a free action or say you are done.</source>
        <translation>That is not possible now: use a free action or say you are done.</translation>
    </message>
    <message>
        <source>That is not possible now: {hobbit} must decide first.</source>
        <translation>That is not possible now: {hobbit} must decide first.</translation>
    </message>
    <message>
        <source>That is not possible now: {hobbit} must give you the floor first.</source>
        <translation>That is not possible now: {hobbit} must give you the floor first.</translation>
    </message>
    <message>
        <source>That player is not in the game.</source>
        <translation>That player is not in the game.</translation>
    </message>
    <message>
        <source>That track is not on this board.</source>
        <translation>That track is not on this board.</translation>
    </message>
    <message>
        <source>The Ring can only be put on during an adventure.</source>
        <translation>The Ring can only be put on during an adventure.</translation>
    </message>
    <message>
        <source>The Ring has already been used in this adventure.</source>
        <translation>The Ring has already been used in this adventure.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>The {track} track is complete.</source>
        <translation>The {track} track is complete.</translation>
    </message>
    <message>
        <source>There is no such action in this game.</source>
        <translation>There is no such action in this game.</translation>
    </message>
    <message>
        <source>There is no track now: this is not an adventure.</source>
        <translation>There is no track now: this is not an adventure.</translation>
    </message>
    <message>
        <source>There is no {track} track on this board.</source>
        <translation>There is no {track} track on this board.</translation>
    </message>
    <message>
        <source>You cannot rest after playing a card this turn.</source>
        <translation>You cannot rest after playing a card this turn.</translation>
    </message>
    <message>
        <source>You have already played a brown card this turn.</source>
        <translation>You have already played a brown card this turn.</translation>
    </message>
    <message>
        <source>You have already played a grey card this turn.</source>
        <translation>You have already played a grey card this turn.</translation>
    </message>
    <message>
        <source>You have already played two cards this turn.</source>
        <translation>You have already played two cards this turn.</translation>
    </message>
    <message>
        <source>You have already rested this turn.</source>
        <translation>You have already rested this turn.</translation>
    </message>
    <message>
        <source>Your hobbit is already on space 0.</source>
        <translation>Your hobbit is already on space 0.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>the game is over</translation>
    </message>
    <message>
        <source>{card} cannot be played now.</source>
        <translation>{card} cannot be played now.</translation>
    </message>
    <message>
        <source>{card} cannot be played: it has no symbols.</source>
        <translation>{card} cannot be played: it has no symbols.</translation>
    </message>
    <message>
        <source>{card} is not an epic card.</source>
        <translation>{card} is not an epic card.</translation>
    </message>
    <message>
        <source>{card} shows no {track} symbol.</source>
        <translation>{card} shows no {track} symbol.</translation>
    </message>
    <message>
        <source>{gandalf} cannot be used now.</source>
        <translation>{gandalf} cannot be used now.</translation>
    </message>
    <message>
        <source>{gandalf} has already been used: each Gandalf card is used once a game.</source>
        <translation>{gandalf} has already been used: each Gandalf card is used once a game.</translation>
    </message>
    <message>
        <source>{hobbit} cannot be chosen now.</source>
        <translation>{hobbit} cannot be chosen now.</translation>
    </message>
    <message>
        <source>{hobbit} cannot be given the floor now.</source>
        <translation>{hobbit} cannot be given the floor now.</translation>
    </message>
    <message>
        <source>{hobbit} has no such card to discard.</source>
        <translation>{hobbit} has no such card to discard.</translation>
    </message>
    <message>
        <source>{hobbit} has no such card.</source>
        <translation>{hobbit} has no such card.</translation>
    </message>
    <message>
        <source>{hobbit} has runes worth only {runes}.</source>
        <translation>{hobbit} has runes worth only {runes}.</translation>
    </message>
    <message>
        <source>{hobbit} is no longer in the game.</source>
        <translation>{hobbit} is no longer in the game.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.tile</name>
    <message>
        <source>Fighting</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Fighting</translation>
    </message>
    <message>
        <source>Friendship</source>
        <translation>Friendship</translation>
    </message>
    <message>
        <source>Hiding</source>
        <translation>Hiding</translation>
    </message>
    <message>
        <source>Meagre Choice</source>
        <translation>Meagre Choice</translation>
    </message>
    <message>
        <source>Relentless Time</source>
        <translation>Relentless Time</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Retreat</translation>
    </message>
    <message>
        <source>Ring&apos;s Influence</source>
        <translation>Ring&apos;s Influence</translation>
    </message>
    <message>
        <source>Sauron&apos;s Will</source>
        <translation>Sauron&apos;s Will</translation>
    </message>
    <message>
        <source>Travelling</source>
        <translation>Travelling</translation>
    </message>
</context>
<context>
    <name>lotr_coop.tile_text</name>
    <message>
        <source>A volunteer moves his hobbit two spaces right on the corruption track; otherwise Sauron moves one space towards the hobbits. Then reveal the next tile.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>A volunteer moves his hobbit two spaces right on the corruption track; otherwise Sauron moves one space towards the hobbits. Then reveal the next tile.</translation>
    </message>
    <message>
        <source>If the Fellowship together discards a card, a life token of any kind and a rune, nothing happens; otherwise it is as Relentless Time. Either way, then reveal the next tile.</source>
        <translation>If the Fellowship together discards a card, a life token of any kind and a rune, nothing happens; otherwise it is as Relentless Time. Either way, then reveal the next tile.</translation>
    </message>
    <message>
        <source>If the Fellowship together discards three cards, nothing happens; otherwise it is as Relentless Time. Either way, then reveal the next tile.</source>
        <translation>If the Fellowship together discards three cards, nothing happens; otherwise it is as Relentless Time. Either way, then reveal the next tile.</translation>
    </message>
    <message>
        <source>Move the event marker to the next space of the event track and resolve that event. Then reveal the next tile.</source>
        <translation>Move the event marker to the next space of the event track and resolve that event. Then reveal the next tile.</translation>
    </message>
    <message>
        <source>Move the fighting progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Move the fighting progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</translation>
    </message>
    <message>
        <source>Move the friendship progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</source>
        <translation>Move the friendship progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</translation>
    </message>
    <message>
        <source>Move the hiding progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</source>
        <translation>Move the hiding progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</translation>
    </message>
    <message>
        <source>Move the travelling progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</source>
        <translation>Move the travelling progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</translation>
    </message>
    <message>
        <source>The Ring-bearer moves his hobbit one space right on the corruption track. Then reveal the next tile.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>The Ring-bearer moves his hobbit one space right on the corruption track. Then reveal the next tile.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.track</name>
    <message>
        <source>Battle against the wolves, the orcs and the Balrog</source>
        <translation>Battle against the wolves, the orcs and the Balrog</translation>
    </message>
    <message>
        <source>Battle of Helm&apos;s Deep</source>
        <translation>Battle of Helm&apos;s Deep</translation>
    </message>
    <message>
        <source>Fight against Shelob</source>
        <translation>Fight against Shelob</translation>
    </message>
    <message>
        <source>Fighting</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Fighting</translation>
    </message>
    <message>
        <source>Find new allies</source>
        <translation>Find new allies</translation>
    </message>
    <message>
        <source>Flee to the exit of Moria</source>
        <translation>Flee to the exit of Moria</translation>
    </message>
    <message>
        <source>Friendship</source>
        <translation>Friendship</translation>
    </message>
    <message>
        <source>Henneth Annûn</source>
        <translation>Henneth Annûn</translation>
    </message>
    <message>
        <source>Hiding</source>
        <translation>Hiding</translation>
    </message>
    <message>
        <source>King Théoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>King Théoden</translation>
    </message>
    <message>
        <source>Long march along the Dead Marshes, the plains of ash, Ithilien and the stairs of Cirith Ungol</source>
        <translation>Long march along the Dead Marshes, the plains of ash, Ithilien and the stairs of Cirith Ungol</translation>
    </message>
    <message>
        <source>March towards Mordor to distract Sauron</source>
        <translation>March towards Mordor to distract Sauron</translation>
    </message>
    <message>
        <source>Quietly advance through Moria</source>
        <translation>Quietly advance through Moria</translation>
    </message>
    <message>
        <source>Riders of Rohan reinforce Helm&apos;s Deep; Arrival of the Ents</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours</extracomment>
        <translation>Riders of Rohan reinforce Helm&apos;s Deep; Arrival of the Ents</translation>
    </message>
    <message>
        <source>Siege of Minas Tirith</source>
        <translation>Siege of Minas Tirith</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Star</translation>
    </message>
    <message>
        <source>Struggle up Mount Doom to destroy the Ring</source>
        <translation>Struggle up Mount Doom to destroy the Ring</translation>
    </message>
    <message>
        <source>Travelling</source>
        <translation>Travelling</translation>
    </message>
</context>
<context>
    <name>lotr_coop.word</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>brown</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cards</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grey</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>heart</translation>
    </message>
    <message>
        <source>introductory</source>
        <translation>introductory</translation>
    </message>
    <message>
        <source>life token</source>
        <translation>life token</translation>
    </message>
    <message>
        <source>runes</source>
        <translation>runes</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>star</source>
        <translation>star</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>sun</translation>
    </message>
    <message>
        <source>the Fellowship</source>
        <translation>the Fellowship</translation>
    </message>
    <message>
        <source>{n} {thing}</source>
        <translation>{n} {thing}</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.card</name>
    <message>
        <source>A Host Avails Little</source>
        <translation>A Host Avails Little</translation>
    </message>
    <message>
        <source>A Ranger&apos;s Versatility</source>
        <translation>A Ranger&apos;s Versatility</translation>
    </message>
    <message>
        <source>A Talent for Not Being Seen</source>
        <translation>A Talent for Not Being Seen</translation>
    </message>
    <message>
        <source>A Wizard Is Never Late</source>
        <translation>A Wizard Is Never Late</translation>
    </message>
    <message>
        <source>Albert Dreary</source>
        <translation>Albert Dreary</translation>
    </message>
    <message>
        <source>Alive and Unspoiled</source>
        <translation>Alive and Unspoiled</translation>
    </message>
    <message>
        <source>All Blades Perish</source>
        <translation>All Blades Perish</translation>
    </message>
    <message>
        <source>All Thought Bent on It</source>
        <translation>All Thought Bent on It</translation>
    </message>
    <message>
        <source>All Veils Removed</source>
        <translation>All Veils Removed</translation>
    </message>
    <message>
        <source>An Able Guide</source>
        <translation>An Able Guide</translation>
    </message>
    <message>
        <source>Ancient Chieftain</source>
        <translation>Ancient Chieftain</translation>
    </message>
    <message>
        <source>Ancient Enmity</source>
        <translation>Ancient Enmity</translation>
    </message>
    <message>
        <source>Anduin Banks</source>
        <translation>Anduin Banks</translation>
    </message>
    <message>
        <source>Anduin Confluence</source>
        <translation>Anduin Confluence</translation>
    </message>
    <message>
        <source>Anduin Wilderland</source>
        <translation>Anduin Wilderland</translation>
    </message>
    <message>
        <source>Aragorn</source>
        <translation>Aragorn</translation>
    </message>
    <message>
        <source>Aragorn&apos;s Bow</source>
        <translation>Aragorn&apos;s Bow</translation>
    </message>
    <message>
        <source>Aragorn&apos;s Pipe</source>
        <translation>Aragorn&apos;s Pipe</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armor</translation>
    </message>
    <message>
        <source>Arwen</source>
        <translation>Arwen</translation>
    </message>
    <message>
        <source>Arwen&apos;s Fate</source>
        <translation>Arwen&apos;s Fate</translation>
    </message>
    <message>
        <source>Asfaloth</source>
        <translation>Asfaloth</translation>
    </message>
    <message>
        <source>Athelas</source>
        <translation>Athelas</translation>
    </message>
    <message>
        <source>Axe Strike</source>
        <translation>Axe Strike</translation>
    </message>
    <message>
        <source>Bag End</source>
        <translation>Bag End</translation>
    </message>
    <message>
        <source>Balin&apos;s Tomb</source>
        <translation>Balin&apos;s Tomb</translation>
    </message>
    <message>
        <source>Band of the Eye</source>
        <translation>Band of the Eye</translation>
    </message>
    <message>
        <source>Barliman Butterbur</source>
        <translation>Barliman Butterbur</translation>
    </message>
    <message>
        <source>Battle Fury</source>
        <translation>Battle Fury</translation>
    </message>
    <message>
        <source>Beauty Is Fading</source>
        <translation>Beauty Is Fading</translation>
    </message>
    <message>
        <source>Bent on Discovery</source>
        <translation>Bent on Discovery</translation>
    </message>
    <message>
        <source>Bilbo</source>
        <translation>Bilbo</translation>
    </message>
    <message>
        <source>Bilbo&apos;s Pipe</source>
        <translation>Bilbo&apos;s Pipe</translation>
    </message>
    <message>
        <source>Bitter Hatred</source>
        <translation>Bitter Hatred</translation>
    </message>
    <message>
        <source>Black Breath</source>
        <translation>Black Breath</translation>
    </message>
    <message>
        <source>Black Steed</source>
        <translation>Black Steed</translation>
    </message>
    <message>
        <source>Blade Tip</source>
        <translation>Blade Tip</translation>
    </message>
    <message>
        <source>Blade of Gondor</source>
        <translation>Blade of Gondor</translation>
    </message>
    <message>
        <source>Border Defenses</source>
        <translation>Border Defenses</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Boromir</translation>
    </message>
    <message>
        <source>Boromir&apos;s Cloak</source>
        <translation>Boromir&apos;s Cloak</translation>
    </message>
    <message>
        <source>Bounder</source>
        <translation>Bounder</translation>
    </message>
    <message>
        <source>Bow of the Galadhrim</source>
        <translation>Bow of the Galadhrim</translation>
    </message>
    <message>
        <source>Bred for Battle</source>
        <translation>Bred for Battle</translation>
    </message>
    <message>
        <source>Bree Gate</source>
        <extracomment>Bree: as Bree Gate; «Брі» is seed 003&apos;s, the name is ours; Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Bree Gate</translation>
    </message>
    <message>
        <source>Bree Streets</source>
        <extracomment>Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Bree Streets</translation>
    </message>
    <message>
        <source>Breeding Pit</source>
        <translation>Breeding Pit</translation>
    </message>
    <message>
        <source>Breeland Forest</source>
        <extracomment>Bree: as Bree Gate; «Брі» is seed 003&apos;s, the name is ours</extracomment>
        <translation>Breeland Forest</translation>
    </message>
    <message>
        <source>Brown Lands</source>
        <translation>Brown Lands</translation>
    </message>
    <message>
        <source>Buckleberry Ferry</source>
        <translation>Buckleberry Ferry</translation>
    </message>
    <message>
        <source>Caradhras Has Not Forgiven Us</source>
        <translation>Caradhras Has Not Forgiven Us</translation>
    </message>
    <message>
        <source>Cave Troll of Moria</source>
        <translation>Cave Troll of Moria</translation>
    </message>
    <message>
        <source>Cave Troll&apos;s Hammer</source>
        <translation>Cave Troll&apos;s Hammer</translation>
    </message>
    <message>
        <source>Celeborn</source>
        <translation>Celeborn</translation>
    </message>
    <message>
        <source>Change of Plans</source>
        <translation>Change of Plans</translation>
    </message>
    <message>
        <source>Chaser of Rascals</source>
        <translation>Chaser of Rascals</translation>
    </message>
    <message>
        <source>Cleaving Blow</source>
        <translation>Cleaving Blow</translation>
    </message>
    <message>
        <source>Coat of Mail</source>
        <translation>Coat of Mail</translation>
    </message>
    <message>
        <source>Council Courtyard</source>
        <translation>Council Courtyard</translation>
    </message>
    <message>
        <source>Cruel Caradhras</source>
        <translation>Cruel Caradhras</translation>
    </message>
    <message>
        <source>Curse From Mordor</source>
        <translation>Curse From Mordor</translation>
    </message>
    <message>
        <source>Curse Their Foul Feet!</source>
        <translation>Curse Their Foul Feet!</translation>
    </message>
    <message>
        <source>Dagger Strike</source>
        <translation>Dagger Strike</translation>
    </message>
    <message>
        <source>Dark Whispers</source>
        <translation>Dark Whispers</translation>
    </message>
    <message>
        <source>Daughter of Elrond</source>
        <extracomment>the TCG&apos;s book writes «Эльронд»; the card game&apos;s book (seed 000) «Элронд»</extracomment>
        <translation>Daughter of Elrond</translation>
    </message>
    <message>
        <source>Defiance</source>
        <translation>Defiance</translation>
    </message>
    <message>
        <source>Delving</source>
        <translation>Delving</translation>
    </message>
    <message>
        <source>Denizens Enraged</source>
        <translation>Denizens Enraged</translation>
    </message>
    <message>
        <source>Despair</source>
        <translation>Despair</translation>
    </message>
    <message>
        <source>Desperate Defense of the Ring</source>
        <translation>Desperate Defense of the Ring</translation>
    </message>
    <message>
        <source>Desperate Measures</source>
        <translation>Desperate Measures</translation>
    </message>
    <message>
        <source>Dimrill Dale</source>
        <translation>Dimrill Dale</translation>
    </message>
    <message>
        <source>Distant Relative of Bilbo</source>
        <translation>Distant Relative of Bilbo</translation>
    </message>
    <message>
        <source>Double Shot</source>
        <translation>Double Shot</translation>
    </message>
    <message>
        <source>Drawn to Its Power</source>
        <translation>Drawn to Its Power</translation>
    </message>
    <message>
        <source>Drums in the Deep</source>
        <translation>Drums in the Deep</translation>
    </message>
    <message>
        <source>Durin&apos;s Secret</source>
        <translation>Durin&apos;s Secret</translation>
    </message>
    <message>
        <source>Dwarf Guard</source>
        <translation>Dwarf Guard</translation>
    </message>
    <message>
        <source>Dwarf of Erebor</source>
        <translation>Dwarf of Erebor</translation>
    </message>
    <message>
        <source>Dwarrowdelf Chamber</source>
        <translation>Dwarrowdelf Chamber</translation>
    </message>
    <message>
        <source>Dwarven Armor</source>
        <translation>Dwarven Armor</translation>
    </message>
    <message>
        <source>Dwarven Axe</source>
        <translation>Dwarven Axe</translation>
    </message>
    <message>
        <source>Dwarven Elder</source>
        <translation>Dwarven Elder</translation>
    </message>
    <message>
        <source>Dwarven Emissary</source>
        <translation>Dwarven Emissary</translation>
    </message>
    <message>
        <source>Dwarven Heart</source>
        <translation>Dwarven Heart</translation>
    </message>
    <message>
        <source>Dwarven Smith</source>
        <translation>Dwarven Smith</translation>
    </message>
    <message>
        <source>East Road</source>
        <translation>East Road</translation>
    </message>
    <message>
        <source>Elendil&apos;s Valor</source>
        <translation>Elendil&apos;s Valor</translation>
    </message>
    <message>
        <source>Elf of Mirkwood</source>
        <translation>Elf of Mirkwood</translation>
    </message>
    <message>
        <source>Elf of the Golden Wood</source>
        <translation>Elf of the Golden Wood</translation>
    </message>
    <message>
        <source>Elf-song</source>
        <translation>Elf-song</translation>
    </message>
    <message>
        <source>Elrond</source>
        <extracomment>the TCG&apos;s book writes «Эльронд»; the card game&apos;s book (seed 000) «Элронд»</extracomment>
        <translation>Elrond</translation>
    </message>
    <message>
        <source>Elven Bow</source>
        <translation>Elven Bow</translation>
    </message>
    <message>
        <source>Elven Cloak</source>
        <translation>Elven Cloak</translation>
    </message>
    <message>
        <source>Elven Protector</source>
        <translation>Elven Protector</translation>
    </message>
    <message>
        <source>Emyn Muil</source>
        <translation>Emyn Muil</translation>
    </message>
    <message>
        <source>Enduring Evil</source>
        <translation>Enduring Evil</translation>
    </message>
    <message>
        <source>Enheartened Foe</source>
        <translation>Enheartened Foe</translation>
    </message>
    <message>
        <source>Entertainer from Bree</source>
        <extracomment>Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Entertainer from Bree</translation>
    </message>
    <message>
        <source>Eregion&apos;s Trails</source>
        <translation>Eregion&apos;s Trails</translation>
    </message>
    <message>
        <source>Ettenmoors</source>
        <translation>Ettenmoors</translation>
    </message>
    <message>
        <source>Extraordinary Resilience</source>
        <translation>Extraordinary Resilience</translation>
    </message>
    <message>
        <source>Faithful Companion</source>
        <translation>Faithful Companion</translation>
    </message>
    <message>
        <source>Far-seeing Eyes</source>
        <translation>Far-seeing Eyes</translation>
    </message>
    <message>
        <source>Farin</source>
        <translation>Farin</translation>
    </message>
    <message>
        <source>Farmer Maggot</source>
        <extracomment>the TCG&apos;s book: «земледелец Маггот»</extracomment>
        <translation>Farmer Maggot</translation>
    </message>
    <message>
        <source>Farmer Maggot&apos;s Fields</source>
        <extracomment>the TCG&apos;s book: «земледелец Маггот»; as Farmer Maggot (seed 002)</extracomment>
        <translation>Farmer Maggot&apos;s Fields</translation>
    </message>
    <message>
        <source>Fear</source>
        <translation>Fear</translation>
    </message>
    <message>
        <source>Foes of Mordor</source>
        <translation>Foes of Mordor</translation>
    </message>
    <message>
        <source>Fool of a Took!</source>
        <translation>Fool of a Took!</translation>
    </message>
    <message>
        <source>Forces of Mordor</source>
        <translation>Forces of Mordor</translation>
    </message>
    <message>
        <source>Ford of Bruinen</source>
        <extracomment>Russian as the card game&apos;s book&apos;s «Бруиненские броды» (seed 000), in the singular of this card&apos;s name; Ukrainian the War of the Ring book&apos;s</extracomment>
        <translation>Ford of Bruinen</translation>
    </message>
    <message>
        <source>Foul Creation</source>
        <translation>Foul Creation</translation>
    </message>
    <message>
        <source>Frenzy</source>
        <translation>Frenzy</translation>
    </message>
    <message>
        <source>Friend of the Shirefolk</source>
        <translation>Friend of the Shirefolk</translation>
    </message>
    <message>
        <source>Friend to Frodo</source>
        <translation>Friend to Frodo</translation>
    </message>
    <message>
        <source>Friend to Sam</source>
        <translation>Friend to Sam</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Frodo</translation>
    </message>
    <message>
        <source>Frodo&apos;s Bedroom</source>
        <translation>Frodo&apos;s Bedroom</translation>
    </message>
    <message>
        <source>From O&apos;er the Brandywine</source>
        <translation>From O&apos;er the Brandywine</translation>
    </message>
    <message>
        <source>Frozen by Fear</source>
        <translation>Frozen by Fear</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Galadriel</translation>
    </message>
    <message>
        <source>Galadriel&apos;s Glade</source>
        <translation>Galadriel&apos;s Glade</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Gandalf</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Cart</source>
        <translation>Gandalf&apos;s Cart</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Pipe</source>
        <translation>Gandalf&apos;s Pipe</translation>
    </message>
    <message>
        <source>Gift of Boats</source>
        <translation>Gift of Boats</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Gimli</translation>
    </message>
    <message>
        <source>Gimli&apos;s Battle Axe</source>
        <translation>Gimli&apos;s Battle Axe</translation>
    </message>
    <message>
        <source>Gimli&apos;s Helm</source>
        <translation>Gimli&apos;s Helm</translation>
    </message>
    <message>
        <source>Glamdring</source>
        <translation>Glamdring</translation>
    </message>
    <message>
        <source>Gleaming Spires Will Crumble</source>
        <translation>Gleaming Spires Will Crumble</translation>
    </message>
    <message>
        <source>Goblin Archer</source>
        <translation>Goblin Archer</translation>
    </message>
    <message>
        <source>Goblin Armory</source>
        <translation>Goblin Armory</translation>
    </message>
    <message>
        <source>Goblin Backstabber</source>
        <translation>Goblin Backstabber</translation>
    </message>
    <message>
        <source>Goblin Domain</source>
        <translation>Goblin Domain</translation>
    </message>
    <message>
        <source>Goblin Marksman</source>
        <translation>Goblin Marksman</translation>
    </message>
    <message>
        <source>Goblin Patrol Troop</source>
        <translation>Goblin Patrol Troop</translation>
    </message>
    <message>
        <source>Goblin Runner</source>
        <translation>Goblin Runner</translation>
    </message>
    <message>
        <source>Goblin Scavengers</source>
        <translation>Goblin Scavengers</translation>
    </message>
    <message>
        <source>Goblin Scimitar</source>
        <translation>Goblin Scimitar</translation>
    </message>
    <message>
        <source>Goblin Sneak</source>
        <translation>Goblin Sneak</translation>
    </message>
    <message>
        <source>Goblin Spear</source>
        <translation>Goblin Spear</translation>
    </message>
    <message>
        <source>Goblin Swarms</source>
        <translation>Goblin Swarms</translation>
    </message>
    <message>
        <source>Goblin Wallcrawler</source>
        <translation>Goblin Wallcrawler</translation>
    </message>
    <message>
        <source>Goblin Warrior</source>
        <translation>Goblin Warrior</translation>
    </message>
    <message>
        <source>Gondor&apos;s Vengeance</source>
        <translation>Gondor&apos;s Vengeance</translation>
    </message>
    <message>
        <source>Great Shield</source>
        <translation>Great Shield</translation>
    </message>
    <message>
        <source>Greatest Kingdom of My People</source>
        <translation>Greatest Kingdom of My People</translation>
    </message>
    <message>
        <source>Greed</source>
        <translation>Greed</translation>
    </message>
    <message>
        <source>Green Dragon Inn</source>
        <translation>Green Dragon Inn</translation>
    </message>
    <message>
        <source>Green Hill Country</source>
        <translation>Green Hill Country</translation>
    </message>
    <message>
        <source>Greenleaf</source>
        <translation>Greenleaf</translation>
    </message>
    <message>
        <source>Grimir</source>
        <translation>Grimir</translation>
    </message>
    <message>
        <source>Guard Commander</source>
        <translation>Guard Commander</translation>
    </message>
    <message>
        <source>Gwemegil</source>
        <translation>Gwemegil</translation>
    </message>
    <message>
        <source>Haldir</source>
        <translation>Haldir</translation>
    </message>
    <message>
        <source>Halfling Deftness</source>
        <translation>Halfling Deftness</translation>
    </message>
    <message>
        <source>Halls of My Home</source>
        <translation>Halls of My Home</translation>
    </message>
    <message>
        <source>Hate</source>
        <translation>Hate</translation>
    </message>
    <message>
        <source>Here Lies Balin, Son of Fundin</source>
        <translation>Here Lies Balin, Son of Fundin</translation>
    </message>
    <message>
        <source>Hobbit Appetite</source>
        <translation>Hobbit Appetite</translation>
    </message>
    <message>
        <source>Hobbit Farmer</source>
        <translation>Hobbit Farmer</translation>
    </message>
    <message>
        <source>Hobbit Intuition</source>
        <translation>Hobbit Intuition</translation>
    </message>
    <message>
        <source>Hobbit Party Guest</source>
        <translation>Hobbit Party Guest</translation>
    </message>
    <message>
        <source>Hobbit Stealth</source>
        <translation>Hobbit Stealth</translation>
    </message>
    <message>
        <source>Hobbit Sword</source>
        <translation>Hobbit Sword</translation>
    </message>
    <message>
        <source>Hobbit of Some Intelligence</source>
        <translation>Hobbit of Some Intelligence</translation>
    </message>
    <message>
        <source>Hobbiton Lass</source>
        <translation>Hobbiton Lass</translation>
    </message>
    <message>
        <source>Host of Thousands</source>
        <translation>Host of Thousands</translation>
    </message>
    <message>
        <source>Hunt Them Down!</source>
        <translation>Hunt Them Down!</translation>
    </message>
    <message>
        <source>In the Ringwraith&apos;s Wake</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>In the Ringwraith&apos;s Wake</translation>
    </message>
    <message>
        <source>Intimidate</source>
        <translation>Intimidate</translation>
    </message>
    <message>
        <source>Isildur&apos;s Bane</source>
        <translation>Isildur&apos;s Bane</translation>
    </message>
    <message>
        <source>Journey Into Danger</source>
        <translation>Journey Into Danger</translation>
    </message>
    <message>
        <source>Keeper of Dol Guldur</source>
        <extracomment>Ukrainian «Дол-Ґульдур» as the War of the Ring book (seed 003)</extracomment>
        <translation>Keeper of Dol Guldur</translation>
    </message>
    <message>
        <source>King in Exile</source>
        <translation>King in Exile</translation>
    </message>
    <message>
        <source>Lady of Light</source>
        <translation>Lady of Light</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Legolas</translation>
    </message>
    <message>
        <source>Let Folly Be Our Cloak</source>
        <translation>Let Folly Be Our Cloak</translation>
    </message>
    <message>
        <source>Let Them Come!</source>
        <translation>Let Them Come!</translation>
    </message>
    <message>
        <source>Lieutenant of Dol Guldur</source>
        <extracomment>Ukrainian «Дол-Ґульдур» as the War of the Ring book (seed 003)</extracomment>
        <translation>Lieutenant of Dol Guldur</translation>
    </message>
    <message>
        <source>Lieutenant of Morgul</source>
        <translation>Lieutenant of Morgul</translation>
    </message>
    <message>
        <source>Lightfootedness</source>
        <translation>Lightfootedness</translation>
    </message>
    <message>
        <source>Longbottom Leaf</source>
        <translation>Longbottom Leaf</translation>
    </message>
    <message>
        <source>Lord of Angmar</source>
        <translation>Lord of Angmar</translation>
    </message>
    <message>
        <source>Lord of Gondor</source>
        <translation>Lord of Gondor</translation>
    </message>
    <message>
        <source>Lord of Lórien</source>
        <translation>Lord of Lórien</translation>
    </message>
    <message>
        <source>Lord of Moria</source>
        <translation>Lord of Moria</translation>
    </message>
    <message>
        <source>Lord of Rivendell</source>
        <translation>Lord of Rivendell</translation>
    </message>
    <message>
        <source>Lost to the Goblins</source>
        <translation>Lost to the Goblins</translation>
    </message>
    <message>
        <source>Lothlórien Woods</source>
        <translation>Lothlórien Woods</translation>
    </message>
    <message>
        <source>Lurtz</source>
        <extracomment>the TCG&apos;s book: «Луриц»</extracomment>
        <translation>Lurtz</translation>
    </message>
    <message>
        <source>Lurtz&apos;s Battle Cry</source>
        <extracomment>the TCG&apos;s book: «Луриц»</extracomment>
        <translation>Lurtz&apos;s Battle Cry</translation>
    </message>
    <message>
        <source>Lórien Bowman</source>
        <translation>Lórien Bowman</translation>
    </message>
    <message>
        <source>Lórien Elf</source>
        <translation>Lórien Elf</translation>
    </message>
    <message>
        <source>Maid of Lórien</source>
        <translation>Maid of Lórien</translation>
    </message>
    <message>
        <source>Mallorn-trees</source>
        <translation>Mallorn-trees</translation>
    </message>
    <message>
        <source>Man of Laketown</source>
        <translation>Man of Laketown</translation>
    </message>
    <message>
        <source>Master Proudfoot</source>
        <translation>Master Proudfoot</translation>
    </message>
    <message>
        <source>Merry</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Merry</translation>
    </message>
    <message>
        <source>Messenger of Dol Guldur</source>
        <extracomment>Ukrainian «Дол-Ґульдур» as the War of the Ring book (seed 003)</extracomment>
        <translation>Messenger of Dol Guldur</translation>
    </message>
    <message>
        <source>Messenger of Morgul</source>
        <translation>Messenger of Morgul</translation>
    </message>
    <message>
        <source>Midgewater Marshes</source>
        <translation>Midgewater Marshes</translation>
    </message>
    <message>
        <source>Midgewater Moors</source>
        <translation>Midgewater Moors</translation>
    </message>
    <message>
        <source>Mithril Mine</source>
        <translation>Mithril Mine</translation>
    </message>
    <message>
        <source>Mithril Shaft</source>
        <translation>Mithril Shaft</translation>
    </message>
    <message>
        <source>Mordor Enraged</source>
        <translation>Mordor Enraged</translation>
    </message>
    <message>
        <source>Mordor&apos;s Strength</source>
        <translation>Mordor&apos;s Strength</translation>
    </message>
    <message>
        <source>Morgul Blade</source>
        <translation>Morgul Blade</translation>
    </message>
    <message>
        <source>Morgul Gates</source>
        <translation>Morgul Gates</translation>
    </message>
    <message>
        <source>Morgul Hunter</source>
        <translation>Morgul Hunter</translation>
    </message>
    <message>
        <source>Morgul Skirmisher</source>
        <translation>Morgul Skirmisher</translation>
    </message>
    <message>
        <source>Morgul Skulker</source>
        <translation>Morgul Skulker</translation>
    </message>
    <message>
        <source>Morgul Warden</source>
        <translation>Morgul Warden</translation>
    </message>
    <message>
        <source>Moria Axe</source>
        <translation>Moria Axe</translation>
    </message>
    <message>
        <source>Moria Lake</source>
        <translation>Moria Lake</translation>
    </message>
    <message>
        <source>Moria Scout</source>
        <translation>Moria Scout</translation>
    </message>
    <message>
        <source>Moria Stairway</source>
        <translation>Moria Stairway</translation>
    </message>
    <message>
        <source>Mysterious Wizard</source>
        <translation>Mysterious Wizard</translation>
    </message>
    <message>
        <source>Nazgûl Sword</source>
        <translation>Nazgûl Sword</translation>
    </message>
    <message>
        <source>No Ordinary Storm</source>
        <translation>No Ordinary Storm</translation>
    </message>
    <message>
        <source>No Stranger to the Shadows</source>
        <translation>No Stranger to the Shadows</translation>
    </message>
    <message>
        <source>Noble Intentions</source>
        <translation>Noble Intentions</translation>
    </message>
    <message>
        <source>Nobody Tosses a Dwarf</source>
        <translation>Nobody Tosses a Dwarf</translation>
    </message>
    <message>
        <source>Not Easily Destroyed</source>
        <translation>Not Easily Destroyed</translation>
    </message>
    <message>
        <source>Old Bilbo&apos;s Heir</source>
        <translation>Old Bilbo&apos;s Heir</translation>
    </message>
    <message>
        <source>Old Toby</source>
        <translation>Old Toby</translation>
    </message>
    <message>
        <source>One Whom Men Would Follow</source>
        <translation>One Whom Men Would Follow</translation>
    </message>
    <message>
        <source>Orc Ambusher</source>
        <translation>Orc Ambusher</translation>
    </message>
    <message>
        <source>Orc Assassin</source>
        <translation>Orc Assassin</translation>
    </message>
    <message>
        <source>Orc Banner</source>
        <translation>Orc Banner</translation>
    </message>
    <message>
        <source>Orc Bowmen</source>
        <translation>Orc Bowmen</translation>
    </message>
    <message>
        <source>Orc Butchery</source>
        <translation>Orc Butchery</translation>
    </message>
    <message>
        <source>Orc Chieftain</source>
        <translation>Orc Chieftain</translation>
    </message>
    <message>
        <source>Orc Hunters</source>
        <translation>Orc Hunters</translation>
    </message>
    <message>
        <source>Orc Inquisitor</source>
        <translation>Orc Inquisitor</translation>
    </message>
    <message>
        <source>Orc Scimitar</source>
        <translation>Orc Scimitar</translation>
    </message>
    <message>
        <source>Orc Scouting Band</source>
        <translation>Orc Scouting Band</translation>
    </message>
    <message>
        <source>Orc Soldier</source>
        <translation>Orc Soldier</translation>
    </message>
    <message>
        <source>Orc War Band</source>
        <translation>Orc War Band</translation>
    </message>
    <message>
        <source>Orophin</source>
        <translation>Orophin</translation>
    </message>
    <message>
        <source>Orthanc Assassin</source>
        <translation>Orthanc Assassin</translation>
    </message>
    <message>
        <source>Ottar</source>
        <translation>Ottar</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parry</translation>
    </message>
    <message>
        <source>Pass of Caradhras</source>
        <translation>Pass of Caradhras</translation>
    </message>
    <message>
        <source>Pathfinder</source>
        <translation>Pathfinder</translation>
    </message>
    <message>
        <source>Paths Seldom Trodden</source>
        <translation>Paths Seldom Trodden</translation>
    </message>
    <message>
        <source>Pillars of the Kings</source>
        <translation>Pillars of the Kings</translation>
    </message>
    <message>
        <source>Pinned Down</source>
        <translation>Pinned Down</translation>
    </message>
    <message>
        <source>Pippin</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Pippin</translation>
    </message>
    <message>
        <source>Plundered Armories</source>
        <translation>Plundered Armories</translation>
    </message>
    <message>
        <source>Power According to His Stature</source>
        <translation>Power According to His Stature</translation>
    </message>
    <message>
        <source>Prancing Pony Proprietor</source>
        <translation>Prancing Pony Proprietor</translation>
    </message>
    <message>
        <source>Prince of Mirkwood</source>
        <translation>Prince of Mirkwood</translation>
    </message>
    <message>
        <source>Pursuit Just Behind</source>
        <translation>Pursuit Just Behind</translation>
    </message>
    <message>
        <source>Questions That Need Answering</source>
        <translation>Questions That Need Answering</translation>
    </message>
    <message>
        <source>Ranger of the North</source>
        <translation>Ranger of the North</translation>
    </message>
    <message>
        <source>Ranger&apos;s Sword</source>
        <translation>Ranger&apos;s Sword</translation>
    </message>
    <message>
        <source>Relentless</source>
        <translation>Relentless</translation>
    </message>
    <message>
        <source>Relentless Charge</source>
        <translation>Relentless Charge</translation>
    </message>
    <message>
        <source>Relics of Moria</source>
        <translation>Relics of Moria</translation>
    </message>
    <message>
        <source>Retired Adventurer</source>
        <translation>Retired Adventurer</translation>
    </message>
    <message>
        <source>Return to Its Master</source>
        <translation>Return to Its Master</translation>
    </message>
    <message>
        <source>Risk a Little Light</source>
        <translation>Risk a Little Light</translation>
    </message>
    <message>
        <source>Rivendell Terrace</source>
        <translation>Rivendell Terrace</translation>
    </message>
    <message>
        <source>Rivendell Valley</source>
        <translation>Rivendell Valley</translation>
    </message>
    <message>
        <source>Rivendell Waterfall</source>
        <translation>Rivendell Waterfall</translation>
    </message>
    <message>
        <source>Rosie Cotton</source>
        <translation>Rosie Cotton</translation>
    </message>
    <message>
        <source>Rúmil</source>
        <translation>Rúmil</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Sam</translation>
    </message>
    <message>
        <source>Sam&apos;s Father</source>
        <translation>Sam&apos;s Father</translation>
    </message>
    <message>
        <source>Saruman&apos;s Ambition</source>
        <translation>Saruman&apos;s Ambition</translation>
    </message>
    <message>
        <source>Saruman&apos;s Chill</source>
        <translation>Saruman&apos;s Chill</translation>
    </message>
    <message>
        <source>Saruman&apos;s Frost</source>
        <translation>Saruman&apos;s Frost</translation>
    </message>
    <message>
        <source>Saruman&apos;s Power</source>
        <translation>Saruman&apos;s Power</translation>
    </message>
    <message>
        <source>Saruman&apos;s Reach</source>
        <translation>Saruman&apos;s Reach</translation>
    </message>
    <message>
        <source>Saruman&apos;s Snows</source>
        <translation>Saruman&apos;s Snows</translation>
    </message>
    <message>
        <source>Sauron&apos;s Defenses</source>
        <translation>Sauron&apos;s Defenses</translation>
    </message>
    <message>
        <source>Savagery to Match Their Numbers</source>
        <translation>Savagery to Match Their Numbers</translation>
    </message>
    <message>
        <source>Scourge of the Black Pit</source>
        <translation>Scourge of the Black Pit</translation>
    </message>
    <message>
        <source>Seeking It Always</source>
        <translation>Seeking It Always</translation>
    </message>
    <message>
        <source>Seeking Its Master</source>
        <translation>Seeking Its Master</translation>
    </message>
    <message>
        <source>Servant of Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Servant of Isengard</translation>
    </message>
    <message>
        <source>Servant of the Secret Fire</source>
        <translation>Servant of the Secret Fire</translation>
    </message>
    <message>
        <source>Shadow&apos;s Reach</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow&apos;s Reach</translation>
    </message>
    <message>
        <source>Shire Lookout Point</source>
        <translation>Shire Lookout Point</translation>
    </message>
    <message>
        <source>Shores of Nen Hithoel</source>
        <translation>Shores of Nen Hithoel</translation>
    </message>
    <message>
        <source>Shoulder to Shoulder</source>
        <translation>Shoulder to Shoulder</translation>
    </message>
    <message>
        <source>Silinde</source>
        <translation>Silinde</translation>
    </message>
    <message>
        <source>Silverlode Banks</source>
        <extracomment>Silverlode: Russian «Серебрянка» as the published translation, Ukrainian «Келебрант» as the War of the Ring book (seed 003); the card&apos;s name is ours</extracomment>
        <translation>Silverlode Banks</translation>
    </message>
    <message>
        <source>Sleep, Caradhras</source>
        <translation>Sleep, Caradhras</translation>
    </message>
    <message>
        <source>Slopes of Amon Hen</source>
        <extracomment>«Амон-Хен» is seed 002&apos;s; the card&apos;s name is ours</extracomment>
        <translation>Slopes of Amon Hen</translation>
    </message>
    <message>
        <source>Son of Denethor</source>
        <translation>Son of Denethor</translation>
    </message>
    <message>
        <source>Son of Drogo</source>
        <translation>Son of Drogo</translation>
    </message>
    <message>
        <source>Son of Glóin</source>
        <translation>Son of Glóin</translation>
    </message>
    <message>
        <source>Son of Hamfast</source>
        <translation>Son of Hamfast</translation>
    </message>
    <message>
        <source>Songs of the Blessed Realm</source>
        <translation>Songs of the Blessed Realm</translation>
    </message>
    <message>
        <source>Sorry About Everything</source>
        <translation>Sorry About Everything</translation>
    </message>
    <message>
        <source>Spies of Saruman</source>
        <translation>Spies of Saruman</translation>
    </message>
    <message>
        <source>Stairs of Khazad-dûm</source>
        <translation>Stairs of Khazad-dûm</translation>
    </message>
    <message>
        <source>Stand Against Darkness</source>
        <translation>Stand Against Darkness</translation>
    </message>
    <message>
        <source>Still Draws Breath</source>
        <translation>Still Draws Breath</translation>
    </message>
    <message>
        <source>Sting</source>
        <translation>Sting</translation>
    </message>
    <message>
        <source>Stone Trolls</source>
        <translation>Stone Trolls</translation>
    </message>
    <message>
        <source>Stout and Sturdy</source>
        <translation>Stout and Sturdy</translation>
    </message>
    <message>
        <source>Strength Born of Fear</source>
        <translation>Strength Born of Fear</translation>
    </message>
    <message>
        <source>Strength of Kings</source>
        <translation>Strength of Kings</translation>
    </message>
    <message>
        <source>Strength of Spirit</source>
        <translation>Strength of Spirit</translation>
    </message>
    <message>
        <source>Summit of Amon Hen</source>
        <translation>Summit of Amon Hen</translation>
    </message>
    <message>
        <source>Support of the Last Homely House</source>
        <translation>Support of the Last Homely House</translation>
    </message>
    <message>
        <source>Swan-ship of the Galadhrim</source>
        <translation>Swan-ship of the Galadhrim</translation>
    </message>
    <message>
        <source>Sword of Minas Morgul</source>
        <translation>Sword of Minas Morgul</translation>
    </message>
    <message>
        <source>Swordarm of the White Tower</source>
        <translation>Swordarm of the White Tower</translation>
    </message>
    <message>
        <source>Swordsman of the Northern Kingdom</source>
        <translation>Swordsman of the Northern Kingdom</translation>
    </message>
    <message>
        <source>The Bridge of Khazad-dûm</source>
        <extracomment>«Казад-Дум» is seed 000&apos;s; the card&apos;s name is ours</extracomment>
        <translation>The Bridge of Khazad-dûm</translation>
    </message>
    <message>
        <source>The Choice of Lúthien</source>
        <translation>The Choice of Lúthien</translation>
    </message>
    <message>
        <source>The Council of Elrond</source>
        <extracomment>the TCG&apos;s book writes «Эльронд»; the card game&apos;s book (seed 000) «Элронд»</extracomment>
        <translation>The Council of Elrond</translation>
    </message>
    <message>
        <source>The Dark Lord&apos;s Summons</source>
        <translation>The Dark Lord&apos;s Summons</translation>
    </message>
    <message>
        <source>The End Comes</source>
        <translation>The End Comes</translation>
    </message>
    <message>
        <source>The Gaffer</source>
        <translation>The Gaffer</translation>
    </message>
    <message>
        <source>The Gaffer&apos;s Pipe</source>
        <translation>The Gaffer&apos;s Pipe</translation>
    </message>
    <message>
        <source>The Grey Wizard</source>
        <translation>The Grey Wizard</translation>
    </message>
    <message>
        <source>The Irresistible Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Irresistible Shadow</translation>
    </message>
    <message>
        <source>The Last Alliance of Elves and Men</source>
        <translation>The Last Alliance of Elves and Men</translation>
    </message>
    <message>
        <source>The Long Dark</source>
        <translation>The Long Dark</translation>
    </message>
    <message>
        <source>The Master&apos;s Will</source>
        <translation>The Master&apos;s Will</translation>
    </message>
    <message>
        <source>The Mirror of Galadriel</source>
        <translation>The Mirror of Galadriel</translation>
    </message>
    <message>
        <source>The Misadventure of Mr. Underhill</source>
        <translation>The Misadventure of Mr. Underhill</translation>
    </message>
    <message>
        <source>The Nine Servants of Sauron</source>
        <translation>The Nine Servants of Sauron</translation>
    </message>
    <message>
        <source>The Nine Walkers</source>
        <translation>The Nine Walkers</translation>
    </message>
    <message>
        <source>The Number Must Be Few</source>
        <translation>The Number Must Be Few</translation>
    </message>
    <message>
        <source>The One Ring</source>
        <translation>The One Ring</translation>
    </message>
    <message>
        <source>The Pale Blade</source>
        <translation>The Pale Blade</translation>
    </message>
    <message>
        <source>The Prancing Pony</source>
        <translation>The Prancing Pony</translation>
    </message>
    <message>
        <source>The Ring&apos;s Oppression</source>
        <translation>The Ring&apos;s Oppression</translation>
    </message>
    <message>
        <source>The Ruling Ring</source>
        <translation>The Ruling Ring</translation>
    </message>
    <message>
        <source>The Saga of Elendil</source>
        <translation>The Saga of Elendil</translation>
    </message>
    <message>
        <source>The Seen and the Unseen</source>
        <translation>The Seen and the Unseen</translation>
    </message>
    <message>
        <source>The Splendor of Their Banners</source>
        <translation>The Splendor of Their Banners</translation>
    </message>
    <message>
        <source>The Tale of Gil-galad</source>
        <translation>The Tale of Gil-galad</translation>
    </message>
    <message>
        <source>The Twilight World</source>
        <translation>The Twilight World</translation>
    </message>
    <message>
        <source>The Underdeeps of Moria</source>
        <translation>The Underdeeps of Moria</translation>
    </message>
    <message>
        <source>The Weight of a Legacy</source>
        <translation>The Weight of a Legacy</translation>
    </message>
    <message>
        <source>The White Arrows of Lórien</source>
        <translation>The White Arrows of Lórien</translation>
    </message>
    <message>
        <source>The Witch-king</source>
        <translation>The Witch-king</translation>
    </message>
    <message>
        <source>Their Arrows Enrage</source>
        <translation>Their Arrows Enrage</translation>
    </message>
    <message>
        <source>Their Halls of Stone</source>
        <translation>Their Halls of Stone</translation>
    </message>
    <message>
        <source>Their Power Is in Terror</source>
        <translation>Their Power Is in Terror</translation>
    </message>
    <message>
        <source>There and Back Again</source>
        <translation>There and Back Again</translation>
    </message>
    <message>
        <source>They Are Coming</source>
        <translation>They Are Coming</translation>
    </message>
    <message>
        <source>Thin and Stretched</source>
        <translation>Thin and Stretched</translation>
    </message>
    <message>
        <source>Thrarin</source>
        <translation>Thrarin</translation>
    </message>
    <message>
        <source>Threat of the Unknown</source>
        <translation>Threat of the Unknown</translation>
    </message>
    <message>
        <source>Threshold of Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Threshold of Shadow</translation>
    </message>
    <message>
        <source>Through the Misty Mountains</source>
        <translation>Through the Misty Mountains</translation>
    </message>
    <message>
        <source>Thrór&apos;s Map</source>
        <translation>Thrór&apos;s Map</translation>
    </message>
    <message>
        <source>Tol Brandir</source>
        <translation>Tol Brandir</translation>
    </message>
    <message>
        <source>Tower Lieutenant</source>
        <translation>Tower Lieutenant</translation>
    </message>
    <message>
        <source>Traitor&apos;s Voice</source>
        <translation>Traitor&apos;s Voice</translation>
    </message>
    <message>
        <source>Treachery Deeper Than You Know</source>
        <translation>Treachery Deeper Than You Know</translation>
    </message>
    <message>
        <source>Troll&apos;s Keyward</source>
        <translation>Troll&apos;s Keyward</translation>
    </message>
    <message>
        <source>Trollshaw Forest</source>
        <translation>Trollshaw Forest</translation>
    </message>
    <message>
        <source>Troop of Uruk-hai</source>
        <translation>Troop of Uruk-hai</translation>
    </message>
    <message>
        <source>Under the Watching Eye</source>
        <translation>Under the Watching Eye</translation>
    </message>
    <message>
        <source>Unfamiliar Territory</source>
        <translation>Unfamiliar Territory</translation>
    </message>
    <message>
        <source>Uruk Bloodlust</source>
        <translation>Uruk Bloodlust</translation>
    </message>
    <message>
        <source>Uruk Brood</source>
        <translation>Uruk Brood</translation>
    </message>
    <message>
        <source>Uruk Fighter</source>
        <translation>Uruk Fighter</translation>
    </message>
    <message>
        <source>Uruk Guard</source>
        <translation>Uruk Guard</translation>
    </message>
    <message>
        <source>Uruk Lieutenant</source>
        <translation>Uruk Lieutenant</translation>
    </message>
    <message>
        <source>Uruk Messenger</source>
        <translation>Uruk Messenger</translation>
    </message>
    <message>
        <source>Uruk Rager</source>
        <translation>Uruk Rager</translation>
    </message>
    <message>
        <source>Uruk Savage</source>
        <translation>Uruk Savage</translation>
    </message>
    <message>
        <source>Uruk Shaman</source>
        <translation>Uruk Shaman</translation>
    </message>
    <message>
        <source>Uruk Slayer</source>
        <translation>Uruk Slayer</translation>
    </message>
    <message>
        <source>Uruk Soldier</source>
        <translation>Uruk Soldier</translation>
    </message>
    <message>
        <source>Uruk Spy</source>
        <translation>Uruk Spy</translation>
    </message>
    <message>
        <source>Uruk Warrior</source>
        <translation>Uruk Warrior</translation>
    </message>
    <message>
        <source>Uruk-hai Armory</source>
        <translation>Uruk-hai Armory</translation>
    </message>
    <message>
        <source>Uruk-hai Raiding Party</source>
        <translation>Uruk-hai Raiding Party</translation>
    </message>
    <message>
        <source>Uruk-hai Rampage</source>
        <translation>Uruk-hai Rampage</translation>
    </message>
    <message>
        <source>Uruk-hai Sword</source>
        <translation>Uruk-hai Sword</translation>
    </message>
    <message>
        <source>Uruviel</source>
        <translation>Uruviel</translation>
    </message>
    <message>
        <source>Valiant Man of the West</source>
        <translation>Valiant Man of the West</translation>
    </message>
    <message>
        <source>Wariness</source>
        <translation>Wariness</translation>
    </message>
    <message>
        <source>Wealth of Moria</source>
        <translation>Wealth of Moria</translation>
    </message>
    <message>
        <source>Weatherhills</source>
        <translation>Weatherhills</translation>
    </message>
    <message>
        <source>Weathertop</source>
        <translation>Weathertop</translation>
    </message>
    <message>
        <source>Westfarthing</source>
        <translation>Westfarthing</translation>
    </message>
    <message>
        <source>What Are They?</source>
        <translation>What Are They?</translation>
    </message>
    <message>
        <source>What Is This New Devilry?</source>
        <translation>What Is This New Devilry?</translation>
    </message>
    <message>
        <source>Worry</source>
        <translation>Worry</translation>
    </message>
    <message>
        <source>Wreathed in Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Wreathed in Shadow</translation>
    </message>
    <message>
        <source>You Bring Great Evil</source>
        <translation>You Bring Great Evil</translation>
    </message>
    <message>
        <source>Úlairë Attëa</source>
        <translation>Úlairë Attëa</translation>
    </message>
    <message>
        <source>Úlairë Cantëa</source>
        <translation>Úlairë Cantëa</translation>
    </message>
    <message>
        <source>Úlairë Enquëa</source>
        <translation>Úlairë Enquëa</translation>
    </message>
    <message>
        <source>Úlairë Lemenya</source>
        <translation>Úlairë Lemenya</translation>
    </message>
    <message>
        <source>Úlairë Nelya</source>
        <translation>Úlairë Nelya</translation>
    </message>
    <message>
        <source>Úlairë Nertëa</source>
        <translation>Úlairë Nertëa</translation>
    </message>
    <message>
        <source>Úlairë Otsëa</source>
        <translation>Úlairë Otsëa</translation>
    </message>
    <message>
        <source>Úlairë Toldëa</source>
        <translation>Úlairë Toldëa</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.card_text</name>
    <message>
        <source>A Dwarf may bear it (+2 strength). Each time a minion loses a skirmish to its bearer, that minion&apos;s owner discards the top card of his draw deck.</source>
        <translation>A Dwarf may bear it (+2 strength). Each time a minion loses a skirmish to its bearer, that minion&apos;s owner discards the top card of his draw deck.</translation>
    </message>
    <message>
        <source>A Dwarf may bear it. Its bearer is overwhelmed only by triple strength.</source>
        <translation>A Dwarf may bear it. Its bearer is overwhelmed only by triple strength.</translation>
    </message>
    <message>
        <source>A Dwarf may bear it. When you play it, heal its bearer up to twice. At the start of each of your turns, exert its bearer.</source>
        <translation>A Dwarf may bear it. When you play it, heal its bearer up to twice. At the start of each of your turns, exert its bearer.</translation>
    </message>
    <message>
        <source>A Gondor Man may bear it. Fellowship: discard it to heal a companion, or to discard a Shadow condition from a companion.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>A Gondor Man may bear it. Fellowship: discard it to heal a companion, or to discard a Shadow condition from a companion.</translation>
    </message>
    <message>
        <source>A Hobbit may bear it (+2 strength).</source>
        <translation>A Hobbit may bear it (+2 strength).</translation>
    </message>
    <message>
        <source>A Hobbit may bear it. Fellowship: discard a pipeweed possession and spot X pipes to remove X twilight.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>A Hobbit may bear it. Fellowship: discard a pipeweed possession and spot X pipes to remove X twilight.</translation>
    </message>
    <message>
        <source>A Hobbit may bear it. Fellowship: discard a pipeweed possession and spot X pipes to shuffle X tales from your discard pile into your draw deck.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>A Hobbit may bear it. Fellowship: discard a pipeweed possession and spot X pipes to shuffle X tales from your discard pile into your draw deck.</translation>
    </message>
    <message>
        <source>A Man may bear it. Its bearer is overwhelmed only by triple strength.</source>
        <translation>A Man may bear it. Its bearer is overwhelmed only by triple strength.</translation>
    </message>
    <message>
        <source>A Man may bear it. Its bearer takes at most one wound in each skirmish phase.</source>
        <translation>A Man may bear it. Its bearer takes at most one wound in each skirmish phase.</translation>
    </message>
    <message>
        <source>A Man may bear it. The minion archery total is 1 lower.</source>
        <translation>A Man may bear it. The minion archery total is 1 lower.</translation>
    </message>
    <message>
        <source>A Moria Orc may bear it (+2 strength). When you play it, you may draw a card.</source>
        <translation>A Moria Orc may bear it (+2 strength). When you play it, you may draw a card.</translation>
    </message>
    <message>
        <source>A Moria Orc may bear it (+2 strength); its bearer is damage +1. Skirmish: exert the bearer to give him +2 strength.</source>
        <translation>A Moria Orc may bear it (+2 strength); its bearer is damage +1. Skirmish: exert the bearer to give him +2 strength.</translation>
    </message>
    <message>
        <source>A Moria minion may bear it (+2 strength). If its bearer kills a companion in a skirmish, add a burden (2 burdens if that companion was a Hobbit).</source>
        <translation>A Moria minion may bear it (+2 strength). If its bearer kills a companion in a skirmish, add a burden (2 burdens if that companion was a Hobbit).</translation>
    </message>
    <message>
        <source>A ranger may bear it, one to a ranger. Each site&apos;s Shadow number is 1 lower.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the TCG&apos;s book: «сумеречное число» (Shadow number)</extracomment>
        <translation>A ranger may bear it, one to a ranger. Each site&apos;s Shadow number is 1 lower.</translation>
    </message>
    <message>
        <source>An Elf may bear it (+2 strength); played on Arwen, it costs 2 less twilight. At a plains site its bearer has +2 more strength. Discard it at an underground site.</source>
        <translation>An Elf may bear it (+2 strength); played on Arwen, it costs 2 less twilight. At a plains site its bearer has +2 more strength. Discard it at an underground site.</translation>
    </message>
    <message>
        <source>An Elf may bear it. Its bearer is an archer.</source>
        <translation>An Elf may bear it. Its bearer is an archer.</translation>
    </message>
    <message>
        <source>An Uruk-hai may bear it (+2 strength). Each time its bearer wins a skirmish, the Free Peoples player discards the top card of his draw deck.</source>
        <translation>An Uruk-hai may bear it (+2 strength). Each time its bearer wins a skirmish, the Free Peoples player discards the top card of his draw deck.</translation>
    </message>
    <message>
        <source>Aragorn may bear it (+2 strength). He is damage +1.</source>
        <translation>Aragorn may bear it (+2 strength). He is damage +1.</translation>
    </message>
    <message>
        <source>Aragorn may bear it. He is an archer. Archery: exert Aragorn to wound a minion; he then does not add to the fellowship archery total.</source>
        <translation>Aragorn may bear it. He is an archer. Archery: exert Aragorn to wound a minion; he then does not add to the fellowship archery total.</translation>
    </message>
    <message>
        <source>Archer.</source>
        <translation>Archer.</translation>
    </message>
    <message>
        <source>Archer. Archery: exert Legolas to wound a minion. Legolas does not add to the fellowship archery total.</source>
        <translation>Archer. Archery: exert Legolas to wound a minion. Legolas does not add to the fellowship archery total.</translation>
    </message>
    <message>
        <source>Archer. Archery: exert Orophin to wound an Uruk-hai.</source>
        <translation>Archer. Archery: exert Orophin to wound an Uruk-hai.</translation>
    </message>
    <message>
        <source>Archer. Archery: exert Rúmil to wound an Orc.</source>
        <translation>Archer. Archery: exert Rúmil to wound an Orc.</translation>
    </message>
    <message>
        <source>Archer. Damage +1.</source>
        <translation>Archer. Damage +1.</translation>
    </message>
    <message>
        <source>Archer. Damage +1. Maneuver: spot another Uruk-hai to make Lurtz fierce until the regroup phase.</source>
        <extracomment>the TCG&apos;s book: «Луриц»</extracomment>
        <translation>Archer. Damage +1. Maneuver: spot another Uruk-hai to make Lurtz fierce until the regroup phase.</translation>
    </message>
    <message>
        <source>Archer. While skirmishing a Nazgûl, Legolas has +3 strength.</source>
        <translation>Archer. While skirmishing a Nazgûl, Legolas has +3 strength.</translation>
    </message>
    <message>
        <source>Archer. While you can spot another Moria Orc, the fellowship archery total is 6 lower.</source>
        <translation>Archer. While you can spot another Moria Orc, the fellowship archery total is 6 lower.</translation>
    </message>
    <message>
        <source>Archery: spot a Moria archer to wound an Elf.</source>
        <translation>Archery: spot a Moria archer to wound an Elf.</translation>
    </message>
    <message>
        <source>Archery: spot an Elf archer companion to make the fellowship archery total +1.</source>
        <translation>Archery: spot an Elf archer companion to make the fellowship archery total +1.</translation>
    </message>
    <message>
        <source>Archery: spot an Elf companion to make the minion archery total -1.</source>
        <translation>Archery: spot an Elf companion to make the minion archery total -1.</translation>
    </message>
    <message>
        <source>Arwen may bear it (+2 strength). She is damage +1. Skirmish: exert Arwen or discard 2 cards from your hand to give her +1 strength.</source>
        <translation>Arwen may bear it (+2 strength). She is damage +1. Skirmish: exert Arwen or discard 2 cards from your hand to give her +1 strength.</translation>
    </message>
    <message>
        <source>Assignment: assign an exhausted companion who is not the Ring-bearer to skirmish a Moria Orc.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Assignment: assign an exhausted companion who is not the Ring-bearer to skirmish a Moria Orc.</translation>
    </message>
    <message>
        <source>Assignment: spot 5 Moria minions to make the Free Peoples player assign the Ring-bearer to a skirmish.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Assignment: spot 5 Moria minions to make the Free Peoples player assign the Ring-bearer to a skirmish.</translation>
    </message>
    <message>
        <source>At the start of each of your turns, heal every ally whose home is site 6. Fellowship: exert Galadriel to play an Elf from your hand for free.</source>
        <translation>At the start of each of your turns, heal every ally whose home is site 6. Fellowship: exert Galadriel to play an Elf from your hand for free.</translation>
    </message>
    <message>
        <source>At the start of each of your turns, heal this ally. Fellowship: exert this ally to heal another Hobbit ally whose home is site 1.</source>
        <translation>At the start of each of your turns, heal this ally. Fellowship: exert this ally to heal another Hobbit ally whose home is site 1.</translation>
    </message>
    <message>
        <source>Bearer must be Boromir. Maneuver: exert Boromir to discard a weather condition.</source>
        <translation>Bearer must be Boromir. Maneuver: exert Boromir to discard a weather condition.</translation>
    </message>
    <message>
        <source>Bearer must be The Witch-king. He is damage +1. Response: when The Witch-king wins a skirmish, you may exert him to discard a Free Peoples condition.</source>
        <translation>Bearer must be The Witch-king. He is damage +1. Response: when The Witch-king wins a skirmish, you may exert him to discard a Free Peoples condition.</translation>
    </message>
    <message>
        <source>Bearer must be a Gondor companion. Fellowship: discard a pipeweed possession and spot X pipes to heal X companions.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Bearer must be a Gondor companion. Fellowship: discard a pipeweed possession and spot X pipes to heal X companions.</translation>
    </message>
    <message>
        <source>Bearer must be a Nazgûl. He may bear it beside one other hand weapon. Skirmish: discard this possession to transfer Blade Tip from your support area or discard pile to a companion bearer is skirmishing.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Bearer must be a Nazgûl. He may bear it beside one other hand weapon. Skirmish: discard this possession to transfer Blade Tip from your support area or discard pile to a companion bearer is skirmishing.</translation>
    </message>
    <message>
        <source>Bearer must be a Nazgûl. While at a plains site, bearer is strength +2. Discard this possession when at an underground site.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Bearer must be a Nazgûl. While at a plains site, bearer is strength +2. Discard this possession when at an underground site.</translation>
    </message>
    <message>
        <source>Bearer must be a Nazgûl. While you can spot 3 burdens, bearer is damage +1.</source>
        <translation>Bearer must be a Nazgûl. While you can spot 3 burdens, bearer is damage +1.</translation>
    </message>
    <message>
        <source>Bearer must be a Sauron Orc. Skirmish: remove 1 twilight to make bearer strength +1 (no more than +3 in all).</source>
        <translation>Bearer must be a Sauron Orc. Skirmish: remove 1 twilight to make bearer strength +1 (no more than +3 in all).</translation>
    </message>
    <message>
        <source>Bearer must be Úlairë Lemenya. He is damage +1. Skirmish: exert Úlairë Lemenya to discard a possession borne by a character he is skirmishing.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Bearer must be Úlairë Lemenya. He is damage +1. Skirmish: exert Úlairë Lemenya to discard a possession borne by a character he is skirmishing.</translation>
    </message>
    <message>
        <source>Boromir may bear it (+2 strength). He is damage +1. Skirmish: exert Boromir to wound an Orc or Uruk-hai he is skirmishing.</source>
        <translation>Boromir may bear it (+2 strength). He is damage +1. Skirmish: exert Boromir to wound an Orc or Uruk-hai he is skirmishing.</translation>
    </message>
    <message>
        <source>Cave Troll of Moria costs 2 less twilight.</source>
        <translation>Cave Troll of Moria costs 2 less twilight.</translation>
    </message>
    <message>
        <source>Companions cost 2 more twilight to play here.</source>
        <translation>Companions cost 2 more twilight to play here.</translation>
    </message>
    <message>
        <source>Damage +1.</source>
        <translation>Damage +1.</translation>
    </message>
    <message>
        <source>Damage +1. A character skirmishing this minion gains no strength from weapons.</source>
        <translation>Damage +1. A character skirmishing this minion gains no strength from weapons.</translation>
    </message>
    <message>
        <source>Damage +1. Assignment: exert this minion and spot a companion: the Free Peoples player may not assign that companion to this minion.</source>
        <translation>Damage +1. Assignment: exert this minion and spot a companion: the Free Peoples player may not assign that companion to this minion.</translation>
    </message>
    <message>
        <source>Damage +1. Each time this minion wins a skirmish, the Free Peoples player discards the top 2 cards of his draw deck.</source>
        <translation>Damage +1. Each time this minion wins a skirmish, the Free Peoples player discards the top 2 cards of his draw deck.</translation>
    </message>
    <message>
        <source>Damage +1. Fellowship: if the twilight pool holds fewer than 2 tokens, add 2 twilight to put a card from your hand beneath your draw deck.</source>
        <translation>Damage +1. Fellowship: if the twilight pool holds fewer than 2 tokens, add 2 twilight to put a card from your hand beneath your draw deck.</translation>
    </message>
    <message>
        <source>Damage +1. Fierce. To play, spot a Moria Orc. At an underground site, this minion costs 3 less twilight.</source>
        <translation>Damage +1. Fierce. To play, spot a Moria Orc. At an underground site, this minion costs 3 less twilight.</translation>
    </message>
    <message>
        <source>Damage +1. Maneuver: remove 2 twilight to heal an Uruk-hai.</source>
        <translation>Damage +1. Maneuver: remove 2 twilight to heal an Uruk-hai.</translation>
    </message>
    <message>
        <source>Damage +1. Maneuver: spot 5 companions to make this minion fierce until the regroup phase.</source>
        <translation>Damage +1. Maneuver: spot 5 companions to make this minion fierce until the regroup phase.</translation>
    </message>
    <message>
        <source>Damage +1. Maneuver: spot 6 companions to make this minion fierce until the regroup phase.</source>
        <translation>Damage +1. Maneuver: spot 6 companions to make this minion fierce until the regroup phase.</translation>
    </message>
    <message>
        <source>Damage +1. Skirmish: exert Gimli to give him +2 strength.</source>
        <translation>Damage +1. Skirmish: exert Gimli to give him +2 strength.</translation>
    </message>
    <message>
        <source>Damage +1. Skirmish: remove 1 twilight to give this minion +1 strength (at most +3 in a phase).</source>
        <translation>Damage +1. Skirmish: remove 1 twilight to give this minion +1 strength (at most +3 in a phase).</translation>
    </message>
    <message>
        <source>Damage +1. Skirmish: remove 2 twilight to give this minion +1 strength for each other Uruk-hai you spot.</source>
        <translation>Damage +1. Skirmish: remove 2 twilight to give this minion +1 strength for each other Uruk-hai you spot.</translation>
    </message>
    <message>
        <source>Damage +1. Strength +1 for each other Uruk-hai you can spot.</source>
        <translation>Damage +1. Strength +1 for each other Uruk-hai you can spot.</translation>
    </message>
    <message>
        <source>Damage +1. Strength +3 while you can spot a weather condition.</source>
        <translation>Damage +1. Strength +3 while you can spot a weather condition.</translation>
    </message>
    <message>
        <source>Damage +1. When you play this minion, you may make the Free Peoples player discard the top card of his draw deck.</source>
        <translation>Damage +1. When you play this minion, you may make the Free Peoples player discard the top card of his draw deck.</translation>
    </message>
    <message>
        <source>Damage +2 while in the same skirmish as another Moria Orc.</source>
        <translation>Damage +2 while in the same skirmish as another Moria Orc.</translation>
    </message>
    <message>
        <source>Each Nazgûl at Weathertop is fierce.</source>
        <translation>Each Nazgûl at Weathertop is fierce.</translation>
    </message>
    <message>
        <source>Each Nazgûl&apos;s twilight cost is -1.</source>
        <translation>Each Nazgûl&apos;s twilight cost is -1.</translation>
    </message>
    <message>
        <source>Each companion or ally bearing a Ringwraith condition is strength -2.</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>Each companion or ally bearing a Ringwraith condition is strength -2.</translation>
    </message>
    <message>
        <source>Each time this minion wins a skirmish, the Free Peoples player discards 2 cards at random from his hand.</source>
        <translation>Each time this minion wins a skirmish, the Free Peoples player discards 2 cards at random from his hand.</translation>
    </message>
    <message>
        <source>Each time you play a weapon on this minion, add 2 twilight (once each turn).</source>
        <translation>Each time you play a weapon on this minion, add 2 twilight (once each turn).</translation>
    </message>
    <message>
        <source>Fellowship or Regroup: spot a ranger to play the fellowship&apos;s next site from your adventure deck, replacing an opponent&apos;s site if there is one.</source>
        <translation>Fellowship or Regroup: spot a ranger to play the fellowship&apos;s next site from your adventure deck, replacing an opponent&apos;s site if there is one.</translation>
    </message>
    <message>
        <source>Fellowship: add X twilight to heal a Hobbit companion X times.</source>
        <translation>Fellowship: add X twilight to heal a Hobbit companion X times.</translation>
    </message>
    <message>
        <source>Fellowship: add a burden to play Aragorn from your draw deck.</source>
        <translation>Fellowship: add a burden to play Aragorn from your draw deck.</translation>
    </message>
    <message>
        <source>Fellowship: exert 2 Elves to discard a condition.</source>
        <translation>Fellowship: exert 2 Elves to discard a condition.</translation>
    </message>
    <message>
        <source>Fellowship: exert Barliman Butterbur to take a Gandalf event from your discard pile into your hand.</source>
        <translation>Fellowship: exert Barliman Butterbur to take a Gandalf event from your discard pile into your hand.</translation>
    </message>
    <message>
        <source>Fellowship: exert Bilbo to shuffle a Shire card from your discard pile into your draw deck.</source>
        <translation>Fellowship: exert Bilbo to shuffle a Shire card from your discard pile into your draw deck.</translation>
    </message>
    <message>
        <source>Fellowship: exert Celeborn to heal an Elven ally.</source>
        <translation>Fellowship: exert Celeborn to heal an Elven ally.</translation>
    </message>
    <message>
        <source>Fellowship: exert Farmer Maggot to heal Merry or Pippin.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок; Ukrainian: the War of the Ring book calls him Переґрін; the TCG&apos;s book: «земледелец Маггот»</extracomment>
        <translation>Fellowship: exert Farmer Maggot to heal Merry or Pippin.</translation>
    </message>
    <message>
        <source>Fellowship: exert Gandalf to play a companion with the Gandalf signet from your hand at 2 less twilight.</source>
        <translation>Fellowship: exert Gandalf to play a companion with the Gandalf signet from your hand at 2 less twilight.</translation>
    </message>
    <message>
        <source>Fellowship: exert Grimir to shuffle a Dwarven event from your discard pile into your draw deck.</source>
        <translation>Fellowship: exert Grimir to shuffle a Dwarven event from your discard pile into your draw deck.</translation>
    </message>
    <message>
        <source>Fellowship: exert Sam to remove a burden. Response: if Frodo dies, Sam becomes the Ring-bearer (resistance 5).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Fellowship: exert Sam to remove a burden. Response: if Frodo dies, Sam becomes the Ring-bearer (resistance 5).</translation>
    </message>
    <message>
        <source>Fellowship: exert The Gaffer to heal Frodo or Sam.</source>
        <translation>Fellowship: exert The Gaffer to heal Frodo or Sam.</translation>
    </message>
    <message>
        <source>Fellowship: exert X companions to remove X twilight.</source>
        <translation>Fellowship: exert X companions to remove X twilight.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Dwarf companion to draw 3 cards.</source>
        <translation>Fellowship: exert a Dwarf companion to draw 3 cards.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Dwarf to reveal the top 3 cards of any draw deck. You may discard one Shadow card revealed; put the rest back in any order.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Fellowship: exert a Dwarf to reveal the top 3 cards of any draw deck. You may discard one Shadow card revealed; put the rest back in any order.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit companion to remove a burden.</source>
        <translation>Fellowship: exert a Hobbit companion to remove a burden.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit to play Merry or Pippin from your draw deck.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок; Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Fellowship: exert a Hobbit to play Merry or Pippin from your draw deck.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit to play Sam from your draw deck.</source>
        <translation>Fellowship: exert a Hobbit to play Sam from your draw deck.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit to play The Gaffer from your draw deck.</source>
        <translation>Fellowship: exert a Hobbit to play The Gaffer from your draw deck.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit to play a companion or ally from your hand at 1 less twilight.</source>
        <translation>Fellowship: exert a Hobbit to play a companion or ally from your hand at 1 less twilight.</translation>
    </message>
    <message>
        <source>Fellowship: exert an Elf to reveal an opponent&apos;s hand. He discards a card from his hand for each Orc revealed.</source>
        <translation>Fellowship: exert an Elf to reveal an opponent&apos;s hand. He discards a card from his hand for each Orc revealed.</translation>
    </message>
    <message>
        <source>Fellowship: exert an Elf to reveal an opponent&apos;s hand. You may discard an Isengard minion revealed to draw 2 cards.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Fellowship: exert an Elf to reveal an opponent&apos;s hand. You may discard an Isengard minion revealed to draw 2 cards.</translation>
    </message>
    <message>
        <source>Fellowship: play Bill the Pony from your draw deck. Response: if Frodo dies, make Sam the Ring-bearer (resistance 5).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Fellowship: play Bill the Pony from your draw deck. Response: if Frodo dies, make Sam the Ring-bearer (resistance 5).</translation>
    </message>
    <message>
        <source>Fellowship: play a Gandalf character from your draw deck.</source>
        <translation>Fellowship: play a Gandalf character from your draw deck.</translation>
    </message>
    <message>
        <source>Fellowship: spot Gandalf to play Gandalf&apos;s Cart from your draw deck.</source>
        <translation>Fellowship: spot Gandalf to play Gandalf&apos;s Cart from your draw deck.</translation>
    </message>
    <message>
        <source>Fellowship: spot Gandalf, a Dwarf and an Elf to make the move limit 1 higher this turn.</source>
        <translation>Fellowship: spot Gandalf, a Dwarf and an Elf to make the move limit 1 higher this turn.</translation>
    </message>
    <message>
        <source>Fellowship: spot a Dwarf to reveal the top 3 cards of your draw deck. Take every Free Peoples card revealed into your hand and discard the rest.</source>
        <translation>Fellowship: spot a Dwarf to reveal the top 3 cards of your draw deck. Take every Free Peoples card revealed into your hand and discard the rest.</translation>
    </message>
    <message>
        <source>Fellowship: spot an Elf to play a tale from your draw deck.</source>
        <translation>Fellowship: spot an Elf to play a tale from your draw deck.</translation>
    </message>
    <message>
        <source>Fellowship: spot an Elf to remove a burden.</source>
        <translation>Fellowship: spot an Elf to remove a burden.</translation>
    </message>
    <message>
        <source>Fellowship: while the twilight pool holds fewer than 3 tokens, add 2 twilight to reveal the top 3 cards of your draw deck; take the Shire cards among them into your hand and discard the rest.</source>
        <translation>Fellowship: while the twilight pool holds fewer than 3 tokens, add 2 twilight to reveal the top 3 cards of your draw deck; take the Shire cards among them into your hand and discard the rest.</translation>
    </message>
    <message>
        <source>Fierce. Assignment: spot 4 burdens to assign a companion (except the Ring-bearer) to skirmish Úlairë Toldëa.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Fierce. Assignment: spot 4 burdens to assign a companion (except the Ring-bearer) to skirmish Úlairë Toldëa.</translation>
    </message>
    <message>
        <source>Fierce. Maneuver: spot 6 companions (or 5 burdens) and exert Úlairë Enquëa to wound a companion (except the Ring-bearer).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Fierce. Maneuver: spot 6 companions (or 5 burdens) and exert Úlairë Enquëa to wound a companion (except the Ring-bearer).</translation>
    </message>
    <message>
        <source>Fierce. Shadow: exert Úlairë Nelya and spot an opponent&apos;s site to replace it with your own site of the same number.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Fierce. Shadow: exert Úlairë Nelya and spot an opponent&apos;s site to replace it with your own site of the same number.</translation>
    </message>
    <message>
        <source>Fierce. Skirmish: exert Úlairë Cantëa to discard a weapon borne by a character he is skirmishing.</source>
        <translation>Fierce. Skirmish: exert Úlairë Cantëa to discard a weapon borne by a character he is skirmishing.</translation>
    </message>
    <message>
        <source>Fierce. Skirmish: remove 1 twilight to make Úlairë Attëa strength +1 (no more than +5 in all).</source>
        <translation>Fierce. Skirmish: remove 1 twilight to make Úlairë Attëa strength +1 (no more than +5 in all).</translation>
    </message>
    <message>
        <source>Fierce. The Witch-king is strength +2 for each other Nazgûl you can spot.</source>
        <translation>Fierce. The Witch-king is strength +2 for each other Nazgûl you can spot.</translation>
    </message>
    <message>
        <source>Forest. Each time the Free Peoples player plays a possession on his companion, he draws a card.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Forest. Each time the Free Peoples player plays a possession on his companion, he draws a card.</translation>
    </message>
    <message>
        <source>Forest. River. There is no archery phase here.</source>
        <translation>Forest. River. There is no archery phase here.</translation>
    </message>
    <message>
        <source>Forest. Sanctuary. Each ally whose home is site 6 is strength +3.</source>
        <translation>Forest. Sanctuary. Each ally whose home is site 6 is strength +3.</translation>
    </message>
    <message>
        <source>Forest. Sanctuary. While you can spot a ranger here, your move limit this turn is 1 higher.</source>
        <translation>Forest. Sanctuary. While you can spot a ranger here, your move limit this turn is 1 higher.</translation>
    </message>
    <message>
        <source>Forest. Stealth events cannot be played here.</source>
        <translation>Forest. Stealth events cannot be played here.</translation>
    </message>
    <message>
        <source>Frodo may bear it (+2 strength). Fellowship or Regroup: exert Frodo to reveal an opponent&apos;s hand and remove 1 twilight for each Orc in it (at most 4).</source>
        <translation>Frodo may bear it (+2 strength). Fellowship or Regroup: exert Frodo to reveal an opponent&apos;s hand and remove 1 twilight for each Orc in it (at most 4).</translation>
    </message>
    <message>
        <source>Gandalf has +1 strength for each of these races you can spot in the fellowship: Hobbit, Dwarf, Elf and Man.</source>
        <translation>Gandalf has +1 strength for each of these races you can spot in the fellowship: Hobbit, Dwarf, Elf and Man.</translation>
    </message>
    <message>
        <source>Gandalf may bear it (+2 strength); he has damage +1. Fellowship or Regroup: exert Gandalf to reveal an opponent&apos;s hand and remove 1 twilight for each Orc in it.</source>
        <translation>Gandalf may bear it (+2 strength); he has damage +1. Fellowship or Regroup: exert Gandalf to reveal an opponent&apos;s hand and remove 1 twilight for each Orc in it.</translation>
    </message>
    <message>
        <source>Gandalf may bear it. Fellowship: discard a pipeweed possession and spot X pipes to remove X burdens.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Gandalf may bear it. Fellowship: discard a pipeweed possession and spot X pipes to remove X burdens.</translation>
    </message>
    <message>
        <source>Gimli may bear it (+2 strength). He is damage +1. Each time Gimli wins a skirmish, you may wound an Orc.</source>
        <translation>Gimli may bear it (+2 strength). He is damage +1. Each time Gimli wins a skirmish, you may wound an Orc.</translation>
    </message>
    <message>
        <source>Gimli may bear it. He takes at most one wound in each skirmish phase. Skirmish: discard it to prevent every wound to Gimli for the rest of the phase.</source>
        <translation>Gimli may bear it. He takes at most one wound in each skirmish phase. Skirmish: discard it to prevent every wound to Gimli for the rest of the phase.</translation>
    </message>
    <message>
        <source>Hobbits cost 1 less twilight to play here.</source>
        <translation>Hobbits cost 1 less twilight to play here.</translation>
    </message>
    <message>
        <source>Isengard minions cost 1 less twilight to play.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Isengard minions cost 1 less twilight to play.</translation>
    </message>
    <message>
        <source>Its bearer has +1 strength and +1 vitality. Response: when the bearer is about to take a wound, he puts the Ring on until the regroup phase. While he wears it, each wound he would take becomes 2 burdens.</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>Its bearer has +1 strength and +1 vitality. Response: when the bearer is about to take a wound, he puts the Ring on until the regroup phase. While he wears it, each wound he would take becomes 2 burdens.</translation>
    </message>
    <message>
        <source>Its bearer has +1 strength. Response: when the bearer is about to take a wound in a skirmish, he puts the Ring on until the regroup phase. While he wears it, each wound he would take in a skirmish becomes a burden.</source>
        <translation>Its bearer has +1 strength. Response: when the bearer is about to take a wound in a skirmish, he puts the Ring on until the regroup phase. While he wears it, each wound he would take in a skirmish becomes a burden.</translation>
    </message>
    <message>
        <source>Legolas may bear it (+1 strength). Each time Legolas wins a skirmish, you may wound a minion.</source>
        <translation>Legolas may bear it (+1 strength). Each time Legolas wins a skirmish, you may wound a minion.</translation>
    </message>
    <message>
        <source>Maneuver or Skirmish: heal a Hobbit.</source>
        <translation>Maneuver or Skirmish: heal a Hobbit.</translation>
    </message>
    <message>
        <source>Maneuver: at a river or forest, exert a ranger to exhaust a minion.</source>
        <translation>Maneuver: at a river or forest, exert a ranger to exhaust a minion.</translation>
    </message>
    <message>
        <source>Maneuver: exert Aragorn to choose an ally; until the regroup phase it has +2 strength and takes part in archery fire and skirmishes.</source>
        <translation>Maneuver: exert Aragorn to choose an ally; until the regroup phase it has +2 strength and takes part in archery fire and skirmishes.</translation>
    </message>
    <message>
        <source>Maneuver: exert Thrarin to let him take part in archery fire and skirmishes until the regroup phase.</source>
        <translation>Maneuver: exert Thrarin to let him take part in archery fire and skirmishes until the regroup phase.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Dwarf to discard cards from the top of your draw deck until you choose to stop (at most 5). Add 1 twilight for each card discarded. Take the last card discarded into your hand.</source>
        <translation>Maneuver: exert a Dwarf to discard cards from the top of your draw deck until you choose to stop (at most 5). Add 1 twilight for each card discarded. Take the last card discarded into your hand.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Dwarf to wound 2 Orcs, or to wound one Orc twice.</source>
        <translation>Maneuver: exert a Dwarf to wound 2 Orcs, or to wound one Orc twice.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Nazgûl to discard a Free Peoples possession or condition. If you can spot none, discard an ally or a companion (except the Ring-bearer) instead.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Maneuver: exert a Nazgûl to discard a Free Peoples possession or condition. If you can spot none, discard an ally or a companion (except the Ring-bearer) instead.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Nazgûl to wound every ally.</source>
        <translation>Maneuver: exert a Nazgûl to wound every ally.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Nazgûl to wound every archer companion.</source>
        <translation>Maneuver: exert a Nazgûl to wound every archer companion.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Sauron Orc to wound a companion (except the Ring-bearer).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Maneuver: exert a Sauron Orc to wound a companion (except the Ring-bearer).</translation>
    </message>
    <message>
        <source>Maneuver: exert a ranger to give every roaming minion -3 strength until the regroup phase.</source>
        <translation>Maneuver: exert a ranger to give every roaming minion -3 strength until the regroup phase.</translation>
    </message>
    <message>
        <source>Maneuver: exert an Elf ally whose home is site 3. Until the regroup phase, that ally has +3 strength and takes part in archery fire and skirmishes.</source>
        <translation>Maneuver: exert an Elf ally whose home is site 3. Until the regroup phase, that ally has +3 strength and takes part in archery fire and skirmishes.</translation>
    </message>
    <message>
        <source>Maneuver: exert an Elf ally whose home is site 6. Until the regroup phase, that ally has +3 strength and takes part in archery fire and skirmishes.</source>
        <translation>Maneuver: exert an Elf ally whose home is site 6. Until the regroup phase, that ally has +3 strength and takes part in archery fire and skirmishes.</translation>
    </message>
    <message>
        <source>Maneuver: exert an Elf to discard a Sauron minion, a Sauron condition or a Sauron possession.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Maneuver: exert an Elf to discard a Sauron minion, a Sauron condition or a Sauron possession.</translation>
    </message>
    <message>
        <source>Maneuver: exert your minion to make it fierce until the regroup phase.</source>
        <translation>Maneuver: exert your minion to make it fierce until the regroup phase.</translation>
    </message>
    <message>
        <source>Maneuver: if the burdens and the companions in the dead pile number 12 or more, spot a Sauron Orc to corrupt the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Maneuver: if the burdens and the companions in the dead pile number 12 or more, spot a Sauron Orc to corrupt the Ring-bearer.</translation>
    </message>
    <message>
        <source>Maneuver: make Aragorn defender +1 until the regroup phase; until then he takes at most one wound in each skirmish phase.</source>
        <translation>Maneuver: make Aragorn defender +1 until the regroup phase; until then he takes at most one wound in each skirmish phase.</translation>
    </message>
    <message>
        <source>Maneuver: make a Gondor companion defender +1 until the regroup phase.</source>
        <translation>Maneuver: make a Gondor companion defender +1 until the regroup phase.</translation>
    </message>
    <message>
        <source>Maneuver: make an Uruk-hai fierce until the regroup phase.</source>
        <translation>Maneuver: make an Uruk-hai fierce until the regroup phase.</translation>
    </message>
    <message>
        <source>Maneuver: remove 3 twilight to exert a Hobbit (except the Ring-bearer).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Maneuver: remove 3 twilight to exert a Hobbit (except the Ring-bearer).</translation>
    </message>
    <message>
        <source>Maneuver: spot a Sauron Orc and remove a burden to make the Free Peoples player discard the top 5 cards of his draw deck.</source>
        <translation>Maneuver: spot a Sauron Orc and remove a burden to make the Free Peoples player discard the top 5 cards of his draw deck.</translation>
    </message>
    <message>
        <source>Maneuver: spot a ranger to discard a roaming minion.</source>
        <translation>Maneuver: spot a ranger to discard a roaming minion.</translation>
    </message>
    <message>
        <source>Maneuver: spot an Uruk-hai to cancel the strength bonus of a possession until the regroup phase.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Maneuver: spot an Uruk-hai to cancel the strength bonus of a possession until the regroup phase.</translation>
    </message>
    <message>
        <source>Marsh. When a fellowship arrives here, its Frodo must exert, or two of its other companions must.</source>
        <translation>Marsh. When a fellowship arrives here, its Frodo must exert, or two of its other companions must.</translation>
    </message>
    <message>
        <source>Marsh. When the fellowship arrives here, each Hobbit companion must exert.</source>
        <translation>Marsh. When the fellowship arrives here, each Hobbit companion must exert.</translation>
    </message>
    <message>
        <source>Morgul Warden is strength +1 for each other Sauron Orc you can spot.</source>
        <translation>Morgul Warden is strength +1 for each other Sauron Orc you can spot.</translation>
    </message>
    <message>
        <source>Mountain. Shadow: spot an Isengard minion to play a weather card from your draw deck (limit once per turn).</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Mountain. Shadow: spot an Isengard minion to play a weather card from your draw deck (limit once per turn).</translation>
    </message>
    <message>
        <source>Only Cave Troll of Moria may bear it (+3 strength). Cave Troll of Moria is damage +1.</source>
        <translation>Only Cave Troll of Moria may bear it (+3 strength). Cave Troll of Moria is damage +1.</translation>
    </message>
    <message>
        <source>Pipeweed. Plays to your support area. When you play it, you may discard up to 2 cards from your hand.</source>
        <translation>Pipeweed. Plays to your support area. When you play it, you may discard up to 2 cards from your hand.</translation>
    </message>
    <message>
        <source>Pipeweed. Plays to your support area. When you play it, you may draw a card.</source>
        <translation>Pipeweed. Plays to your support area. When you play it, you may draw a card.</translation>
    </message>
    <message>
        <source>Plains. Each time a minion is played, the Free Peoples player discards a card from his hand.</source>
        <translation>Plains. Each time a minion is played, the Free Peoples player discards a card from his hand.</translation>
    </message>
    <message>
        <source>Plains. Skirmish: exert your companion or minion to give it +2 strength.</source>
        <translation>Plains. Skirmish: exert your companion or minion to give it +2 strength.</translation>
    </message>
    <message>
        <source>Plays on a Sauron minion. Shadow: exert bearer to add 1 twilight for each archer companion.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Plays on a Sauron minion. Shadow: exert bearer to add 1 twilight for each archer companion.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each Sauron Orc skirmishing a Gondor character is strength +2. Discard this condition when your Sauron Orc loses a skirmish.</source>
        <translation>Plays to your support area. Each Sauron Orc skirmishing a Gondor character is strength +2. Discard this condition when your Sauron Orc loses a skirmish.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time a Dwarf wins a skirmish, discard every Orc he fought. Discard this condition when a Dwarf loses a skirmish.</source>
        <translation>Plays to your support area. Each time a Dwarf wins a skirmish, discard every Orc he fought. Discard this condition when a Dwarf loses a skirmish.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time a companion is killed in a skirmish involving a Nazgûl, add a burden.</source>
        <translation>Plays to your support area. Each time a companion is killed in a skirmish involving a Nazgûl, add a burden.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time a companion or ally loses a skirmish to a Sauron Orc, each Sauron Orc is strength +1 until the regroup phase.</source>
        <translation>Plays to your support area. Each time a companion or ally loses a skirmish to a Sauron Orc, each Sauron Orc is strength +1 until the regroup phase.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time you play a Moria weapon, add 1 twilight. Response: when a Moria Orc is about to take a wound, discard this condition to prevent that wound.</source>
        <translation>Plays to your support area. Each time you play a Moria weapon, add 1 twilight. Response: when a Moria Orc is about to take a wound, discard this condition to prevent that wound.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time you play a weather condition, exert a Gandalf companion or Gandalf ally.</source>
        <translation>Plays to your support area. Each time you play a weather condition, exert a Gandalf companion or Gandalf ally.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time you play an Elf, choose an opponent, who discards a card from his hand.</source>
        <translation>Plays to your support area. Each time you play an Elf, choose an opponent, who discards a card from his hand.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time you play an Elven tale, you may remove a burden.</source>
        <translation>Plays to your support area. Each time you play an Elven tale, you may remove a burden.</translation>
    </message>
    <message>
        <source>Plays to your support area. Every Dwarf is damage +1.</source>
        <translation>Plays to your support area. Every Dwarf is damage +1.</translation>
    </message>
    <message>
        <source>Plays to your support area. Every Elf ally whose home is site 6 has +1 strength. Maneuver: if an opponent holds at least 7 cards, exert Galadriel to look at 2 cards of his hand at random; discard one, the other goes back.</source>
        <translation>Plays to your support area. Every Elf ally whose home is site 6 has +1 strength. Maneuver: if an opponent holds at least 7 cards, exert Galadriel to look at 2 cards of his hand at random; discard one, the other goes back.</translation>
    </message>
    <message>
        <source>Plays to your support area. Fellowship or Regroup: exert 2 Hobbits and discard Thrór&apos;s Map to play the fellowship&apos;s next site (replacing an opponent&apos;s site there).</source>
        <translation>Plays to your support area. Fellowship or Regroup: exert 2 Hobbits and discard Thrór&apos;s Map to play the fellowship&apos;s next site (replacing an opponent&apos;s site there).</translation>
    </message>
    <message>
        <source>Plays to your support area. Fellowship: reveal an Elven card from your hand and place it beneath your draw deck.</source>
        <translation>Plays to your support area. Fellowship: reveal an Elven card from your hand and place it beneath your draw deck.</translation>
    </message>
    <message>
        <source>Plays to your support area. Fellowship: stack a Free Peoples possession (or artifact) from your hand on this card, or play a card stacked here as if from your hand.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Plays to your support area. Fellowship: stack a Free Peoples possession (or artifact) from your hand on this card, or play a card stacked here as if from your hand.</translation>
    </message>
    <message>
        <source>Plays to your support area. Maneuver or Skirmish: remove 3 twilight to heal a Nazgûl.</source>
        <translation>Plays to your support area. Maneuver or Skirmish: remove 3 twilight to heal a Nazgûl.</translation>
    </message>
    <message>
        <source>Plays to your support area. Maneuver: add 1 twilight and exert a Dwarf to heal an Elf, or add 1 twilight and exert an Elf to heal a Dwarf.</source>
        <translation>Plays to your support area. Maneuver: add 1 twilight and exert a Dwarf to heal an Elf, or add 1 twilight and exert an Elf to heal a Dwarf.</translation>
    </message>
    <message>
        <source>Plays to your support area. Maneuver: exert a Gondor character to wound a Sauron minion.</source>
        <translation>Plays to your support area. Maneuver: exert a Gondor character to wound a Sauron minion.</translation>
    </message>
    <message>
        <source>Plays to your support area. Response: when your Moria Orc wins a skirmish, you may discard the cards it bears and its wounds and stack it on this condition. Shadow: play an Orc stacked here as if from your hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Plays to your support area. Response: when your Moria Orc wins a skirmish, you may discard the cards it bears and its wounds and stack it on this condition. Shadow: play an Orc stacked here as if from your hand.</translation>
    </message>
    <message>
        <source>Plays to your support area. Response: when your Moria weapon is discarded, you may play it again from your discard pile at 1 less twilight.</source>
        <translation>Plays to your support area. Response: when your Moria weapon is discarded, you may play it again from your discard pile at 1 less twilight.</translation>
    </message>
    <message>
        <source>Plays to your support area. Response: when your Nazgûl wins a skirmish, you may transfer this condition from your support area to the character who lost (one Blade Tip to a character). At the start of each fellowship phase, wound its bearer (if he is the Ring-bearer, add a burden instead).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Plays to your support area. Response: when your Nazgûl wins a skirmish, you may transfer this condition from your support area to the character who lost (one Blade Tip to a character). At the start of each fellowship phase, wound its bearer (if he is the Ring-bearer, add a burden instead).</translation>
    </message>
    <message>
        <source>Plays to your support area. Response: when your Uruk-hai wins a skirmish, you may remove 1 twilight to heal him.</source>
        <translation>Plays to your support area. Response: when your Uruk-hai wins a skirmish, you may remove 1 twilight to heal him.</translation>
    </message>
    <message>
        <source>Plays to your support area. Shadow: discard 3 cards from your hand to play a Moria Orc from your discard pile.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Plays to your support area. Shadow: discard 3 cards from your hand to play a Moria Orc from your discard pile.</translation>
    </message>
    <message>
        <source>Plays to your support area. Shadow: exert a Sauron Orc and remove 2 twilight to draw a card.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Plays to your support area. Shadow: exert a Sauron Orc and remove 2 twilight to draw a card.</translation>
    </message>
    <message>
        <source>Plays to your support area. Shadow: remove 2 twilight to play a Moria possession from your discard pile.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Plays to your support area. Shadow: remove 2 twilight to play a Moria possession from your discard pile.</translation>
    </message>
    <message>
        <source>Plays to your support area. Shadow: remove 3 twilight to reveal the bottom card of your draw deck: take it into your hand if it is a Moria Orc, or else discard it.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Plays to your support area. Shadow: remove 3 twilight to reveal the bottom card of your draw deck: take it into your hand if it is a Moria Orc, or else discard it.</translation>
    </message>
    <message>
        <source>Plays to your support area. Skirmish: remove 3 twilight to make a Sauron Orc strength +1.</source>
        <translation>Plays to your support area. Skirmish: remove 3 twilight to make a Sauron Orc strength +1.</translation>
    </message>
    <message>
        <source>Plays to your support area. Skirmish: transfer this condition from your support area to a character skirmishing a Nazgûl. Burdens and wounds may not be removed from its bearer.</source>
        <translation>Plays to your support area. Skirmish: transfer this condition from your support area to a character skirmishing a Nazgûl. Burdens and wounds may not be removed from its bearer.</translation>
    </message>
    <message>
        <source>Plays to your support area. When the fellowship moves to site 4 or 5, add 2 twilight for each Dwarf companion. Skirmish: discard this condition to give your Moria Orc +2 strength.</source>
        <translation>Plays to your support area. When the fellowship moves to site 4 or 5, add 2 twilight for each Dwarf companion. Skirmish: discard this condition to give your Moria Orc +2 strength.</translation>
    </message>
    <message>
        <source>Plays to your support area. While you can spot a Moria archer, the fellowship archery total is 1 lower.</source>
        <translation>Plays to your support area. While you can spot a Moria archer, the fellowship archery total is 1 lower.</translation>
    </message>
    <message>
        <source>Plays to your support area. While you can spot a Sauron Orc, the minion archery total is +1.</source>
        <translation>Plays to your support area. While you can spot a Sauron Orc, the minion archery total is +1.</translation>
    </message>
    <message>
        <source>Plays to your support area. While you can spot an Uruk-hai, the fellowship archery total is 1 lower.</source>
        <translation>Plays to your support area. While you can spot an Uruk-hai, the fellowship archery total is 1 lower.</translation>
    </message>
    <message>
        <source>Plays to your support area. Your Isengard events cost 1 less twilight. Skirmish: discard this condition to give an Uruk-hai +2 strength.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Plays to your support area. Your Isengard events cost 1 less twilight. Skirmish: discard this condition to give an Uruk-hai +2 strength.</translation>
    </message>
    <message>
        <source>Ranger. At the start of each of your turns you may heal another companion with the Aragorn signet.</source>
        <translation>Ranger. At the start of each of your turns you may heal another companion with the Aragorn signet.</translation>
    </message>
    <message>
        <source>Ranger. Boromir is overwhelmed only by triple strength.</source>
        <translation>Ranger. Boromir is overwhelmed only by triple strength.</translation>
    </message>
    <message>
        <source>Ranger. Maneuver: exert Aragorn to make him defender +1 until the regroup phase.</source>
        <translation>Ranger. Maneuver: exert Aragorn to make him defender +1 until the regroup phase.</translation>
    </message>
    <message>
        <source>Ranger. While skirmishing a Nazgûl, Arwen has +3 strength.</source>
        <translation>Ranger. While skirmishing a Nazgûl, Arwen has +3 strength.</translation>
    </message>
    <message>
        <source>Regroup: exert a ranger companion to discard a minion.</source>
        <translation>Regroup: exert a ranger companion to discard a minion.</translation>
    </message>
    <message>
        <source>Regroup: exert a ranger companion to wound every minion.</source>
        <translation>Regroup: exert a ranger companion to wound every minion.</translation>
    </message>
    <message>
        <source>Regroup: exert a ranger to make an opponent shuffle his hand into his draw deck and draw 8 cards.</source>
        <translation>Regroup: exert a ranger to make an opponent shuffle his hand into his draw deck and draw 8 cards.</translation>
    </message>
    <message>
        <source>Regroup: spot a ranger to remove 4 twilight from the pool.</source>
        <translation>Regroup: spot a ranger to remove 4 twilight from the pool.</translation>
    </message>
    <message>
        <source>Response: if a Dwarf wins a skirmish, heal that Dwarf.</source>
        <translation>Response: if a Dwarf wins a skirmish, heal that Dwarf.</translation>
    </message>
    <message>
        <source>Response: if a Dwarf wins a skirmish, make an opponent discard the top 3 cards of his draw deck.</source>
        <translation>Response: if a Dwarf wins a skirmish, make an opponent discard the top 3 cards of his draw deck.</translation>
    </message>
    <message>
        <source>Response: if a skirmish event is played during a skirmish involving a Gondor Man, cancel that event.</source>
        <translation>Response: if a skirmish event is played during a skirmish involving a Gondor Man, cancel that event.</translation>
    </message>
    <message>
        <source>Response: when a Nazgûl is about to take a wound, prevent that wound.</source>
        <translation>Response: when a Nazgûl is about to take a wound, prevent that wound.</translation>
    </message>
    <message>
        <source>Response: when a Nazgûl wins a skirmish, the Free Peoples player chooses to exert the Ring-bearer or to add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Response: when a Nazgûl wins a skirmish, the Free Peoples player chooses to exert the Ring-bearer or to add a burden.</translation>
    </message>
    <message>
        <source>Response: when a Sauron Orc kills a companion in a skirmish, add a burden (or 3 burdens if the Ring-bearer wears The One Ring).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Response: when a Sauron Orc kills a companion in a skirmish, add a burden (or 3 burdens if the Ring-bearer wears The One Ring).</translation>
    </message>
    <message>
        <source>Response: when a Sauron Orc kills a companion in a skirmish, the Free Peoples player discards 3 cards from the top of his draw deck for each card in his dead pile.</source>
        <translation>Response: when a Sauron Orc kills a companion in a skirmish, the Free Peoples player discards 3 cards from the top of his draw deck for each card in his dead pile.</translation>
    </message>
    <message>
        <source>Response: when a Sauron Orc wins a skirmish, make that Orc fierce until the regroup phase.</source>
        <translation>Response: when a Sauron Orc wins a skirmish, make that Orc fierce until the regroup phase.</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer exerts or takes a wound, discard a card from the top of your draw deck for each Moria minion you spot; add a burden for each Shadow card discarded so (at most 3 burdens).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Response: when the Ring-bearer exerts or takes a wound, discard a card from the top of your draw deck for each Moria minion you spot; add a burden for each Shadow card discarded so (at most 3 burdens).</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer is about to be healed, remove a burden instead.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Response: when the Ring-bearer is about to be healed, remove a burden instead.</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer puts on The One Ring, exert a Nazgûl to add 2 burdens.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Response: when the Ring-bearer puts on The One Ring, exert a Nazgûl to add 2 burdens.</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer puts on The One Ring, you may exert this minion to discard a card from the top of your draw deck for each Isengard minion you spot; add a burden for each Shadow card discarded so.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Response: when the Ring-bearer puts on The One Ring, you may exert this minion to discard a card from the top of your draw deck for each Isengard minion you spot; add a burden for each Shadow card discarded so.</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer wears The One Ring at the end of a skirmish phase, cancel every remaining assignment and assign a Nazgûl to skirmish the Ring-bearer; The One Ring&apos;s text does not apply during that skirmish.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Response: when the Ring-bearer wears The One Ring at the end of a skirmish phase, cancel every remaining assignment and assign a Nazgûl to skirmish the Ring-bearer; The One Ring&apos;s text does not apply during that skirmish.</translation>
    </message>
    <message>
        <source>Response: when this minion wins a skirmish, you may remove 2 twilight to make the Free Peoples player discard a card at random from his hand.</source>
        <translation>Response: when this minion wins a skirmish, you may remove 2 twilight to make the Free Peoples player discard a card at random from his hand.</translation>
    </message>
    <message>
        <source>Response: when you play an Uruk-hai, put every copy of that card in your discard pile beneath your draw deck.</source>
        <translation>Response: when you play an Uruk-hai, put every copy of that card in your discard pile beneath your draw deck.</translation>
    </message>
    <message>
        <source>Ring-bearer (resistance 10). At the start of each of your turns you may heal a Hobbit ally.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ring-bearer (resistance 10). At the start of each of your turns you may heal a Hobbit ally.</translation>
    </message>
    <message>
        <source>Ring-bearer (resistance 10). Fellowship: exert another companion with the Frodo signet to heal Frodo.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ring-bearer (resistance 10). Fellowship: exert another companion with the Frodo signet to heal Frodo.</translation>
    </message>
    <message>
        <source>River. Fellowship: discard a Gondor card from your hand to heal a Gondor companion.</source>
        <translation>River. Fellowship: discard a Gondor card from your hand to heal a Gondor companion.</translation>
    </message>
    <message>
        <source>River. Sanctuary. The twilight cost of the first Nazgûl played to Ford of Bruinen each turn is -5.</source>
        <extracomment>Russian as the card game&apos;s book&apos;s «Бруиненские броды» (seed 000), in the singular of this card&apos;s name; Ukrainian the War of the Ring book&apos;s</extracomment>
        <translation>River. Sanctuary. The twilight cost of the first Nazgûl played to Ford of Bruinen each turn is -5.</translation>
    </message>
    <message>
        <source>River. Shadow: play up to 3 trackers from your discard pile; end your Shadow phase.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>River. Shadow: play up to 3 trackers from your discard pile; end your Shadow phase.</translation>
    </message>
    <message>
        <source>River. Shadow: spot 5 Orc minions to stop the fellowship from moving again this turn.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>River. Shadow: spot 5 Orc minions to stop the fellowship from moving again this turn.</translation>
    </message>
    <message>
        <source>River. The minion archery total is 1 higher for each minion archer (at most 4 higher).</source>
        <translation>River. The minion archery total is 1 higher for each minion archer (at most 4 higher).</translation>
    </message>
    <message>
        <source>River. The minion archery total is 2 higher for each companion beyond the fourth.</source>
        <translation>River. The minion archery total is 2 higher for each companion beyond the fourth.</translation>
    </message>
    <message>
        <source>River. When a fellowship arrives here, every ally is discarded.</source>
        <translation>River. When a fellowship arrives here, every ally is discarded.</translation>
    </message>
    <message>
        <source>River. When a fellowship without a ranger arrives here, each of its companions must exert.</source>
        <translation>River. When a fellowship without a ranger arrives here, each of its companions must exert.</translation>
    </message>
    <message>
        <source>River. While the fellowship holds only Hobbits, there are no assignment and skirmish phases here.</source>
        <translation>River. While the fellowship holds only Hobbits, there are no assignment and skirmish phases here.</translation>
    </message>
    <message>
        <source>Sam has +1 strength. Fellowship: exert Rosie Cotton to heal Sam.</source>
        <translation>Sam has +1 strength. Fellowship: exert Rosie Cotton to heal Sam.</translation>
    </message>
    <message>
        <source>Sanctuary. Fellowship: exert an Elf to look at an opponent&apos;s hand.</source>
        <translation>Sanctuary. Fellowship: exert an Elf to look at an opponent&apos;s hand.</translation>
    </message>
    <message>
        <source>Sanctuary. Fellowship: play a Hobbit from your hand to draw a card.</source>
        <translation>Sanctuary. Fellowship: play a Hobbit from your hand to draw a card.</translation>
    </message>
    <message>
        <source>Sanctuary. Fellowship: play a Man from your hand to draw a card.</source>
        <translation>Sanctuary. Fellowship: play a Man from your hand to draw a card.</translation>
    </message>
    <message>
        <source>Sanctuary. Fellowship: play an Elf from your hand to draw a card.</source>
        <translation>Sanctuary. Fellowship: play an Elf from your hand to draw a card.</translation>
    </message>
    <message>
        <source>Sanctuary. The first Moria Orc played in each Shadow phase costs 2 less twilight.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Sanctuary. The first Moria Orc played in each Shadow phase costs 2 less twilight.</translation>
    </message>
    <message>
        <source>Sanctuary. When a fellowship leaves here, remove 2 twilight from the pool.</source>
        <translation>Sanctuary. When a fellowship leaves here, remove 2 twilight from the pool.</translation>
    </message>
    <message>
        <source>Search. Maneuver: exert an Uruk-hai to make the Free Peoples player choose: exert 2 companions, or the Ring-bearer puts on The One Ring until the regroup phase.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Search. Maneuver: exert an Uruk-hai to make the Free Peoples player choose: exert 2 companions, or the Ring-bearer puts on The One Ring until the regroup phase.</translation>
    </message>
    <message>
        <source>Search. Maneuver: exert your Nazgûl to discard an ally.</source>
        <translation>Search. Maneuver: exert your Nazgûl to discard an ally.</translation>
    </message>
    <message>
        <source>Search. Maneuver: spot a Sauron Orc and 5 companions to make the Free Peoples player exert a companion for each companion over 4.</source>
        <translation>Search. Maneuver: spot a Sauron Orc and 5 companions to make the Free Peoples player exert a companion for each companion over 4.</translation>
    </message>
    <message>
        <source>Search. Maneuver: spot a Sauron Orc and 6 companions to wound a companion (except the Ring-bearer) once for each companion over 5.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Search. Maneuver: spot a Sauron Orc and 6 companions to wound a companion (except the Ring-bearer) once for each companion over 5.</translation>
    </message>
    <message>
        <source>Search. Plays to your support area. At the beginning of each of your Shadow phases, draw a card. At the end of each of your Shadow phases, exert a Nazgûl or discard this condition.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Search. Plays to your support area. At the beginning of each of your Shadow phases, draw a card. At the end of each of your Shadow phases, exert a Nazgûl or discard this condition.</translation>
    </message>
    <message>
        <source>Search. Plays to your support area. Each time you play a Nazgûl, you may exert a Hobbit (except the Ring-bearer).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Search. Plays to your support area. Each time you play a Nazgûl, you may exert a Hobbit (except the Ring-bearer).</translation>
    </message>
    <message>
        <source>Search. Plays to your support area. Response: when the Free Peoples player plays a stealth event, you may exert a Sauron tracker to cancel that event.</source>
        <translation>Search. Plays to your support area. Response: when the Free Peoples player plays a stealth event, you may exert a Sauron tracker to cancel that event.</translation>
    </message>
    <message>
        <source>Search. Plays to your support area. While you can spot 7 companions, the move limit this turn is -1 (never below 1).</source>
        <translation>Search. Plays to your support area. While you can spot 7 companions, the move limit this turn is -1 (never below 1).</translation>
    </message>
    <message>
        <source>Search. Response: when a stealth event is played, exert or discard your Uruk-hai to cancel that event.</source>
        <translation>Search. Response: when a stealth event is played, exert or discard your Uruk-hai to cancel that event.</translation>
    </message>
    <message>
        <source>Search. Response: when a stealth event is played, spot 3 Moria minions to cancel that event.</source>
        <translation>Search. Response: when a stealth event is played, spot 3 Moria minions to cancel that event.</translation>
    </message>
    <message>
        <source>Search. Shadow: spot X Nazgûl to reveal the top X cards of your draw deck; take the Ringwraith cards among them into your hand and discard the rest.</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Search. Shadow: spot X Nazgûl to reveal the top X cards of your draw deck; take the Ringwraith cards among them into your hand and discard the rest.</translation>
    </message>
    <message>
        <source>Search. To play, exert a Moria Orc. Plays to your support area. While the fellowship is at site 5 or higher, each companion costs 2 more twilight.</source>
        <translation>Search. To play, exert a Moria Orc. Plays to your support area. While the fellowship is at site 5 or higher, each companion costs 2 more twilight.</translation>
    </message>
    <message>
        <source>Search. To play, exert a Moria minion. Plays to your support area. Each time the fellowship moves to site 4, 5 or 6 with a Dwarf or an Elf in it, the Free Peoples player discards 2 cards at random from his hand.</source>
        <translation>Search. To play, exert a Moria minion. Plays to your support area. Each time the fellowship moves to site 4, 5 or 6 with a Dwarf or an Elf in it, the Free Peoples player discards 2 cards at random from his hand.</translation>
    </message>
    <message>
        <source>Search. To play, exert a Sauron Orc. Plays to your support area. While you can spot 5 companions, the twilight cost of each companion is +2.</source>
        <translation>Search. To play, exert a Sauron Orc. Plays to your support area. While you can spot 5 companions, the twilight cost of each companion is +2.</translation>
    </message>
    <message>
        <source>Search. To play, exert a Sauron tracker. Plays to your support area. Each time the fellowship moves, the Free Peoples player exerts a companion.</source>
        <translation>Search. To play, exert a Sauron tracker. Plays to your support area. Each time the fellowship moves, the Free Peoples player exerts a companion.</translation>
    </message>
    <message>
        <source>Search. To play, spot a Moria minion. Plays to your support area. Each companion played at site 4 or higher comes into play exhausted.</source>
        <translation>Search. To play, spot a Moria minion. Plays to your support area. Each companion played at site 4 or higher comes into play exhausted.</translation>
    </message>
    <message>
        <source>Search. To play, spot a Nazgûl. Plays to your support area. Shadow: remove 3 twilight to replace the fellowship&apos;s site with your own site of the same number.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Search. To play, spot a Nazgûl. Plays to your support area. Shadow: remove 3 twilight to replace the fellowship&apos;s site with your own site of the same number.</translation>
    </message>
    <message>
        <source>Search. To play, spot a Sauron Orc. Plays to your support area. Shadow: remove 3 twilight to reveal the top card of your draw deck; if it is a Sauron card, take it into your hand; otherwise discard it and one other card from your hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Search. To play, spot a Sauron Orc. Plays to your support area. Shadow: remove 3 twilight to reveal the top card of your draw deck; if it is a Sauron card, take it into your hand; otherwise discard it and one other card from your hand.</translation>
    </message>
    <message>
        <source>Search. To play, spot an Uruk-hai. Plays to your support area. While the Ring-bearer is exhausted or has 5 or more burdens, the move limit this turn is 1 lower (but never below 1).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Search. To play, spot an Uruk-hai. Plays to your support area. While the Ring-bearer is exhausted or has 5 or more burdens, the move limit this turn is 1 lower (but never below 1).</translation>
    </message>
    <message>
        <source>Shadow: exert a Sauron Orc to discard a Free Peoples condition.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow: exert a Sauron Orc to discard a Free Peoples condition.</translation>
    </message>
    <message>
        <source>Shadow: exert your Moria Orc to draw 2 cards.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow: exert your Moria Orc to draw 2 cards.</translation>
    </message>
    <message>
        <source>Shadow: exert Úlairë Otsëa to make a Ringwraith minion fierce until the regroup phase.</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow: exert Úlairë Otsëa to make a Ringwraith minion fierce until the regroup phase.</translation>
    </message>
    <message>
        <source>Shadow: play a Moria Orc from your discard pile.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow: play a Moria Orc from your discard pile.</translation>
    </message>
    <message>
        <source>Shadow: play a Nazgûl; his twilight cost is -2.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow: play a Nazgûl; his twilight cost is -2.</translation>
    </message>
    <message>
        <source>Shadow: spot X Sauron minions to add X twilight.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow: spot X Sauron minions to add X twilight.</translation>
    </message>
    <message>
        <source>Shadow: spot a Hobbit who is not the Ring-bearer to reveal cards from the top of your draw deck until one is not a Moria minion; take every revealed card into your hand.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow: spot a Hobbit who is not the Ring-bearer to reveal cards from the top of your draw deck until one is not a Moria minion; take every revealed card into your hand.</translation>
    </message>
    <message>
        <source>Shadow: spot a Sauron Orc to discard an Elven condition.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow: spot a Sauron Orc to discard an Elven condition.</translation>
    </message>
    <message>
        <source>Skirmish: add a burden to wound each minion skirmishing the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Skirmish: add a burden to wound each minion skirmishing the Ring-bearer.</translation>
    </message>
    <message>
        <source>Skirmish: exert Aragorn to make Arwen strength +3, or exert Arwen to make Aragorn strength +3.</source>
        <translation>Skirmish: exert Aragorn to make Arwen strength +3, or exert Arwen to make Aragorn strength +3.</translation>
    </message>
    <message>
        <source>Skirmish: exert Boromir to give a Hobbit +3 strength.</source>
        <translation>Skirmish: exert Boromir to give a Hobbit +3 strength.</translation>
    </message>
    <message>
        <source>Skirmish: exert a Dwarf to give that Dwarf +3 strength and damage +1.</source>
        <translation>Skirmish: exert a Dwarf to give that Dwarf +3 strength and damage +1.</translation>
    </message>
    <message>
        <source>Skirmish: exert a Hobbit to give him +3 strength.</source>
        <translation>Skirmish: exert a Hobbit to give him +3 strength.</translation>
    </message>
    <message>
        <source>Skirmish: exert a Sauron Orc to wound a character he is skirmishing.</source>
        <translation>Skirmish: exert a Sauron Orc to wound a character he is skirmishing.</translation>
    </message>
    <message>
        <source>Skirmish: exert a companion who is not a Hobbit to give a Hobbit +3 strength.</source>
        <translation>Skirmish: exert a companion who is not a Hobbit to give a Hobbit +3 strength.</translation>
    </message>
    <message>
        <source>Skirmish: exert an Uruk-hai to give it +3 strength.</source>
        <translation>Skirmish: exert an Uruk-hai to give it +3 strength.</translation>
    </message>
    <message>
        <source>Skirmish: exert this ally to keep a Hobbit from being overwhelmed unless its strength is tripled.</source>
        <translation>Skirmish: exert this ally to keep a Hobbit from being overwhelmed unless its strength is tripled.</translation>
    </message>
    <message>
        <source>Skirmish: exert this minion to wound a character it is skirmishing.</source>
        <translation>Skirmish: exert this minion to wound a character it is skirmishing.</translation>
    </message>
    <message>
        <source>Skirmish: give a Dwarf +2 strength and damage +1.</source>
        <translation>Skirmish: give a Dwarf +2 strength and damage +1.</translation>
    </message>
    <message>
        <source>Skirmish: give a Dwarf +2 strength, or +3 if he bears a Dwarven hand weapon.</source>
        <translation>Skirmish: give a Dwarf +2 strength, or +3 if he bears a Dwarven hand weapon.</translation>
    </message>
    <message>
        <source>Skirmish: give a Dwarf +2 strength, or +4 at an underground site.</source>
        <translation>Skirmish: give a Dwarf +2 strength, or +4 at an underground site.</translation>
    </message>
    <message>
        <source>Skirmish: give a Gondor companion +2 strength, or +4 if he is defender +1.</source>
        <translation>Skirmish: give a Gondor companion +2 strength, or +4 if he is defender +1.</translation>
    </message>
    <message>
        <source>Skirmish: give a Gondor or Shire companion who bears a hand weapon +2 strength and damage +1.</source>
        <translation>Skirmish: give a Gondor or Shire companion who bears a hand weapon +2 strength and damage +1.</translation>
    </message>
    <message>
        <source>Skirmish: give a Moria Orc +1 strength for each other Moria Orc you can spot (at most +4).</source>
        <translation>Skirmish: give a Moria Orc +1 strength for each other Moria Orc you can spot (at most +4).</translation>
    </message>
    <message>
        <source>Skirmish: give a Moria Orc +2 strength, or +4 while skirmishing a Dwarf.</source>
        <translation>Skirmish: give a Moria Orc +2 strength, or +4 while skirmishing a Dwarf.</translation>
    </message>
    <message>
        <source>Skirmish: give a Moria Orc +2 strength, or +4 while skirmishing an archer.</source>
        <translation>Skirmish: give a Moria Orc +2 strength, or +4 while skirmishing an archer.</translation>
    </message>
    <message>
        <source>Skirmish: give a ranger +2 strength, or +4 while skirmishing a roaming minion.</source>
        <translation>Skirmish: give a ranger +2 strength, or +4 while skirmishing a roaming minion.</translation>
    </message>
    <message>
        <source>Skirmish: give an Elf +1 strength. If a minion loses this skirmish to that Elf, its owner discards 2 cards at random from his hand.</source>
        <translation>Skirmish: give an Elf +1 strength. If a minion loses this skirmish to that Elf, its owner discards 2 cards at random from his hand.</translation>
    </message>
    <message>
        <source>Skirmish: give an Elf +2 strength, or +4 while skirmishing a Nazgûl.</source>
        <translation>Skirmish: give an Elf +2 strength, or +4 while skirmishing a Nazgûl.</translation>
    </message>
    <message>
        <source>Skirmish: give an Elf +2 strength, or +4 while skirmishing an archer.</source>
        <translation>Skirmish: give an Elf +2 strength, or +4 while skirmishing an archer.</translation>
    </message>
    <message>
        <source>Skirmish: give an Uruk-hai +2 strength; or spot 5 companions to give an Uruk-hai +4 strength and make it fierce until the regroup phase.</source>
        <translation>Skirmish: give an Uruk-hai +2 strength; or spot 5 companions to give an Uruk-hai +4 strength and make it fierce until the regroup phase.</translation>
    </message>
    <message>
        <source>Skirmish: give an Uruk-hai -1 strength and damage +1.</source>
        <translation>Skirmish: give an Uruk-hai -1 strength and damage +1.</translation>
    </message>
    <message>
        <source>Skirmish: if Merry is not assigned to a skirmish, exert him twice to add his strength to another companion.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Skirmish: if Merry is not assigned to a skirmish, exert him twice to add his strength to another companion.</translation>
    </message>
    <message>
        <source>Skirmish: make a Nazgûl strength +2 (or +3 if the Ring-bearer is assigned to a skirmish not yet resolved).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Skirmish: make a Nazgûl strength +2 (or +3 if the Ring-bearer is assigned to a skirmish not yet resolved).</translation>
    </message>
    <message>
        <source>Skirmish: make a Nazgûl strength +2 (or +4 if you can spot 5 burdens).</source>
        <translation>Skirmish: make a Nazgûl strength +2 (or +4 if you can spot 5 burdens).</translation>
    </message>
    <message>
        <source>Skirmish: make a Nazgûl strength +2 (or +5 if the Ring-bearer wears The One Ring).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Skirmish: make a Nazgûl strength +2 (or +5 if the Ring-bearer wears The One Ring).</translation>
    </message>
    <message>
        <source>Skirmish: remove 3 twilight to give a Moria Orc +2 strength.</source>
        <translation>Skirmish: remove 3 twilight to give a Moria Orc +2 strength.</translation>
    </message>
    <message>
        <source>Skirmish: spot 3 burdens to make a Nazgûl strength +1 and damage +1, or spot 6 burdens to make a Nazgûl strength +3 and damage +2.</source>
        <translation>Skirmish: spot 3 burdens to make a Nazgûl strength +1 and damage +1, or spot 6 burdens to make a Nazgûl strength +3 and damage +2.</translation>
    </message>
    <message>
        <source>Skirmish: spot X burdens to give a character skirmishing a Sauron Orc -X strength.</source>
        <translation>Skirmish: spot X burdens to give a character skirmishing a Sauron Orc -X strength.</translation>
    </message>
    <message>
        <source>Spell. Fellowship: exert Gandalf to discard every condition.</source>
        <translation>Spell. Fellowship: exert Gandalf to discard every condition.</translation>
    </message>
    <message>
        <source>Spell. Fellowship: spot Gandalf to reveal an opponent&apos;s hand.</source>
        <translation>Spell. Fellowship: spot Gandalf to reveal an opponent&apos;s hand.</translation>
    </message>
    <message>
        <source>Spell. Fellowship: while the twilight pool holds fewer than 2 tokens, spot Gandalf to look at the top 2 cards of your draw deck; take one into your hand and discard the other.</source>
        <translation>Spell. Fellowship: while the twilight pool holds fewer than 2 tokens, spot Gandalf to look at the top 2 cards of your draw deck; take one into your hand and discard the other.</translation>
    </message>
    <message>
        <source>Spell. Fellowship: while the twilight pool holds fewer than 3 tokens, spot Gandalf to look at the top 4 cards of your draw deck; take 2 of them into your hand and discard the rest.</source>
        <translation>Spell. Fellowship: while the twilight pool holds fewer than 3 tokens, spot Gandalf to look at the top 4 cards of your draw deck; take 2 of them into your hand and discard the rest.</translation>
    </message>
    <message>
        <source>Spell. Response: when a companion is about to exert, spot Gandalf to place no wound token for that exertion.</source>
        <translation>Spell. Response: when a companion is about to exert, spot Gandalf to place no wound token for that exertion.</translation>
    </message>
    <message>
        <source>Spell. Response: when a companion is about to take a wound, spot Gandalf to prevent that wound.</source>
        <translation>Spell. Response: when a companion is about to take a wound, spot Gandalf to prevent that wound.</translation>
    </message>
    <message>
        <source>Spell. Shadow: exert an Isengard minion to discard every condition.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Spell. Shadow: exert an Isengard minion to discard every condition.</translation>
    </message>
    <message>
        <source>Spell. Skirmish: give Gandalf +2 strength, or +4 if the Ring-bearer has 4 burdens or fewer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Spell. Skirmish: give Gandalf +2 strength, or +4 if the Ring-bearer has 4 burdens or fewer.</translation>
    </message>
    <message>
        <source>Spell. Skirmish: spot Gandalf to give a minion -3 strength.</source>
        <translation>Spell. Skirmish: spot Gandalf to give a minion -3 strength.</translation>
    </message>
    <message>
        <source>Spell. Weather. Maneuver: exert an Isengard minion and spot 5 companions to discard an exhausted companion other than the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Spell. Weather. Maneuver: exert an Isengard minion and spot 5 companions to discard an exhausted companion other than the Ring-bearer.</translation>
    </message>
    <message>
        <source>Spell. Weather. Maneuver: exert an Isengard minion to make the Free Peoples player choose: exert the Ring-bearer, or add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Spell. Weather. Maneuver: exert an Isengard minion to make the Free Peoples player choose: exert the Ring-bearer, or add a burden.</translation>
    </message>
    <message>
        <source>Spell. Weather. To play, exert an Isengard minion. Plays on a site (at most one per site). Each Hobbit at this site has -2 strength. Discard this condition at the end of the turn.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Spell. Weather. To play, exert an Isengard minion. Plays on a site (at most one per site). Each Hobbit at this site has -2 strength. Discard this condition at the end of the turn.</translation>
    </message>
    <message>
        <source>Spell. Weather. To play, exert an Isengard minion. Plays on a site (at most one per site). Each Hobbit who moves from this site must exert. Discard this condition at the end of the turn.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Spell. Weather. To play, exert an Isengard minion. Plays on a site (at most one per site). Each Hobbit who moves from this site must exert. Discard this condition at the end of the turn.</translation>
    </message>
    <message>
        <source>Spell. Weather. To play, exert an Isengard minion. Plays on a site. During skirmishes at this site, no player may play skirmish events or use skirmish special abilities. Discard this condition at the end of the turn.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Spell. Weather. To play, exert an Isengard minion. Plays on a site. During skirmishes at this site, no player may play skirmish events or use skirmish special abilities. Discard this condition at the end of the turn.</translation>
    </message>
    <message>
        <source>Stealth. Skirmish: at sites 1 to 4, cancel a skirmish involving a Hobbit; at any other site, give a Hobbit +3 strength.</source>
        <translation>Stealth. Skirmish: at sites 1 to 4, cancel a skirmish involving a Hobbit; at any other site, give a Hobbit +3 strength.</translation>
    </message>
    <message>
        <source>Stealth. Skirmish: at sites 1 to 5, cancel a skirmish involving a Hobbit; at any other site, give a Hobbit +2 strength.</source>
        <translation>Stealth. Skirmish: at sites 1 to 5, cancel a skirmish involving a Hobbit; at any other site, give a Hobbit +2 strength.</translation>
    </message>
    <message>
        <source>Stealth. To play, exert a Hobbit. Plays to your support area. While you can spot 2 Hobbit companions, the Shadow number of each site the fellowship moves to is 1 lower (2 lower while you can spot 4).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the TCG&apos;s book: «сумеречное число» (Shadow number)</extracomment>
        <translation>Stealth. To play, exert a Hobbit. Plays to your support area. While you can spot 2 Hobbit companions, the Shadow number of each site the fellowship moves to is 1 lower (2 lower while you can spot 4).</translation>
    </message>
    <message>
        <source>Strength +1 for each other Moria Orc you can spot.</source>
        <translation>Strength +1 for each other Moria Orc you can spot.</translation>
    </message>
    <message>
        <source>Strength +2 at an underground site. While you can spot another Moria Orc, the fellowship archery total is 1 lower.</source>
        <translation>Strength +2 at an underground site. While you can spot another Moria Orc, the fellowship archery total is 1 lower.</translation>
    </message>
    <message>
        <source>Tale. A Gondor Man may bear it, one to a Man. Its bearer has +1 strength for each Elf you can spot, up to +3.</source>
        <translation>Tale. A Gondor Man may bear it, one to a Man. Its bearer has +1 strength for each Elf you can spot, up to +3.</translation>
    </message>
    <message>
        <source>Tale. A Gondor companion may bear it (+1 vitality). Skirmish: discard it to give its bearer +2 strength.</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>Tale. A Gondor companion may bear it (+1 vitality). Skirmish: discard it to give its bearer +2 strength.</translation>
    </message>
    <message>
        <source>Tale. A Hobbit companion may bear it. Maneuver: discard this condition to give each Hobbit companion +2 strength until the regroup phase.</source>
        <translation>Tale. A Hobbit companion may bear it. Maneuver: discard this condition to give each Hobbit companion +2 strength until the regroup phase.</translation>
    </message>
    <message>
        <source>Tale. An Elf companion may bear it. Archery: if its bearer is an archer, exert him to make an opponent discard 2 cards at random from his hand.</source>
        <translation>Tale. An Elf companion may bear it. Archery: if its bearer is an archer, exert him to make an opponent discard 2 cards at random from his hand.</translation>
    </message>
    <message>
        <source>Tale. An Elf companion may bear it. Archery: if its bearer is an archer, exert him to make the fellowship archery total +1.</source>
        <translation>Tale. An Elf companion may bear it. Archery: if its bearer is an archer, exert him to make the fellowship archery total +1.</translation>
    </message>
    <message>
        <source>Tale. An Elf may bear it (+1 vitality). Skirmish: discard it to give its bearer +2 strength.</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>Tale. An Elf may bear it (+1 vitality). Skirmish: discard it to give its bearer +2 strength.</translation>
    </message>
    <message>
        <source>Tale. Plays to your support area. Maneuver: exert Aragorn to heal Arwen, or exert Arwen to heal Aragorn.</source>
        <translation>Tale. Plays to your support area. Maneuver: exert Aragorn to heal Arwen, or exert Arwen to heal Aragorn.</translation>
    </message>
    <message>
        <source>Tale. Plays to your support area. While a Dwarf skirmishes a Moria minion, he has +1 strength.</source>
        <translation>Tale. Plays to your support area. While a Dwarf skirmishes a Moria minion, he has +1 strength.</translation>
    </message>
    <message>
        <source>Tale. To play, exert a Dwarf. Plays to your support area. Each time an opponent plays an Orc, he discards the top card of his draw deck.</source>
        <translation>Tale. To play, exert a Dwarf. Plays to your support area. Each time an opponent plays an Orc, he discards the top card of his draw deck.</translation>
    </message>
    <message>
        <source>Tale. To play, spot Bilbo. Plays on a character (one per character). Its bearer has +3 strength while skirmishing a Troll or an Uruk-hai.</source>
        <translation>Tale. To play, spot Bilbo. Plays on a character (one per character). Its bearer has +3 strength while skirmishing a Troll or an Uruk-hai.</translation>
    </message>
    <message>
        <source>The roaming penalty for each Nazgûl you play to Bree Streets is -2.</source>
        <extracomment>Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>The roaming penalty for each Nazgûl you play to Bree Streets is -2.</translation>
    </message>
    <message>
        <source>This minion is strength +1 for each companion you can spot.</source>
        <translation>This minion is strength +1 for each companion you can spot.</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays on Aragorn. Bearer is strength -1.</source>
        <translation>To play, exert a Sauron Orc. Plays on Aragorn. Bearer is strength -1.</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays on a companion. Each time bearer is assigned to a skirmish, the Free Peoples player chooses to discard 3 cards from his hand or to add a burden.</source>
        <translation>To play, exert a Sauron Orc. Plays on a companion. Each time bearer is assigned to a skirmish, the Free Peoples player chooses to discard 3 cards from his hand or to add a burden.</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays on the Ring-bearer. At the end of each turn in which bearer was not assigned to a skirmish but another companion was, add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>To play, exert a Sauron Orc. Plays on the Ring-bearer. At the end of each turn in which bearer was not assigned to a skirmish but another companion was, add a burden.</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays to your support area. While 3 or more companions are in the dead pile, the move limit this turn is -1 (never below 1).</source>
        <translation>To play, exert a Sauron Orc. Plays to your support area. While 3 or more companions are in the dead pile, the move limit this turn is -1 (never below 1).</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays to your support area. While you can spot 5 burdens and the Free Peoples player has no cards in his draw deck, the Ring-bearer is corrupted.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>To play, exert a Sauron Orc. Plays to your support area. While you can spot 5 burdens and the Free Peoples player has no cards in his draw deck, the Ring-bearer is corrupted.</translation>
    </message>
    <message>
        <source>To play, exert an Elf ally. Plays to your support area. When the fellowship moves from a river in the fellowship phase, the move limit is 1 higher this turn.</source>
        <translation>To play, exert an Elf ally. Plays to your support area. When the fellowship moves from a river in the fellowship phase, the move limit is 1 higher this turn.</translation>
    </message>
    <message>
        <source>To play, exert an Isengard minion. Plays on a site. While the fellowship is at this site, the archery phase is skipped. Discard this condition at the end of the turn.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>To play, exert an Isengard minion. Plays on a site. While the fellowship is at this site, the archery phase is skipped. Discard this condition at the end of the turn.</translation>
    </message>
    <message>
        <source>To play, exert an Uruk-hai. Plays to your support area. Each companion played at a site that is not a sanctuary costs 2 more twilight.</source>
        <translation>To play, exert an Uruk-hai. Plays to your support area. Each companion played at a site that is not a sanctuary costs 2 more twilight.</translation>
    </message>
    <message>
        <source>To play, exert an Uruk-hai. Plays to your support area. Each time a companion or ally loses a skirmish involving an Uruk-hai, the Free Peoples player chooses: exert the Ring-bearer, or add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>To play, exert an Uruk-hai. Plays to your support area. Each time a companion or ally loses a skirmish involving an Uruk-hai, the Free Peoples player chooses: exert the Ring-bearer, or add a burden.</translation>
    </message>
    <message>
        <source>To play, exert an Uruk-hai. Plays to your support area. Shadow: remove 3 twilight and spot the burdens on the Ring-bearer to make the Free Peoples player reveal that many cards at random from his hand; you may discard one of them.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>To play, exert an Uruk-hai. Plays to your support area. Shadow: remove 3 twilight and spot the burdens on the Ring-bearer to make the Free Peoples player reveal that many cards at random from his hand; you may discard one of them.</translation>
    </message>
    <message>
        <source>To play, spot Gandalf or an Elf. At the start of each of your turns, heal every ally whose home is site 3. Fellowship: exert Elrond to draw a card.</source>
        <extracomment>the TCG&apos;s book writes «Эльронд»; the card game&apos;s book (seed 000) «Элронд»</extracomment>
        <translation>To play, spot Gandalf or an Elf. At the start of each of your turns, heal every ally whose home is site 3. Fellowship: exert Elrond to draw a card.</translation>
    </message>
    <message>
        <source>To play, spot Gandalf. Fellowship: exert Ottar to discard up to 3 cards from your hand and draw as many.</source>
        <translation>To play, spot Gandalf. Fellowship: exert Ottar to discard up to 3 cards from your hand and draw as many.</translation>
    </message>
    <message>
        <source>To play, spot Gandalf. Maneuver: exert Albert Dreary to discard an Isengard or Moria condition.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>To play, spot Gandalf. Maneuver: exert Albert Dreary to discard an Isengard or Moria condition.</translation>
    </message>
    <message>
        <source>To play, spot Gandalf. Plays to your support area. A companion you play whose race you cannot spot costs 2 less.</source>
        <translation>To play, spot Gandalf. Plays to your support area. A companion you play whose race you cannot spot costs 2 less.</translation>
    </message>
    <message>
        <source>To play, spot Saruman or an Uruk-hai. Plays to your support area. Every archer companion and archer ally has -1 strength.</source>
        <translation>To play, spot Saruman or an Uruk-hai. Plays to your support area. Every archer companion and archer ally has -1 strength.</translation>
    </message>
    <message>
        <source>To play, spot a Dwarf.</source>
        <translation>To play, spot a Dwarf.</translation>
    </message>
    <message>
        <source>To play, spot a Dwarf. While skirmishing an Orc, Farin has +2 strength.</source>
        <translation>To play, spot a Dwarf. While skirmishing an Orc, Farin has +2 strength.</translation>
    </message>
    <message>
        <source>To play, spot a Nazgûl. Plays to your support area. Archery: remove 1 twilight to make the fellowship archery total -1.</source>
        <translation>To play, spot a Nazgûl. Plays to your support area. Archery: remove 1 twilight to make the fellowship archery total -1.</translation>
    </message>
    <message>
        <source>To play, spot a Sauron Orc. Plays on a companion (except an Elf). While at a sanctuary, bearer cannot heal.</source>
        <translation>To play, spot a Sauron Orc. Plays on a companion (except an Elf). While at a sanctuary, bearer cannot heal.</translation>
    </message>
    <message>
        <source>To play, spot an Elf.</source>
        <translation>To play, spot an Elf.</translation>
    </message>
    <message>
        <source>To play, spot an Elf. A companion may bear it. The minion archery total is 1 lower.</source>
        <translation>To play, spot an Elf. A companion may bear it. The minion archery total is 1 lower.</translation>
    </message>
    <message>
        <source>To play, spot an Elf. While the fellowship is at site 6, 7 or 8, Haldir has +2 strength.</source>
        <translation>To play, spot an Elf. While the fellowship is at site 6, 7 or 8, Haldir has +2 strength.</translation>
    </message>
    <message>
        <source>To play, spot an Uruk-hai. Plays to your support area. Maneuver: spot 6 companions and remove 2 twilight to wound a companion other than the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>To play, spot an Uruk-hai. Plays to your support area. Maneuver: spot 6 companions and remove 2 twilight to wound a companion other than the Ring-bearer.</translation>
    </message>
    <message>
        <source>To play, spot an Uruk-hai. Plays to your support area. Response: when your Uruk-hai wins a skirmish, you may remove 3 twilight to make him fierce until the regroup phase.</source>
        <translation>To play, spot an Uruk-hai. Plays to your support area. Response: when your Uruk-hai wins a skirmish, you may remove 3 twilight to make him fierce until the regroup phase.</translation>
    </message>
    <message>
        <source>Tracker. The roaming penalty of each Sauron minion you play is -1. Assignment: spot 2 Hobbit companions to make the Free Peoples player assign a Hobbit to skirmish this minion.</source>
        <translation>Tracker. The roaming penalty of each Sauron minion you play is -1. Assignment: spot 2 Hobbit companions to make the Free Peoples player assign a Hobbit to skirmish this minion.</translation>
    </message>
    <message>
        <source>Tracker. The roaming penalty of each Sauron minion you play is -1. Response: when the Free Peoples player plays a regroup event, you may exert this minion to cancel that event.</source>
        <translation>Tracker. The roaming penalty of each Sauron minion you play is -1. Response: when the Free Peoples player plays a regroup event, you may exert this minion to cancel that event.</translation>
    </message>
    <message>
        <source>Tracker. The roaming penalty of each Sauron minion you play is -1. Skirmish: exert this minion to wound a character it is skirmishing.</source>
        <translation>Tracker. The roaming penalty of each Sauron minion you play is -1. Skirmish: exert this minion to wound a character it is skirmishing.</translation>
    </message>
    <message>
        <source>Underground. Each companion or minion bearing a hand weapon is damage +1.</source>
        <translation>Underground. Each companion or minion bearing a hand weapon is damage +1.</translation>
    </message>
    <message>
        <source>Underground. Maneuver: discard your tale from play or from your hand to heal your companion.</source>
        <translation>Underground. Maneuver: discard your tale from play or from your hand to heal your companion.</translation>
    </message>
    <message>
        <source>Underground. Shadow: play The Balrog from your draw deck or hand at 6 less twilight.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Underground. Shadow: play The Balrog from your draw deck or hand at 6 less twilight.</translation>
    </message>
    <message>
        <source>Underground. Shadow: remove 1 twilight to play a Shadow weapon from your discard pile.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Underground. Shadow: remove 1 twilight to play a Shadow weapon from your discard pile.</translation>
    </message>
    <message>
        <source>Underground. When the fellowship arrives here, Gimli must exert, or two other companions must.</source>
        <translation>Underground. When the fellowship arrives here, Gimli must exert, or two other companions must.</translation>
    </message>
    <message>
        <source>When the fellowship arrives here, each Shadow player may draw a card for each burden.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>When the fellowship arrives here, each Shadow player may draw a card for each burden.</translation>
    </message>
    <message>
        <source>When you play Pippin, remove a burden, or heal a companion.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>When you play Pippin, remove a burden, or heal a companion.</translation>
    </message>
    <message>
        <source>When you play this minion, spot an Elf to add 2 twilight.</source>
        <translation>When you play this minion, spot an Elf to add 2 twilight.</translation>
    </message>
    <message>
        <source>When you play this minion, you may add 2 twilight.</source>
        <translation>When you play this minion, you may add 2 twilight.</translation>
    </message>
    <message>
        <source>When you play this minion, you may discard a Dwarven ally or a Dwarven condition.</source>
        <translation>When you play this minion, you may discard a Dwarven ally or a Dwarven condition.</translation>
    </message>
    <message>
        <source>When you play this minion, you may make the Free Peoples player discard a card at random from his hand.</source>
        <translation>When you play this minion, you may make the Free Peoples player discard a card at random from his hand.</translation>
    </message>
    <message>
        <source>When you play this minion, you may play a weapon from your discard pile on your Moria Orc.</source>
        <translation>When you play this minion, you may play a weapon from your discard pile on your Moria Orc.</translation>
    </message>
    <message>
        <source>When you play this minion, you may put a Moria Orc from your discard pile beneath your draw deck.</source>
        <translation>When you play this minion, you may put a Moria Orc from your discard pile beneath your draw deck.</translation>
    </message>
    <message>
        <source>When you play this minion, you may shuffle up to 2 Ringwraith cards from your discard pile into your draw deck.</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>When you play this minion, you may shuffle up to 2 Ringwraith cards from your discard pile into your draw deck.</translation>
    </message>
    <message>
        <source>When you play Úlairë Nertëa, you may play a minion from your discard pile for each companion over 4.</source>
        <translation>When you play Úlairë Nertëa, you may play a minion from your discard pile for each companion over 4.</translation>
    </message>
    <message>
        <source>While Merry bears a weapon, he has +2 strength.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>While Merry bears a weapon, he has +2 strength.</translation>
    </message>
    <message>
        <source>While you can spot a ranger, your move limit this turn is 1 higher.</source>
        <translation>While you can spot a ranger, your move limit this turn is 1 higher.</translation>
    </message>
    <message>
        <source>While you can spot your own site 3, Silinde has that site&apos;s game text.</source>
        <translation>While you can spot your own site 3, Silinde has that site&apos;s game text.</translation>
    </message>
    <message>
        <source>While you can spot your own site 6, Uruviel has that site&apos;s game text.</source>
        <translation>While you can spot your own site 6, Uruviel has that site&apos;s game text.</translation>
    </message>
    <message>
        <source>While your own site 1 is on the adventure path, this ally has its game text. Fellowship: exert this ally and spot an opponent&apos;s site 1 to replace it with your own site 1.</source>
        <translation>While your own site 1 is on the adventure path, this ally has its game text. Fellowship: exert this ally and spot an opponent&apos;s site 1 to replace it with your own site 1.</translation>
    </message>
    <message>
        <source>Your opponents may not discard your Shire tales from play.</source>
        <translation>Your opponents may not discard your Shire tales from play.</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.deck</name>
    <message>
        <source>Line {line}: a second {key} line.</source>
        <translation>Line {line}: a second {key} line.</translation>
    </message>
    <message>
        <source>Line {line}: no card {ref} in the set.</source>
        <translation>Line {line}: no card {ref} in the set.</translation>
    </message>
    <message>
        <source>Line {line}: {count} is not a number of copies (1 or more).</source>
        <translation>Line {line}: {count} is not a number of copies (1 or more).</translation>
    </message>
    <message>
        <source>Line {line}: {ref} names several cards ({choices}): write the code or the title and subtitle.</source>
        <translation>Line {line}: {ref} names several cards ({choices}): write the code or the title and subtitle.</translation>
    </message>
    <message>
        <source>The Ring-bearer {card} is not a companion who can start with the Ring (R2.6).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>The Ring-bearer {card} is not a companion who can start with the Ring (R2.6).</translation>
    </message>
    <message>
        <source>The adventure deck has no site {n} (R2.14).</source>
        <translation>The adventure deck has no site {n} (R2.14).</translation>
    </message>
    <message>
        <source>The adventure deck holds {k} sites numbered {n}: it needs one of each (R2.14).</source>
        <translation>The adventure deck holds {k} sites numbered {n}: it needs one of each (R2.14).</translation>
    </message>
    <message>
        <source>The adventure deck holds {n} cards: it needs exactly 9 sites (R2.14).</source>
        <translation>The adventure deck holds {n} cards: it needs exactly 9 sites (R2.14).</translation>
    </message>
    <message>
        <source>The deck list {path} cannot be read: {why}.</source>
        <translation>The deck list {path} cannot be read: {why}.</translation>
    </message>
    <message>
        <source>The draw deck holds {fp} Free Peoples and {shadow} Shadow cards: it needs as many of each (R2.8).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The draw deck holds {fp} Free Peoples and {shadow} Shadow cards: it needs as many of each (R2.8).</translation>
    </message>
    <message>
        <source>The draw deck holds {n} cards titled {title}, the Ring-bearer&apos;s title: at most 3, the Ring-bearer being the fourth (R2.11).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>The draw deck holds {n} cards titled {title}, the Ring-bearer&apos;s title: at most 3, the Ring-bearer being the fourth (R2.11).</translation>
    </message>
    <message>
        <source>The draw deck holds {n} cards titled {title}: at most 4 of one title (R2.10).</source>
        <translation>The draw deck holds {n} cards titled {title}: at most 4 of one title (R2.10).</translation>
    </message>
    <message>
        <source>The draw deck holds {n} cards: it needs at least 60 (R2.7).</source>
        <translation>The draw deck holds {n} cards: it needs at least 60 (R2.7).</translation>
    </message>
    <message>
        <source>The list names no One Ring (a line such as &quot;{example}&quot;).</source>
        <translation>The list names no One Ring (a line such as &quot;{example}&quot;).</translation>
    </message>
    <message>
        <source>The list names no Ring-bearer (a line such as &quot;{example}&quot;).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>The list names no Ring-bearer (a line such as &quot;{example}&quot;).</translation>
    </message>
    <message>
        <source>The starting companion {card} is not a companion of the draw deck (R2.19).</source>
        <translation>The starting companion {card} is not a companion of the draw deck (R2.19).</translation>
    </message>
    <message>
        <source>{card} cannot be in the draw deck: sites and The One Ring stay outside it (R2.9).</source>
        <translation>{card} cannot be in the draw deck: sites and The One Ring stay outside it (R2.9).</translation>
    </message>
    <message>
        <source>{card} in the adventure deck is not a site (R2.14).</source>
        <translation>{card} in the adventure deck is not a site (R2.14).</translation>
    </message>
    <message>
        <source>{card} is not The One Ring (R2.6).</source>
        <translation>{card} is not The One Ring (R2.6).</translation>
    </message>
    <message>
        <source>{code} is not a card of the set.</source>
        <translation>{code} is not a card of the set.</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.log</name>
    <message>
        <source>Archery: the minions shoot {m}, the fellowship {f}.</source>
        <translation>Archery: the minions shoot {m}, the fellowship {f}.</translation>
    </message>
    <message>
        <source>Every other assignment is cancelled: {minion} attacks {companion}.</source>
        <translation>Every other assignment is cancelled: {minion} attacks {companion}.</translation>
    </message>
    <message>
        <source>Every wound to {card} is prevented this phase.</source>
        <translation>Every wound to {card} is prevented this phase.</translation>
    </message>
    <message>
        <source>No minion is in play: on to the regroup phase.</source>
        <translation>No minion is in play: on to the regroup phase.</translation>
    </message>
    <message>
        <source>Skirmish: {fp} against {shadow}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Skirmish: {fp} against {shadow}.</translation>
    </message>
    <message>
        <source>The Ring-bearer must be assigned to a skirmish.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>The Ring-bearer must be assigned to a skirmish.</translation>
    </message>
    <message>
        <source>The archery phase is skipped.</source>
        <translation>The archery phase is skipped.</translation>
    </message>
    <message>
        <source>The fellowship archery total is {amount:+d} this phase.</source>
        <translation>The fellowship archery total is {amount:+d} this phase.</translation>
    </message>
    <message>
        <source>The fellowship archery total is {amount:+d}.</source>
        <translation>The fellowship archery total is {amount:+d}.</translation>
    </message>
    <message>
        <source>The fellowship cannot move again this turn.</source>
        <translation>The fellowship cannot move again this turn.</translation>
    </message>
    <message>
        <source>The fellowship of {seat} moves to {card} (site {n}); {added} twilight is added.</source>
        <translation>The fellowship of {seat} moves to {card} (site {n}); {added} twilight is added.</translation>
    </message>
    <message>
        <source>The fellowship of {seat} reaches site {n}: {seat} wins.</source>
        <translation>The fellowship of {seat} reaches site {n}: {seat} wins.</translation>
    </message>
    <message>
        <source>The fierce minions attack again.</source>
        <translation>The fierce minions attack again.</translation>
    </message>
    <message>
        <source>The minion archery total is {amount:+d} this phase.</source>
        <translation>The minion archery total is {amount:+d} this phase.</translation>
    </message>
    <message>
        <source>The move limit is {n} higher this turn.</source>
        <translation>The move limit is {n} higher this turn.</translation>
    </message>
    <message>
        <source>The skirmish ends with no winner.</source>
        <translation>The skirmish ends with no winner.</translation>
    </message>
    <message>
        <source>The skirmish is cancelled.</source>
        <translation>The skirmish is cancelled.</translation>
    </message>
    <message>
        <source>The wound to {card} is prevented.</source>
        <translation>The wound to {card} is prevented.</translation>
    </message>
    <message>
        <source>Turn {n}: {seat} is the Free Peoples player.</source>
        <translation>Turn {n}: {seat} is the Free Peoples player.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>You draw {card}.</translation>
    </message>
    <message>
        <source>{card} can be overwhelmed only by triple strength.</source>
        <translation>{card} can be overwhelmed only by triple strength.</translation>
    </message>
    <message>
        <source>{card} comes into play exhausted.</source>
        <translation>{card} comes into play exhausted.</translation>
    </message>
    <message>
        <source>{card} does not add to the fellowship archery total.</source>
        <translation>{card} does not add to the fellowship archery total.</translation>
    </message>
    <message>
        <source>{card} exerts without taking a token.</source>
        <translation>{card} exerts without taking a token.</translation>
    </message>
    <message>
        <source>{card} exerts.</source>
        <translation>{card} exerts.</translation>
    </message>
    <message>
        <source>{card} gives no strength bonus until the regroup phase.</source>
        <translation>{card} gives no strength bonus until the regroup phase.</translation>
    </message>
    <message>
        <source>{card} has {amount:+d} strength and damage {damage:+d}.</source>
        <translation>{card} has {amount:+d} strength and damage {damage:+d}.</translation>
    </message>
    <message>
        <source>{card} has {amount:+d} strength until the regroup phase.</source>
        <translation>{card} has {amount:+d} strength until the regroup phase.</translation>
    </message>
    <message>
        <source>{card} has {amount:+d} strength.</source>
        <translation>{card} has {amount:+d} strength.</translation>
    </message>
    <message>
        <source>{card} is cancelled.</source>
        <translation>{card} is cancelled.</translation>
    </message>
    <message>
        <source>{card} is damage {amount:+d} until the skirmish ends.</source>
        <translation>{card} is damage {amount:+d} until the skirmish ends.</translation>
    </message>
    <message>
        <source>{card} is damage {amount:+d}.</source>
        <translation>{card} is damage {amount:+d}.</translation>
    </message>
    <message>
        <source>{card} is defender {amount:+d} until the regroup phase.</source>
        <translation>{card} is defender {amount:+d} until the regroup phase.</translation>
    </message>
    <message>
        <source>{card} is discarded.</source>
        <translation>{card} is discarded.</translation>
    </message>
    <message>
        <source>{card} is fierce until the regroup phase.</source>
        <translation>{card} is fierce until the regroup phase.</translation>
    </message>
    <message>
        <source>{card} is healed.</source>
        <translation>{card} is healed.</translation>
    </message>
    <message>
        <source>{card} is killed.</source>
        <translation>{card} is killed.</translation>
    </message>
    <message>
        <source>{card} is not healed: a burden is removed instead.</source>
        <translation>{card} is not healed: a burden is removed instead.</translation>
    </message>
    <message>
        <source>{card} is overwhelmed.</source>
        <translation>{card} is overwhelmed.</translation>
    </message>
    <message>
        <source>{card} is stacked on {holder}.</source>
        <translation>{card} is stacked on {holder}.</translation>
    </message>
    <message>
        <source>{card} joins archery fire and skirmishes until the regroup phase.</source>
        <translation>{card} joins archery fire and skirmishes until the regroup phase.</translation>
    </message>
    <message>
        <source>{card} takes a wound.</source>
        <translation>{card} takes a wound.</translation>
    </message>
    <message>
        <source>{card} takes at most one wound in each skirmish phase until the regroup phase.</source>
        <translation>{card} takes at most one wound in each skirmish phase until the regroup phase.</translation>
    </message>
    <message>
        <source>{card} takes part in archery fire and skirmishes until the regroup phase.</source>
        <translation>{card} takes part in archery fire and skirmishes until the regroup phase.</translation>
    </message>
    <message>
        <source>{card} takes the Ring.</source>
        <translation>{card} takes the Ring.</translation>
    </message>
    <message>
        <source>{card} wears the Ring: the wound becomes a burden.</source>
        <translation>{card} wears the Ring: the wound becomes a burden.</translation>
    </message>
    <message>
        <source>{card}&apos;s armor turns the wound aside.</source>
        <translation>{card}&apos;s armor turns the wound aside.</translation>
    </message>
    <message>
        <source>{card}: each character its text names has {amount:+d} strength until the regroup phase.</source>
        <translation>{card}: each character its text names has {amount:+d} strength until the regroup phase.</translation>
    </message>
    <message>
        <source>{companion} cannot be assigned to {minion}.</source>
        <translation>{companion} cannot be assigned to {minion}.</translation>
    </message>
    <message>
        <source>{companion} defends against {minion}.</source>
        <translation>{companion} defends against {minion}.</translation>
    </message>
    <message>
        <source>{companion} skirmishes.</source>
        <translation>{companion} skirmishes.</translation>
    </message>
    <message>
        <source>{minion} attacks {companion}.</source>
        <translation>{minion} attacks {companion}.</translation>
    </message>
    <message>
        <source>{n} twilight is added to the pool.</source>
        <translation>{n} twilight is added to the pool.</translation>
    </message>
    <message>
        <source>{n} twilight is removed from the pool.</source>
        <translation>{n} twilight is removed from the pool.</translation>
    </message>
    <message>
        <source>{seat} bid {n}.</source>
        <translation>{seat} bid {n}.</translation>
    </message>
    <message>
        <source>{seat} discards {card} at random.</source>
        <translation>{seat} discards {card} at random.</translation>
    </message>
    <message>
        <source>{seat} discards {card} from the top of his draw deck.</source>
        <translation>{seat} discards {card} from the top of his draw deck.</translation>
    </message>
    <message>
        <source>{seat} discards {card} to heal its namesake.</source>
        <translation>{seat} discards {card} to heal its namesake.</translation>
    </message>
    <message>
        <source>{seat} discards {card}.</source>
        <translation>{seat} discards {card}.</translation>
    </message>
    <message>
        <source>{seat} draws a card.</source>
        <translation>{seat} draws a card.</translation>
    </message>
    <message>
        <source>{seat} ends his Shadow phase.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>{seat} ends his Shadow phase.</translation>
    </message>
    <message>
        <source>{seat} goes first and plays {card} as site 1.</source>
        <translation>{seat} goes first and plays {card} as site 1.</translation>
    </message>
    <message>
        <source>{seat} is the last player left and wins.</source>
        <translation>{seat} is the last player left and wins.</translation>
    </message>
    <message>
        <source>{seat} leaves the game: {why}.</source>
        <translation>{seat} leaves the game: {why}.</translation>
    </message>
    <message>
        <source>{seat} looks at cards of {other}&apos;s hand taken at random.</source>
        <translation>{seat} looks at cards of {other}&apos;s hand taken at random.</translation>
    </message>
    <message>
        <source>{seat} looks at the top {n} cards of his draw deck.</source>
        <translation>{seat} looks at the top {n} cards of his draw deck.</translation>
    </message>
    <message>
        <source>{seat} passes {card} to {bearer}.</source>
        <translation>{seat} passes {card} to {bearer}.</translation>
    </message>
    <message>
        <source>{seat} plays {card} as site {n}.</source>
        <translation>{seat} plays {card} as site {n}.</translation>
    </message>
    <message>
        <source>{seat} plays {card} in place of the site of a player who left.</source>
        <translation>{seat} plays {card} in place of the site of a player who left.</translation>
    </message>
    <message>
        <source>{seat} plays {card} on {bearer}.</source>
        <translation>{seat} plays {card} on {bearer}.</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat} plays {card}.</translation>
    </message>
    <message>
        <source>{seat} puts a card from his hand beneath his draw deck.</source>
        <translation>{seat} puts a card from his hand beneath his draw deck.</translation>
    </message>
    <message>
        <source>{seat} puts {card} from his discard pile beneath his draw deck.</source>
        <translation>{seat} puts {card} from his discard pile beneath his draw deck.</translation>
    </message>
    <message>
        <source>{seat} returns the revealed cards to the top of {other}&apos;s draw deck.</source>
        <translation>{seat} returns the revealed cards to the top of {other}&apos;s draw deck.</translation>
    </message>
    <message>
        <source>{seat} reveals the top cards of {other}&apos;s draw deck.</source>
        <translation>{seat} reveals the top cards of {other}&apos;s draw deck.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} and discards it.</source>
        <translation>{seat} reveals {card} and discards it.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} and puts it beneath his draw deck.</source>
        <translation>{seat} reveals {card} and puts it beneath his draw deck.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} and takes it into his hand.</source>
        <translation>{seat} reveals {card} and takes it into his hand.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} from his hand at random.</source>
        <translation>{seat} reveals {card} from his hand at random.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} from the bottom of his draw deck and discards it.</source>
        <translation>{seat} reveals {card} from the bottom of his draw deck and discards it.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} from the bottom of his draw deck and takes it.</source>
        <translation>{seat} reveals {card} from the bottom of his draw deck and takes it.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} from the top of his draw deck and takes it.</source>
        <translation>{seat} reveals {card} from the top of his draw deck and takes it.</translation>
    </message>
    <message>
        <source>{seat} reveals {other}&apos;s hand.</source>
        <translation>{seat} reveals {other}&apos;s hand.</translation>
    </message>
    <message>
        <source>{seat} sees {other}&apos;s hand.</source>
        <translation>{seat} sees {other}&apos;s hand.</translation>
    </message>
    <message>
        <source>{seat} shuffles his draw deck.</source>
        <translation>{seat} shuffles his draw deck.</translation>
    </message>
    <message>
        <source>{seat} shuffles his hand into his draw deck.</source>
        <translation>{seat} shuffles his hand into his draw deck.</translation>
    </message>
    <message>
        <source>{seat} shuffles {card} from his discard pile into his draw deck.</source>
        <translation>{seat} shuffles {card} from his discard pile into his draw deck.</translation>
    </message>
    <message>
        <source>{seat} stacks {card} on {bearer}.</source>
        <translation>{seat} stacks {card} on {bearer}.</translation>
    </message>
    <message>
        <source>{seat} starts with {card}.</source>
        <translation>{seat} starts with {card}.</translation>
    </message>
    <message>
        <source>{seat} takes place {n} in the turn order.</source>
        <translation>{seat} takes place {n} in the turn order.</translation>
    </message>
    <message>
        <source>{seat} takes {card} from his discard pile into his hand.</source>
        <translation>{seat} takes {card} from his discard pile into his hand.</translation>
    </message>
    <message>
        <source>{seat} takes {n} cards into his hand.</source>
        <translation>{seat} takes {n} cards into his hand.</translation>
    </message>
    <message>
        <source>{seat} uses {card}.</source>
        <translation>{seat} uses {card}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s Ring-bearer is corrupted.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{seat}&apos;s Ring-bearer is corrupted.</translation>
    </message>
    <message>
        <source>{seat}&apos;s Ring-bearer puts on The One Ring.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{seat}&apos;s Ring-bearer puts on The One Ring.</translation>
    </message>
    <message>
        <source>{seat}&apos;s Ring-bearer sheds a burden ({n} left).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{seat}&apos;s Ring-bearer sheds a burden ({n} left).</translation>
    </message>
    <message>
        <source>{seat}&apos;s Ring-bearer takes a burden ({n} in all).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{seat}&apos;s Ring-bearer takes a burden ({n} in all).</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.outcome</name>
    <message>
        <source>corrupted</source>
        <translation>corrupted</translation>
    </message>
    <message>
        <source>lost the Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>lost the Ring-bearer</translation>
    </message>
    <message>
        <source>the fellowship reached the last site</source>
        <translation>the fellowship reached the last site</translation>
    </message>
    <message>
        <source>the last player left</source>
        <translation>the last player left</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.prompt</name>
    <message>
        <source>Assign a character to skirmish this minion.</source>
        <translation>Assign a character to skirmish this minion.</translation>
    </message>
    <message>
        <source>Assign a companion to defend against a minion.</source>
        <translation>Assign a companion to defend against a minion.</translation>
    </message>
    <message>
        <source>Assign your unassigned minions.</source>
        <translation>Assign your unassigned minions.</translation>
    </message>
    <message>
        <source>Bid burdens for your place in the turn order.</source>
        <translation>Bid burdens for your place in the turn order.</translation>
    </message>
    <message>
        <source>Choose a companion for your starting fellowship ({n} twilight left).</source>
        <translation>Choose a companion for your starting fellowship ({n} twilight left).</translation>
    </message>
    <message>
        <source>Choose for {card}.</source>
        <translation>Choose for {card}.</translation>
    </message>
    <message>
        <source>Choose the Shadow player whose minions take the fellowship&apos;s arrows.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Choose the Shadow player whose minions take the fellowship&apos;s arrows.</translation>
    </message>
    <message>
        <source>Choose the cards to take into your hand.</source>
        <translation>Choose the cards to take into your hand.</translation>
    </message>
    <message>
        <source>Choose the next skirmish.</source>
        <translation>Choose the next skirmish.</translation>
    </message>
    <message>
        <source>Choose the order of your triggered abilities.</source>
        <translation>Choose the order of your triggered abilities.</translation>
    </message>
    <message>
        <source>Choose what {card} makes you do.</source>
        <translation>Choose what {card} makes you do.</translation>
    </message>
    <message>
        <source>Choose your place in the turn order (place 1 plays first).</source>
        <translation>Choose your place in the turn order (place 1 plays first).</translation>
    </message>
    <message>
        <source>Discard a card from your hand ({n} to discard).</source>
        <translation>Discard a card from your hand ({n} to discard).</translation>
    </message>
    <message>
        <source>Discard a card from your hand.</source>
        <translation>Discard a card from your hand.</translation>
    </message>
    <message>
        <source>Discard a card revealed?</source>
        <translation>Discard a card revealed?</translation>
    </message>
    <message>
        <source>Discard a revealed card to draw 2 cards?</source>
        <translation>Discard a revealed card to draw 2 cards?</translation>
    </message>
    <message>
        <source>Discard another card from the top of your draw deck?</source>
        <translation>Discard another card from the top of your draw deck?</translation>
    </message>
    <message>
        <source>Discard down to 8 cards.</source>
        <translation>Discard down to 8 cards.</translation>
    </message>
    <message>
        <source>Discard one of the cards you see; the other goes back.</source>
        <translation>Discard one of the cards you see; the other goes back.</translation>
    </message>
    <message>
        <source>Discard {n} cards from your hand, or add a burden.</source>
        <translation>Discard {n} cards from your hand, or add a burden.</translation>
    </message>
    <message>
        <source>Draw {n} cards, one for each burden?</source>
        <translation>Draw {n} cards, one for each burden?</translation>
    </message>
    <message>
        <source>Exert a character to cancel {card}.</source>
        <translation>Exert a character to cancel {card}.</translation>
    </message>
    <message>
        <source>Exert a character, or discard {card}.</source>
        <translation>Exert a character, or discard {card}.</translation>
    </message>
    <message>
        <source>Exert a companion.</source>
        <translation>Exert a companion.</translation>
    </message>
    <message>
        <source>Exert the Ring-bearer, or add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Exert the Ring-bearer, or add a burden.</translation>
    </message>
    <message>
        <source>Heal a companion at the sanctuary ({n} left).</source>
        <translation>Heal a companion at the sanctuary ({n} left).</translation>
    </message>
    <message>
        <source>Move on to the next site, or stay and end your turn?</source>
        <translation>Move on to the next site, or stay and end your turn?</translation>
    </message>
    <message>
        <source>Place an archery wound ({n} left).</source>
        <translation>Place an archery wound ({n} left).</translation>
    </message>
    <message>
        <source>Play a minion from your discard pile ({n} left).</source>
        <translation>Play a minion from your discard pile ({n} left).</translation>
    </message>
    <message>
        <source>Put the revealed cards back: the first named goes on top.</source>
        <translation>Put the revealed cards back: the first named goes on top.</translation>
    </message>
    <message>
        <source>Respond to the event just played?</source>
        <translation>Respond to the event just played?</translation>
    </message>
    <message>
        <source>Respond to the exertion about to happen?</source>
        <translation>Respond to the exertion about to happen?</translation>
    </message>
    <message>
        <source>Respond to the healing about to happen?</source>
        <translation>Respond to the healing about to happen?</translation>
    </message>
    <message>
        <source>Respond to the skirmish won?</source>
        <translation>Respond to the skirmish won?</translation>
    </message>
    <message>
        <source>Respond to the wound about to be taken?</source>
        <translation>Respond to the wound about to be taken?</translation>
    </message>
    <message>
        <source>Respond to what has just happened?</source>
        <translation>Respond to what has just happened?</translation>
    </message>
    <message>
        <source>Respond to what just happened, or pass.</source>
        <translation>Respond to what just happened, or pass.</translation>
    </message>
    <message>
        <source>Use {ability}?</source>
        <translation>Use {ability}?</translation>
    </message>
    <message>
        <source>Wound a companion.</source>
        <translation>Wound a companion.</translation>
    </message>
    <message>
        <source>You may discard a card before drawing up to 8.</source>
        <translation>You may discard a card before drawing up to 8.</translation>
    </message>
    <message>
        <source>You may discard one of the revealed cards.</source>
        <translation>You may discard one of the revealed cards.</translation>
    </message>
    <message>
        <source>Your action, or pass.</source>
        <translation>Your action, or pass.</translation>
    </message>
    <message>
        <source>Your partner proposes: {proposal}. Do you agree?</source>
        <translation>Your partner proposes: {proposal}. Do you agree?</translation>
    </message>
    <message>
        <source>{card}: exert the companion it names, or two other companions.</source>
        <translation>{card}: exert the companion it names, or two other companions.</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.refusal</name>
    <message>
        <source>First answer the question open now.</source>
        <translation>First answer the question open now.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>Nothing fits what that card&apos;s text acts on now.</source>
        <translation>Nothing fits what that card&apos;s text acts on now.</translation>
    </message>
    <message>
        <source>On another player&apos;s turn you play only Shadow cards (R1.3).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>On another player&apos;s turn you play only Shadow cards (R1.3).</translation>
    </message>
    <message>
        <source>On your own turn you play only Free Peoples cards (R1.3).</source>
        <translation>On your own turn you play only Free Peoples cards (R1.3).</translation>
    </message>
    <message>
        <source>That card is not played in the {phase} phase.</source>
        <translation>That card is not played in the {phase} phase.</translation>
    </message>
    <message>
        <source>That card&apos;s cost cannot be paid now.</source>
        <translation>That card&apos;s cost cannot be paid now.</translation>
    </message>
    <message>
        <source>That card&apos;s cost to play cannot be paid now.</source>
        <translation>That card&apos;s cost to play cannot be paid now.</translation>
    </message>
    <message>
        <source>That card&apos;s text cannot be used now: what it asks for (its phase, a card to spot) is missing.</source>
        <translation>That card&apos;s text cannot be used now: what it asks for (its phase, a card to spot) is missing.</translation>
    </message>
    <message>
        <source>That choice does not fit that card&apos;s text.</source>
        <translation>That choice does not fit that card&apos;s text.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>That is not possible now.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>The twilight pool does not hold enough for that card (R8.2).</source>
        <translation>The twilight pool does not hold enough for that card (R8.2).</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>There is no such card.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>There is no such seat.</translation>
    </message>
    <message>
        <source>To play that card, spot what its text names first.</source>
        <translation>To play that card, spot what its text names first.</translation>
    </message>
    <message>
        <source>You can only play a card from your own hand.</source>
        <translation>You can only play a card from your own hand.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>the game is over</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.table</name>
    <message>
        <source>A random legal deck</source>
        <translation>A random legal deck</translation>
    </message>
    <message>
        <source>Ability {n}</source>
        <translation>Ability {n}</translation>
    </message>
    <message>
        <source>Add a burden</source>
        <translation>Add a burden</translation>
    </message>
    <message>
        <source>Adventure deck</source>
        <translation>Adventure deck</translation>
    </message>
    <message>
        <source>Adventure path</source>
        <translation>Adventure path</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>Ally</translation>
    </message>
    <message>
        <source>Aragorn starter deck</source>
        <translation>Aragorn starter deck</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Archer</translation>
    </message>
    <message>
        <source>Archery</source>
        <translation>Archery</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armor</translation>
    </message>
    <message>
        <source>Assigned: {pairs}</source>
        <translation>Assigned: {pairs}</translation>
    </message>
    <message>
        <source>Assignment</source>
        <translation>Assignment</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>Bid {n}</translation>
    </message>
    <message>
        <source>Burdens {n}</source>
        <translation>Burdens {n}</translation>
    </message>
    <message>
        <source>Burdens: {list}</source>
        <translation>Burdens: {list}</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Choose</translation>
    </message>
    <message>
        <source>Cloak</source>
        <translation>Cloak</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Companion</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Damage +1</source>
        <translation>Damage +1</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Dead</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Deck of player {n}</source>
        <translation>Deck of player {n}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Discard {card}</translation>
    </message>
    <message>
        <source>Discard {card} to heal {target}</source>
        <translation>Discard {card} to heal {target}</translation>
    </message>
    <message>
        <source>Discard {n} cards</source>
        <translation>Discard {n} cards</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Dwarf</source>
        <translation>Dwarf</translation>
    </message>
    <message>
        <source>Dwarven</source>
        <translation>Dwarven</translation>
    </message>
    <message>
        <source>Elf</source>
        <translation>Elf</translation>
    </message>
    <message>
        <source>Elven</source>
        <translation>Elven</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Exert {cards}</source>
        <translation>Exert {cards}</translation>
    </message>
    <message>
        <source>Fellowship</source>
        <translation>Fellowship</translation>
    </message>
    <message>
        <source>Fierce</source>
        <translation>Fierce</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forest</translation>
    </message>
    <message>
        <source>Free Peoples</source>
        <translation>Free Peoples</translation>
    </message>
    <message>
        <source>Free Peoples: {seat} · twilight pool {n}</source>
        <translation>Free Peoples: {seat} · twilight pool {n}</translation>
    </message>
    <message>
        <source>From your draw deck</source>
        <translation>From your draw deck</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Gandalf</translation>
    </message>
    <message>
        <source>Gandalf starter deck</source>
        <translation>Gandalf starter deck</translation>
    </message>
    <message>
        <source>Gondor</source>
        <translation>Gondor</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Hand weapon</source>
        <translation>Hand weapon</translation>
    </message>
    <message>
        <source>Heal {card}</source>
        <translation>Heal {card}</translation>
    </message>
    <message>
        <source>Helm</source>
        <translation>Helm</translation>
    </message>
    <message>
        <source>Hobbit</source>
        <translation>Hobbit</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>How it ended</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>In play</translation>
    </message>
    <message>
        <source>Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Isengard</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Keep my hand</translation>
    </message>
    <message>
        <source>Man</source>
        <translation>Man</translation>
    </message>
    <message>
        <source>Maneuver</source>
        <translation>Maneuver</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Marsh</translation>
    </message>
    <message>
        <source>Minion</source>
        <translation>Minion</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Moria</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Mount</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <source>Move on</source>
        <translation>Move on</translation>
    </message>
    <message>
        <source>Move {card} to {bearer}</source>
        <translation>Move {card} to {bearer}</translation>
    </message>
    <message>
        <source>Nazgûl</source>
        <translation>Nazgûl</translation>
    </message>
    <message>
        <source>One more</source>
        <translation>One more</translation>
    </message>
    <message>
        <source>Orc</source>
        <translation>Orc</translation>
    </message>
    <message>
        <source>Pipe</source>
        <translation>Pipe</translation>
    </message>
    <message>
        <source>Pipeweed</source>
        <translation>Pipeweed</translation>
    </message>
    <message>
        <source>Place {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Plains</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>Play {card} on {bearer}</source>
        <translation>Play {card} on {bearer}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Possession</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Possession</translation>
    </message>
    <message>
        <source>Put on the Ring</source>
        <translation>Put on the Ring</translation>
    </message>
    <message>
        <source>Ranged weapon</source>
        <translation>Ranged weapon</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Ranger</translation>
    </message>
    <message>
        <source>Regroup</source>
        <translation>Regroup</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Removed</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Response</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ring-bearer</translation>
    </message>
    <message>
        <source>Ringwraith</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>Ringwraith</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>Sanctuary</source>
        <translation>Sanctuary</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Saved: {name}</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow</translation>
    </message>
    <message>
        <source>Shadow number</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the TCG&apos;s book: «сумеречное число» (Shadow number)</extracomment>
        <translation>Shadow number</translation>
    </message>
    <message>
        <source>Shadow phase</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow phase</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Shield</translation>
    </message>
    <message>
        <source>Shire</source>
        <translation>Shire</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation>Skirmish</translation>
    </message>
    <message>
        <source>Skirmish: {fp} against {shadow} — strength {a} against {b}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Skirmish: {fp} against {shadow} — strength {a} against {b}</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Spell</translation>
    </message>
    <message>
        <source>Stacked</source>
        <translation>Stacked</translation>
    </message>
    <message>
        <source>Start with {card}</source>
        <translation>Start with {card}</translation>
    </message>
    <message>
        <source>Starting fellowship: companions from your draw deck</source>
        <translation>Starting fellowship: companions from your draw deck</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stay</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Stealth</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Support area</source>
        <translation>Support area</translation>
    </message>
    <message>
        <source>Take {cards}</source>
        <translation>Take {cards}</translation>
    </message>
    <message>
        <source>Tale</source>
        <translation>Tale</translation>
    </message>
    <message>
        <source>The One Ring</source>
        <translation>The One Ring</translation>
    </message>
    <message>
        <source>The Ring-bearer wears the Ring.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>The Ring-bearer wears the Ring.</translation>
    </message>
    <message>
        <source>The first game (sites 1 to 7)</source>
        <translation>The first game (sites 1 to 7)</translation>
    </message>
    <message>
        <source>The full game (bidding, sites 1 to 9)</source>
        <translation>The full game (bidding, sites 1 to 9)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>The minions of {seat}</source>
        <translation>The minions of {seat}</translation>
    </message>
    <message>
        <source>The skirmish of {card}</source>
        <translation>The skirmish of {card}</translation>
    </message>
    <message>
        <source>To act: {seats}</source>
        <translation>To act: {seats}</translation>
    </message>
    <message>
        <source>Tracker</source>
        <translation>Tracker</translation>
    </message>
    <message>
        <source>Troll</source>
        <translation>Troll</translation>
    </message>
    <message>
        <source>Turn {n}, {phase}</source>
        <translation>Turn {n}, {phase}</translation>
    </message>
    <message>
        <source>Turn {n}: {phase}</source>
        <translation>Turn {n}: {phase}</translation>
    </message>
    <message>
        <source>Twilight</source>
        <translation>Twilight</translation>
    </message>
    <message>
        <source>Twilight pool</source>
        <translation>Twilight pool</translation>
    </message>
    <message>
        <source>Underground</source>
        <translation>Underground</translation>
    </message>
    <message>
        <source>Uruk-hai</source>
        <translation>Uruk-hai</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Use {card}</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Weather</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Wizard</translation>
    </message>
    <message>
        <source>Wound {card}</source>
        <translation>Wound {card}</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>a hidden card</translation>
    </message>
    <message>
        <source>an ability</source>
        <translation>an ability</translation>
    </message>
    <message>
        <source>archery phase</source>
        <translation>archery phase</translation>
    </message>
    <message>
        <source>assignment phase</source>
        <translation>assignment phase</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>bidding</translation>
    </message>
    <message>
        <source>exert {card}</source>
        <translation>exert {card}</translation>
    </message>
    <message>
        <source>fellowship phase</source>
        <translation>fellowship phase</translation>
    </message>
    <message>
        <source>maneuver phase</source>
        <translation>maneuver phase</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>out of the game</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <source>passed: {seats}</source>
        <translation>passed: {seats}</translation>
    </message>
    <message>
        <source>regroup phase</source>
        <translation>regroup phase</translation>
    </message>
    <message>
        <source>resistance {n}</source>
        <translation>resistance {n}</translation>
    </message>
    <message>
        <source>setting up</source>
        <translation>setting up</translation>
    </message>
    <message>
        <source>site number {n}</source>
        <translation>site number {n}</translation>
    </message>
    <message>
        <source>site {n}, {b} burdens</source>
        <translation>site {n}, {b} burdens</translation>
    </message>
    <message>
        <source>skirmish phase</source>
        <translation>skirmish phase</translation>
    </message>
    <message>
        <source>strength {n}</source>
        <translation>strength {n}</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>to act</translation>
    </message>
    <message>
        <source>to act: {seats}</source>
        <translation>to act: {seats}</translation>
    </message>
    <message>
        <source>to decide: {seats}</source>
        <translation>to decide: {seats}</translation>
    </message>
    <message>
        <source>vitality {n}</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>vitality {n}</translation>
    </message>
    <message>
        <source>{minion} against {companion}</source>
        <translation>{minion} against {companion}</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.warning</name>
    <message>
        <source>A bid of {n} burdens corrupts your Ring-bearer at once: you lose the game.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>A bid of {n} burdens corrupts your Ring-bearer at once: you lose the game.</translation>
    </message>
</context>
<context>
    <name>wotr.action</name>
    <message>
        <source>Add {points} corruption: {companion} stays</source>
        <translation>Add {points} corruption: {companion} stays</translation>
    </message>
    <message>
        <source>Advance {piece} of {nation}</source>
        <translation>Advance {piece} of {nation}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Bring {piece} of {nation} from {region}</source>
        <translation>Bring {piece} of {nation} from {region}</translation>
    </message>
    <message>
        <source>Declare the Fellowship in {region}</source>
        <translation>Declare the Fellowship in {region}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Discard {card}</translation>
    </message>
    <message>
        <source>Discard {card} from the table</source>
        <translation>Discard {card} from the table</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Draw from the {deck} deck</source>
        <translation>Draw from the {deck} deck</translation>
    </message>
    <message>
        <source>Eliminate {companion}</source>
        <translation>Eliminate {companion}</translation>
    </message>
    <message>
        <source>Eliminate {piece} of {nation} in {region}</source>
        <translation>Eliminate {piece} of {nation} in {region}</translation>
    </message>
    <message>
        <source>End the assault</source>
        <translation>End the assault</translation>
    </message>
    <message>
        <source>Enter Mordor</source>
        <translation>Enter Mordor</translation>
    </message>
    <message>
        <source>Fight a field battle</source>
        <translation>Fight a field battle</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>Give {card}</translation>
    </message>
    <message>
        <source>Go to {region}</source>
        <translation>Go to {region}</translation>
    </message>
    <message>
        <source>Gollum reveals the Fellowship: one point less</source>
        <translation>Gollum reveals the Fellowship: one point less</translation>
    </message>
    <message>
        <source>Join the armies in {region}</source>
        <translation>Join the armies in {region}</translation>
    </message>
    <message>
        <source>Keep the Fellowship hidden</source>
        <translation>Keep the Fellowship hidden</translation>
    </message>
    <message>
        <source>Lose a companion drawn at random</source>
        <translation>Lose a companion drawn at random</translation>
    </message>
    <message>
        <source>Lose the Guide</source>
        <translation>Lose the Guide</translation>
    </message>
    <message>
        <source>Make an elite unit in {region}</source>
        <translation>Make an elite unit in {region}</translation>
    </message>
    <message>
        <source>Move a second army</source>
        <translation>Move a second army</translation>
    </message>
    <message>
        <source>Move another Nazgûl or minion</source>
        <translation>Move another Nazgûl or minion</translation>
    </message>
    <message>
        <source>Move other companions</source>
        <translation>Move other companions</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Nothing more</source>
        <translation>Nothing more</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Place {n} dice in the Hunt Box</source>
        <translation>Place {n} dice in the Hunt Box</translation>
    </message>
    <message>
        <source>Play no combat card</source>
        <translation>Play no combat card</translation>
    </message>
    <message>
        <source>Play {card} as a combat card</source>
        <translation>Play {card} as a combat card</translation>
    </message>
    <message>
        <source>Recruit {piece} of {nation}</source>
        <translation>Recruit {piece} of {nation}</translation>
    </message>
    <message>
        <source>Remove {piece} of {nation}</source>
        <translation>Remove {piece} of {nation}</translation>
    </message>
    <message>
        <source>Replace a regular unit of {nation} with an elite one</source>
        <translation>Replace a regular unit of {nation} with an elite one</translation>
    </message>
    <message>
        <source>Replace an elite unit of {nation} with a regular unit</source>
        <translation>Replace an elite unit of {nation} with a regular unit</translation>
    </message>
    <message>
        <source>Retreat to {region}</source>
        <translation>Retreat to {region}</translation>
    </message>
    <message>
        <source>Stay and fight another round</source>
        <translation>Stay and fight another round</translation>
    </message>
    <message>
        <source>Stay out of Mordor</source>
        <translation>Stay out of Mordor</translation>
    </message>
    <message>
        <source>The Fellowship stands in {region}</source>
        <translation>The Fellowship stands in {region}</translation>
    </message>
    <message>
        <source>The characters stay behind</source>
        <translation>The characters stay behind</translation>
    </message>
    <message>
        <source>Turn the die showing {result} into an Eye</source>
        <translation>Turn the die showing {result} into an Eye</translation>
    </message>
    <message>
        <source>Use a die showing {result}</source>
        <translation>Use a die showing {result}</translation>
    </message>
    <message>
        <source>Use an Elven Ring</source>
        <translation>Use an Elven Ring</translation>
    </message>
    <message>
        <source>Use the Ring: take all the damage</source>
        <translation>Use the Ring: take all the damage</translation>
    </message>
    <message>
        <source>Use {card} from the table</source>
        <translation>Use {card} from the table</translation>
    </message>
    <message>
        <source>Withdraw into the stronghold</source>
        <translation>Withdraw into the stronghold</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>{characters} go with the army to {region}</source>
        <translation>{characters} go with the army to {region}</translation>
    </message>
    <message>
        <source>{companions} go along</source>
        <translation>{companions} go along</translation>
    </message>
    <message>
        <source>{companion} is the Guide</source>
        <translation>{companion} is the Guide</translation>
    </message>
    <message>
        <source>{companion} leaves the Fellowship</source>
        <translation>{companion} leaves the Fellowship</translation>
    </message>
    <message>
        <source>{companion} leaves the Fellowship: one point less</source>
        <translation>{companion} leaves the Fellowship: one point less</translation>
    </message>
    <message>
        <source>{item}</source>
        <translation>{item}</translation>
    </message>
    <message>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
</context>
<context>
    <name>wotr.card</name>
    <message>
        <source>A New Power is Rising</source>
        <translation>A New Power is Rising</translation>
    </message>
    <message>
        <source>A Power too Great</source>
        <translation>A Power too Great</translation>
    </message>
    <message>
        <source>Advantageous Position</source>
        <translation>Advantageous Position</translation>
    </message>
    <message>
        <source>Andúril</source>
        <translation>Andúril</translation>
    </message>
    <message>
        <source>Athelas</source>
        <translation>Athelas</translation>
    </message>
    <message>
        <source>Axe and Bow</source>
        <translation>Axe and Bow</translation>
    </message>
    <message>
        <source>Balrog of Moria</source>
        <translation>Balrog of Moria</translation>
    </message>
    <message>
        <source>Bilbo&apos;s Song</source>
        <translation>Bilbo&apos;s Song</translation>
    </message>
    <message>
        <source>Black Breath</source>
        <translation>Black Breath</translation>
    </message>
    <message>
        <source>Blade of Westernesse</source>
        <translation>Blade of Westernesse</translation>
    </message>
    <message>
        <source>Book of Mazarbul</source>
        <translation>Book of Mazarbul</translation>
    </message>
    <message>
        <source>Brave Stand</source>
        <translation>Brave Stand</translation>
    </message>
    <message>
        <source>Candles of Corpses</source>
        <translation>Candles of Corpses</translation>
    </message>
    <message>
        <source>Celeborn&apos;s Galadhrim</source>
        <translation>Celeborn&apos;s Galadhrim</translation>
    </message>
    <message>
        <source>Challenge of the King</source>
        <translation>Challenge of the King</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation>Confusion</translation>
    </message>
    <message>
        <source>Corsairs of Umbar</source>
        <translation>Corsairs of Umbar</translation>
    </message>
    <message>
        <source>Cruel Weather</source>
        <translation>Cruel Weather</translation>
    </message>
    <message>
        <source>Cruel as Death</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Cruel as Death</translation>
    </message>
    <message>
        <source>Círdan&apos;s Ships</source>
        <translation>Círdan&apos;s Ships</translation>
    </message>
    <message>
        <source>Daring Defiance</source>
        <translation>Daring Defiance</translation>
    </message>
    <message>
        <source>Daylight</source>
        <translation>Daylight</translation>
    </message>
    <message>
        <source>Dead Men of Dunharrow</source>
        <extracomment>Ukrainian: the seed&apos;s «Мерці Смурного Капища»; Russian as the card game&apos;s card (glossary wotr_cards_dead_men_of_dunharrow)</extracomment>
        <translation>Dead Men of Dunharrow</translation>
    </message>
    <message>
        <source>Deadly Strife</source>
        <translation>Deadly Strife</translation>
    </message>
    <message>
        <source>Denethor&apos;s Folly</source>
        <translation>Denethor&apos;s Folly</translation>
    </message>
    <message>
        <source>Desperate Battle</source>
        <translation>Desperate Battle</translation>
    </message>
    <message>
        <source>Devilry of Orthanc</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Devilry of Orthanc</translation>
    </message>
    <message>
        <source>Dread and Despair</source>
        <translation>Dread and Despair</translation>
    </message>
    <message>
        <source>Dreadful Spells</source>
        <translation>Dreadful Spells</translation>
    </message>
    <message>
        <source>Durin&apos;s Bane</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Durin&apos;s Bane</translation>
    </message>
    <message>
        <source>Dáin Ironfoot&apos;s Guard</source>
        <translation>Dáin Ironfoot&apos;s Guard</translation>
    </message>
    <message>
        <source>Elven Cloaks</source>
        <translation>Elven Cloaks</translation>
    </message>
    <message>
        <source>Elven Rope</source>
        <translation>Elven Rope</translation>
    </message>
    <message>
        <source>Ents&apos; Rage</source>
        <translation>Ents&apos; Rage</translation>
    </message>
    <message>
        <source>Faramir&apos;s Rangers</source>
        <translation>Faramir&apos;s Rangers</translation>
    </message>
    <message>
        <source>Fateful Strike</source>
        <translation>Fateful Strike</translation>
    </message>
    <message>
        <source>Fear! Fire! Foes!</source>
        <translation>Fear! Fire! Foes!</translation>
    </message>
    <message>
        <source>Flocks of Crebain</source>
        <translation>Flocks of Crebain</translation>
    </message>
    <message>
        <source>Foul Stench</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Foul Stench</translation>
    </message>
    <message>
        <source>Foul Thing from the Deep</source>
        <translation>Foul Thing from the Deep</translation>
    </message>
    <message>
        <source>Free Peoples&apos; Character card {number}</source>
        <translation>Free Peoples&apos; Character card {number}</translation>
    </message>
    <message>
        <source>Free Peoples&apos; Strategy card {number}</source>
        <translation>Free Peoples&apos; Strategy card {number}</translation>
    </message>
    <message>
        <source>Give it to Uss!</source>
        <translation>Give it to Uss!</translation>
    </message>
    <message>
        <source>Great Host</source>
        <translation>Great Host</translation>
    </message>
    <message>
        <source>Grimbeorn the Old, Son of Beorn</source>
        <translation>Grimbeorn the Old, Son of Beorn</translation>
    </message>
    <message>
        <source>Grond, Hammer of the Underworld</source>
        <translation>Grond, Hammer of the Underworld</translation>
    </message>
    <message>
        <source>Guards of the Citadel</source>
        <translation>Guards of the Citadel</translation>
    </message>
    <message>
        <source>Gwaihir the Windlord</source>
        <translation>Gwaihir the Windlord</translation>
    </message>
    <message>
        <source>Half-orcs and Goblin-men</source>
        <translation>Half-orcs and Goblin-men</translation>
    </message>
    <message>
        <source>Help Unlooked For</source>
        <translation>Help Unlooked For</translation>
    </message>
    <message>
        <source>Heroic Death</source>
        <translation>Heroic Death</translation>
    </message>
    <message>
        <source>Hill-trolls</source>
        <translation>Hill-trolls</translation>
    </message>
    <message>
        <source>Hordes from the East</source>
        <translation>Hordes from the East</translation>
    </message>
    <message>
        <source>Horn of Gondor</source>
        <translation>Horn of Gondor</translation>
    </message>
    <message>
        <source>House of the Stewards</source>
        <translation>House of the Stewards</translation>
    </message>
    <message>
        <source>Huorn-dark</source>
        <translation>Huorn-dark</translation>
    </message>
    <message>
        <source>I Will Go Alone</source>
        <translation>I Will Go Alone</translation>
    </message>
    <message>
        <source>Imrahil of Dol Amroth</source>
        <translation>Imrahil of Dol Amroth</translation>
    </message>
    <message>
        <source>Isildur&apos;s Bane</source>
        <translation>Isildur&apos;s Bane</translation>
    </message>
    <message>
        <source>It Is a Gift</source>
        <translation>It Is a Gift</translation>
    </message>
    <message>
        <source>Kindred of Glorfindel</source>
        <translation>Kindred of Glorfindel</translation>
    </message>
    <message>
        <source>King Brand&apos;s Men</source>
        <translation>King Brand&apos;s Men</translation>
    </message>
    <message>
        <source>Lure of the Ring</source>
        <translation>Lure of the Ring</translation>
    </message>
    <message>
        <source>Many Kings to the Service of Mordor</source>
        <translation>Many Kings to the Service of Mordor</translation>
    </message>
    <message>
        <source>Mighty Attack</source>
        <translation>Mighty Attack</translation>
    </message>
    <message>
        <source>Mirror of Galadriel</source>
        <translation>Mirror of Galadriel</translation>
    </message>
    <message>
        <source>Mithril Coat and Sting</source>
        <translation>Mithril Coat and Sting</translation>
    </message>
    <message>
        <source>Monsters Roused</source>
        <translation>Monsters Roused</translation>
    </message>
    <message>
        <source>Morgul Wound</source>
        <translation>Morgul Wound</translation>
    </message>
    <message>
        <source>Musterings of Long-planned War</source>
        <translation>Musterings of Long-planned War</translation>
    </message>
    <message>
        <source>Mûmakil</source>
        <translation>Mûmakil</translation>
    </message>
    <message>
        <source>Nameless Wood</source>
        <translation>Nameless Wood</translation>
    </message>
    <message>
        <source>Nazgûl Search</source>
        <translation>Nazgûl Search</translation>
    </message>
    <message>
        <source>No Quarter</source>
        <translation>No Quarter</translation>
    </message>
    <message>
        <source>Olog-hai</source>
        <translation>Olog-hai</translation>
    </message>
    <message>
        <source>On, On They Went</source>
        <translation>On, On They Went</translation>
    </message>
    <message>
        <source>One for the Dark Lord</source>
        <translation>One for the Dark Lord</translation>
    </message>
    <message>
        <source>Onslaught</source>
        <translation>Onslaught</translation>
    </message>
    <message>
        <source>Orc Patrol</source>
        <translation>Orc Patrol</translation>
    </message>
    <message>
        <source>Orcs Multiplying Again</source>
        <translation>Orcs Multiplying Again</translation>
    </message>
    <message>
        <source>Paths of the Woses</source>
        <translation>Paths of the Woses</translation>
    </message>
    <message>
        <source>Phial of Galadriel</source>
        <translation>Phial of Galadriel</translation>
    </message>
    <message>
        <source>Pits of Mordor</source>
        <translation>Pits of Mordor</translation>
    </message>
    <message>
        <source>Rage of the Dunlendings</source>
        <translation>Rage of the Dunlendings</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <translation>Relentless Assault</translation>
    </message>
    <message>
        <source>Return of the Witch-king</source>
        <translation>Return of the Witch-king</translation>
    </message>
    <message>
        <source>Return to Valinor</source>
        <translation>Return to Valinor</translation>
    </message>
    <message>
        <source>Riders of Théoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Riders of Théoden</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Scouts</translation>
    </message>
    <message>
        <source>Servant of the Secret Fire</source>
        <translation>Servant of the Secret Fire</translation>
    </message>
    <message>
        <source>Shadow Character card {number}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow Character card {number}</translation>
    </message>
    <message>
        <source>Shadow Strategy card {number}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow Strategy card {number}</translation>
    </message>
    <message>
        <source>Shadows Gather</source>
        <translation>Shadows Gather</translation>
    </message>
    <message>
        <source>Shadows on the Misty Mountains</source>
        <translation>Shadows on the Misty Mountains</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair</source>
        <translation>Shelob&apos;s Lair</translation>
    </message>
    <message>
        <source>Shield-wall</source>
        <translation>Shield-wall</translation>
    </message>
    <message>
        <source>Sméagol Helps Nice Master</source>
        <translation>Sméagol Helps Nice Master</translation>
    </message>
    <message>
        <source>Stormcrow</source>
        <translation>Stormcrow</translation>
    </message>
    <message>
        <source>Sudden Strike</source>
        <translation>Sudden Strike</translation>
    </message>
    <message>
        <source>Swarm of Bats</source>
        <translation>Swarm of Bats</translation>
    </message>
    <message>
        <source>Swords in Eriador</source>
        <translation>Swords in Eriador</translation>
    </message>
    <message>
        <source>The Black Captain Commands</source>
        <translation>The Black Captain Commands</translation>
    </message>
    <message>
        <source>The Breaking of the Fellowship</source>
        <translation>The Breaking of the Fellowship</translation>
    </message>
    <message>
        <source>The Day Without Dawn</source>
        <translation>The Day Without Dawn</translation>
    </message>
    <message>
        <source>The Eagles are Coming!</source>
        <translation>The Eagles are Coming!</translation>
    </message>
    <message>
        <source>The Ents Awake: Entmoot</source>
        <extracomment>Ukrainian: «Пробудження ентів» as the seed names the three cards</extracomment>
        <translation>The Ents Awake: Entmoot</translation>
    </message>
    <message>
        <source>The Ents Awake: Huorns</source>
        <extracomment>Ukrainian: «Пробудження ентів» as the seed names the three cards</extracomment>
        <translation>The Ents Awake: Huorns</translation>
    </message>
    <message>
        <source>The Ents Awake: Treebeard</source>
        <extracomment>Ukrainian: «Пробудження ентів» as the seed names the three cards</extracomment>
        <translation>The Ents Awake: Treebeard</translation>
    </message>
    <message>
        <source>The Fighting Uruk-hai</source>
        <translation>The Fighting Uruk-hai</translation>
    </message>
    <message>
        <source>The Grey Company</source>
        <translation>The Grey Company</translation>
    </message>
    <message>
        <source>The King is Revealed</source>
        <translation>The King is Revealed</translation>
    </message>
    <message>
        <source>The Last Battle</source>
        <translation>The Last Battle</translation>
    </message>
    <message>
        <source>The Lidless Eye</source>
        <translation>The Lidless Eye</translation>
    </message>
    <message>
        <source>The Nazgûl Strike!</source>
        <translation>The Nazgûl Strike!</translation>
    </message>
    <message>
        <source>The Palantír of Orthanc</source>
        <translation>The Palantír of Orthanc</translation>
    </message>
    <message>
        <source>The Power of Tom Bombadil</source>
        <translation>The Power of Tom Bombadil</translation>
    </message>
    <message>
        <source>The Red Arrow</source>
        <translation>The Red Arrow</translation>
    </message>
    <message>
        <source>The Ring is Mine!</source>
        <translation>The Ring is Mine!</translation>
    </message>
    <message>
        <source>The Ringwraiths Are Abroad</source>
        <translation>The Ringwraiths Are Abroad</translation>
    </message>
    <message>
        <source>The Shadow Lengthens</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow Lengthens</translation>
    </message>
    <message>
        <source>The Shadow is Moving</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow is Moving</translation>
    </message>
    <message>
        <source>The Spirit of Mordor</source>
        <translation>The Spirit of Mordor</translation>
    </message>
    <message>
        <source>There Is Another Way</source>
        <translation>There Is Another Way</translation>
    </message>
    <message>
        <source>There and Back Again</source>
        <translation>There and Back Again</translation>
    </message>
    <message>
        <source>They Are Terrible</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>They Are Terrible</translation>
    </message>
    <message>
        <source>Thranduil&apos;s Archers</source>
        <translation>Thranduil&apos;s Archers</translation>
    </message>
    <message>
        <source>Threats and Promises</source>
        <translation>Threats and Promises</translation>
    </message>
    <message>
        <source>Through a Day and a Night</source>
        <translation>Through a Day and a Night</translation>
    </message>
    <message>
        <source>Valour</source>
        <translation>Valour</translation>
    </message>
    <message>
        <source>We Come to Kill</source>
        <translation>We Come to Kill</translation>
    </message>
    <message>
        <source>We Prove the Swifter</source>
        <translation>We Prove the Swifter</translation>
    </message>
    <message>
        <source>Wisdom of Elrond</source>
        <translation>Wisdom of Elrond</translation>
    </message>
    <message>
        <source>Wizard&apos;s Staff</source>
        <extracomment>Ukrainian: the seed prints this card («Посох чарівника»)</extracomment>
        <translation>Wizard&apos;s Staff</translation>
    </message>
    <message>
        <source>Words of Power</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Words of Power</translation>
    </message>
    <message>
        <source>Wormtongue</source>
        <translation>Wormtongue</translation>
    </message>
    <message>
        <source>Worn with Sorrow and Toil</source>
        <translation>Worn with Sorrow and Toil</translation>
    </message>
    <message>
        <source>Éomer, Son of Éomund</source>
        <translation>Éomer, Son of Éomund</translation>
    </message>
</context>
<context>
    <name>wotr.card_text</name>
    <message>
        <source>Activate one Free Peoples nation of your choice and advance it one step on the Political Track.</source>
        <translation>Activate one Free Peoples nation of your choice and advance it one step on the Political Track.</translation>
    </message>
    <message>
        <source>After the casualties of the combat roll and re-roll, if your army has at least twice as many units as the enemy&apos;s, score one more hit.</source>
        <translation>After the casualties of the combat roll and re-roll, if your army has at least twice as many units as the enemy&apos;s, score one more hit.</translation>
    </message>
    <message>
        <source>After the casualties of the combat roll and re-roll, you may inflict up to four hits on your own army; then roll one die for each hit inflicted, each 4 or more a hit on the enemy.</source>
        <translation>After the casualties of the combat roll and re-roll, you may inflict up to four hits on your own army; then roll one die for each hit inflicted, each 4 or more a hit on the enemy.</translation>
    </message>
    <message>
        <source>Attack, with a Free Peoples army of an adjacent region, a Shadow army besieging a stronghold. For the whole battle the Shadow rolls one die fewer in the combat roll for each Free Peoples unit inside the besieged stronghold (at least one die).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Attack, with a Free Peoples army of an adjacent region, a Shadow army besieging a stronghold. For the whole battle the Shadow rolls one die fewer in the combat roll for each Free Peoples unit inside the besieged stronghold (at least one die).</translation>
    </message>
    <message>
        <source>Before the combat roll, you may inflict up to two hits on your own army; add 1 to each die of your combat roll for each hit inflicted.</source>
        <translation>Before the combat roll, you may inflict up to two hits on your own army; add 1 to each die of your combat roll for each hit inflicted.</translation>
    </message>
    <message>
        <source>Before you take the casualties of the enemy&apos;s combat roll and re-roll, cancel one hit if the enemy scored two or more.</source>
        <translation>Before you take the casualties of the enemy&apos;s combat roll and re-roll, cancel one hit if the enemy scored two or more.</translation>
    </message>
    <message>
        <source>Both armies add 1 to each die of their combat roll and leader re-roll.</source>
        <translation>Both armies add 1 to each die of their combat roll and leader re-roll.</translation>
    </message>
    <message>
        <source>Both armies add 2 to each die of their combat roll and leader re-roll.</source>
        <translation>Both armies add 2 to each die of their combat roll and leader re-roll.</translation>
    </message>
    <message>
        <source>Cancel the effects of the combat card the Free Peoples played. If they played none, add 1 to each die of your leader re-roll.</source>
        <translation>Cancel the effects of the combat card the Free Peoples played. If they played none, add 1 to each die of your leader re-roll.</translation>
    </message>
    <message>
        <source>Change one unused Free Peoples die showing Character into Will of the West. If the Fellowship is in Lórien and Lórien is unconquered, also heal one corruption point.</source>
        <translation>Change one unused Free Peoples die showing Character into Will of the West. If the Fellowship is in Lórien and Lórien is unconquered, also heal one corruption point.</translation>
    </message>
    <message>
        <source>Choose a Shadow army anywhere whose units belong to at least two Shadow nations. Roll five dice: each 5 or 6 is a hit on that army.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Choose a Shadow army anywhere whose units belong to at least two Shadow nations. Roll five dice: each 5 or 6 is a hit on that army.</translation>
    </message>
    <message>
        <source>Choose a Shadow army in Osgiliath, North Ithilien or South Ithilien. Roll three dice: each 5 or 6 is a hit on that army. Then, if a Free Peoples army stands in Osgiliath, recruit one Gondor unit (regular or elite) and one Gondor leader there.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Choose a Shadow army in Osgiliath, North Ithilien or South Ithilien. Roll three dice: each 5 or 6 is a hit on that army. Then, if a Free Peoples army stands in Osgiliath, recruit one Gondor unit (regular or elite) and one Gondor leader there.</translation>
    </message>
    <message>
        <source>Each unmodified 1 of the Shadow&apos;s combat roll is a hit on the Shadow&apos;s own army, and that die is not rolled again in the leader re-roll.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Each unmodified 1 of the Shadow&apos;s combat roll is a hit on the Shadow&apos;s own army, and that die is not rolled again in the leader re-roll.</translation>
    </message>
    <message>
        <source>Heal one corruption point. Then, if Gollum is the Guide, you may hide or move the Fellowship.</source>
        <translation>Heal one corruption point. Then, if Gollum is the Guide, you may hide or move the Fellowship.</translation>
    </message>
    <message>
        <source>Heal one corruption point; two if Gollum is the Guide.</source>
        <translation>Heal one corruption point; two if Gollum is the Guide.</translation>
    </message>
    <message>
        <source>If your combat roll or your leader re-roll scores at least one hit, score one hit more.</source>
        <translation>If your combat roll or your leader re-roll scores at least one hit, score one hit more.</translation>
    </message>
    <message>
        <source>Move any or all of the Nazgûl. Then you may move two armies that each hold a Nazgûl, or attack with one army that holds a Nazgûl.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Move any or all of the Nazgûl. Then you may move two armies that each hold a Nazgûl, or attack with one army that holds a Nazgûl.</translation>
    </message>
    <message>
        <source>Move any or all of the companions outside the Fellowship. Then, if a companion stands in Erebor or Ered Luin, activate the Dwarves and move them straight to At War.</source>
        <translation>Move any or all of the companions outside the Fellowship. Then, if a companion stands in Erebor or Ered Luin, activate the Dwarves and move them straight to At War.</translation>
    </message>
    <message>
        <source>Move any or all of the companions outside the Fellowship. Then, if a companion stands in the Shire or in Bree, activate the North and move it straight to At War.</source>
        <extracomment>the nation is its people: plural; Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Move any or all of the companions outside the Fellowship. Then, if a companion stands in the Shire or in Bree, activate the North and move it straight to At War.</translation>
    </message>
    <message>
        <source>Move one Shadow army up to three regions, ending where another Shadow army stands (not under siege); it passes only regions free for army movement and picks up or leaves no pieces on the way (it may split before it sets out).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Move one Shadow army up to three regions, ending where another Shadow army stands (not under siege); it passes only regions free for army movement and picks up or leaves no pieces on the way (it may split before it sets out).</translation>
    </message>
    <message>
        <source>Move two Shadow armies up to two regions each, each ending where another Shadow army stands (not under siege); they pass only regions free for army movement and pick up or leave no pieces on the way (each may split before it sets out).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Move two Shadow armies up to two regions each, each ending where another Shadow army stands (not under siege); they pass only regions free for army movement and pick up or leave no pieces on the way (each may split before it sets out).</translation>
    </message>
    <message>
        <source>Play if Aragorn is in play. Recruit five Sauron regular units and one Nazgûl in Minas Morgul.</source>
        <translation>Play if Aragorn is in play. Recruit five Sauron regular units and one Nazgûl in Minas Morgul.</translation>
    </message>
    <message>
        <source>Play if Boromir is in a Gondor region. Recruit one Gondor unit (regular or elite) in Boromir&apos;s region. Then draw two strategy event cards.</source>
        <translation>Play if Boromir is in a Gondor region. Recruit one Gondor unit (regular or elite) in Boromir&apos;s region. Then draw two strategy event cards.</translation>
    </message>
    <message>
        <source>Play if Gandalf fights in the battle. Add 1 to each die of your combat roll.</source>
        <translation>Play if Gandalf fights in the battle. Add 1 to each die of your combat roll.</translation>
    </message>
    <message>
        <source>Play if Gandalf the White is in play and a companion is in Fangorn. Roll three dice: each 4 or more is a hit on the Shadow army in Orthanc; if that army is destroyed, so are the Nazgûl and minions with it. If Saruman is in Orthanc without a Shadow army, eliminate him. If Gandalf the White is in Fangorn or a Rohan region, you may then play another character event card from your hand without an action die.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if Gandalf the White is in play and a companion is in Fangorn. Roll three dice: each 4 or more is a hit on the Shadow army in Orthanc; if that army is destroyed, so are the Nazgûl and minions with it. If Saruman is in Orthanc without a Shadow army, eliminate him. If Gandalf the White is in Fangorn or a Rohan region, you may then play another character event card from your hand without an action die.</translation>
    </message>
    <message>
        <source>Play if Gondor is active. Advance Rohan one step on the Political Track, then recruit one Rohan unit (regular or elite) and one Rohan leader in Edoras.</source>
        <translation>Play if Gondor is active. Advance Rohan one step on the Political Track, then recruit one Rohan unit (regular or elite) and one Rohan leader in Edoras.</translation>
    </message>
    <message>
        <source>Play if Isengard is At War. Recruit one Isengard unit (regular or elite) in a region where a Shadow army stands.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if Isengard is At War. Recruit one Isengard unit (regular or elite) in a region where a Shadow army stands.</translation>
    </message>
    <message>
        <source>Play if Isengard is At War. Recruit two Isengard regular units in a free region adjacent to North or South Dunland. You may also bring there up to four Isengard units (regular or elite) from North and South Dunland.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Play if Isengard is At War. Recruit two Isengard regular units in a free region adjacent to North or South Dunland. You may also bring there up to four Isengard units (regular or elite) from North and South Dunland.</translation>
    </message>
    <message>
        <source>Play if Rohan is At War. Move a Free Peoples army from a region of Rohan (even out of a besieged stronghold) straight to Minas Tirith; if the Shadow controls or besieges Minas Tirith, to a region adjacent to it instead. The army must end in a region free for army movement.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if Rohan is At War. Move a Free Peoples army from a region of Rohan (even out of a besieged stronghold) straight to Minas Tirith; if the Shadow controls or besieges Minas Tirith, to a region adjacent to it instead. The army must end in a region free for army movement.</translation>
    </message>
    <message>
        <source>Play if Saruman is in play and an army with an Isengard unit besieges a stronghold. Attack that stronghold: the siege battle lasts three combat rounds instead of one. In the first round the Free Peoples may play a combat card only if a companion is in the battle.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Play if Saruman is in play and an army with an Isengard unit besieges a stronghold. Attack that stronghold: the siege battle lasts three combat rounds instead of one. In the first round the Free Peoples may play a combat card only if a companion is in the battle.</translation>
    </message>
    <message>
        <source>Play if Saruman is in play. Recruit two Isengard regular units in each of North Dunland and South Dunland, and two Isengard units (regular or elite) in Orthanc.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Play if Saruman is in play. Recruit two Isengard regular units in each of North Dunland and South Dunland, and two Isengard units (regular or elite) in Orthanc.</translation>
    </message>
    <message>
        <source>Play if Sauron is At War. Recruit one Sauron unit (regular or elite) in a region where a Shadow army stands.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if Sauron is At War. Recruit one Sauron unit (regular or elite) in a region where a Shadow army stands.</translation>
    </message>
    <message>
        <source>Play if Sauron is At War. Recruit two Sauron regular units in each of three different Sauron strongholds.</source>
        <translation>Play if Sauron is At War. Recruit two Sauron regular units in each of three different Sauron strongholds.</translation>
    </message>
    <message>
        <source>Play if Sauron is At War. Replace two Sauron regular units anywhere on the board with two Sauron elite units.</source>
        <translation>Play if Sauron is At War. Replace two Sauron regular units anywhere on the board with two Sauron elite units.</translation>
    </message>
    <message>
        <source>Play if Strider or Aragorn fights in the battle. Before your leader re-roll, give up Strider&apos;s leadership to turn one missed die into a hit, or Aragorn&apos;s to turn up to two missed dice into hits.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Play if Strider or Aragorn fights in the battle. Before your leader re-roll, give up Strider&apos;s leadership to turn one missed die into a hit, or Aragorn&apos;s to turn up to two missed dice into hits.</translation>
    </message>
    <message>
        <source>Play if Strider or Aragorn is in a Rohan region (a besieged stronghold included). Move him, and any companions with him you choose, to Erech, Lamedon or Pelargir. If a Shadow army is there, roll a die: it takes that many hits and must then retreat, or is destroyed if it cannot; if it is destroyed, so are the Nazgûl and minions with it. You may then recruit up to three Gondor regular units there, taking control of the region if need be.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if Strider or Aragorn is in a Rohan region (a besieged stronghold included). Move him, and any companions with him you choose, to Erech, Lamedon or Pelargir. If a Shadow army is there, roll a die: it takes that many hits and must then retreat, or is destroyed if it cannot; if it is destroyed, so are the Nazgûl and minions with it. You may then recruit up to three Gondor regular units there, taking control of the region if need be.</translation>
    </message>
    <message>
        <source>Play if Strider or Aragorn is with a Free Peoples army in a Gondor or Rohan region. Draw three hunt tiles. If all three show an Eye, return them to the Hunt Pool and eliminate Strider or Aragorn. Otherwise remove the tiles with an Eye from the game for good and return the others to the Hunt Pool without effect.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Play if Strider or Aragorn is with a Free Peoples army in a Gondor or Rohan region. Draw three hunt tiles. If all three show an Eye, return them to the Hunt Pool and eliminate Strider or Aragorn. Otherwise remove the tiles with an Eye from the game for good and return the others to the Hunt Pool without effect.</translation>
    </message>
    <message>
        <source>Play if Strider or Aragorn is with a Free Peoples army. In that army, eliminate one regular unit to recruit one elite unit of the same nation. Then draw two strategy event cards.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Play if Strider or Aragorn is with a Free Peoples army. In that army, eliminate one regular unit to recruit one elite unit of the same nation. Then draw two strategy event cards.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples army with a companion is in the region of a Shadow army with Nazgûl, or next to it. Roll a die for each Nazgûl there (at most five): each 5 or more eliminates a Nazgûl. The Nazgûl left must at once fly to one unconquered Sauron stronghold. The Witch-king is not a Nazgûl for this card.</source>
        <extracomment>one Nazgûl: a singular word; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if a Free Peoples army with a companion is in the region of a Shadow army with Nazgûl, or next to it. Roll a die for each Nazgûl there (at most five): each 5 or more eliminates a Nazgûl. The Nazgûl left must at once fly to one unconquered Sauron stronghold. The Witch-king is not a Nazgûl for this card.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples elite unit fights in the battle. Add 1 to each die of your combat roll.</source>
        <translation>Play if a Free Peoples elite unit fights in the battle. Add 1 to each die of your combat roll.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples elite unit fights in the battle. Before the combat roll, attack once with one die for each of your elite units in the battle (five at most); the enemy takes its hits at once.</source>
        <translation>Play if a Free Peoples elite unit fights in the battle. Before the combat roll, attack once with one die for each of your elite units in the battle (five at most); the enemy takes its hits at once.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples leader or a companion fights in the battle. Before the combat roll, attack once with as many dice as your leadership (five at most); the enemy takes its hits at once.</source>
        <translation>Play if a Free Peoples leader or a companion fights in the battle. Before the combat roll, attack once with as many dice as your leadership (five at most); the enemy takes its hits at once.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples leader or a companion fights in the battle. Before you take the casualties of the enemy&apos;s combat roll and re-roll, you may eliminate one of your leaders to cancel one hit, or one of your companions to cancel as many hits as his level.</source>
        <translation>Play if a Free Peoples leader or a companion fights in the battle. Before you take the casualties of the enemy&apos;s combat roll and re-roll, you may eliminate one of your leaders to cancel one hit, or one of your companions to cancel as many hits as his level.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples leader or a companion fights in the battle. If your leader re-roll scores a hit, also eliminate a Nazgûl of the battle; if it scores two or more, you may eliminate a minion of the battle instead.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Play if a Free Peoples leader or a companion fights in the battle. If your leader re-roll scores a hit, also eliminate a Nazgûl of the battle; if it scores two or more, you may eliminate a minion of the battle instead.</translation>
    </message>
    <message>
        <source>Play if a Nazgûl fights in the battle. Choose a companion of the battle: his leadership and special abilities count for nothing this combat round.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Play if a Nazgûl fights in the battle. Choose a companion of the battle: his leadership and special abilities count for nothing this combat round.</translation>
    </message>
    <message>
        <source>Play if a Nazgûl fights in the battle. If your leader re-roll scores a hit, you may also eliminate a Free Peoples leader of the battle, or instead a companion of the battle whose level is no more than the hits of that re-roll.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Play if a Nazgûl fights in the battle. If your leader re-roll scores a hit, you may also eliminate a Free Peoples leader of the battle, or instead a companion of the battle whose level is no more than the hits of that re-roll.</translation>
    </message>
    <message>
        <source>Play if a Shadow army with a Nazgûl stands in or next to a region with a Free Peoples army. Roll as many dice as there are Nazgûl (at most five): each 5 or 6 is a hit on that army.</source>
        <extracomment>one Nazgûl: a singular word; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if a Shadow army with a Nazgûl stands in or next to a region with a Free Peoples army. Roll as many dice as there are Nazgûl (at most five): each 5 or 6 is a hit on that army.</translation>
    </message>
    <message>
        <source>Play if a Shadow elite unit fights in the battle. After the casualties of the combat roll and re-roll, attack once more with one die for each of your elite units (five at most), each 5 or more a hit.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if a Shadow elite unit fights in the battle. After the casualties of the combat roll and re-roll, attack once more with one die for each of your elite units (five at most), each 5 or more a hit.</translation>
    </message>
    <message>
        <source>Play if a Southron and Easterling elite unit fights in the battle. Add 1 to each die of your combat roll (initiative 3). If after the leader re-roll you have scored more hits than your opponent, score one hit more (initiative 5).</source>
        <translation>Play if a Southron and Easterling elite unit fights in the battle. Add 1 to each die of your combat roll (initiative 3). If after the leader re-roll you have scored more hits than your opponent, score one hit more (initiative 5).</translation>
    </message>
    <message>
        <source>Play if a companion fights in the battle. Before your leader re-roll, give up the leadership of one companion of the battle to turn one missed die into a hit.</source>
        <translation>Play if a companion fights in the battle. Before your leader re-roll, give up the leadership of one companion of the battle to turn one missed die into a hit.</translation>
    </message>
    <message>
        <source>Play if a companion fights in the battle. Give up the leadership of every companion of the battle to cancel the Shadow&apos;s combat card.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if a companion fights in the battle. Give up the leadership of every companion of the battle to cancel the Shadow&apos;s combat card.</translation>
    </message>
    <message>
        <source>Play if a companion fights in the battle. The Shadow rolls one combat die fewer for each companion of the battle (at least one die).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if a companion fights in the battle. The Shadow rolls one combat die fewer for each companion of the battle (at least one die).</translation>
    </message>
    <message>
        <source>Play if a hobbit fights in the battle. If your leader re-roll scores a hit, you may use one hit to eliminate a minion of the battle of your choice.</source>
        <translation>Play if a hobbit fights in the battle. If your leader re-roll scores a hit, you may use one hit to eliminate a minion of the battle of your choice.</translation>
    </message>
    <message>
        <source>Play if an Isengard unit fights in the battle and the defending army is in a stronghold. Add 1 to each die of your combat roll.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Play if an Isengard unit fights in the battle and the defending army is in a stronghold. Add 1 to each die of your combat roll.</translation>
    </message>
    <message>
        <source>Play if an Isengard unit fights in the battle and the defending army is inside a stronghold. Add 1 to each die of your combat roll.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Play if an Isengard unit fights in the battle and the defending army is inside a stronghold. Add 1 to each die of your combat roll.</translation>
    </message>
    <message>
        <source>Play if at least one companion is in the Fellowship. Separate one companion or one group of companions from the Fellowship; they may move one extra region. Then heal one corruption point.</source>
        <translation>Play if at least one companion is in the Fellowship. Separate one companion or one group of companions from the Fellowship; they may move one extra region. Then heal one corruption point.</translation>
    </message>
    <message>
        <source>Play if every Shadow nation is At War. Move up to four different Shadow armies one region each.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if every Shadow nation is At War. Move up to four different Shadow armies one region each.</translation>
    </message>
    <message>
        <source>Play if every Shadow nation is At War. Recruit five Southron and Easterling regular units in Gorgoroth and five Sauron regular units in Nurn.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if every Shadow nation is At War. Recruit five Southron and Easterling regular units in Gorgoroth and five Sauron regular units in Nurn.</translation>
    </message>
    <message>
        <source>Play if every Shadow nation is At War. The Free Peoples discard every unused action die showing the Will of the West.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if every Shadow nation is At War. The Free Peoples discard every unused action die showing the Will of the West.</translation>
    </message>
    <message>
        <source>Play if the Elves are At War. Recruit two Elven units (regular or elite) in a coastal region where a Free Peoples army stands.</source>
        <translation>Play if the Elves are At War. Recruit two Elven units (regular or elite) in a coastal region where a Free Peoples army stands.</translation>
    </message>
    <message>
        <source>Play if the Fellowship has moved at least one step on the Fellowship Track. Move any or all of the Nazgûl. Then, if a Nazgûl stands in the Fellowship&apos;s region, the Fellowship is revealed.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Play if the Fellowship has moved at least one step on the Fellowship Track. Move any or all of the Nazgûl. Then, if a Nazgûl stands in the Fellowship&apos;s region, the Fellowship is revealed.</translation>
    </message>
    <message>
        <source>Play if the Fellowship has moved at least one step on the Fellowship Track. Move any or all of the Nazgûl. Then, if a Nazgûl stands in the Fellowship&apos;s region, you may discard a Free Peoples character event card from the table, or roll for the Hunt as if the Free Peoples had moved the Fellowship.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Play if the Fellowship has moved at least one step on the Fellowship Track. Move any or all of the Nazgûl. Then, if a Nazgûl stands in the Fellowship&apos;s region, you may discard a Free Peoples character event card from the table, or roll for the Hunt as if the Free Peoples had moved the Fellowship.</translation>
    </message>
    <message>
        <source>Play if the Fellowship has moved at least one step on the Fellowship Track. Move the Fellowship to an adjacent region.</source>
        <translation>Play if the Fellowship has moved at least one step on the Fellowship Track. Move the Fellowship to an adjacent region.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is not in a region with a Free Peoples settlement. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; any other tile is a successful Hunt whose damage is first lessened by a companion of the Fellowship drawn at random, who is eliminated, before the Ring is used.</source>
        <translation>Play if the Fellowship is not in a region with a Free Peoples settlement. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; any other tile is a successful Hunt whose damage is first lessened by a companion of the Fellowship drawn at random, who is eliminated, before the Ring is used.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is not in a region with a Free Peoples settlement. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; any other tile is a successful Hunt whose damage nothing lessens before the Ring is used: all of it is corruption.</source>
        <translation>Play if the Fellowship is not in a region with a Free Peoples settlement. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; any other tile is a successful Hunt whose damage nothing lessens before the Ring is used: all of it is corruption.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is not in a region with a Free Peoples settlement. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; any other tile is a successful Hunt.</source>
        <translation>Play if the Fellowship is not in a region with a Free Peoples settlement. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; any other tile is a successful Hunt.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is not in a region with a Free Peoples settlement. Roll three dice and add one corruption point for each 4 or more; for each 6 if Gollum is the Guide.</source>
        <translation>Play if the Fellowship is not in a region with a Free Peoples settlement. Roll three dice and add one corruption point for each 4 or more; for each 6 if Gollum is the Guide.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is revealed. Add two corruption points if the corruption is three or less, otherwise one.</source>
        <translation>Play if the Fellowship is revealed. Add two corruption points if the corruption is three or less, otherwise one.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is revealed. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; otherwise the Free Peoples separate as many companions as the tile&apos;s number, if they can, into the Fellowship&apos;s region, ignoring its Reveal and Stop icons. If Gollum is the Guide, add one corruption point instead.</source>
        <translation>Play if the Fellowship is revealed. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; otherwise the Free Peoples separate as many companions as the tile&apos;s number, if they can, into the Fellowship&apos;s region, ignoring its Reveal and Stop icons. If Gollum is the Guide, add one corruption point instead.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is revealed. Draw a companion of the Fellowship at random: the Free Peoples either add corruption equal to his level or eliminate him. If Gollum is the Guide, add one corruption point instead.</source>
        <translation>Play if the Fellowship is revealed. Draw a companion of the Fellowship at random: the Free Peoples either add corruption equal to his level or eliminate him. If Gollum is the Guide, add one corruption point instead.</translation>
    </message>
    <message>
        <source>Play if the Fellowship or a companion stands inside a Free Peoples nation not At War. Move that nation one step back on the Political Track; then the Free Peoples eliminate one of its leaders or units (regular or elite).</source>
        <translation>Play if the Fellowship or a companion stands inside a Free Peoples nation not At War. Move that nation one step back on the Political Track; then the Free Peoples eliminate one of its leaders or units (regular or elite).</translation>
    </message>
    <message>
        <source>Play if the Nazgûl&apos;s leadership in the battle is 1 or more. Before the combat roll, give up one or more points of the Nazgûl&apos;s leadership: the Free Peoples roll one combat die fewer for each point (at least one die).</source>
        <translation>Play if the Nazgûl&apos;s leadership in the battle is 1 or more. Before the combat roll, give up one or more points of the Nazgûl&apos;s leadership: the Free Peoples roll one combat die fewer for each point (at least one die).</translation>
    </message>
    <message>
        <source>Play if the Nazgûl&apos;s leadership in the battle is 1 or more. Give up one point of the Nazgûl&apos;s leadership to add 1 to each die of your leader re-roll.</source>
        <translation>Play if the Nazgûl&apos;s leadership in the battle is 1 or more. Give up one point of the Nazgûl&apos;s leadership to add 1 to each die of your leader re-roll.</translation>
    </message>
    <message>
        <source>Play if the Nazgûl&apos;s leadership in the battle is 1 or more. If the Nazgûl&apos;s leadership is at least the Free Peoples&apos; whole leadership in the battle, the Free Peoples make no leader re-roll.</source>
        <translation>Play if the Nazgûl&apos;s leadership in the battle is 1 or more. If the Nazgûl&apos;s leadership is at least the Free Peoples&apos; whole leadership in the battle, the Free Peoples make no leader re-roll.</translation>
    </message>
    <message>
        <source>Play if the Nazgûl&apos;s leadership in the battle is 2 or more. Give up two points of the Nazgûl&apos;s leadership to add 1 to each die of your combat roll.</source>
        <translation>Play if the Nazgûl&apos;s leadership in the battle is 2 or more. Give up two points of the Nazgûl&apos;s leadership to add 1 to each die of your combat roll.</translation>
    </message>
    <message>
        <source>Play if the Southrons and Easterlings are At War. Move a Shadow army from Umbar to a coastal region of Gondor. If a Free Peoples army stands there, a battle begins, and the Shadow may not cease the attack unless that army was already besieged.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if the Southrons and Easterlings are At War. Move a Shadow army from Umbar to a coastal region of Gondor. If a Free Peoples army stands there, a battle begins, and the Shadow may not cease the attack unless that army was already besieged.</translation>
    </message>
    <message>
        <source>Play if the Southrons and Easterlings are At War. Recruit five of their regular units in a free region of their nation on the eastern edge of the map.</source>
        <translation>Play if the Southrons and Easterlings are At War. Recruit five of their regular units in a free region of their nation on the eastern edge of the map.</translation>
    </message>
    <message>
        <source>Play if the Witch-king is in play. Either recruit two Nazgûl in the Witch-king&apos;s region, or move any or all of the Nazgûl. Then you may move, or attack with, the army the Witch-king stands with.</source>
        <translation>Play if the Witch-king is in play. Either recruit two Nazgûl in the Witch-king&apos;s region, or move any or all of the Nazgûl. Then you may move, or attack with, the army the Witch-king stands with.</translation>
    </message>
    <message>
        <source>Play if the Witch-king is in play. Move him to Angmar, then recruit two Sauron regular units and one Sauron elite unit there.</source>
        <translation>Play if the Witch-king is in play. Move him to Angmar, then recruit two Sauron regular units and one Sauron elite unit there.</translation>
    </message>
    <message>
        <source>Play if the Witch-king is with a Shadow army besieging a stronghold. That army attacks the stronghold: the siege battle lasts three combat rounds instead of one, and in its first round the Free Peoples play no combat card unless a companion fights in it.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if the Witch-king is with a Shadow army besieging a stronghold. That army attacks the stronghold: the siege battle lasts three combat rounds instead of one, and in its first round the Free Peoples play no combat card unless a companion fights in it.</translation>
    </message>
    <message>
        <source>Play if the defending army is within two regions of Moria. Before the combat roll, attack with three more combat dice, hitting on 4 or more; the hits are taken at once.</source>
        <translation>Play if the defending army is within two regions of Moria. Before the combat roll, attack with three more combat dice, hitting on 4 or more; the hits are taken at once.</translation>
    </message>
    <message>
        <source>Play if the defending army stands in a Rohan region, Fangorn or Orthanc. Add 2 to each die of your combat roll.</source>
        <translation>Play if the defending army stands in a Rohan region, Fangorn or Orthanc. Add 2 to each die of your combat roll.</translation>
    </message>
    <message>
        <source>Play if the defending army stands in a Rohan region, Fangorn or Orthanc. If your combat roll or leader re-roll scores a hit, score two more hits.</source>
        <translation>Play if the defending army stands in a Rohan region, Fangorn or Orthanc. If your combat roll or leader re-roll scores a hit, score two more hits.</translation>
    </message>
    <message>
        <source>Play if the defending army stands in a Rohan region, Fangorn or Orthanc. The Shadow rolls at most two dice in its combat roll.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if the defending army stands in a Rohan region, Fangorn or Orthanc. The Shadow rolls at most two dice in its combat roll.</translation>
    </message>
    <message>
        <source>Play if the defending army stands in the Fellowship&apos;s region. Add 1 to each die of your combat roll and of your leader re-roll.</source>
        <translation>Play if the defending army stands in the Fellowship&apos;s region. Add 1 to each die of your combat roll and of your leader re-roll.</translation>
    </message>
    <message>
        <source>Play if the defending army stands within the borders of a Free Peoples nation. Subtract 1 from each die of the Shadow&apos;s combat roll (an unmodified 6 still hits).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play if the defending army stands within the borders of a Free Peoples nation. Subtract 1 from each die of the Shadow&apos;s combat roll (an unmodified 6 still hits).</translation>
    </message>
    <message>
        <source>Play if you control at least one Elven stronghold. In each region with an Elven stronghold not under siege, roll one die for each Elven unit there (at most five): each 6 is a hit on the army there.</source>
        <translation>Play if you control at least one Elven stronghold. In each region with an Elven stronghold not under siege, roll one die for each Elven unit there (at most five): each 6 is a hit on the army there.</translation>
    </message>
    <message>
        <source>Play if your army defends in a field battle. Before the combat roll, retreat your army to an adjacent free region, or withdraw it into the stronghold.</source>
        <translation>Play if your army defends in a field battle. Before the combat roll, retreat your army to an adjacent free region, or withdraw it into the stronghold.</translation>
    </message>
    <message>
        <source>Play on a Free Peoples army with a companion. Move that army up to two regions, through regions free for army movement, without picking up or leaving pieces on the way (it may split before it sets out); the companions go with it.</source>
        <translation>Play on a Free Peoples army with a companion. Move that army up to two regions, through regions free for army movement, without picking up or leaving pieces on the way (it may split before it sets out); the companions go with it.</translation>
    </message>
    <message>
        <source>Play on the table if Aragorn stands with a Free Peoples army in a region outside the Free Peoples&apos; nations. While it lies there, the action dice that move the Fellowship are not put in the Hunt Box. Discard it as soon as the Fellowship is declared or revealed.</source>
        <translation>Play on the table if Aragorn stands with a Free Peoples army in a region outside the Free Peoples&apos; nations. While it lies there, the action dice that move the Fellowship are not put in the Hunt Box. Discard it as soon as the Fellowship is declared or revealed.</translation>
    </message>
    <message>
        <source>Play on the table if Boromir is in the Fellowship. After the Shadow player draws a hunt tile, you may discard this card to lessen the Hunt damage by one (not below zero). Discard it at once from the table if Boromir leaves the Fellowship.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play on the table if Boromir is in the Fellowship. After the Shadow player draws a hunt tile, you may discard this card to lessen the Hunt damage by one (not below zero). Discard it at once from the table if Boromir leaves the Fellowship.</translation>
    </message>
    <message>
        <source>Play on the table if Gandalf the Grey is in the Fellowship. When the Shadow player must draw a hunt tile, you may discard this card: he draws none. Discard it at once from the table if Gandalf the Grey leaves the Fellowship.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play on the table if Gandalf the Grey is in the Fellowship. When the Shadow player must draw a hunt tile, you may discard this card: he draws none. Discard it at once from the table if Gandalf the Grey leaves the Fellowship.</translation>
    </message>
    <message>
        <source>Play on the table if Gimli or Legolas is in the Fellowship. After the Shadow player draws a hunt tile, you may discard this card to lessen the Hunt damage by one (not below zero). Discard it at once from the table if neither Gimli nor Legolas is left in the Fellowship.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play on the table if Gimli or Legolas is in the Fellowship. After the Shadow player draws a hunt tile, you may discard this card to lessen the Hunt damage by one (not below zero). Discard it at once from the table if neither Gimli nor Legolas is left in the Fellowship.</translation>
    </message>
    <message>
        <source>Play on the table if Saruman is in play. While it is there, Rohan is activated only by a companion who may activate it, by the Fellowship declared in Edoras or Helm&apos;s Deep, or by an attack on Edoras or Helm&apos;s Deep. Discard it from the table at once when Rohan is activated or Saruman is eliminated.</source>
        <translation>Play on the table if Saruman is in play. While it is there, Rohan is activated only by a companion who may activate it, by the Fellowship declared in Edoras or Helm&apos;s Deep, or by an attack on Edoras or Helm&apos;s Deep. Discard it from the table at once when Rohan is activated or Saruman is eliminated.</translation>
    </message>
    <message>
        <source>Play on the table if Saruman is in play. While it is there, each time you use an Event die result to play an event card, draw another card from either of your decks at once. The Free Peoples may discard it from the table with a Will of the West die result, or with any die result and one Elven Ring. Discard it if Saruman is eliminated.</source>
        <translation>Play on the table if Saruman is in play. While it is there, each time you use an Event die result to play an event card, draw another card from either of your decks at once. The Free Peoples may discard it from the table with a Will of the West die result, or with any die result and one Elven Ring. Discard it if Saruman is eliminated.</translation>
    </message>
    <message>
        <source>Play on the table if a Shadow army besieges Minas Tirith. At once eliminate one Free Peoples leader in Minas Tirith. While it lies there, the Free Peoples play no combat card in a battle in Minas Tirith. The Free Peoples may discard it with a Will of the West result, or with any result if Gandalf or Aragorn stands in Minas Tirith.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play on the table if a Shadow army besieges Minas Tirith. At once eliminate one Free Peoples leader in Minas Tirith. While it lies there, the Free Peoples play no combat card in a battle in Minas Tirith. The Free Peoples may discard it with a Will of the West result, or with any result if Gandalf or Aragorn stands in Minas Tirith.</translation>
    </message>
    <message>
        <source>Play on the table. Advance the Elves one step on the Political Track. While it lies there, no Shadow army may move into Lórien, Rivendell or the Grey Havens, nor attack there. The Shadow may discard it with any action die result, discarding one Strategy and one Character event card from the hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play on the table. Advance the Elves one step on the Political Track. While it lies there, no Shadow army may move into Lórien, Rivendell or the Grey Havens, nor attack there. The Shadow may discard it with any action die result, discarding one Strategy and one Character event card from the hand.</translation>
    </message>
    <message>
        <source>Play on the table. Advance the North one step on the Political Track. While it lies there, no Shadow army may move into the Old Forest, the Shire or Buckland, nor attack there. The Shadow may discard it with any action die result, discarding one Strategy and one Character event card from the hand.</source>
        <extracomment>the nation is its people: plural; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play on the table. Advance the North one step on the Political Track. While it lies there, no Shadow army may move into the Old Forest, the Shire or Buckland, nor attack there. The Shadow may discard it with any action die result, discarding one Strategy and one Character event card from the hand.</translation>
    </message>
    <message>
        <source>Play on the table. After the Shadow player draws a hunt tile, you may discard this card to draw a second tile: apply the second tile instead of the first, then return the first to the Hunt Pool.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Play on the table. After the Shadow player draws a hunt tile, you may discard this card to draw a second tile: apply the second tile instead of the first, then return the first to the Hunt Pool.</translation>
    </message>
    <message>
        <source>Play on the table. Before a Hunt roll you may discard this card to add 1 to each die of that roll, re-rolls included. Discard it from the table at once when the Fellowship is declared in an unconquered Free Peoples city or stronghold.</source>
        <translation>Play on the table. Before a Hunt roll you may discard this card to add 1 to each die of that roll, re-rolls included. Discard it from the table at once when the Fellowship is declared in an unconquered Free Peoples city or stronghold.</translation>
    </message>
    <message>
        <source>Play on the table. While it is there, when a companion of the Fellowship is a casualty you may also discard one of the Free Peoples&apos; character event cards, from their hand at random or from the table. Discard it from the table at once when the Fellowship is declared in an unconquered Free Peoples city or stronghold.</source>
        <translation>Play on the table. While it is there, when a companion of the Fellowship is a casualty you may also discard one of the Free Peoples&apos; character event cards, from their hand at random or from the table. Discard it from the table at once when the Fellowship is declared in an unconquered Free Peoples city or stronghold.</translation>
    </message>
    <message>
        <source>Play on the table. While it lies there, the Free Peoples may not advance a passive nation on the Political Track with a Muster result. Discard it as soon as a Free Peoples nation advances because it is attacked or through a companion&apos;s ability.</source>
        <translation>Play on the table. While it lies there, the Free Peoples may not advance a passive nation on the Political Track with a Muster result. Discard it as soon as a Free Peoples nation advances because it is attacked or through a companion&apos;s ability.</translation>
    </message>
    <message>
        <source>Play on the table. You may discard this card to draw one more Hunt tile when the Fellowship, declared or revealed, moves into, out of or through Moria: an Eye is set aside without effect, any other tile is a successful Hunt (its Reveal icon ignored if the Fellowship was declared in a Free Peoples city or stronghold). Or you may discard it to use its combat half as if played from your hand.</source>
        <translation>Play on the table. You may discard this card to draw one more Hunt tile when the Fellowship, declared or revealed, moves into, out of or through Moria: an Eye is set aside without effect, any other tile is a successful Hunt (its Reveal icon ignored if the Fellowship was declared in a Free Peoples city or stronghold). Or you may discard it to use its combat half as if played from your hand.</translation>
    </message>
    <message>
        <source>Recruit one Dwarven unit (regular or elite) and one Dwarven leader in Erebor.</source>
        <translation>Recruit one Dwarven unit (regular or elite) and one Dwarven leader in Erebor.</translation>
    </message>
    <message>
        <source>Recruit one Elven unit (regular or elite) in Lórien. Then draw one Strategy event card.</source>
        <translation>Recruit one Elven unit (regular or elite) in Lórien. Then draw one Strategy event card.</translation>
    </message>
    <message>
        <source>Recruit one Elven unit (regular or elite) in Rivendell. Then draw one Strategy event card.</source>
        <translation>Recruit one Elven unit (regular or elite) in Rivendell. Then draw one Strategy event card.</translation>
    </message>
    <message>
        <source>Recruit one Elven unit (regular or elite) in the Woodland Realm. Then draw one Strategy event card.</source>
        <translation>Recruit one Elven unit (regular or elite) in the Woodland Realm. Then draw one Strategy event card.</translation>
    </message>
    <message>
        <source>Recruit one Gondor unit (regular or elite) and one Gondor leader in Dol Amroth.</source>
        <translation>Recruit one Gondor unit (regular or elite) and one Gondor leader in Dol Amroth.</translation>
    </message>
    <message>
        <source>Recruit one Gondor unit (regular or elite) and one Gondor leader in Minas Tirith.</source>
        <translation>Recruit one Gondor unit (regular or elite) and one Gondor leader in Minas Tirith.</translation>
    </message>
    <message>
        <source>Recruit one Rohan unit (regular or elite) and one Rohan leader in Edoras or in a Rohan region where a companion stands.</source>
        <translation>Recruit one Rohan unit (regular or elite) and one Rohan leader in Edoras or in a Rohan region where a companion stands.</translation>
    </message>
    <message>
        <source>Recruit one Rohan unit (regular or elite) and one Rohan leader in a free region of Rohan with a settlement.</source>
        <translation>Recruit one Rohan unit (regular or elite) and one Rohan leader in a free region of Rohan with a settlement.</translation>
    </message>
    <message>
        <source>Recruit one Sauron regular unit in each of Angmar, the Ettenmoors and the Weather Hills, and one Sauron elite unit in the Trollshaws.</source>
        <translation>Recruit one Sauron regular unit in each of Angmar, the Ettenmoors and the Weather Hills, and one Sauron elite unit in the Trollshaws.</translation>
    </message>
    <message>
        <source>Recruit one unit of the North (regular or elite) and one leader of the North in Carrock.</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Recruit one unit of the North (regular or elite) and one leader of the North in Carrock.</translation>
    </message>
    <message>
        <source>Recruit one unit of the North (regular or elite) in The Shire and one Dwarven unit (regular or elite) in Ered Luin. Then draw one Strategy event card.</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Recruit one unit of the North (regular or elite) in The Shire and one Dwarven unit (regular or elite) in Ered Luin. Then draw one Strategy event card.</translation>
    </message>
    <message>
        <source>Recruit three Sauron regular units in Dol Guldur and three Sauron regular units in Mount Gundabad.</source>
        <translation>Recruit three Sauron regular units in Dol Guldur and three Sauron regular units in Mount Gundabad.</translation>
    </message>
    <message>
        <source>Recruit two Sauron units (regular or elite) and one Nazgûl in Mount Gram or in Moria.</source>
        <translation>Recruit two Sauron units (regular or elite) and one Nazgûl in Mount Gram or in Moria.</translation>
    </message>
    <message>
        <source>Recruit two Southron and Easterling regular units in each of three different settlements of the Southrons and Easterlings.</source>
        <translation>Recruit two Southron and Easterling regular units in each of three different settlements of the Southrons and Easterlings.</translation>
    </message>
    <message>
        <source>Recruit two regular units of the North in Dale. Then draw one Strategy event card.</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Recruit two regular units of the North in Dale. Then draw one Strategy event card.</translation>
    </message>
    <message>
        <source>Roll three dice and heal one corruption point for each 5 or more; for each 3 or more if Strider is the Guide.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Roll three dice and heal one corruption point for each 5 or more; for each 3 or more if Strider is the Guide.</translation>
    </message>
    <message>
        <source>Separate from the Fellowship, or move, one companion or one group of companions as if their level were 4. They may end this move in a besieged stronghold.</source>
        <translation>Separate from the Fellowship, or move, one companion or one group of companions as if their level were 4. They may end this move in a besieged stronghold.</translation>
    </message>
    <message>
        <source>Separate from the Fellowship, or move, one companion or one group of companions; they may move two extra regions and may end this move in a besieged stronghold.</source>
        <translation>Separate from the Fellowship, or move, one companion or one group of companions; they may move two extra regions and may end this move in a besieged stronghold.</translation>
    </message>
    <message>
        <source>Separate one companion or one group of companions from the Fellowship; they may move one extra region. Then, if Gimli or Legolas is in Dale, Erebor or the Woodland Realm, activate the Dwarves and the North and advance the Dwarves, the Elves and the North one step each on the Political Track.</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Separate one companion or one group of companions from the Fellowship; they may move one extra region. Then, if Gimli or Legolas is in Dale, Erebor or the Woodland Realm, activate the Dwarves and the North and advance the Dwarves, the Elves and the North one step each on the Political Track.</translation>
    </message>
    <message>
        <source>The Shadow rolls at most three dice in its combat roll.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow rolls at most three dice in its combat roll.</translation>
    </message>
    <message>
        <source>The special Hunt tile of this card is now in play: it enters the Hunt Pool when the Fellowship is on the Mordor Track.</source>
        <translation>The special Hunt tile of this card is now in play: it enters the Hunt Pool when the Fellowship is on the Mordor Track.</translation>
    </message>
    <message>
        <source>Turn up to three of your unused action dice into Eye results and place them in the Hunt Box at once.</source>
        <translation>Turn up to three of your unused action dice into Eye results and place them in the Hunt Box at once.</translation>
    </message>
</context>
<context>
    <name>wotr.companion</name>
    <message>
        <source>Aragorn</source>
        <translation>Aragorn</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Boromir</translation>
    </message>
    <message>
        <source>Gandalf the Grey</source>
        <translation>Gandalf the Grey</translation>
    </message>
    <message>
        <source>Gandalf the White</source>
        <translation>Gandalf the White</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Gimli</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Gollum</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Legolas</translation>
    </message>
    <message>
        <source>Meriadoc</source>
        <extracomment>War of the Ring names the hobbit companions by their full names</extracomment>
        <translation>Meriadoc</translation>
    </message>
    <message>
        <source>Peregrin</source>
        <extracomment>War of the Ring names the hobbit companions by their full names</extracomment>
        <translation>Peregrin</translation>
    </message>
    <message>
        <source>Strider</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Strider</translation>
    </message>
</context>
<context>
    <name>wotr.deck</name>
    <message>
        <source>Character</source>
        <translation>Character</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategy</translation>
    </message>
</context>
<context>
    <name>wotr.log</name>
    <message>
        <source>A Nazgûl flies from {source} to {region}.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>A Nazgûl flies from {source} to {region}.</translation>
    </message>
    <message>
        <source>A Nazgûl is eliminated in {region}.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>A Nazgûl is eliminated in {region}.</translation>
    </message>
    <message>
        <source>A Nazgûl is eliminated.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>A Nazgûl is eliminated.</translation>
    </message>
    <message>
        <source>A die showing {result} now shows {to}.</source>
        <translation>A die showing {result} now shows {to}.</translation>
    </message>
    <message>
        <source>A second hunt tile is drawn instead: {tile}.</source>
        <translation>A second hunt tile is drawn instead: {tile}.</translation>
    </message>
    <message>
        <source>A special hunt tile enters the pool: {tile}.</source>
        <translation>A special hunt tile enters the pool: {tile}.</translation>
    </message>
    <message>
        <source>A special hunt tile waits for Mordor: {tile}.</source>
        <translation>A special hunt tile waits for Mordor: {tile}.</translation>
    </message>
    <message>
        <source>Each die of the Hunt roll gets {n} more.</source>
        <translation>Each die of the Hunt roll gets {n} more.</translation>
    </message>
    <message>
        <source>Gandalf the White gives up his leadership: the Nazgûl lead no more in this battle.</source>
        <translation>Gandalf the White gives up his leadership: the Nazgûl lead no more in this battle.</translation>
    </message>
    <message>
        <source>Saruman&apos;s voice: Isengard musters a regular unit in each of its settlements.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Saruman&apos;s voice: Isengard musters a regular unit in each of its settlements.</translation>
    </message>
    <message>
        <source>Saruman&apos;s voice: two regular units of Orthanc become elite units.</source>
        <translation>Saruman&apos;s voice: two regular units of Orthanc become elite units.</translation>
    </message>
    <message>
        <source>Sauron is driven out of Middle-earth.</source>
        <translation>Sauron is driven out of Middle-earth.</translation>
    </message>
    <message>
        <source>The Fellowship advances on the Mordor Track ({progress}).</source>
        <translation>The Fellowship advances on the Mordor Track ({progress}).</translation>
    </message>
    <message>
        <source>The Fellowship enters Mordor.</source>
        <translation>The Fellowship enters Mordor.</translation>
    </message>
    <message>
        <source>The Fellowship hides.</source>
        <translation>The Fellowship hides.</translation>
    </message>
    <message>
        <source>The Fellowship is moved to {region}.</source>
        <translation>The Fellowship is moved to {region}.</translation>
    </message>
    <message>
        <source>The Fellowship is revealed in {region}.</source>
        <translation>The Fellowship is revealed in {region}.</translation>
    </message>
    <message>
        <source>The Fellowship is revealed on the Mordor Track.</source>
        <translation>The Fellowship is revealed on the Mordor Track.</translation>
    </message>
    <message>
        <source>The Fellowship moves on ({progress}).</source>
        <translation>The Fellowship moves on ({progress}).</translation>
    </message>
    <message>
        <source>The Fellowship stays on its step of the Mordor Track.</source>
        <translation>The Fellowship stays on its step of the Mordor Track.</translation>
    </message>
    <message>
        <source>The Free Peoples declare the Fellowship in {region}.</source>
        <translation>The Free Peoples declare the Fellowship in {region}.</translation>
    </message>
    <message>
        <source>The Free Peoples roll {results}.</source>
        <translation>The Free Peoples roll {results}.</translation>
    </message>
    <message>
        <source>The Free Peoples take control of {region}.</source>
        <translation>The Free Peoples take control of {region}.</translation>
    </message>
    <message>
        <source>The Hunt fails.</source>
        <translation>The Hunt fails.</translation>
    </message>
    <message>
        <source>The Hunt&apos;s damage is lessened by {points}.</source>
        <translation>The Hunt&apos;s damage is lessened by {points}.</translation>
    </message>
    <message>
        <source>The Reveal icon is ignored: the Fellowship was declared in a Free Peoples city or stronghold.</source>
        <translation>The Reveal icon is ignored: the Fellowship was declared in a Free Peoples city or stronghold.</translation>
    </message>
    <message>
        <source>The Ring is destroyed in the Crack of Doom.</source>
        <translation>The Ring is destroyed in the Crack of Doom.</translation>
    </message>
    <message>
        <source>The Ring-bearers are corrupted: the Ring is Sauron&apos;s.</source>
        <translation>The Ring-bearers are corrupted: the Ring is Sauron&apos;s.</translation>
    </message>
    <message>
        <source>The Ring-bearers heal: their corruption falls to {corruption}.</source>
        <translation>The Ring-bearers heal: their corruption falls to {corruption}.</translation>
    </message>
    <message>
        <source>The Ring-bearers idle in Mordor: their corruption rises to {corruption}.</source>
        <translation>The Ring-bearers idle in Mordor: their corruption rises to {corruption}.</translation>
    </message>
    <message>
        <source>The Ring-bearers&apos; corruption is now {corruption}.</source>
        <translation>The Ring-bearers&apos; corruption is now {corruption}.</translation>
    </message>
    <message>
        <source>The Shadow conquers Middle-earth.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow conquers Middle-earth.</translation>
    </message>
    <message>
        <source>The Shadow draws a hunt tile: {tile}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow draws a hunt tile: {tile}.</translation>
    </message>
    <message>
        <source>The Shadow draws no hunt tile.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow draws no hunt tile.</translation>
    </message>
    <message>
        <source>The Shadow hunts with {dice} dice: {successes} successes.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow hunts with {dice} dice: {successes} successes.</translation>
    </message>
    <message>
        <source>The Shadow places {n} dice in the Hunt Box.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow places {n} dice in the Hunt Box.</translation>
    </message>
    <message>
        <source>The Shadow rolls {results}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow rolls {results}.</translation>
    </message>
    <message>
        <source>The Shadow turns a die showing {result} into an Eye.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow turns a die showing {result} into an Eye.</translation>
    </message>
    <message>
        <source>The army in {region} is destroyed.</source>
        <translation>The army in {region} is destroyed.</translation>
    </message>
    <message>
        <source>The army retreats from {source} to {region}.</source>
        <translation>The army retreats from {source} to {region}.</translation>
    </message>
    <message>
        <source>The battle of {region} ends.</source>
        <translation>The battle of {region} ends.</translation>
    </message>
    <message>
        <source>The battle of {region} ends: the attacker ceases the attack.</source>
        <translation>The battle of {region} ends: the attacker ceases the attack.</translation>
    </message>
    <message>
        <source>The battle of {region} ends: the defenders are destroyed.</source>
        <translation>The battle of {region} ends: the defenders are destroyed.</translation>
    </message>
    <message>
        <source>The battle of {region} ends: the defenders retreat.</source>
        <translation>The battle of {region} ends: the defenders retreat.</translation>
    </message>
    <message>
        <source>The battle of {region} ends: the defenders withdraw into the stronghold.</source>
        <translation>The battle of {region} ends: the defenders withdraw into the stronghold.</translation>
    </message>
    <message>
        <source>The hunt tile {tile} goes back into the pool.</source>
        <translation>The hunt tile {tile} goes back into the pool.</translation>
    </message>
    <message>
        <source>The hunt tile {tile} is removed from the game.</source>
        <translation>The hunt tile {tile} is removed from the game.</translation>
    </message>
    <message>
        <source>The tile is set aside without effect.</source>
        <translation>The tile is set aside without effect.</translation>
    </message>
    <message>
        <source>The turn limit is reached.</source>
        <translation>The turn limit is reached.</translation>
    </message>
    <message>
        <source>The {result} dice of the {side} are discarded.</source>
        <translation>The {result} dice of the {side} are discarded.</translation>
    </message>
    <message>
        <source>Turn {turn} begins.</source>
        <translation>Turn {turn} begins.</translation>
    </message>
    <message>
        <source>You choose {card} as your combat card.</source>
        <translation>You choose {card} as your combat card.</translation>
    </message>
    <message>
        <source>You discard {card}.</source>
        <translation>You discard {card}.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>You draw {card}.</translation>
    </message>
    <message>
        <source>You give {given} and receive {card}.</source>
        <translation>You give {given} and receive {card}.</translation>
    </message>
    <message>
        <source>{card} leaves the table.</source>
        <translation>{card} leaves the table.</translation>
    </message>
    <message>
        <source>{card} leaves the table: its condition no longer holds.</source>
        <translation>{card} leaves the table: its condition no longer holds.</translation>
    </message>
    <message>
        <source>{companion} enters play in {region}.</source>
        <translation>{companion} enters play in {region}.</translation>
    </message>
    <message>
        <source>{companion} falls to the Hunt.</source>
        <translation>{companion} falls to the Hunt.</translation>
    </message>
    <message>
        <source>{companion} falls with his army.</source>
        <translation>{companion} falls with his army.</translation>
    </message>
    <message>
        <source>{companion} is drawn from the Fellowship.</source>
        <translation>{companion} is drawn from the Fellowship.</translation>
    </message>
    <message>
        <source>{companion} is eliminated.</source>
        <translation>{companion} is eliminated.</translation>
    </message>
    <message>
        <source>{companion} leaves the Fellowship for {region}.</source>
        <translation>{companion} leaves the Fellowship for {region}.</translation>
    </message>
    <message>
        <source>{companion} moves to {region}.</source>
        <translation>{companion} moves to {region}.</translation>
    </message>
    <message>
        <source>{companion} takes the place of {replaced}.</source>
        <translation>{companion} takes the place of {replaced}.</translation>
    </message>
    <message>
        <source>{companion}&apos;s leadership and special abilities count for nothing this combat round.</source>
        <translation>{companion}&apos;s leadership and special abilities count for nothing this combat round.</translation>
    </message>
    <message>
        <source>{minion} enters play in {region}.</source>
        <translation>{minion} enters play in {region}.</translation>
    </message>
    <message>
        <source>{minion} falls.</source>
        <translation>{minion} falls.</translation>
    </message>
    <message>
        <source>{minion} moves to {region}.</source>
        <translation>{minion} moves to {region}.</translation>
    </message>
    <message>
        <source>{nation} goes to war.</source>
        <translation>{nation} {nation:goes|pl:go} to war.</translation>
    </message>
    <message>
        <source>{nation} is activated.</source>
        <translation>{nation} {nation:is|pl:are} activated.</translation>
    </message>
    <message>
        <source>{nation} loses {piece} in {region}.</source>
        <translation>{nation} {nation:loses|pl:lose} {piece} in {region}.</translation>
    </message>
    <message>
        <source>{nation} moves one step away from war.</source>
        <translation>{nation} {nation:moves|pl:move} one step away from war.</translation>
    </message>
    <message>
        <source>{nation} moves one step toward war.</source>
        <translation>{nation} {nation:moves|pl:move} one step toward war.</translation>
    </message>
    <message>
        <source>{nation} musters {kind} in {region}.</source>
        <translation>{nation} {nation:musters|pl:muster} {kind} in {region}.</translation>
    </message>
    <message>
        <source>{nation} removes {piece} from {region}: no more than 10 units in a region.</source>
        <translation>{nation} {nation:removes|pl:remove} {piece} from {region}: no more than 10 units in a region.</translation>
    </message>
    <message>
        <source>{nation} replaces a regular unit with an elite one in {region}.</source>
        <translation>{nation} {nation:replaces|pl:replace} a regular unit with an elite one in {region}.</translation>
    </message>
    <message>
        <source>{nation} replaces a regular with an elite in {region}.</source>
        <translation>{nation} {nation:replaces|pl:replace} a regular with an elite in {region}.</translation>
    </message>
    <message>
        <source>{piece} of {nation} is eliminated.</source>
        <translation>{piece} of {nation} is eliminated.</translation>
    </message>
    <message>
        <source>{seat} and {ally} exchange a card.</source>
        <translation>{seat} and {ally} exchange a card.</translation>
    </message>
    <message>
        <source>{seat} and {ally} keep their cards.</source>
        <translation>{seat} and {ally} keep their cards.</translation>
    </message>
    <message>
        <source>{seat} cannot draw: the {deck} deck is empty.</source>
        <translation>{seat} cannot draw: the {deck} deck is empty.</translation>
    </message>
    <message>
        <source>{seat} chooses a combat card from the {deck} deck.</source>
        <translation>{seat} chooses a combat card from the {deck} deck.</translation>
    </message>
    <message>
        <source>{seat} discards a card face down.</source>
        <translation>{seat} discards a card face down.</translation>
    </message>
    <message>
        <source>{seat} discards {card} from the table.</source>
        <translation>{seat} discards {card} from the table.</translation>
    </message>
    <message>
        <source>{seat} draws a card from the {deck} deck.</source>
        <translation>{seat} draws a card from the {deck} deck.</translation>
    </message>
    <message>
        <source>{seat} lays {card} on the table.</source>
        <translation>{seat} lays {card} on the table.</translation>
    </message>
    <message>
        <source>{seat} plays another card without a die.</source>
        <translation>{seat} plays another card without a die.</translation>
    </message>
    <message>
        <source>{seat} plays no combat card.</source>
        <translation>{seat} plays no combat card.</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat} plays {card}.</translation>
    </message>
    <message>
        <source>{seat} reveals {card}.</source>
        <translation>{seat} reveals {card}.</translation>
    </message>
    <message>
        <source>{seat} takes {card} from the table as a combat card.</source>
        <translation>{seat} takes {card} from the table as a combat card.</translation>
    </message>
    <message>
        <source>{seat} uses an Elven Ring to discard {card} from the table.</source>
        <translation>{seat} uses an Elven Ring to discard {card} from the table.</translation>
    </message>
    <message>
        <source>{side} attacks {target} from {source}.</source>
        <translation>{side} attacks {target} from {source}.</translation>
    </message>
    <message>
        <source>{side} cancels hits: {n}.</source>
        <translation>{side} cancels hits: {n}.</translation>
    </message>
    <message>
        <source>{side} captures {region}.</source>
        <translation>{side} captures {region}.</translation>
    </message>
    <message>
        <source>{side} downgrades an elite of {nation}.</source>
        <translation>{side} downgrades an elite of {nation}.</translation>
    </message>
    <message>
        <source>{side} inflicts hits on its own army: {n}.</source>
        <translation>{side} inflicts hits on its own army: {n}.</translation>
    </message>
    <message>
        <source>{side} loses {piece} of {nation}.</source>
        <translation>{side} loses {piece} of {nation}.</translation>
    </message>
    <message>
        <source>{side} moves an army from {source} to {region}.</source>
        <translation>{side} moves an army from {source} to {region}.</translation>
    </message>
    <message>
        <source>{side} passes.</source>
        <translation>{side} passes.</translation>
    </message>
    <message>
        <source>{side} rolls {dice} against the army in {region}: {hits} hits.</source>
        <translation>{side} rolls {dice} against the army in {region}: {hits} hits.</translation>
    </message>
    <message>
        <source>{side} rolls {dice} in an extra attack: {hits} hits.</source>
        <translation>{side} rolls {dice} in an extra attack: {hits} hits.</translation>
    </message>
    <message>
        <source>{side} rolls {dice}, re-rolls {again}; hits: {hits}.</source>
        <translation>{side} rolls {dice}, re-rolls {again}; hits: {hits}.</translation>
    </message>
    <message>
        <source>{side} rolls {dice}; hits: {hits}.</source>
        <translation>{side} rolls {dice}; hits: {hits}.</translation>
    </message>
    <message>
        <source>{side} scores more hits: {n}.</source>
        <translation>{side} scores more hits: {n}.</translation>
    </message>
    <message>
        <source>{side} sets aside a die showing {result} without acting.</source>
        <translation>{side} sets aside a die showing {result} without acting.</translation>
    </message>
    <message>
        <source>{side} takes back {region}.</source>
        <translation>{side} takes back {region}.</translation>
    </message>
    <message>
        <source>{side} uses a hit of its re-roll for its combat card.</source>
        <translation>{side} uses a hit of its re-roll for its combat card.</translation>
    </message>
    <message>
        <source>{side} uses an Elven Ring: a die showing {result} now shows {to}.</source>
        <translation>{side} uses an Elven Ring: a die showing {result} now shows {to}.</translation>
    </message>
    <message>
        <source>{side}&apos;s combat card is cancelled.</source>
        <translation>{side}&apos;s combat card is cancelled.</translation>
    </message>
</context>
<context>
    <name>wotr.minion</name>
    <message>
        <source>Saruman</source>
        <translation>Saruman</translation>
    </message>
    <message>
        <source>a Nazgûl</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>a Nazgûl</translation>
    </message>
    <message>
        <source>the Mouth of Sauron</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»); Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>the Mouth of Sauron</translation>
    </message>
    <message>
        <source>the Witch-king</source>
        <translation>the Witch-king</translation>
    </message>
</context>
<context>
    <name>wotr.nation</name>
    <message>
        <source>Dwarves</source>
        <translation>Dwarves</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>Elves</translation>
    </message>
    <message>
        <source>Gondor</source>
        <translation>Gondor</translation>
    </message>
    <message>
        <source>Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Isengard</translation>
    </message>
    <message>
        <source>Rohan</source>
        <translation>Rohan</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Sauron</translation>
    </message>
    <message>
        <source>Southrons and Easterlings</source>
        <translation>Southrons and Easterlings</translation>
    </message>
    <message>
        <source>The North</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>The North</translation>
    </message>
</context>
<context>
    <name>wotr.piece</name>
    <message>
        <source>Nazgûl</source>
        <translation>Nazgûl</translation>
    </message>
    <message>
        <source>a Nazgûl</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>a Nazgûl</translation>
    </message>
    <message>
        <source>a leader</source>
        <translation>a leader</translation>
    </message>
    <message>
        <source>a leader of {nation}</source>
        <translation>a leader of {nation}</translation>
    </message>
    <message>
        <source>a regular unit</source>
        <translation>a regular unit</translation>
    </message>
    <message>
        <source>a regular unit of {nation}</source>
        <translation>a regular unit of {nation}</translation>
    </message>
    <message>
        <source>an elite unit</source>
        <translation>an elite unit</translation>
    </message>
    <message>
        <source>an elite unit of {nation}</source>
        <translation>an elite unit of {nation}</translation>
    </message>
    <message>
        <source>elite units</source>
        <translation>elite units</translation>
    </message>
    <message>
        <source>leaders</source>
        <translation>leaders</translation>
    </message>
    <message>
        <source>regular units</source>
        <translation>regular units</translation>
    </message>
    <message>
        <source>{nation}: {kind} ×{count}</source>
        <translation>{nation}: {kind} ×{count}</translation>
    </message>
</context>
<context>
    <name>wotr.prompt</name>
    <message>
        <source>1 hit: roll 1 die against the enemy</source>
        <translation>1 hit: roll 1 die against the enemy</translation>
    </message>
    <message>
        <source>2 hits: roll 2 dice against the enemy</source>
        <translation>2 hits: roll 2 dice against the enemy</translation>
    </message>
    <message>
        <source>3 hits: roll 3 dice against the enemy</source>
        <translation>3 hits: roll 3 dice against the enemy</translation>
    </message>
    <message>
        <source>4 hits: roll 4 dice against the enemy</source>
        <translation>4 hits: roll 4 dice against the enemy</translation>
    </message>
    <message>
        <source>A Nazgûl has found the Fellowship: discard a Free Peoples character card from the table, or roll for the Hunt?</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>A Nazgûl has found the Fellowship: discard a Free Peoples character card from the table, or roll for the Hunt?</translation>
    </message>
    <message>
        <source>A card strikes your army: {hits} hits to take.</source>
        <translation>A card strikes your army: {hits} hits to take.</translation>
    </message>
    <message>
        <source>A companion of the Fellowship fell: use a card from your table?</source>
        <translation>A companion of the Fellowship fell: use a card from your table?</translation>
    </message>
    <message>
        <source>Advance into the conquered region?</source>
        <translation>Advance into the conquered region?</translation>
    </message>
    <message>
        <source>Attack with an army with a Nazgûl</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Attack with an army with a Nazgûl</translation>
    </message>
    <message>
        <source>Attack with the Witch-king&apos;s army</source>
        <translation>Attack with the Witch-king&apos;s army</translation>
    </message>
    <message>
        <source>Black Breath: choose the leader or companion to eliminate, or none.</source>
        <translation>Black Breath: choose the leader or companion to eliminate, or none.</translation>
    </message>
    <message>
        <source>Blade of Westernesse: choose the minion to eliminate, or none.</source>
        <translation>Blade of Westernesse: choose the minion to eliminate, or none.</translation>
    </message>
    <message>
        <source>Bring a unit to {region}?</source>
        <translation>Bring a unit to {region}?</translation>
    </message>
    <message>
        <source>Choose a card of your hand to discard with it.</source>
        <translation>Choose a card of your hand to discard with it.</translation>
    </message>
    <message>
        <source>Choose a combat card, or none.</source>
        <translation>Choose a combat card, or none.</translation>
    </message>
    <message>
        <source>Choose a companion who leaves the Fellowship ({left} more).</source>
        <translation>Choose a companion who leaves the Fellowship ({left} more).</translation>
    </message>
    <message>
        <source>Choose a die to use, an Elven Ring, or pass.</source>
        <translation>Choose a die to use, an Elven Ring, or pass.</translation>
    </message>
    <message>
        <source>Choose another card of your hand to discard with it.</source>
        <translation>Choose another card of your hand to discard with it.</translation>
    </message>
    <message>
        <source>Choose how to use the die.</source>
        <translation>Choose how to use the die.</translation>
    </message>
    <message>
        <source>Choose its new result.</source>
        <translation>Choose its new result.</translation>
    </message>
    <message>
        <source>Choose the Fellowship&apos;s Guide.</source>
        <translation>Choose the Fellowship&apos;s Guide.</translation>
    </message>
    <message>
        <source>Choose the Free Peoples army the Nazgûl&apos;s spells strike.</source>
        <translation>Choose the Free Peoples army the Nazgûl&apos;s spells strike.</translation>
    </message>
    <message>
        <source>Choose the Free Peoples&apos; card to discard from their table.</source>
        <translation>Choose the Free Peoples&apos; card to discard from their table.</translation>
    </message>
    <message>
        <source>Choose the Nazgûl to move.</source>
        <translation>Choose the Nazgûl to move.</translation>
    </message>
    <message>
        <source>Choose the Sauron stronghold the Nazgûl fly to.</source>
        <translation>Choose the Sauron stronghold the Nazgûl fly to.</translation>
    </message>
    <message>
        <source>Choose the Shadow army that grows.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Choose the Shadow army that grows.</translation>
    </message>
    <message>
        <source>Choose the Shadow army the Eagles strike.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Choose the Shadow army the Eagles strike.</translation>
    </message>
    <message>
        <source>Choose the Shadow army to strike.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Choose the Shadow army to strike.</translation>
    </message>
    <message>
        <source>Choose the Witch-king&apos;s region.</source>
        <translation>Choose the Witch-king&apos;s region.</translation>
    </message>
    <message>
        <source>Choose the army that goes to Minas Tirith.</source>
        <translation>Choose the army that goes to Minas Tirith.</translation>
    </message>
    <message>
        <source>Choose the besieged stronghold to relieve.</source>
        <translation>Choose the besieged stronghold to relieve.</translation>
    </message>
    <message>
        <source>Choose the card to discard from the table.</source>
        <translation>Choose the card to discard from the table.</translation>
    </message>
    <message>
        <source>Choose the card you give your ally.</source>
        <translation>Choose the card you give your ally.</translation>
    </message>
    <message>
        <source>Choose the character who enters play.</source>
        <translation>Choose the character who enters play.</translation>
    </message>
    <message>
        <source>Choose the coast the Corsairs land on.</source>
        <translation>Choose the coast the Corsairs land on.</translation>
    </message>
    <message>
        <source>Choose the coastal region.</source>
        <translation>Choose the coastal region.</translation>
    </message>
    <message>
        <source>Choose the companions the card sends.</source>
        <translation>Choose the companions the card sends.</translation>
    </message>
    <message>
        <source>Choose the companions who leave the Fellowship together.</source>
        <translation>Choose the companions who leave the Fellowship together.</translation>
    </message>
    <message>
        <source>Choose the companions who move together.</source>
        <translation>Choose the companions who move together.</translation>
    </message>
    <message>
        <source>Choose the deck to draw from.</source>
        <translation>Choose the deck to draw from.</translation>
    </message>
    <message>
        <source>Choose the die the ring changes.</source>
        <translation>Choose the die the ring changes.</translation>
    </message>
    <message>
        <source>Choose the enemy army to attack.</source>
        <translation>Choose the enemy army to attack.</translation>
    </message>
    <message>
        <source>Choose the event card to play.</source>
        <translation>Choose the event card to play.</translation>
    </message>
    <message>
        <source>Choose the minion to move.</source>
        <translation>Choose the minion to move.</translation>
    </message>
    <message>
        <source>Choose the minion who enters play.</source>
        <translation>Choose the minion who enters play.</translation>
    </message>
    <message>
        <source>Choose the nation the Stormcrow visits.</source>
        <translation>Choose the nation the Stormcrow visits.</translation>
    </message>
    <message>
        <source>Choose the nation to activate and advance.</source>
        <translation>Choose the nation to activate and advance.</translation>
    </message>
    <message>
        <source>Choose the nation to move toward war.</source>
        <translation>Choose the nation to move toward war.</translation>
    </message>
    <message>
        <source>Choose the order of your triggered abilities.</source>
        <translation>Choose the order of your triggered abilities.</translation>
    </message>
    <message>
        <source>Choose the piece to eliminate.</source>
        <translation>Choose the piece to eliminate.</translation>
    </message>
    <message>
        <source>Choose the pieces that attack.</source>
        <translation>Choose the pieces that attack.</translation>
    </message>
    <message>
        <source>Choose the pieces that move.</source>
        <translation>Choose the pieces that move.</translation>
    </message>
    <message>
        <source>Choose the region of the army to move.</source>
        <translation>Choose the region of the army to move.</translation>
    </message>
    <message>
        <source>Choose the region of the attacking army.</source>
        <translation>Choose the region of the attacking army.</translation>
    </message>
    <message>
        <source>Choose the settlement of the first piece.</source>
        <translation>Choose the settlement of the first piece.</translation>
    </message>
    <message>
        <source>Choose the settlement of the second piece.</source>
        <translation>Choose the settlement of the second piece.</translation>
    </message>
    <message>
        <source>Choose the settlement to muster in.</source>
        <translation>Choose the settlement to muster in.</translation>
    </message>
    <message>
        <source>Choose the stronghold the Witch-king assaults.</source>
        <translation>Choose the stronghold the Witch-king assaults.</translation>
    </message>
    <message>
        <source>Choose the stronghold to assault.</source>
        <translation>Choose the stronghold to assault.</translation>
    </message>
    <message>
        <source>Choose three settlements.</source>
        <translation>Choose three settlements.</translation>
    </message>
    <message>
        <source>Choose three strongholds.</source>
        <translation>Choose three strongholds.</translation>
    </message>
    <message>
        <source>Choose where a regular unit becomes an elite unit.</source>
        <translation>Choose where a regular unit becomes an elite unit.</translation>
    </message>
    <message>
        <source>Choose where he enters play.</source>
        <translation>Choose where he enters play.</translation>
    </message>
    <message>
        <source>Choose where he goes.</source>
        <translation>Choose where he goes.</translation>
    </message>
    <message>
        <source>Choose where he leaves from.</source>
        <translation>Choose where he leaves from.</translation>
    </message>
    <message>
        <source>Choose where the Dead Men lead him.</source>
        <translation>Choose where the Dead Men lead him.</translation>
    </message>
    <message>
        <source>Choose where the Dunlendings gather.</source>
        <translation>Choose where the Dunlendings gather.</translation>
    </message>
    <message>
        <source>Choose where the Shadow gathers.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Choose where the Shadow gathers.</translation>
    </message>
    <message>
        <source>Choose where the army comes out.</source>
        <translation>Choose where the army comes out.</translation>
    </message>
    <message>
        <source>Choose where the hordes come from.</source>
        <translation>Choose where the hordes come from.</translation>
    </message>
    <message>
        <source>Choose where the riders are recruited.</source>
        <translation>Choose where the riders are recruited.</translation>
    </message>
    <message>
        <source>Choose where the storm drives the Fellowship.</source>
        <translation>Choose where the storm drives the Fellowship.</translation>
    </message>
    <message>
        <source>Choose where they go.</source>
        <translation>Choose where they go.</translation>
    </message>
    <message>
        <source>Choose where {companion} goes on leaving the Fellowship.</source>
        <translation>Choose where {companion} goes on leaving the Fellowship.</translation>
    </message>
    <message>
        <source>Continue the attack?</source>
        <translation>Continue the attack?</translation>
    </message>
    <message>
        <source>Declare the Fellowship&apos;s position?</source>
        <translation>Declare the Fellowship&apos;s position?</translation>
    </message>
    <message>
        <source>Discard a Free Peoples character card from the table</source>
        <translation>Discard a Free Peoples character card from the table</translation>
    </message>
    <message>
        <source>Discard a card: your hand is over its limit.</source>
        <translation>Discard a card: your hand is over its limit.</translation>
    </message>
    <message>
        <source>Downgrade an elite unit to fight another round of the assault, or end it?</source>
        <translation>Downgrade an elite unit to fight another round of the assault, or end it?</translation>
    </message>
    <message>
        <source>Draw a card: choose the deck.</source>
        <translation>Draw a card: choose the deck.</translation>
    </message>
    <message>
        <source>Dread and Despair: how many points of the Nazgûl&apos;s leadership do you give up?</source>
        <translation>Dread and Despair: how many points of the Nazgûl&apos;s leadership do you give up?</translation>
    </message>
    <message>
        <source>Enter Mordor?</source>
        <translation>Enter Mordor?</translation>
    </message>
    <message>
        <source>Exchange a card with your ally? (Both must agree.)</source>
        <translation>Exchange a card with your ally? (Both must agree.)</translation>
    </message>
    <message>
        <source>Fateful Strike: choose the Nazgûl or minion to eliminate.</source>
        <translation>Fateful Strike: choose the Nazgûl or minion to eliminate.</translation>
    </message>
    <message>
        <source>Fateful Strike: choose the Nazgûl to eliminate.</source>
        <translation>Fateful Strike: choose the Nazgûl to eliminate.</translation>
    </message>
    <message>
        <source>Fight a field battle, or withdraw into the stronghold?</source>
        <translation>Fight a field battle, or withdraw into the stronghold?</translation>
    </message>
    <message>
        <source>Gandalf the Grey, the Guide: draw an event card of the same type?</source>
        <translation>Gandalf the Grey, the Guide: draw an event card of the same type?</translation>
    </message>
    <message>
        <source>Gandalf the White: give up his leadership to cancel the Nazgûl&apos;s in this battle?</source>
        <translation>Gandalf the White: give up his leadership to cancel the Nazgûl&apos;s in this battle?</translation>
    </message>
    <message>
        <source>Give up 1 point: the Free Peoples roll 1 die fewer</source>
        <translation>Give up 1 point: the Free Peoples roll 1 die fewer</translation>
    </message>
    <message>
        <source>Give up 2 points: the Free Peoples roll 2 dice fewer</source>
        <translation>Give up 2 points: the Free Peoples roll 2 dice fewer</translation>
    </message>
    <message>
        <source>Give up 3 points: the Free Peoples roll 3 dice fewer</source>
        <translation>Give up 3 points: the Free Peoples roll 3 dice fewer</translation>
    </message>
    <message>
        <source>Give up 4 points: the Free Peoples roll 4 dice fewer</source>
        <translation>Give up 4 points: the Free Peoples roll 4 dice fewer</translation>
    </message>
    <message>
        <source>Give up 5 points: the Free Peoples roll 5 dice fewer</source>
        <translation>Give up 5 points: the Free Peoples roll 5 dice fewer</translation>
    </message>
    <message>
        <source>Gollum leads: hide or move the Fellowship?</source>
        <translation>Gollum leads: hide or move the Fellowship?</translation>
    </message>
    <message>
        <source>Heroic Death: choose the leader or companion who falls to cancel hits, or none.</source>
        <translation>Heroic Death: choose the leader or companion who falls to cancel hits, or none.</translation>
    </message>
    <message>
        <source>Hide the Fellowship</source>
        <translation>Hide the Fellowship</translation>
    </message>
    <message>
        <source>Hunt damage {damage}: lose a companion or use the Ring.</source>
        <translation>Hunt damage {damage}: lose a companion or use the Ring.</translation>
    </message>
    <message>
        <source>Join your army and your ally&apos;s, where they meet, into one mixed army?</source>
        <translation>Join your army and your ally&apos;s, where they meet, into one mixed army?</translation>
    </message>
    <message>
        <source>Mighty Attack: choose the companion who gives up his leadership.</source>
        <translation>Mighty Attack: choose the companion who gives up his leadership.</translation>
    </message>
    <message>
        <source>More than 10 units stand in {region}: remove {n}.</source>
        <translation>More than 10 units stand in {region}: remove {n}.</translation>
    </message>
    <message>
        <source>Move a Nazgûl?</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Move a Nazgûl?</translation>
    </message>
    <message>
        <source>Move a companion (or a group)?</source>
        <translation>Move a companion (or a group)?</translation>
    </message>
    <message>
        <source>Move a second army?</source>
        <translation>Move a second army?</translation>
    </message>
    <message>
        <source>Move another army?</source>
        <translation>Move another army?</translation>
    </message>
    <message>
        <source>Move another minion with the same die?</source>
        <translation>Move another minion with the same die?</translation>
    </message>
    <message>
        <source>Move or attack with the Witch-king&apos;s army?</source>
        <translation>Move or attack with the Witch-king&apos;s army?</translation>
    </message>
    <message>
        <source>Move other companions with the same die?</source>
        <translation>Move other companions with the same die?</translation>
    </message>
    <message>
        <source>Move the Fellowship</source>
        <translation>Move the Fellowship</translation>
    </message>
    <message>
        <source>Move the Nazgûl</source>
        <translation>Move the Nazgûl</translation>
    </message>
    <message>
        <source>Move the Witch-king&apos;s army</source>
        <translation>Move the Witch-king&apos;s army</translation>
    </message>
    <message>
        <source>Move two armies with Nazgûl</source>
        <translation>Move two armies with Nazgûl</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Neither</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>One</source>
        <translation>One</translation>
    </message>
    <message>
        <source>One from their hand, at random</source>
        <translation>One from their hand, at random</translation>
    </message>
    <message>
        <source>One from their table</source>
        <translation>One from their table</translation>
    </message>
    <message>
        <source>One hit: add 1 to each die of your combat roll</source>
        <translation>One hit: add 1 to each die of your combat roll</translation>
    </message>
    <message>
        <source>Onslaught: how many hits do you inflict on your own army?</source>
        <translation>Onslaught: how many hits do you inflict on your own army?</translation>
    </message>
    <message>
        <source>Place dice in the Hunt Box.</source>
        <translation>Place dice in the Hunt Box.</translation>
    </message>
    <message>
        <source>Play another character event card without a die?</source>
        <translation>Play another character event card without a die?</translation>
    </message>
    <message>
        <source>Recruit a regular or an elite unit of {nation} in {region}?</source>
        <translation>Recruit a regular or an elite unit of {nation} in {region}?</translation>
    </message>
    <message>
        <source>Recruit how many Gondor regular units?</source>
        <translation>Recruit how many Gondor regular units?</translation>
    </message>
    <message>
        <source>Recruit two Nazgûl with the Witch-king</source>
        <translation>Recruit two Nazgûl with the Witch-king</translation>
    </message>
    <message>
        <source>Relentless Assault: how many hits do you inflict on your own army?</source>
        <translation>Relentless Assault: how many hits do you inflict on your own army?</translation>
    </message>
    <message>
        <source>Replace a regular unit of which nation with an elite one?</source>
        <translation>Replace a regular unit of which nation with an elite one?</translation>
    </message>
    <message>
        <source>Retreat, or fight another round?</source>
        <translation>Retreat, or fight another round?</translation>
    </message>
    <message>
        <source>Roll for the Hunt</source>
        <translation>Roll for the Hunt</translation>
    </message>
    <message>
        <source>Scouts: retreat to an adjacent free region, or withdraw into the stronghold?</source>
        <translation>Scouts: retreat to an adjacent free region, or withdraw into the stronghold?</translation>
    </message>
    <message>
        <source>Take a casualty from the army in {region}: {hits} hits to take.</source>
        <translation>Take a casualty from the army in {region}: {hits} hits to take.</translation>
    </message>
    <message>
        <source>Take a casualty: {hits} hits to take.</source>
        <translation>Take a casualty: {hits} hits to take.</translation>
    </message>
    <message>
        <source>The Black Captain commands: recruit two Nazgûl or move the Nazgûl?</source>
        <translation>The Black Captain commands: recruit two Nazgûl or move the Nazgûl?</translation>
    </message>
    <message>
        <source>The Fellowship is revealed: choose where it stands.</source>
        <translation>The Fellowship is revealed: choose where it stands.</translation>
    </message>
    <message>
        <source>The Fellowship moved from {source} to {to}: discard a card from your table?</source>
        <translation>The Fellowship moved from {source} to {to}: discard a card from your table?</translation>
    </message>
    <message>
        <source>The Ring lures {companion}: add {points} corruption or eliminate him.</source>
        <translation>The Ring lures {companion}: add {points} corruption or eliminate him.</translation>
    </message>
    <message>
        <source>The Ringwraiths lead: move two armies or attack with one?</source>
        <translation>The Ringwraiths lead: move two armies or attack with one?</translation>
    </message>
    <message>
        <source>The Shadow drew {tile}: discard a card from your table?</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow drew {tile}: discard a card from your table?</translation>
    </message>
    <message>
        <source>The Shadow is about to make a Hunt roll: discard a card from your table?</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow is about to make a Hunt roll: discard a card from your table?</translation>
    </message>
    <message>
        <source>The Shadow must draw a hunt tile: discard a card from your table?</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow must draw a hunt tile: discard a card from your table?</translation>
    </message>
    <message>
        <source>The Sorcerer: draw an event card of the same type?</source>
        <translation>The Sorcerer: draw an event card of the same type?</translation>
    </message>
    <message>
        <source>The stronghold holds five units: remove {excess} more.</source>
        <translation>The stronghold holds five units: remove {excess} more.</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Three</translation>
    </message>
    <message>
        <source>Turn an unused die into an Eye? ({left} more)</source>
        <translation>Turn an unused die into an Eye? ({left} more)</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Two</translation>
    </message>
    <message>
        <source>Two hits: add 2 to each die of your combat roll</source>
        <translation>Two hits: add 2 to each die of your combat roll</translation>
    </message>
    <message>
        <source>Use {ability}?</source>
        <translation>Use {ability}?</translation>
    </message>
    <message>
        <source>Which characters go with the army?</source>
        <translation>Which characters go with the army?</translation>
    </message>
    <message>
        <source>Which companions go with him?</source>
        <translation>Which companions go with him?</translation>
    </message>
    <message>
        <source>Words of Power: choose the companion whose leadership fails.</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Words of Power: choose the companion whose leadership fails.</translation>
    </message>
    <message>
        <source>Worn with Sorrow and Toil: discard a Free Peoples character card?</source>
        <translation>Worn with Sorrow and Toil: discard a Free Peoples character card?</translation>
    </message>
    <message>
        <source>Your army must retreat: choose where.</source>
        <translation>Your army must retreat: choose where.</translation>
    </message>
    <message>
        <source>Your partner proposes: {proposal}. Do you agree?</source>
        <translation>Your partner proposes: {proposal}. Do you agree?</translation>
    </message>
</context>
<context>
    <name>wotr.proposal</name>
    <message>
        <source>join your armies into one mixed army</source>
        <translation>join your armies into one mixed army</translation>
    </message>
</context>
<context>
    <name>wotr.refusal</name>
    <message>
        <source>A companion leaving the Fellowship goes from the Ring-bearers&apos; region up to the progress plus its level, stopping at a Shadow stronghold, never across an impassable border.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>A companion leaving the Fellowship goes from the Ring-bearers&apos; region up to the progress plus its level, stopping at a Shadow stronghold, never across an impassable border.</translation>
    </message>
    <message>
        <source>A companion on the map moves once per die, up to its level, stopping at a Shadow stronghold, never across an impassable border.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>A companion on the map moves once per die, up to its level, stopping at a Shadow stronghold, never across an impassable border.</translation>
    </message>
    <message>
        <source>A die showing {result} does not allow that.</source>
        <translation>A die showing {result} does not allow that.</translation>
    </message>
    <message>
        <source>An Elven Ring cannot give that result.</source>
        <translation>An Elven Ring cannot give that result.</translation>
    </message>
    <message>
        <source>An Elven Ring changes one of your unused dice, never an Eye.</source>
        <translation>An Elven Ring changes one of your unused dice, never an Eye.</translation>
    </message>
    <message>
        <source>An army attacks an enemy army in an adjacent region, or in its own region during a siege.</source>
        <translation>An army attacks an enemy army in an adjacent region, or in its own region during a siege.</translation>
    </message>
    <message>
        <source>An army moves only to an adjacent region free for army movement.</source>
        <translation>An army moves only to an adjacent region free for army movement.</translation>
    </message>
    <message>
        <source>Each Nazgûl moves once, anywhere but into a region with a Free Peoples&apos; stronghold not besieged by the Shadow.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Each Nazgûl moves once, anywhere but into a region with a Free Peoples&apos; stronghold not besieged by the Shadow.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>No army of yours there can make this move.</source>
        <translation>No army of yours there can make this move.</translation>
    </message>
    <message>
        <source>Not now: first answer the question now open ({question}).</source>
        <translation>Not now: first answer the question now open ({question}).</translation>
    </message>
    <message>
        <source>Not two actions in a row for one nation, nor twice in a row with the same mixed army.</source>
        <translation>Not two actions in a row for one nation, nor twice in a row with the same mixed army.</translation>
    </message>
    <message>
        <source>Only the player leading a mixed army moves or fights with your ally&apos;s pieces, and never splits it so as to lose the lead of a part holding them.</source>
        <translation>Only the player leading a mixed army moves or fights with your ally&apos;s pieces, and never splits it so as to lose the lead of a part holding them.</translation>
    </message>
    <message>
        <source>That card cannot be played now: it plays with an Event die or a die showing its symbol, and only when its requirement is fully met.</source>
        <translation>That card cannot be played now: it plays with an Event die or a die showing its symbol, and only when its requirement is fully met.</translation>
    </message>
    <message>
        <source>That card cannot be your combat card in this round: its requirement is not met (or the battle allows no card of it).</source>
        <translation>That card cannot be your combat card in this round: its requirement is not met (or the battle allows no card of it).</translation>
    </message>
    <message>
        <source>That companion is not in the Fellowship.</source>
        <translation>That companion is not in the Fellowship.</translation>
    </message>
    <message>
        <source>That deck holds no card.</source>
        <translation>That deck holds no card.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>That is not possible now.</translation>
    </message>
    <message>
        <source>That nation cannot move toward war now.</source>
        <translation>That nation cannot move toward war now.</translation>
    </message>
    <message>
        <source>The Fellowship stands within as many regions of its last known position as its progress, never across an impassable border nor, when revealed, in a Free Peoples&apos; city or stronghold.</source>
        <translation>The Fellowship stands within as many regions of its last known position as its progress, never across an impassable border nor, when revealed, in a Free Peoples&apos; city or stronghold.</translation>
    </message>
    <message>
        <source>The Guide is a companion of the highest level in the Fellowship.</source>
        <translation>The Guide is a companion of the highest level in the Fellowship.</translation>
    </message>
    <message>
        <source>The Shadow places from {least} to {most} dice in the Hunt Box.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow places from {least} to {most} dice in the Hunt Box.</translation>
    </message>
    <message>
        <source>The card recruits only the pieces it names, from your reinforcements.</source>
        <translation>The card recruits only the pieces it names, from your reinforcements.</translation>
    </message>
    <message>
        <source>The card sends one companion, or a group of companions of one region, as far as it says.</source>
        <translation>The card sends one companion, or a group of companions of one region, as far as it says.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>There is no such seat.</translation>
    </message>
    <message>
        <source>Those pieces cannot move together: an army moves with at least one unit, leaders go with the units they lead, and a Character move takes a leader along.</source>
        <translation>Those pieces cannot move together: an army moves with at least one unit, leaders go with the units they lead, and a Character move takes a leader along.</translation>
    </message>
    <message>
        <source>You do not play {nation}.</source>
        <translation>You do not play {nation}.</translation>
    </message>
    <message>
        <source>You have already used an Elven Ring this turn.</source>
        <translation>You have already used an Elven Ring this turn.</translation>
    </message>
    <message>
        <source>You have no unused die showing {result}.</source>
        <translation>You have no unused die showing {result}.</translation>
    </message>
    <message>
        <source>You hold no Elven Ring.</source>
        <translation>You hold no Elven Ring.</translation>
    </message>
    <message>
        <source>You hold no such card.</source>
        <translation>You hold no such card.</translation>
    </message>
    <message>
        <source>You may pass only with fewer unused action dice than your opponent.</source>
        <translation>You may pass only with fewer unused action dice than your opponent.</translation>
    </message>
    <message>
        <source>You may recruit only in a free town, city or stronghold of your own nation.</source>
        <translation>You may recruit only in a free town, city or stronghold of your own nation.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>the game is over</translation>
    </message>
    <message>
        <source>{nation} is not at war: a Muster die recruits only nations at war.</source>
        <translation>{nation} is not at war: a Muster die recruits only nations at war.</translation>
    </message>
    <message>
        <source>{nation} is not at war: its units may not enter another nation&apos;s borders.</source>
        <translation>{nation} is not at war: its units may not enter another nation&apos;s borders.</translation>
    </message>
</context>
<context>
    <name>wotr.region</name>
    <message>
        <source>Andrast</source>
        <translation>Andrast</translation>
    </message>
    <message>
        <source>Anfalas</source>
        <translation>Anfalas</translation>
    </message>
    <message>
        <source>Angmar</source>
        <translation>Angmar</translation>
    </message>
    <message>
        <source>Arnor</source>
        <translation>Arnor</translation>
    </message>
    <message>
        <source>Ash Mountains</source>
        <translation>Ash Mountains</translation>
    </message>
    <message>
        <source>Barad-dûr</source>
        <translation>Barad-dûr</translation>
    </message>
    <message>
        <source>Bree</source>
        <extracomment>Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Bree</translation>
    </message>
    <message>
        <source>Buckland</source>
        <translation>Buckland</translation>
    </message>
    <message>
        <source>Cardolan</source>
        <translation>Cardolan</translation>
    </message>
    <message>
        <source>Carrock</source>
        <translation>Carrock</translation>
    </message>
    <message>
        <source>Dagorlad</source>
        <translation>Dagorlad</translation>
    </message>
    <message>
        <source>Dale</source>
        <translation>Dale</translation>
    </message>
    <message>
        <source>Dead Marshes</source>
        <translation>Dead Marshes</translation>
    </message>
    <message>
        <source>Dimrill Dale</source>
        <translation>Dimrill Dale</translation>
    </message>
    <message>
        <source>Dol Amroth</source>
        <translation>Dol Amroth</translation>
    </message>
    <message>
        <source>Dol Guldur</source>
        <translation>Dol Guldur</translation>
    </message>
    <message>
        <source>Druwaith Iaur</source>
        <translation>Druwaith Iaur</translation>
    </message>
    <message>
        <source>Drúadan Forest</source>
        <translation>Drúadan Forest</translation>
    </message>
    <message>
        <source>Eagles&apos; Eyrie</source>
        <translation>Eagles&apos; Eyrie</translation>
    </message>
    <message>
        <source>East Harondor</source>
        <translation>East Harondor</translation>
    </message>
    <message>
        <source>East Rhûn</source>
        <translation>East Rhûn</translation>
    </message>
    <message>
        <source>Eastemnet</source>
        <translation>Eastemnet</translation>
    </message>
    <message>
        <source>Eastern Brown Lands</source>
        <translation>Eastern Brown Lands</translation>
    </message>
    <message>
        <source>Eastern Emyn Muil</source>
        <translation>Eastern Emyn Muil</translation>
    </message>
    <message>
        <source>Eastern Mirkwood</source>
        <translation>Eastern Mirkwood</translation>
    </message>
    <message>
        <source>Edoras</source>
        <translation>Edoras</translation>
    </message>
    <message>
        <source>Enedwaith</source>
        <extracomment>Ukrainian: spelt Еденвайт as the War of the Ring book spells it</extracomment>
        <translation>Enedwaith</translation>
    </message>
    <message>
        <source>Erebor</source>
        <translation>Erebor</translation>
    </message>
    <message>
        <source>Erech</source>
        <translation>Erech</translation>
    </message>
    <message>
        <source>Ered Luin</source>
        <translation>Ered Luin</translation>
    </message>
    <message>
        <source>Ettenmoors</source>
        <translation>Ettenmoors</translation>
    </message>
    <message>
        <source>Evendim</source>
        <translation>Evendim</translation>
    </message>
    <message>
        <source>Fangorn</source>
        <translation>Fangorn</translation>
    </message>
    <message>
        <source>Far Harad</source>
        <translation>Far Harad</translation>
    </message>
    <message>
        <source>Folde</source>
        <translation>Folde</translation>
    </message>
    <message>
        <source>Fords of Bruinen</source>
        <translation>Fords of Bruinen</translation>
    </message>
    <message>
        <source>Fords of Isen</source>
        <translation>Fords of Isen</translation>
    </message>
    <message>
        <source>Forlindon</source>
        <translation>Forlindon</translation>
    </message>
    <message>
        <source>Gap of Rohan</source>
        <translation>Gap of Rohan</translation>
    </message>
    <message>
        <source>Gladden Fields</source>
        <translation>Gladden Fields</translation>
    </message>
    <message>
        <source>Goblin&apos;s Gate</source>
        <translation>Goblin&apos;s Gate</translation>
    </message>
    <message>
        <source>Gorgoroth</source>
        <translation>Gorgoroth</translation>
    </message>
    <message>
        <source>Grey Havens</source>
        <translation>Grey Havens</translation>
    </message>
    <message>
        <source>Harlindon</source>
        <translation>Harlindon</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep</source>
        <translation>Helm&apos;s Deep</translation>
    </message>
    <message>
        <source>High Pass</source>
        <translation>High Pass</translation>
    </message>
    <message>
        <source>Hollin</source>
        <translation>Hollin</translation>
    </message>
    <message>
        <source>Iron Hills</source>
        <translation>Iron Hills</translation>
    </message>
    <message>
        <source>Khand</source>
        <translation>Khand</translation>
    </message>
    <message>
        <source>Lamedon</source>
        <translation>Lamedon</translation>
    </message>
    <message>
        <source>Lossarnach</source>
        <translation>Lossarnach</translation>
    </message>
    <message>
        <source>Lórien</source>
        <translation>Lórien</translation>
    </message>
    <message>
        <source>Minas Morgul</source>
        <translation>Minas Morgul</translation>
    </message>
    <message>
        <source>Minas Tirith</source>
        <translation>Minas Tirith</translation>
    </message>
    <message>
        <source>Minhiriath</source>
        <translation>Minhiriath</translation>
    </message>
    <message>
        <source>Morannon</source>
        <translation>Morannon</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Moria</translation>
    </message>
    <message>
        <source>Mount Gram</source>
        <translation>Mount Gram</translation>
    </message>
    <message>
        <source>Mount Gundabad</source>
        <translation>Mount Gundabad</translation>
    </message>
    <message>
        <source>Narrows of the Forest</source>
        <translation>Narrows of the Forest</translation>
    </message>
    <message>
        <source>Near Harad</source>
        <translation>Near Harad</translation>
    </message>
    <message>
        <source>Noman-lands</source>
        <translation>Noman-lands</translation>
    </message>
    <message>
        <source>North Anduin Vale</source>
        <translation>North Anduin Vale</translation>
    </message>
    <message>
        <source>North Downs</source>
        <translation>North Downs</translation>
    </message>
    <message>
        <source>North Dunland</source>
        <translation>North Dunland</translation>
    </message>
    <message>
        <source>North Ered Luin</source>
        <translation>North Ered Luin</translation>
    </message>
    <message>
        <source>North Ithilien</source>
        <translation>North Ithilien</translation>
    </message>
    <message>
        <source>North Rhûn</source>
        <translation>North Rhûn</translation>
    </message>
    <message>
        <source>Northern Dorwinion</source>
        <translation>Northern Dorwinion</translation>
    </message>
    <message>
        <source>Northern Mirkwood</source>
        <translation>Northern Mirkwood</translation>
    </message>
    <message>
        <source>Northern Rhovanion</source>
        <translation>Northern Rhovanion</translation>
    </message>
    <message>
        <source>Nurn</source>
        <translation>Nurn</translation>
    </message>
    <message>
        <source>Old Ford</source>
        <translation>Old Ford</translation>
    </message>
    <message>
        <source>Old Forest</source>
        <translation>Old Forest</translation>
    </message>
    <message>
        <source>Old Forest Road</source>
        <translation>Old Forest Road</translation>
    </message>
    <message>
        <source>Orthanc</source>
        <translation>Orthanc</translation>
    </message>
    <message>
        <source>Osgiliath</source>
        <translation>Osgiliath</translation>
    </message>
    <message>
        <source>Parth Celebrant</source>
        <translation>Parth Celebrant</translation>
    </message>
    <message>
        <source>Pelargir</source>
        <translation>Pelargir</translation>
    </message>
    <message>
        <source>Rhosgobel</source>
        <translation>Rhosgobel</translation>
    </message>
    <message>
        <source>Rivendell</source>
        <translation>Rivendell</translation>
    </message>
    <message>
        <source>South Anduin Vale</source>
        <translation>South Anduin Vale</translation>
    </message>
    <message>
        <source>South Downs</source>
        <translation>South Downs</translation>
    </message>
    <message>
        <source>South Dunland</source>
        <translation>South Dunland</translation>
    </message>
    <message>
        <source>South Ered Luin</source>
        <translation>South Ered Luin</translation>
    </message>
    <message>
        <source>South Ithilien</source>
        <translation>South Ithilien</translation>
    </message>
    <message>
        <source>South Rhûn</source>
        <translation>South Rhûn</translation>
    </message>
    <message>
        <source>Southern Dorwinion</source>
        <translation>Southern Dorwinion</translation>
    </message>
    <message>
        <source>Southern Mirkwood</source>
        <translation>Southern Mirkwood</translation>
    </message>
    <message>
        <source>Southern Rhovanion</source>
        <translation>Southern Rhovanion</translation>
    </message>
    <message>
        <source>Tharbad</source>
        <translation>Tharbad</translation>
    </message>
    <message>
        <source>The Shire</source>
        <translation>The Shire</translation>
    </message>
    <message>
        <source>Tower Hills</source>
        <translation>Tower Hills</translation>
    </message>
    <message>
        <source>Trollshaws</source>
        <translation>Trollshaws</translation>
    </message>
    <message>
        <source>Umbar</source>
        <translation>Umbar</translation>
    </message>
    <message>
        <source>Vale of the Carnen</source>
        <translation>Vale of the Carnen</translation>
    </message>
    <message>
        <source>Vale of the Celduin</source>
        <translation>Vale of the Celduin</translation>
    </message>
    <message>
        <source>Weather Hills</source>
        <translation>Weather Hills</translation>
    </message>
    <message>
        <source>West Harondor</source>
        <translation>West Harondor</translation>
    </message>
    <message>
        <source>Westemnet</source>
        <translation>Westemnet</translation>
    </message>
    <message>
        <source>Western Brown Lands</source>
        <translation>Western Brown Lands</translation>
    </message>
    <message>
        <source>Western Emyn Muil</source>
        <translation>Western Emyn Muil</translation>
    </message>
    <message>
        <source>Western Mirkwood</source>
        <translation>Western Mirkwood</translation>
    </message>
    <message>
        <source>Withered Heath</source>
        <translation>Withered Heath</translation>
    </message>
    <message>
        <source>Woodland Realm</source>
        <translation>Woodland Realm</translation>
    </message>
</context>
<context>
    <name>wotr.result</name>
    <message>
        <source>Army</source>
        <translation>Army</translation>
    </message>
    <message>
        <source>Army/Muster</source>
        <translation>Army/Muster</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Character</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Eye</source>
        <translation>Eye</translation>
    </message>
    <message>
        <source>Muster</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>Will of the West</source>
        <translation>Will of the West</translation>
    </message>
</context>
<context>
    <name>wotr.seat</name>
    <message>
        <source>Free Peoples</source>
        <translation>Free Peoples</translation>
    </message>
    <message>
        <source>Gondor and the Elves</source>
        <translation>Gondor and the Elves</translation>
    </message>
    <message>
        <source>Rohan, the North and the Dwarves</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Rohan, the North and the Dwarves</translation>
    </message>
    <message>
        <source>Saruman and Sauron&apos;s allies</source>
        <translation>Saruman and Sauron&apos;s allies</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow</translation>
    </message>
    <message>
        <source>the Witch-king</source>
        <translation>the Witch-king</translation>
    </message>
</context>
<context>
    <name>wotr.side</name>
    <message>
        <source>the Free Peoples player</source>
        <translation>the Free Peoples player</translation>
    </message>
    <message>
        <source>the Shadow player</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>the Shadow player</translation>
    </message>
</context>
<context>
    <name>wotr.table</name>
    <message>
        <source>2: one per side; 3: the Free Peoples against two Shadow players; 4: two per side</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>2: one per side; 3: the Free Peoples against two Shadow players; 4: two per side</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attacker</translation>
    </message>
    <message>
        <source>Combat card {name} (initiative {n}): {text}</source>
        <translation>Combat card {name} (initiative {n}): {text}</translation>
    </message>
    <message>
        <source>Companions in the Fellowship: {n}</source>
        <translation>Companions in the Fellowship: {n}</translation>
    </message>
    <message>
        <source>Corruption: {n} of {most}</source>
        <translation>Corruption: {n} of {most}</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Elven Rings: {n}</source>
        <translation>Elven Rings: {n}</translation>
    </message>
    <message>
        <source>Event: {text}</source>
        <translation>Event: {text}</translation>
    </message>
    <message>
        <source>Field battle</source>
        <translation>Field battle</translation>
    </message>
    <message>
        <source>Free Peoples</source>
        <translation>Free Peoples</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>Guide: {name}</source>
        <translation>Guide: {name}</translation>
    </message>
    <message>
        <source>Hunt Box: {n} dice</source>
        <translation>Hunt Box: {n} dice</translation>
    </message>
    <message>
        <source>Hunt Pool: {n} tiles</source>
        <translation>Hunt Pool: {n} tiles</translation>
    </message>
    <message>
        <source>Hunt roll:</source>
        <translation>Hunt roll:</translation>
    </message>
    <message>
        <source>Hunt roll: none yet</source>
        <translation>Hunt roll: none yet</translation>
    </message>
    <message>
        <source>Hunt roll: {dice} dice, {n} successes</source>
        <translation>Hunt roll: {dice} dice, {n} successes</translation>
    </message>
    <message>
        <source>Mordor track: not yet on it</source>
        <translation>Mordor track: not yet on it</translation>
    </message>
    <message>
        <source>Mordor track: step {n} of 5</source>
        <translation>Mordor track: step {n} of 5</translation>
    </message>
    <message>
        <source>On the table:</source>
        <translation>On the table:</translation>
    </message>
    <message>
        <source>People playing</source>
        <translation>People playing</translation>
    </message>
    <message>
        <source>Political track</source>
        <translation>Political track</translation>
    </message>
    <message>
        <source>Progress: {n} · {state}</source>
        <translation>Progress: {n} · {state}</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow</translation>
    </message>
    <message>
        <source>Siege battle</source>
        <translation>Siege battle</translation>
    </message>
    <message>
        <source>Sortie</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>The Fellowship</source>
        <translation>The Fellowship</translation>
    </message>
    <message>
        <source>The Fellowship and the Hunt</source>
        <translation>The Fellowship and the Hunt</translation>
    </message>
    <message>
        <source>The Free Peoples win ({seats}). {cause}</source>
        <translation>The Free Peoples win ({seats}). {cause}</translation>
    </message>
    <message>
        <source>The Free Peoples win. {cause}</source>
        <translation>The Free Peoples win. {cause}</translation>
    </message>
    <message>
        <source>The Shadow wins ({seats}). {cause}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow wins ({seats}). {cause}</translation>
    </message>
    <message>
        <source>The Shadow wins. {cause}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow wins. {cause}</translation>
    </message>
    <message>
        <source>Tiles drawn: {tiles}</source>
        <translation>Tiles drawn: {tiles}</translation>
    </message>
    <message>
        <source>To act: {seats}</source>
        <translation>To act: {seats}</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>Turns played</translation>
    </message>
    <message>
        <source>VP: {fp} {a} · {shadow} {b}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>VP: {fp} {a} · {shadow} {b}</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Victory points</translation>
    </message>
    <message>
        <source>War of the Ring · Turn {n}</source>
        <translation>War of the Ring · Turn {n}</translation>
    </message>
    <message>
        <source>Your event cards</source>
        <translation>Your event cards</translation>
    </message>
    <message>
        <source>a combat card, face down</source>
        <translation>a combat card, face down</translation>
    </message>
    <message>
        <source>a special tile</source>
        <translation>a special tile</translation>
    </message>
    <message>
        <source>active</source>
        <translation>active</translation>
    </message>
    <message>
        <source>at war</source>
        <translation>at war</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>hidden</translation>
    </message>
    <message>
        <source>hits to take: {n}</source>
        <translation>hits to take: {n}</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>initiative</translation>
    </message>
    <message>
        <source>initiative {n}</source>
        <translation>initiative {n}</translation>
    </message>
    <message>
        <source>leaders: {n}</source>
        <translation>leaders: {n}</translation>
    </message>
    <message>
        <source>no cards in your hand</source>
        <translation>no cards in your hand</translation>
    </message>
    <message>
        <source>no combat card</source>
        <translation>no combat card</translation>
    </message>
    <message>
        <source>no dice to use</source>
        <translation>no dice to use</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>passive</translation>
    </message>
    <message>
        <source>progress {progress} · corruption {corruption}</source>
        <translation>progress {progress} · corruption {corruption}</translation>
    </message>
    <message>
        <source>re-roll: {dice}</source>
        <translation>re-roll: {dice}</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>revealed</translation>
    </message>
    <message>
        <source>roll: {dice}</source>
        <translation>roll: {dice}</translation>
    </message>
    <message>
        <source>to roll: {n}</source>
        <translation>to roll: {n}</translation>
    </message>
    <message>
        <source>used: {n}</source>
        <translation>used: {n}</translation>
    </message>
    <message>
        <source>{deck}: {n} cards in the deck</source>
        <translation>{deck}: {n} cards in the deck</translation>
    </message>
    <message>
        <source>{fp}: {a} VP · {shadow}: {b} VP</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>{fp}: {a} VP · {shadow}: {b} VP</translation>
    </message>
    <message>
        <source>{kind} at {region} · round {n}</source>
        <translation>{kind} at {region} · round {n}</translation>
    </message>
    <message>
        <source>{kind} at {region}: the battle is over</source>
        <translation>{kind} at {region}: the battle is over</translation>
    </message>
    <message>
        <source>{seat}: {d} discarded</source>
        <translation>{seat}: {d} discarded</translation>
    </message>
    <message>
        <source>{seat}: {n} in hand, {d} discarded</source>
        <translation>{seat}: {n} in hand, {d} discarded</translation>
    </message>
    <message>
        <source>{side}, {kind}</source>
        <translation>{side}, {kind}</translation>
    </message>
    <message>
        <source>{side}: action dice</source>
        <translation>{side}: action dice</translation>
    </message>
</context>
<context>
    <name>wotr.tile</name>
    <message>
        <source>0, reveal</source>
        <translation>0, reveal</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>1, reveal</source>
        <translation>1, reveal</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>2, reveal</source>
        <translation>2, reveal</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>Elven Cloaks (0)</source>
        <translation>Elven Cloaks (0)</translation>
    </message>
    <message>
        <source>Elven Rope (0)</source>
        <translation>Elven Rope (0)</translation>
    </message>
    <message>
        <source>Give it to Uss! (1, reveal, stop)</source>
        <translation>Give it to Uss! (1, reveal, stop)</translation>
    </message>
    <message>
        <source>On, On They Went (3, stop)</source>
        <translation>On, On They Went (3, stop)</translation>
    </message>
    <message>
        <source>Phial of Galadriel (−2)</source>
        <translation>Phial of Galadriel (−2)</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair (a die, stop)</source>
        <translation>Shelob&apos;s Lair (a die, stop)</translation>
    </message>
    <message>
        <source>Sméagol Helps Nice Master (−1)</source>
        <translation>Sméagol Helps Nice Master (−1)</translation>
    </message>
    <message>
        <source>The Ring is Mine! (the Eye, reveal, stop)</source>
        <translation>The Ring is Mine! (the Eye, reveal, stop)</translation>
    </message>
    <message>
        <source>the Eye, reveal</source>
        <translation>the Eye, reveal</translation>
    </message>
</context>
<context>
    <name>wotr.use</name>
    <message>
        <source>A companion moves his nation toward war</source>
        <translation>A companion moves his nation toward war</translation>
    </message>
    <message>
        <source>Attack with an army</source>
        <translation>Attack with an army</translation>
    </message>
    <message>
        <source>Attack with an army led by a leader</source>
        <translation>Attack with an army led by a leader</translation>
    </message>
    <message>
        <source>Bring Gandalf the White or Aragorn into play</source>
        <translation>Bring Gandalf the White or Aragorn into play</translation>
    </message>
    <message>
        <source>Bring a minion into play</source>
        <translation>Bring a minion into play</translation>
    </message>
    <message>
        <source>Diplomatic action</source>
        <translation>Diplomatic action</translation>
    </message>
    <message>
        <source>Discard a card from the table</source>
        <translation>Discard a card from the table</translation>
    </message>
    <message>
        <source>Draw an event card</source>
        <translation>Draw an event card</translation>
    </message>
    <message>
        <source>Hide the Fellowship</source>
        <translation>Hide the Fellowship</translation>
    </message>
    <message>
        <source>Hide the Fellowship (Strider, the Guide)</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Hide the Fellowship (Strider, the Guide)</translation>
    </message>
    <message>
        <source>Move an army with a leader</source>
        <translation>Move an army with a leader</translation>
    </message>
    <message>
        <source>Move companions</source>
        <translation>Move companions</translation>
    </message>
    <message>
        <source>Move the Fellowship</source>
        <translation>Move the Fellowship</translation>
    </message>
    <message>
        <source>Move the minions</source>
        <translation>Move the minions</translation>
    </message>
    <message>
        <source>Move up to two armies</source>
        <translation>Move up to two armies</translation>
    </message>
    <message>
        <source>Play an event card</source>
        <translation>Play an event card</translation>
    </message>
    <message>
        <source>Recruit a regular unit and a leader</source>
        <translation>Recruit a regular unit and a leader</translation>
    </message>
    <message>
        <source>Recruit an elite unit</source>
        <translation>Recruit an elite unit</translation>
    </message>
    <message>
        <source>Recruit two leaders</source>
        <translation>Recruit two leaders</translation>
    </message>
    <message>
        <source>Recruit two regular units</source>
        <translation>Recruit two regular units</translation>
    </message>
    <message>
        <source>Separate companions from the Fellowship</source>
        <translation>Separate companions from the Fellowship</translation>
    </message>
    <message>
        <source>Set the die aside without acting</source>
        <translation>Set the die aside without acting</translation>
    </message>
    <message>
        <source>The Voice of Saruman: a regular unit in every Isengard settlement</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>The Voice of Saruman: a regular unit in every Isengard settlement</translation>
    </message>
    <message>
        <source>The Voice of Saruman: two regular units of Orthanc become elite units</source>
        <translation>The Voice of Saruman: two regular units of Orthanc become elite units</translation>
    </message>
</context>
<context>
    <name>wotr_cards.card</name>
    <message>
        <source>Amon Hen</source>
        <translation>Amon Hen</translation>
    </message>
    <message>
        <source>Andúril</source>
        <translation>Andúril</translation>
    </message>
    <message>
        <source>Aragorn</source>
        <translation>Aragorn</translation>
    </message>
    <message>
        <source>Arwen</source>
        <translation>Arwen</translation>
    </message>
    <message>
        <source>Bag End</source>
        <translation>Bag End</translation>
    </message>
    <message>
        <source>Balrog of Moria</source>
        <translation>Balrog of Moria</translation>
    </message>
    <message>
        <source>Barrow-wights</source>
        <translation>Barrow-wights</translation>
    </message>
    <message>
        <source>Bilbo Baggins</source>
        <translation>Bilbo Baggins</translation>
    </message>
    <message>
        <source>Black Breath</source>
        <translation>Black Breath</translation>
    </message>
    <message>
        <source>Black Rider&apos;s Mount</source>
        <extracomment>the card game&apos;s book: «Конь назгула»</extracomment>
        <translation>Black Rider&apos;s Mount</translation>
    </message>
    <message>
        <source>Black Uruks</source>
        <translation>Black Uruks</translation>
    </message>
    <message>
        <source>Blade of Westernesse</source>
        <translation>Blade of Westernesse</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Boromir</translation>
    </message>
    <message>
        <source>Bow of the Galadhrim</source>
        <translation>Bow of the Galadhrim</translation>
    </message>
    <message>
        <source>Buckleberry Ferry</source>
        <translation>Buckleberry Ferry</translation>
    </message>
    <message>
        <source>Candles of Corpses</source>
        <translation>Candles of Corpses</translation>
    </message>
    <message>
        <source>Caradhras</source>
        <translation>Caradhras</translation>
    </message>
    <message>
        <source>Caradhras the Cruel</source>
        <translation>Caradhras the Cruel</translation>
    </message>
    <message>
        <source>Cave-troll</source>
        <translation>Cave-troll</translation>
    </message>
    <message>
        <source>Cirith Ungol</source>
        <translation>Cirith Ungol</translation>
    </message>
    <message>
        <source>Coastal Raiders</source>
        <translation>Coastal Raiders</translation>
    </message>
    <message>
        <source>Corsairs of Umbar</source>
        <translation>Corsairs of Umbar</translation>
    </message>
    <message>
        <source>Crack of Doom</source>
        <translation>Crack of Doom</translation>
    </message>
    <message>
        <source>Dead Marshes</source>
        <translation>Dead Marshes</translation>
    </message>
    <message>
        <source>Dead Men of Dunharrow</source>
        <translation>Dead Men of Dunharrow</translation>
    </message>
    <message>
        <source>Death! Ride, Ride to Ruin!</source>
        <translation>Death! Ride, Ride to Ruin!</translation>
    </message>
    <message>
        <source>Denethor</source>
        <translation>Denethor</translation>
    </message>
    <message>
        <source>Devilry of Saruman</source>
        <translation>Devilry of Saruman</translation>
    </message>
    <message>
        <source>Dimrill Dale</source>
        <extracomment>the card game&apos;s book: «Долина Тёмных вод»; elsewhere «Черноречье» (published)</extracomment>
        <translation>Dimrill Dale</translation>
    </message>
    <message>
        <source>Dol Amroth</source>
        <translation>Dol Amroth</translation>
    </message>
    <message>
        <source>Dol Guldur</source>
        <translation>Dol Guldur</translation>
    </message>
    <message>
        <source>Dwarven Axe</source>
        <extracomment>Ukrainian «ґном» as the War of the Ring book (seed 003)</extracomment>
        <translation>Dwarven Axe</translation>
    </message>
    <message>
        <source>Edoras</source>
        <translation>Edoras</translation>
    </message>
    <message>
        <source>Egladil</source>
        <translation>Egladil</translation>
    </message>
    <message>
        <source>Elrond</source>
        <translation>Elrond</translation>
    </message>
    <message>
        <source>Elven Cloak</source>
        <translation>Elven Cloak</translation>
    </message>
    <message>
        <source>Emyn Muil</source>
        <extracomment>one Russian form in every game, hyphened as «Амон-Хен»</extracomment>
        <translation>Emyn Muil</translation>
    </message>
    <message>
        <source>Ent-draught</source>
        <translation>Ent-draught</translation>
    </message>
    <message>
        <source>Faramir</source>
        <translation>Faramir</translation>
    </message>
    <message>
        <source>Fatty Bolger</source>
        <extracomment>the card game&apos;s book: «Толстячок Болджер»; the cooperative game&apos;s book (seed 004) «Фэтти»</extracomment>
        <translation>Fatty Bolger</translation>
    </message>
    <message>
        <source>Fell Beast</source>
        <translation>Fell Beast</translation>
    </message>
    <message>
        <source>Fighting Uruk-hai</source>
        <translation>Fighting Uruk-hai</translation>
    </message>
    <message>
        <source>Flocks of Crebain</source>
        <translation>Flocks of Crebain</translation>
    </message>
    <message>
        <source>Fords of Bruinen</source>
        <translation>Fords of Bruinen</translation>
    </message>
    <message>
        <source>Frodo Baggins</source>
        <translation>Frodo Baggins</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Galadriel</translation>
    </message>
    <message>
        <source>Gandalf the Grey</source>
        <translation>Gandalf the Grey</translation>
    </message>
    <message>
        <source>Gandalf the White</source>
        <translation>Gandalf the White</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Staff</source>
        <translation>Gandalf&apos;s Staff</translation>
    </message>
    <message>
        <source>Gildor&apos;s Encampment</source>
        <translation>Gildor&apos;s Encampment</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Gimli</translation>
    </message>
    <message>
        <source>Glamdring</source>
        <translation>Glamdring</translation>
    </message>
    <message>
        <source>Goblins of the Misty Mountains</source>
        <translation>Goblins of the Misty Mountains</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Gollum</translation>
    </message>
    <message>
        <source>Gorbag and Shagrat</source>
        <translation>Gorbag and Shagrat</translation>
    </message>
    <message>
        <source>Grishnákh</source>
        <translation>Grishnákh</translation>
    </message>
    <message>
        <source>Grond, Hammer of the Underworld</source>
        <translation>Grond, Hammer of the Underworld</translation>
    </message>
    <message>
        <source>Gríma Wormtongue</source>
        <extracomment>a man: his verbs are masculine though «Грима» ends in -а</extracomment>
        <translation>Gríma Wormtongue</translation>
    </message>
    <message>
        <source>Guards of the Citadel</source>
        <translation>Guards of the Citadel</translation>
    </message>
    <message>
        <source>Gwaihir the Windlord</source>
        <translation>Gwaihir the Windlord</translation>
    </message>
    <message>
        <source>Halbarad</source>
        <translation>Halbarad</translation>
    </message>
    <message>
        <source>Harad</source>
        <translation>Harad</translation>
    </message>
    <message>
        <source>Haradrim Cavalry</source>
        <translation>Haradrim Cavalry</translation>
    </message>
    <message>
        <source>Haradrim Mûmakil</source>
        <translation>Haradrim Mûmakil</translation>
    </message>
    <message>
        <source>Haradrim Regulars</source>
        <translation>Haradrim Regulars</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep</source>
        <translation>Helm&apos;s Deep</translation>
    </message>
    <message>
        <source>Henneth Annûn</source>
        <translation>Henneth Annûn</translation>
    </message>
    <message>
        <source>Herbs and Stewed Rabbit</source>
        <translation>Herbs and Stewed Rabbit</translation>
    </message>
    <message>
        <source>High Elves</source>
        <translation>High Elves</translation>
    </message>
    <message>
        <source>Hill-troll</source>
        <translation>Hill-troll</translation>
    </message>
    <message>
        <source>Imladris</source>
        <translation>Imladris</translation>
    </message>
    <message>
        <source>Inn of the Prancing Pony</source>
        <translation>Inn of the Prancing Pony</translation>
    </message>
    <message>
        <source>Khazad-dûm</source>
        <translation>Khazad-dûm</translation>
    </message>
    <message>
        <source>Knights of Dol Amroth</source>
        <translation>Knights of Dol Amroth</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Legolas</translation>
    </message>
    <message>
        <source>Lembas</source>
        <translation>Lembas</translation>
    </message>
    <message>
        <source>Lothlórien</source>
        <extracomment>the card game&apos;s book has both «Лотлориен» (this card) and «Лориен» (Lórien)</extracomment>
        <translation>Lothlórien</translation>
    </message>
    <message>
        <source>Lórien</source>
        <translation>Lórien</translation>
    </message>
    <message>
        <source>Merry Brandybuck</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Merry Brandybuck</translation>
    </message>
    <message>
        <source>Minas Morgul</source>
        <translation>Minas Morgul</translation>
    </message>
    <message>
        <source>Minas Tirith</source>
        <translation>Minas Tirith</translation>
    </message>
    <message>
        <source>Mirror of Galadriel</source>
        <translation>Mirror of Galadriel</translation>
    </message>
    <message>
        <source>Mithril Coat</source>
        <translation>Mithril Coat</translation>
    </message>
    <message>
        <source>Morannon</source>
        <translation>Morannon</translation>
    </message>
    <message>
        <source>Mordor Orcs</source>
        <translation>Mordor Orcs</translation>
    </message>
    <message>
        <source>Morgai</source>
        <translation>Morgai</translation>
    </message>
    <message>
        <source>Morgul Blade</source>
        <translation>Morgul Blade</translation>
    </message>
    <message>
        <source>Morgul Vale</source>
        <translation>Morgul Vale</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Moria</translation>
    </message>
    <message>
        <source>Mouth of Sauron</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Mouth of Sauron</translation>
    </message>
    <message>
        <source>Narya, Ring of Fire</source>
        <translation>Narya, Ring of Fire</translation>
    </message>
    <message>
        <source>Nazgûl&apos;s Mantle</source>
        <translation>Nazgûl&apos;s Mantle</translation>
    </message>
    <message>
        <source>Nenya, Ring of Adamant</source>
        <translation>Nenya, Ring of Adamant</translation>
    </message>
    <message>
        <source>Olog-hai</source>
        <translation>Olog-hai</translation>
    </message>
    <message>
        <source>Orodruin</source>
        <translation>Orodruin</translation>
    </message>
    <message>
        <source>Orthanc</source>
        <translation>Orthanc</translation>
    </message>
    <message>
        <source>Osgiliath</source>
        <translation>Osgiliath</translation>
    </message>
    <message>
        <source>Palantír of Orthanc</source>
        <translation>Palantír of Orthanc</translation>
    </message>
    <message>
        <source>Paths of the Dead</source>
        <translation>Paths of the Dead</translation>
    </message>
    <message>
        <source>Pelargir</source>
        <translation>Pelargir</translation>
    </message>
    <message>
        <source>Phial of Galadriel</source>
        <translation>Phial of Galadriel</translation>
    </message>
    <message>
        <source>Pippin Took</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Pippin Took</translation>
    </message>
    <message>
        <source>Prince Imrahil</source>
        <translation>Prince Imrahil</translation>
    </message>
    <message>
        <source>Quickbeam</source>
        <translation>Quickbeam</translation>
    </message>
    <message>
        <source>Riders of Rohan</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours; «Рохан» is seed 000&apos;s; the card&apos;s name is ours</extracomment>
        <translation>Riders of Rohan</translation>
    </message>
    <message>
        <source>Rivendell</source>
        <translation>Rivendell</translation>
    </message>
    <message>
        <source>Sam Gamgee</source>
        <translation>Sam Gamgee</translation>
    </message>
    <message>
        <source>Saruman</source>
        <translation>Saruman</translation>
    </message>
    <message>
        <source>Saruman&apos;s Staff</source>
        <translation>Saruman&apos;s Staff</translation>
    </message>
    <message>
        <source>Shadowfax</source>
        <translation>Shadowfax</translation>
    </message>
    <message>
        <source>Shelob</source>
        <translation>Shelob</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair</source>
        <translation>Shelob&apos;s Lair</translation>
    </message>
    <message>
        <source>Sméagol</source>
        <translation>Sméagol</translation>
    </message>
    <message>
        <source>Soldiers of Gondor</source>
        <translation>Soldiers of Gondor</translation>
    </message>
    <message>
        <source>Sting</source>
        <translation>Sting</translation>
    </message>
    <message>
        <source>Strider</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Strider</translation>
    </message>
    <message>
        <source>The Beguiler</source>
        <translation>The Beguiler</translation>
    </message>
    <message>
        <source>The Black Captain</source>
        <extracomment>«провідник» is seed 003&apos;s word for the Guide; the name is ours</extracomment>
        <translation>The Black Captain</translation>
    </message>
    <message>
        <source>The Black Easterling</source>
        <translation>The Black Easterling</translation>
    </message>
    <message>
        <source>The Black Fleet</source>
        <translation>The Black Fleet</translation>
    </message>
    <message>
        <source>The Black Serpent</source>
        <translation>The Black Serpent</translation>
    </message>
    <message>
        <source>The Commander</source>
        <translation>The Commander</translation>
    </message>
    <message>
        <source>The Council of Elrond</source>
        <translation>The Council of Elrond</translation>
    </message>
    <message>
        <source>The Cross-roads</source>
        <translation>The Cross-roads</translation>
    </message>
    <message>
        <source>The Day Without Dawn</source>
        <translation>The Day Without Dawn</translation>
    </message>
    <message>
        <source>The Destroyer</source>
        <translation>The Destroyer</translation>
    </message>
    <message>
        <source>The Doors of Durin</source>
        <translation>The Doors of Durin</translation>
    </message>
    <message>
        <source>The Great Gate</source>
        <translation>The Great Gate</translation>
    </message>
    <message>
        <source>The Hunter</source>
        <translation>The Hunter</translation>
    </message>
    <message>
        <source>The Lidless Eye</source>
        <translation>The Lidless Eye</translation>
    </message>
    <message>
        <source>The Messenger</source>
        <translation>The Messenger</translation>
    </message>
    <message>
        <source>The Old Forest</source>
        <extracomment>Ukrainian: the War of the Ring book&apos;s «Праліс»</extracomment>
        <translation>The Old Forest</translation>
    </message>
    <message>
        <source>The Reaver</source>
        <translation>The Reaver</translation>
    </message>
    <message>
        <source>The Red Arrow</source>
        <translation>The Red Arrow</translation>
    </message>
    <message>
        <source>The Ringwraiths Are Abroad</source>
        <translation>The Ringwraiths Are Abroad</translation>
    </message>
    <message>
        <source>The Three Hunters</source>
        <translation>The Three Hunters</translation>
    </message>
    <message>
        <source>The Warrior</source>
        <translation>The Warrior</translation>
    </message>
    <message>
        <source>The Witch-king</source>
        <translation>The Witch-king</translation>
    </message>
    <message>
        <source>There is Another Way</source>
        <translation>There is Another Way</translation>
    </message>
    <message>
        <source>Threats and Promises</source>
        <translation>Threats and Promises</translation>
    </message>
    <message>
        <source>Théoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Théoden</translation>
    </message>
    <message>
        <source>Treebeard</source>
        <extracomment>one Ukrainian word in every game (as Confrontation)</extracomment>
        <translation>Treebeard</translation>
    </message>
    <message>
        <source>Trolls of Udûn</source>
        <translation>Trolls of Udûn</translation>
    </message>
    <message>
        <source>Uglúk</source>
        <translation>Uglúk</translation>
    </message>
    <message>
        <source>Umbar</source>
        <translation>Umbar</translation>
    </message>
    <message>
        <source>Village Militia</source>
        <translation>Village Militia</translation>
    </message>
    <message>
        <source>Vilya, Ring of Air</source>
        <translation>Vilya, Ring of Air</translation>
    </message>
    <message>
        <source>Weathertop</source>
        <translation>Weathertop</translation>
    </message>
    <message>
        <source>White Hand Orcs</source>
        <translation>White Hand Orcs</translation>
    </message>
    <message>
        <source>Wolf-Riders</source>
        <translation>Wolf-Riders</translation>
    </message>
    <message>
        <source>Woven of All Colours</source>
        <translation>Woven of All Colours</translation>
    </message>
    <message>
        <source>Éomer</source>
        <translation>Éomer</translation>
    </message>
    <message>
        <source>Éowyn</source>
        <translation>Éowyn</translation>
    </message>
</context>
<context>
    <name>wotr_cards.card_text</name>
    <message>
        <source>+1 battleground attack and +1 battleground defence while Gandalf is in play. When played: draw 5 cards, play up to 1 Rohan card from them, and cycle the rest.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>+1 battleground attack and +1 battleground defence while Gandalf is in play. When played: draw 5 cards, play up to 1 Rohan card from them, and cycle the rest.</translation>
    </message>
    <message>
        <source>+1 battleground attack on Dol Amroth. In reserve: you may use an action and eliminate this card to activate Dol Amroth if it is in the Free Peoples battleground deck.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 battleground attack on Dol Amroth. In reserve: you may use an action and eliminate this card to activate Dol Amroth if it is in the Free Peoples battleground deck.</translation>
    </message>
    <message>
        <source>+1 battleground attack on Minas Tirith. In reserve: you may use an action and eliminate this card to activate Minas Tirith if it is in the Free Peoples battleground deck.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 battleground attack on Minas Tirith. In reserve: you may use an action and eliminate this card to activate Minas Tirith if it is in the Free Peoples battleground deck.</translation>
    </message>
    <message>
        <source>+1 battleground attack on Pelargir. In reserve: you may use an action and eliminate this card to activate Pelargir if it is in the Free Peoples battleground deck.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 battleground attack on Pelargir. In reserve: you may use an action and eliminate this card to activate Pelargir if it is in the Free Peoples battleground deck.</translation>
    </message>
    <message>
        <source>+1 battleground defence on Dol Amroth.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>+1 battleground defence on Dol Amroth.</translation>
    </message>
    <message>
        <source>+1 path attack on Khazad-dûm. When played or moved to a path or a battleground: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 path attack on Khazad-dûm. When played or moved to a path or a battleground: each Free Peoples player forsakes 1 card.</translation>
    </message>
    <message>
        <source>+1 path attack on Shelob&apos;s Lair. When played or moved to a path: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 path attack on Shelob&apos;s Lair. When played or moved to a path: each Free Peoples player forsakes 1 card.</translation>
    </message>
    <message>
        <source>+1 path attack on the Dead Marshes. In reserve: you may use an action and eliminate this card: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 path attack on the Dead Marshes. In reserve: you may use an action and eliminate this card: each Free Peoples player forsakes 1 card.</translation>
    </message>
    <message>
        <source>+2 battleground attack and +2 battleground defence while supporting Strider or Aragorn.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>+2 battleground attack and +2 battleground defence while supporting Strider or Aragorn.</translation>
    </message>
    <message>
        <source>+3 battleground defence on Minas Tirith. Can never be played or moved to a Shadow battleground.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>+3 battleground defence on Minas Tirith. Can never be played or moved to a Shadow battleground.</translation>
    </message>
    <message>
        <source>Activate a different path with the number of the active path; it gets +1 path defence.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Activate a different path with the number of the active path; it gets +1 path defence.</translation>
    </message>
    <message>
        <source>Cannot be played or moved to a path while a Shadow battleground is active. In reserve: draw 1 more card in each draw phase.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Cannot be played or moved to a path while a Shadow battleground is active. In reserve: draw 1 more card in each draw phase.</translation>
    </message>
    <message>
        <source>Cannot be played or moved to a path while a Shadow battleground is active. When played: each Shadow player draws 1 card. In reserve: your carryover limit is 1 higher.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Cannot be played or moved to a path while a Shadow battleground is active. When played: each Shadow player draws 1 card. In reserve: your carryover limit is 1 higher.</translation>
    </message>
    <message>
        <source>Draw 7 cards: eliminate 1 of them, play up to 2 Nazgûl characters from them, and cycle the rest.</source>
        <translation>Draw 7 cards: eliminate 1 of them, play up to 2 Nazgûl characters from them, and cycle the rest.</translation>
    </message>
    <message>
        <source>Draw 7 cards: eliminate 1 of them, play up to 2 armies from them, and cycle the rest.</source>
        <translation>Draw 7 cards: eliminate 1 of them, play up to 2 armies from them, and cycle the rest.</translation>
    </message>
    <message>
        <source>Each Free Peoples player draws 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Each Free Peoples player draws 1 card.</translation>
    </message>
    <message>
        <source>Each Free Peoples player draws 2 cards, then cycles 1 card from their hand.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Each Free Peoples player draws 2 cards, then cycles 1 card from their hand.</translation>
    </message>
    <message>
        <source>Each Free Peoples player forsakes 1 card, then draws 3 cards.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Each Free Peoples player forsakes 1 card, then draws 3 cards.</translation>
    </message>
    <message>
        <source>Each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Each Free Peoples player forsakes 1 card.</translation>
    </message>
    <message>
        <source>Each Shadow player cycles 2 cards from their hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Each Shadow player cycles 2 cards from their hand.</translation>
    </message>
    <message>
        <source>Each Shadow player draws 1 card.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Each Shadow player draws 1 card.</translation>
    </message>
    <message>
        <source>Each Shadow player draws 2 cards.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Each Shadow player draws 2 cards.</translation>
    </message>
    <message>
        <source>Eliminate any number of Rohan cards from your reserve; the Mordor player must eliminate as many Mordor cards from active battlegrounds.</source>
        <translation>Eliminate any number of Rohan cards from your reserve; the Mordor player must eliminate as many Mordor cards from active battlegrounds.</translation>
    </message>
    <message>
        <source>Ent. +1 battleground attack and +1 battleground defence for every 2 Isengard characters and armies on the same battleground.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Ent. +1 battleground attack and +1 battleground defence for every 2 Isengard characters and armies on the same battleground.</translation>
    </message>
    <message>
        <source>Ent. +1 battleground attack on Orthanc. When played or moved to a battleground: the Isengard player must eliminate 1 Isengard army on that battleground.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Ent. +1 battleground attack on Orthanc. When played or moved to a battleground: the Isengard player must eliminate 1 Isengard army on that battleground.</translation>
    </message>
    <message>
        <source>Forsake 2 cards, then draw 4 cards (5 if Strider or Aragorn is in your reserve).</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Forsake 2 cards, then draw 4 cards (5 if Strider or Aragorn is in your reserve).</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep is activated too, if it is in the Free Peoples battleground deck.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Helm&apos;s Deep is activated too, if it is in the Free Peoples battleground deck.</translation>
    </message>
    <message>
        <source>If Saruman is in reserve: activate or reactivate any Isengard battleground, then you may move Saruman there (even if played this round).</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>If Saruman is in reserve: activate or reactivate any Isengard battleground, then you may move Saruman there (even if played this round).</translation>
    </message>
    <message>
        <source>If its bearer would be eliminated in a combat: cycle the bearer instead (with its items).</source>
        <translation>If its bearer would be eliminated in a combat: cycle the bearer instead (with its items).</translation>
    </message>
    <message>
        <source>If its bearer would be eliminated in a path combat: cycle the bearer instead (with its items).</source>
        <translation>If its bearer would be eliminated in a path combat: cycle the bearer instead (with its items).</translation>
    </message>
    <message>
        <source>If the Witch-king is in reserve: activate or reactivate a Mordor battleground, then you may move the Witch-king there (even if played this round).</source>
        <translation>If the Witch-king is in reserve: activate or reactivate a Mordor battleground, then you may move the Witch-king there (even if played this round).</translation>
    </message>
    <message>
        <source>If this card would be eliminated (forsaken too): cycle it instead; if it bore items, eliminate them.</source>
        <translation>If this card would be eliminated (forsaken too): cycle it instead; if it bore items, eliminate them.</translation>
    </message>
    <message>
        <source>If this card would be eliminated for any reason (forsaken too): cycle it instead. In reserve: you may use an action and cycle this card to draw 2 cards.</source>
        <translation>If this card would be eliminated for any reason (forsaken too): cycle it instead. In reserve: you may use an action and cycle this card to draw 2 cards.</translation>
    </message>
    <message>
        <source>In play: you may look at the top card of your deck at any time.</source>
        <translation>In play: you may look at the top card of your deck at any time.</translation>
    </message>
    <message>
        <source>In play: you may use an action and eliminate this card to take a Hobbit character from your cycle pile into your hand, then draw 1 card.</source>
        <translation>In play: you may use an action and eliminate this card to take a Hobbit character from your cycle pile into your hand, then draw 1 card.</translation>
    </message>
    <message>
        <source>In play: you may use an action and eliminate this card: the Hobbit player may take up to 2 Hobbit characters from their cycle pile into their hand.</source>
        <translation>In play: you may use an action and eliminate this card: the Hobbit player may take up to 2 Hobbit characters from their cycle pile into their hand.</translation>
    </message>
    <message>
        <source>In reserve, once a round: you may use an action to look at the top 3 cards of your deck, eliminate 1, cycle 1 and take the last into your hand.</source>
        <translation>In reserve, once a round: you may use an action to look at the top 3 cards of your deck, eliminate 1, cycle 1 and take the last into your hand.</translation>
    </message>
    <message>
        <source>In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</source>
        <translation>In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card and its items to add 1 path defence to the active path.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>In reserve: you may use an action and cycle this card and its items to add 1 path defence to the active path.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card to add 1 path defence to the active path or 1 battleground defence to an active battleground.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>In reserve: you may use an action and cycle this card to add 1 path defence to the active path or 1 battleground defence to an active battleground.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card to take Gandalf the Grey or Gandalf the White from your cycle pile into your hand.</source>
        <translation>In reserve: you may use an action and cycle this card to take Gandalf the Grey or Gandalf the White from your cycle pile into your hand.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card to take Strider or Aragorn from your deck into your hand.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>In reserve: you may use an action and cycle this card to take Strider or Aragorn from your deck into your hand.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card: each Free Peoples player draws 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>In reserve: you may use an action and cycle this card: each Free Peoples player draws 1 card.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card: each Shadow player must cycle 1 card from their hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>In reserve: you may use an action and cycle this card: each Shadow player must cycle 1 card from their hand.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card either to take Saruman from your deck into your hand or to eliminate a Rohan character in play.</source>
        <translation>In reserve: you may use an action and eliminate this card either to take Saruman from your deck into your hand or to eliminate a Rohan character in play.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card to activate Harad if it is in the Shadow battleground deck.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>In reserve: you may use an action and eliminate this card to activate Harad if it is in the Shadow battleground deck.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card to activate Umbar if it is in the Shadow battleground deck.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>In reserve: you may use an action and eliminate this card to activate Umbar if it is in the Shadow battleground deck.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card to draw 3 cards. If forsaken from the reserve: cycle it instead.</source>
        <translation>In reserve: you may use an action and eliminate this card to draw 3 cards. If forsaken from the reserve: cycle it instead.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card to reactivate (from a victory area) a Harad battleground.</source>
        <translation>In reserve: you may use an action and eliminate this card to reactivate (from a victory area) a Harad battleground.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>In reserve: you may use an action and eliminate this card: each Free Peoples player forsakes 1 card.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and forsake 1 card to take Boromir or Faramir from your deck into your hand.</source>
        <translation>In reserve: you may use an action and forsake 1 card to take Boromir or Faramir from your deck into your hand.</translation>
    </message>
    <message>
        <source>May be played or moved to a Dúnedain battleground, and supported by a Dúnedain army. If eliminated in a path combat: cycle it instead (with its items).</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>May be played or moved to a Dúnedain battleground, and supported by a Dúnedain army. If eliminated in a path combat: cycle it instead (with its items).</translation>
    </message>
    <message>
        <source>May be played or moved to a Rohan battleground, and supported by a Rohan army. If eliminated in a path combat: cycle it instead (with its items).</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>May be played or moved to a Rohan battleground, and supported by a Rohan army. If eliminated in a path combat: cycle it instead (with its items).</translation>
    </message>
    <message>
        <source>Mount. In reserve: you may use an action to activate or reactivate any battleground; then you must move the bearer there (even if it was played this round).</source>
        <translation>Mount. In reserve: you may use an action to activate or reactivate any battleground; then you must move the bearer there (even if it was played this round).</translation>
    </message>
    <message>
        <source>Mount. When played on a bearer in reserve: you may move the bearer to a battleground at once (even if played this round).</source>
        <translation>Mount. When played on a bearer in reserve: you may move the bearer to a battleground at once (even if played this round).</translation>
    </message>
    <message>
        <source>Nazgûl. +1 battleground defence on Dol Guldur. When played: draw 1 card.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Nazgûl. +1 battleground defence on Dol Guldur. When played: draw 1 card.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</source>
        <translation>Nazgûl. In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card to add 1 battleground attack to an active battleground.</source>
        <translation>Nazgûl. In reserve: you may use an action and cycle this card to add 1 battleground attack to an active battleground.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card to add 1 battleground defence to an active battleground.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Nazgûl. In reserve: you may use an action and cycle this card to add 1 battleground defence to an active battleground.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card to add 1 path attack to the active path.</source>
        <translation>Nazgûl. In reserve: you may use an action and cycle this card to add 1 path attack to the active path.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card to take a Nazgûl character from your cycle pile into your hand.</source>
        <translation>Nazgûl. In reserve: you may use an action and cycle this card to take a Nazgûl character from your cycle pile into your hand.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Nazgûl. In reserve: you may use an action and cycle this card: each Free Peoples player forsakes 1 card.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card: each Free Peoples player must cycle 1 card from their hand.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Nazgûl. In reserve: you may use an action and cycle this card: each Free Peoples player must cycle 1 card from their hand.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card: each Shadow player draws 1 card.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Nazgûl. In reserve: you may use an action and cycle this card: each Shadow player draws 1 card.</translation>
    </message>
    <message>
        <source>On Minas Tirith: +1 battleground defence.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>On Minas Tirith: +1 battleground defence.</translation>
    </message>
    <message>
        <source>On a path or a battleground: you may use an action and cycle this card, its bearer and the bearer&apos;s items to add 1 corruption.</source>
        <translation>On a path or a battleground: you may use an action and cycle this card, its bearer and the bearer&apos;s items to add 1 corruption.</translation>
    </message>
    <message>
        <source>On a path: the Hobbit player may use an action and eliminate this card to remove 1 corruption for each Hobbit character on this path.</source>
        <translation>On a path: the Hobbit player may use an action and eliminate this card to remove 1 corruption for each Hobbit character on this path.</translation>
    </message>
    <message>
        <source>On a path: the path gets +2 path defence (the path, not the bearer).</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>On a path: the path gets +2 path defence (the path, not the bearer).</translation>
    </message>
    <message>
        <source>On a path: you may use an action and add 1 corruption to activate the path with the next number. If eliminated in a path combat: cycle it instead.</source>
        <translation>On a path: you may use an action and add 1 corruption to activate the path with the next number. If eliminated in a path combat: cycle it instead.</translation>
    </message>
    <message>
        <source>On a path: you may use an action and eliminate this card to add 1 corruption.</source>
        <translation>On a path: you may use an action and eliminate this card to add 1 corruption.</translation>
    </message>
    <message>
        <source>On a path: you may use an action to activate a different path with the same number.</source>
        <translation>On a path: you may use an action to activate a different path with the same number.</translation>
    </message>
    <message>
        <source>On a path: you may use an action to activate a different path with the same number. If eliminated in a path combat: cycle it instead.</source>
        <translation>On a path: you may use an action to activate a different path with the same number. If eliminated in a path combat: cycle it instead.</translation>
    </message>
    <message>
        <source>On a path: you may use an action to activate the path with the next number. When Aragorn is played, this card leaves the game.</source>
        <translation>On a path: you may use an action to activate the path with the next number. When Aragorn is played, this card leaves the game.</translation>
    </message>
    <message>
        <source>On a path: you may use an action to activate the path with the next number. When Gandalf the White is played, this card leaves the game.</source>
        <translation>On a path: you may use an action to activate the path with the next number. When Gandalf the White is played, this card leaves the game.</translation>
    </message>
    <message>
        <source>Steed. When played on a bearer in reserve: you may move the bearer to the path at once (even if played this round).</source>
        <translation>Steed. When played on a bearer in reserve: you may move the bearer to the path at once (even if played this round).</translation>
    </message>
    <message>
        <source>The Dúnedain player draws 1 card.</source>
        <translation>The Dúnedain player draws 1 card.</translation>
    </message>
    <message>
        <source>The Dúnedain player may forsake 1 card to draw 1 card.</source>
        <translation>The Dúnedain player may forsake 1 card to draw 1 card.</translation>
    </message>
    <message>
        <source>The Dúnedain player may forsake 1 card to draw 3 cards.</source>
        <translation>The Dúnedain player may forsake 1 card to draw 3 cards.</translation>
    </message>
    <message>
        <source>The Elf player draws 1 card, then cycles 1 card from their hand.</source>
        <translation>The Elf player draws 1 card, then cycles 1 card from their hand.</translation>
    </message>
    <message>
        <source>The Elf player draws 2 cards.</source>
        <translation>The Elf player draws 2 cards.</translation>
    </message>
    <message>
        <source>The Free Peoples battleground Lórien is activated or reactivated too.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>The Free Peoples battleground Lórien is activated or reactivated too.</translation>
    </message>
    <message>
        <source>The Hobbit player draws 2 cards.</source>
        <translation>The Hobbit player draws 2 cards.</translation>
    </message>
    <message>
        <source>The Isengard player may take Saruman from their deck or cycle pile into their hand. Then the Isengard player shuffles their cycle pile into their deck.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>The Isengard player may take Saruman from their deck or cycle pile into their hand. Then the Isengard player shuffles their cycle pile into their deck.</translation>
    </message>
    <message>
        <source>The Monsters player draws 2 cards.</source>
        <translation>The Monsters player draws 2 cards.</translation>
    </message>
    <message>
        <source>The Monsters player may forsake 1 card to add 1 path attack to this path.</source>
        <translation>The Monsters player may forsake 1 card to add 1 path attack to this path.</translation>
    </message>
    <message>
        <source>The Mordor player and the Hobbit player each draw 1 card.</source>
        <translation>The Mordor player and the Hobbit player each draw 1 card.</translation>
    </message>
    <message>
        <source>The Mordor player draws 1 card, then cycles 1 card from their hand.</source>
        <translation>The Mordor player draws 1 card, then cycles 1 card from their hand.</translation>
    </message>
    <message>
        <source>The Mordor player draws 2 cards.</source>
        <translation>The Mordor player draws 2 cards.</translation>
    </message>
    <message>
        <source>The Mordor player draws 5 cards, may play up to 1 Nazgûl character from them, and cycles the rest.</source>
        <translation>The Mordor player draws 5 cards, may play up to 1 Nazgûl character from them, and cycles the rest.</translation>
    </message>
    <message>
        <source>The Mordor player draws 5 cards, may play up to 1 Nazgûl from them to their reserve, and cycles the rest.</source>
        <translation>The Mordor player draws 5 cards, may play up to 1 Nazgûl from them to their reserve, and cycles the rest.</translation>
    </message>
    <message>
        <source>The Mordor player draws 5 cards, may play up to 1 army from them, and cycles the rest.</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>The Mordor player draws 5 cards, may play up to 1 army from them, and cycles the rest.</translation>
    </message>
    <message>
        <source>The Rohan player draws 5 cards, may play 1 army or character from them onto Helm&apos;s Deep, and cycles the rest.</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>The Rohan player draws 5 cards, may play 1 army or character from them onto Helm&apos;s Deep, and cycles the rest.</translation>
    </message>
    <message>
        <source>The Shadow battleground Dol Guldur is activated or reactivated too.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow battleground Dol Guldur is activated or reactivated too.</translation>
    </message>
    <message>
        <source>This path gets 1 path attack.</source>
        <translation>This path gets 1 path attack.</translation>
    </message>
    <message>
        <source>This round Legolas, Gimli and Strider (or Aragorn) may be played or moved to any battleground and may be supported by any Free Peoples army.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»); the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>This round Legolas, Gimli and Strider (or Aragorn) may be played or moved to any battleground and may be supported by any Free Peoples army.</translation>
    </message>
    <message>
        <source>This round Rohan cards may be played or moved to Dúnedain battlegrounds.</source>
        <translation>This round Rohan cards may be played or moved to Dúnedain battlegrounds.</translation>
    </message>
    <message>
        <source>Weapon.</source>
        <translation>Weapon.</translation>
    </message>
    <message>
        <source>Weapon. +1 path defence while its bearer is on a path with a Monsters character.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Weapon. +1 path defence while its bearer is on a path with a Monsters character.</translation>
    </message>
    <message>
        <source>Weapon. In play: your carryover limit is 1 higher.</source>
        <translation>Weapon. In play: your carryover limit is 1 higher.</translation>
    </message>
    <message>
        <source>Weapon. In reserve: you may use an action to activate or reactivate any Dúnedain battleground; then you must move the bearer there (even if it was played this round).</source>
        <translation>Weapon. In reserve: you may use an action to activate or reactivate any Dúnedain battleground; then you must move the bearer there (even if it was played this round).</translation>
    </message>
    <message>
        <source>Weapon. Its bearer can bear no other weapon.</source>
        <translation>Weapon. Its bearer can bear no other weapon.</translation>
    </message>
    <message>
        <source>Weapon. On a path: you may use an action and eliminate this card to add 1 corruption.</source>
        <translation>Weapon. On a path: you may use an action and eliminate this card to add 1 corruption.</translation>
    </message>
    <message>
        <source>When played on a battleground: eliminate a Nazgûl from this battleground. When played to reserve: you may take Merry or Pippin from your cycle pile into your hand.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок; Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>When played on a battleground: eliminate a Nazgûl from this battleground. When played to reserve: you may take Merry or Pippin from your cycle pile into your hand.</translation>
    </message>
    <message>
        <source>When played on the Caradhras path: activate a different path 4. In reserve: you may use an action and eliminate this card: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>When played on the Caradhras path: activate a different path 4. In reserve: you may use an action and eliminate this card: each Free Peoples player forsakes 1 card.</translation>
    </message>
    <message>
        <source>When played or moved to a path 7: you may activate a different path 7.</source>
        <translation>When played or moved to a path 7: you may activate a different path 7.</translation>
    </message>
    <message>
        <source>When played or moved to a path: you may cycle 1 card from your hand to give this card +1 path attack, or +2 path attack if Cirith Ungol is the active path.</source>
        <translation>When played or moved to a path: you may cycle 1 card from your hand to give this card +1 path attack, or +2 path attack if Cirith Ungol is the active path.</translation>
    </message>
    <message>
        <source>When played: draw 1 card. In reserve: Strider or Aragorn gets +1 battleground defence and +1 path defence.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>When played: draw 1 card. In reserve: Strider or Aragorn gets +1 battleground defence and +1 path defence.</translation>
    </message>
    <message>
        <source>When played: draw 1 card. In reserve: draw 1 more card in each draw phase, then cycle 1 card from your hand.</source>
        <translation>When played: draw 1 card. In reserve: draw 1 more card in each draw phase, then cycle 1 card from your hand.</translation>
    </message>
    <message>
        <source>When played: draw 1 card. In reserve: your carryover limit is 1 higher.</source>
        <translation>When played: draw 1 card. In reserve: your carryover limit is 1 higher.</translation>
    </message>
    <message>
        <source>When played: draw 1 card. When played or moved to a path, you must also forsake 1 card.</source>
        <translation>When played: draw 1 card. When played or moved to a path, you must also forsake 1 card.</translation>
    </message>
    <message>
        <source>When played: draw 5 cards, play up to 1 Rohan army from them, and cycle the rest.</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>When played: draw 5 cards, play up to 1 Rohan army from them, and cycle the rest.</translation>
    </message>
    <message>
        <source>When played: remove Gandalf the Grey from the game. In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</source>
        <translation>When played: remove Gandalf the Grey from the game. In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</translation>
    </message>
    <message>
        <source>When played: remove Strider from the game. In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>When played: remove Strider from the game. In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</translation>
    </message>
    <message>
        <source>When played: you may cycle 1 card from your hand to take Knights of Dol Amroth from your deck into your hand.</source>
        <translation>When played: you may cycle 1 card from your hand to take Knights of Dol Amroth from your deck into your hand.</translation>
    </message>
    <message>
        <source>When played: you may take Bow of the Galadhrim from your deck into your hand.</source>
        <translation>When played: you may take Bow of the Galadhrim from your deck into your hand.</translation>
    </message>
    <message>
        <source>When played: you may take Dwarven Axe from your cycle pile into your hand.</source>
        <extracomment>Ukrainian «ґном» as the War of the Ring book (seed 003)</extracomment>
        <translation>When played: you may take Dwarven Axe from your cycle pile into your hand.</translation>
    </message>
</context>
<context>
    <name>wotr_cards.faction</name>
    <message>
        <source>Dwarves</source>
        <translation>Dwarves</translation>
    </message>
    <message>
        <source>Dúnedain</source>
        <translation>Dúnedain</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>Elves</translation>
    </message>
    <message>
        <source>Harad</source>
        <translation>Harad</translation>
    </message>
    <message>
        <source>Hobbits</source>
        <translation>Hobbits</translation>
    </message>
    <message>
        <source>Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Isengard</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monsters</translation>
    </message>
    <message>
        <source>Mordor</source>
        <translation>Mordor</translation>
    </message>
    <message>
        <source>Rohan</source>
        <translation>Rohan</translation>
    </message>
    <message>
        <source>Wizards</source>
        <translation>Wizards</translation>
    </message>
</context>
<context>
    <name>wotr_cards.log</name>
    <message>
        <source>Combat at {location}: {attack} attack, {defence} defence on the location.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Combat at {location}: {attack} attack, {defence} defence on the location.</translation>
    </message>
    <message>
        <source>Corruption changes by {n}.</source>
        <translation>Corruption changes by {n}.</translation>
    </message>
    <message>
        <source>No battleground can be activated.</source>
        <translation>No battleground can be activated.</translation>
    </message>
    <message>
        <source>No path can be activated.</source>
        <translation>No path can be activated.</translation>
    </message>
    <message>
        <source>Nothing happens: the card named is not in reserve.</source>
        <translation>Nothing happens: the card named is not in reserve.</translation>
    </message>
    <message>
        <source>Round {n} begins; {seat} is the first player.</source>
        <translation>Round {n} begins; {seat} is the first player.</translation>
    </message>
    <message>
        <source>The Shadow gain {n} corruption.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow gain {n} corruption.</translation>
    </message>
    <message>
        <source>The defenders do not agree: the attackers choose.</source>
        <translation>The defenders do not agree: the attackers choose.</translation>
    </message>
    <message>
        <source>The game ends: Free Peoples {fp}, Shadow {shadow}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>The game ends: Free Peoples {fp}, Shadow {shadow}.</translation>
    </message>
    <message>
        <source>{card} is cycled.</source>
        <translation>{card} {card:is|pl:are} cycled.</translation>
    </message>
    <message>
        <source>{card} is eliminated.</source>
        <translation>{card} {card:is|pl:are} eliminated.</translation>
    </message>
    <message>
        <source>{card} is removed from the game.</source>
        <translation>{card} {card:is|pl:are} removed from the game.</translation>
    </message>
    <message>
        <source>{card} moves to {location}.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{card} {card:moves|pl:move} to {location}.</translation>
    </message>
    <message>
        <source>{card} would be eliminated and is cycled instead.</source>
        <translation>{card} would be eliminated and {card:is|pl:are} cycled instead.</translation>
    </message>
    <message>
        <source>{location} goes to nobody: attack and defence are equal.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>{location} {location:goes|pl:go} to nobody: attack and defence are equal.</translation>
    </message>
    <message>
        <source>{location} is activated.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{location} {location:is|pl:are} activated.</translation>
    </message>
    <message>
        <source>{location} is reactivated.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{location} {location:is|pl:are} reactivated.</translation>
    </message>
    <message>
        <source>{seat} cycles a card from hand.</source>
        <translation>{seat} cycles a card from hand.</translation>
    </message>
    <message>
        <source>{seat} cycles the other cards drawn.</source>
        <translation>{seat} cycles the other cards drawn.</translation>
    </message>
    <message>
        <source>{seat} draws {n} card(s).</source>
        <translation>{seat} draws {n} card(s).</translation>
    </message>
    <message>
        <source>{seat} eliminates a card from hand.</source>
        <translation>{seat} eliminates a card from hand.</translation>
    </message>
    <message>
        <source>{seat} flips the Ring token.</source>
        <translation>{seat} flips the Ring token.</translation>
    </message>
    <message>
        <source>{seat} forsakes a card from hand.</source>
        <translation>{seat} forsakes a card from hand.</translation>
    </message>
    <message>
        <source>{seat} forsakes the top card of the deck.</source>
        <translation>{seat} forsakes the top card of the deck.</translation>
    </message>
    <message>
        <source>{seat} has no cards left to draw.</source>
        <translation>{seat} has no cards left to draw.</translation>
    </message>
    <message>
        <source>{seat} has nothing to forsake.</source>
        <translation>{seat} has nothing to forsake.</translation>
    </message>
    <message>
        <source>{seat} moves {card} to {location}.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{seat} moves {card} to {location}.</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat} plays {card}.</translation>
    </message>
    <message>
        <source>{seat} searches and finds nothing to take.</source>
        <translation>{seat} searches and finds nothing to take.</translation>
    </message>
    <message>
        <source>{seat} shuffles the cycle pile into the deck.</source>
        <translation>{seat} shuffles the cycle pile into the deck.</translation>
    </message>
    <message>
        <source>{seat} takes {card} into hand.</source>
        <translation>{seat} takes {card} into hand.</translation>
    </message>
    <message>
        <source>{seat} uses the Ring token.</source>
        <translation>{seat} uses the Ring token.</translation>
    </message>
    <message>
        <source>{seat} uses {card}.</source>
        <translation>{seat} uses {card}.</translation>
    </message>
    <message>
        <source>{seat} winnows.</source>
        <translation>{seat} winnows.</translation>
    </message>
    <message>
        <source>{side} win {location}.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{side} win {location}.</translation>
    </message>
    <message>
        <source>{target} gets {n} added icon(s).</source>
        <translation>{target} {target:gets|pl:get} {n} added icon(s).</translation>
    </message>
</context>
<context>
    <name>wotr_cards.outcome</name>
    <message>
        <source>a tie goes to the Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>a tie goes to the Shadow</translation>
    </message>
    <message>
        <source>the Free Peoples have more victory points</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>the Free Peoples have more victory points</translation>
    </message>
    <message>
        <source>the Shadow have more victory points</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>the Shadow have more victory points</translation>
    </message>
</context>
<context>
    <name>wotr_cards.prompt</name>
    <message>
        <source>Choose a card to eliminate to cancel attack icons.</source>
        <translation>Choose a card to eliminate to cancel attack icons.</translation>
    </message>
    <message>
        <source>Choose a card to take into your hand.</source>
        <translation>Choose a card to take into your hand.</translation>
    </message>
    <message>
        <source>Choose one of the card&apos;s effects.</source>
        <translation>Choose one of the card&apos;s effects.</translation>
    </message>
    <message>
        <source>Choose the battleground to activate.</source>
        <translation>Choose the battleground to activate.</translation>
    </message>
    <message>
        <source>Choose the card to eliminate.</source>
        <translation>Choose the card to eliminate.</translation>
    </message>
    <message>
        <source>Choose the character this army supports.</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Choose the character this army supports.</translation>
    </message>
    <message>
        <source>Choose the location whose combat is fought next.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>Choose the location whose combat is fought next.</translation>
    </message>
    <message>
        <source>Choose the order of your triggered abilities.</source>
        <translation>Choose the order of your triggered abilities.</translation>
    </message>
    <message>
        <source>Choose the path to activate.</source>
        <translation>Choose the path to activate.</translation>
    </message>
    <message>
        <source>Choose where the icon goes.</source>
        <translation>Choose where the icon goes.</translation>
    </message>
    <message>
        <source>Cycle a card from your hand.</source>
        <translation>Cycle a card from your hand.</translation>
    </message>
    <message>
        <source>Cycle another card from your hand to pay for the card played.</source>
        <translation>Cycle another card from your hand to pay for the card played.</translation>
    </message>
    <message>
        <source>Cycle one of the cards looked at.</source>
        <translation>Cycle one of the cards looked at.</translation>
    </message>
    <message>
        <source>Eliminate a card from your hand.</source>
        <translation>Eliminate a card from your hand.</translation>
    </message>
    <message>
        <source>Eliminate a card from your reserve, or stop.</source>
        <translation>Eliminate a card from your reserve, or stop.</translation>
    </message>
    <message>
        <source>Forsake 1 card for this?</source>
        <translation>Forsake 1 card for this?</translation>
    </message>
    <message>
        <source>Forsake a card to pay for the card played.</source>
        <translation>Forsake a card to pay for the card played.</translation>
    </message>
    <message>
        <source>Forsake a card: from your hand, your reserve or the top of your deck.</source>
        <translation>Forsake a card: from your hand, your reserve or the top of your deck.</translation>
    </message>
    <message>
        <source>Move the bearer?</source>
        <translation>Move the bearer?</translation>
    </message>
    <message>
        <source>Move the card there?</source>
        <translation>Move the card there?</translation>
    </message>
    <message>
        <source>Play a card from those drawn, or stop.</source>
        <translation>Play a card from those drawn, or stop.</translation>
    </message>
    <message>
        <source>Take an action or pass.</source>
        <translation>Take an action or pass.</translation>
    </message>
    <message>
        <source>Take an action: you may pass only with no more cards than your carryover limit, or fewer than every opponent.</source>
        <translation>Take an action: you may pass only with no more cards than your carryover limit, or fewer than every opponent.</translation>
    </message>
    <message>
        <source>Use {ability}?</source>
        <translation>Use {ability}?</translation>
    </message>
    <message>
        <source>Your partner proposes: {proposal}. Do you agree?</source>
        <translation>Your partner proposes: {proposal}. Do you agree?</translation>
    </message>
</context>
<context>
    <name>wotr_cards.refusal</name>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>That is not possible now.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>The same character or item may not be played twice in a round.</source>
        <translation>The same character or item may not be played twice in a round.</translation>
    </message>
    <message>
        <source>Winnowing needs 2 cards in your hand.</source>
        <translation>Winnowing needs 2 cards in your hand.</translation>
    </message>
    <message>
        <source>You can only play a card from your own hand.</source>
        <translation>You can only play a card from your own hand.</translation>
    </message>
    <message>
        <source>You may pass only with no more cards than your carryover limit, or fewer than every opponent.</source>
        <translation>You may pass only with no more cards than your carryover limit, or fewer than every opponent.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>the game is over</translation>
    </message>
</context>
<context>
    <name>wotr_cards.seat</name>
    <message>
        <source>Aragorn</source>
        <translation>Aragorn</translation>
    </message>
    <message>
        <source>Balrog</source>
        <translation>Balrog</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Frodo</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Gandalf</translation>
    </message>
    <message>
        <source>Saruman</source>
        <translation>Saruman</translation>
    </message>
    <message>
        <source>Witch-king</source>
        <translation>Witch-king</translation>
    </message>
</context>
<context>
    <name>wotr_cards.side</name>
    <message>
        <source>Free Peoples</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Free Peoples</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Shadow</translation>
    </message>
</context>
<context>
    <name>wotr_cards.table</name>
    <message>
        <source>Allowed paths: {paths}</source>
        <translation>Allowed paths: {paths}</translation>
    </message>
    <message>
        <source>Army</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Army</translation>
    </message>
    <message>
        <source>Attack {n}: {cards}</source>
        <translation>Attack {n}: {cards}</translation>
    </message>
    <message>
        <source>Battle atk</source>
        <translation>Battle atk</translation>
    </message>
    <message>
        <source>Battle def</source>
        <translation>Battle def</translation>
    </message>
    <message>
        <source>Battleground</source>
        <translation>Battleground</translation>
    </message>
    <message>
        <source>Battleground attack</source>
        <translation>Battleground attack</translation>
    </message>
    <message>
        <source>Battleground defence</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Battleground defence</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Character</translation>
    </message>
    <message>
        <source>Corruption</source>
        <translation>Corruption</translation>
    </message>
    <message>
        <source>Corruption: {n}</source>
        <translation>Corruption: {n}</translation>
    </message>
    <message>
        <source>Cycle pile</source>
        <translation>Cycle pile</translation>
    </message>
    <message>
        <source>Cycle {card}</source>
        <translation>Cycle {card}</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Defence {d} · {vp} VP</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Defence {d} · {vp} VP</translation>
    </message>
    <message>
        <source>Defence {n}: the location {d}; {cards}</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Defence {n}: the location {d}; {cards}</translation>
    </message>
    <message>
        <source>Defence: {d}</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Defence: {d}</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <source>Effect {n}</source>
        <translation>Effect {n}</translation>
    </message>
    <message>
        <source>Eliminate {card}</source>
        <translation>Eliminate {card}</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Eliminated</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Forsake the top card of the deck</source>
        <translation>Forsake the top card of the deck</translation>
    </message>
    <message>
        <source>Forsake {card}</source>
        <translation>Forsake {card}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Lead atk</source>
        <translation>Lead atk</translation>
    </message>
    <message>
        <source>Lead def</source>
        <translation>Lead def</translation>
    </message>
    <message>
        <source>Leadership attack</source>
        <extracomment>the card game&apos;s book: «лидерство» (not «командование»)</extracomment>
        <translation>Leadership attack</translation>
    </message>
    <message>
        <source>Leadership defence</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»); the card game&apos;s book: «лидерство» (not «командование»)</extracomment>
        <translation>Leadership defence</translation>
    </message>
    <message>
        <source>Move {card} to {place}</source>
        <translation>Move {card} to {place}</translation>
    </message>
    <message>
        <source>No location won yet</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>No location won yet</translation>
    </message>
    <message>
        <source>Partners on a side share their victory points and win or lose together; one person may hold both decks of a side.</source>
        <translation>Partners on a side share their victory points and win or lose together; one person may hold both decks of a side.</translation>
    </message>
    <message>
        <source>Passed in a row: {n} of {m}</source>
        <translation>Passed in a row: {n} of {m}</translation>
    </message>
    <message>
        <source>Path atk</source>
        <translation>Path atk</translation>
    </message>
    <message>
        <source>Path attack</source>
        <translation>Path attack</translation>
    </message>
    <message>
        <source>Path def</source>
        <translation>Path def</translation>
    </message>
    <message>
        <source>Path defence</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Path defence</translation>
    </message>
    <message>
        <source>Path {n}</source>
        <translation>Path {n}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Play {card}</translation>
    </message>
    <message>
        <source>Play {card} on {bearer}</source>
        <translation>Play {card} on {bearer}</translation>
    </message>
    <message>
        <source>Play {card} to {place}</source>
        <translation>Play {card} to {place}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>Player {n}: {deck}, {side}</source>
        <translation>Player {n}: {deck}, {side}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Ring token flipped</source>
        <translation>Ring token flipped</translation>
    </message>
    <message>
        <source>Ring token unused</source>
        <translation>Ring token unused</translation>
    </message>
    <message>
        <source>Ring token used</source>
        <translation>Ring token used</translation>
    </message>
    <message>
        <source>Ring tokens unused: {n}</source>
        <translation>Ring tokens unused: {n}</translation>
    </message>
    <message>
        <source>Round {n}, {phase}</source>
        <translation>Round {n}, {phase}</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Take {card}</translation>
    </message>
    <message>
        <source>Teams — {fp}: {fp_decks}; {shadow}: {shadow_decks}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Teams — {fp}: {fp_decks}; {shadow}: {shadow_decks}.</translation>
    </message>
    <message>
        <source>The Duel (2 players)</source>
        <translation>The Duel (2 players)</translation>
    </message>
    <message>
        <source>The Fellowship of the Ring (2 players)</source>
        <translation>The Fellowship of the Ring (2 players)</translation>
    </message>
    <message>
        <source>The Free Peoples win ({seats}): {fp} victory points to {shadow}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>The Free Peoples win ({seats}): {fp} victory points to {shadow}.</translation>
    </message>
    <message>
        <source>The Shadow wins ({seats}): {shadow} victory points to {fp}, and a tie goes to the Shadow.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow wins ({seats}): {shadow} victory points to {fp}, and a tie goes to the Shadow.</translation>
    </message>
    <message>
        <source>The Shadow wins ({seats}): {shadow} victory points to {fp}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>The Shadow wins ({seats}): {shadow} victory points to {fp}.</translation>
    </message>
    <message>
        <source>The Three-Player Duel</source>
        <translation>The Three-Player Duel</translation>
    </message>
    <message>
        <source>The Trilogy (2 to 4 players)</source>
        <translation>The Trilogy (2 to 4 players)</translation>
    </message>
    <message>
        <source>The combats of round {n}: {k} of {m}</source>
        <translation>The combats of round {n}: {k} of {m}</translation>
    </message>
    <message>
        <source>To act: {seats}</source>
        <translation>To act: {seats}</translation>
    </message>
    <message>
        <source>To win: more than {n}</source>
        <translation>To win: more than {n}</translation>
    </message>
    <message>
        <source>To win: {n} or more</source>
        <translation>To win: {n} or more</translation>
    </message>
    <message>
        <source>Triggered ability {n}</source>
        <translation>Triggered ability {n}</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Turn order</translation>
    </message>
    <message>
        <source>Use the Ring token</source>
        <translation>Use the Ring token</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Use {card}</translation>
    </message>
    <message>
        <source>Victory points: {vp}</source>
        <translation>Victory points: {vp}</translation>
    </message>
    <message>
        <source>Winnow</source>
        <translation>Winnow</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>a hidden card</translation>
    </message>
    <message>
        <source>action phase</source>
        <translation>action phase</translation>
    </message>
    <message>
        <source>combat phase</source>
        <extracomment>the card game&apos;s book: «фаза сражений» (not «фаза боя»)</extracomment>
        <translation>combat phase</translation>
    </message>
    <message>
        <source>draw phase</source>
        <translation>draw phase</translation>
    </message>
    <message>
        <source>location phase</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>location phase</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>reserve</translation>
    </message>
    <message>
        <source>the game begins</source>
        <translation>the game begins</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>the game is over</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>to act</translation>
    </message>
    <message>
        <source>victory phase</source>
        <extracomment>the card game&apos;s book: «фаза проверки» (not «фаза победных очков»)</extracomment>
        <translation>victory phase</translation>
    </message>
    <message>
        <source>{army} supports {character}</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>{army} supports {character}</translation>
    </message>
    <message>
        <source>{card} as a casualty</source>
        <translation>{card} as a casualty</translation>
    </message>
    <message>
        <source>{fp}: {a} VP · {shadow}: {b} VP</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>{fp}: {a} VP · {shadow}: {b} VP</translation>
    </message>
    <message>
        <source>{icon} on {target}</source>
        <translation>{icon} on {target}</translation>
    </message>
    <message>
        <source>{location} {n}</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{location} {n}</translation>
    </message>
    <message>
        <source>{side}: locations won</source>
        <translation>{side}: locations won</translation>
    </message>
    <message>
        <source>{side}: victory points</source>
        <translation>{side}: victory points</translation>
    </message>
</context>
</TS>
