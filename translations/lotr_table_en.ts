<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
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
    <name>Curtain</name>
    <message>
        <source>Pass the screen to the {seat} player. Everyone else, please look away.</source>
        <translation>Pass the screen to the {seat} player. Everyone else, please look away.</translation>
    </message>
    <message>
        <source>Show my table</source>
        <translation>Show my table</translation>
    </message>
    <message>
        <source>{seat} to play</source>
        <translation>{seat} to play</translation>
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
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
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
        <source>Unfinished game</source>
        <translation>Unfinished game</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>The Lord of the Rings: The Confrontation</source>
        <translation>The Lord of the Rings: The Confrontation</translation>
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
    <message>
        <source>strength</source>
        <translation>strength</translation>
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
        <source>LOTR Table</source>
        <translation>LOTR Table</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Open table: one person plays both sides, no curtain (for learning)</source>
        <translation>Open table: one person plays both sides, no curtain (for learning)</translation>
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
        <source>These options cannot be played</source>
        <translation>These options cannot be played</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Continue saved game</source>
        <translation>&amp;Continue saved game</translation>
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
        <source>No recent games</source>
        <translation>No recent games</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
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
        <source>Game {game}: {side} won, {points} points</source>
        <translation>Game {game}: {side} won, {points} points</translation>
    </message>
    <message>
        <source>Heroes to place</source>
        <translation>Heroes to place</translation>
    </message>
    <message>
        <source>Match score: player 1 — {a}, player 2 — {b}</source>
        <translation>Match score: player 1 — {a}, player 2 — {b}</translation>
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
        <source>{side} wins!</source>
        <translation>{side} wins!</translation>
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
        <source>The autosaved game cannot be resumed and was discarded:
{reason}</source>
        <translation>The autosaved game cannot be resumed and was discarded:
{reason}</translation>
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
        <translation>Merry</translation>
    </message>
    <message>
        <source>Mouth of Sauron</source>
        <translation>Mouth of Sauron</translation>
    </message>
    <message>
        <source>Orcs</source>
        <translation>Orcs</translation>
    </message>
    <message>
        <source>Pippin</source>
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
        <translation>The Watcher</translation>
    </message>
    <message>
        <source>Theoden</source>
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
        <translation>Battle in {region}: {attacker} attacks {defender}.</translation>
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
        <translation>{hero} decides the battle is fought without cards.</translation>
    </message>
    <message>
        <source>{hero} dies.</source>
        <translation>{hero} dies.</translation>
    </message>
    <message>
        <source>{hero} in {region} becomes the Ring-bearer.</source>
        <translation>{hero} in {region} becomes the Ring-bearer.</translation>
    </message>
    <message>
        <source>{hero} is revealed beside Sam: Sam has strength 5.</source>
        <translation>{hero} is revealed beside Sam: Sam has strength 5.</translation>
    </message>
    <message>
        <source>{hero} is revealed in {region}.</source>
        <translation>{hero} is revealed in {region}.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to} through the Moria tunnel.</source>
        <translation>{hero} moves from {frm} to {to} through the Moria tunnel.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to}.</source>
        <translation>{hero} moves from {frm} to {to}.</translation>
    </message>
    <message>
        <source>{hero} retreats from {frm} to {to}.</source>
        <translation>{hero} retreats from {frm} to {to}.</translation>
    </message>
    <message>
        <source>{hero} returns in Fangorn.</source>
        <translation>{hero} returns in Fangorn.</translation>
    </message>
    <message>
        <source>{hero} takes Frodo&apos;s place in the battle.</source>
        <translation>{hero} takes Frodo&apos;s place in the battle.</translation>
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
        <source>After The Dark of Mordor you must move a different hero.</source>
        <translation>After The Dark of Mordor you must move a different hero.</translation>
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
        <source>That is not possible now.</source>
        <translation>That is not possible now.</translation>
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
        <source>The Moria tunnel leads only from Eregion to Fangorn.</source>
        <translation>The Moria tunnel leads only from Eregion to Fangorn.</translation>
    </message>
    <message>
        <source>The Watcher, once revealed, can no longer move forward.</source>
        <translation>The Watcher, once revealed, can no longer move forward.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
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
        <source>{hero} cannot be placed in {region}: four heroes go to your home corner and one to each region in front of it.</source>
        <translation>{hero} cannot be placed in {region}: four heroes go to your home corner and one to each region in front of it.</translation>
    </message>
    <message>
        <source>{hero} cannot move to {to} now.</source>
        <translation>{hero} cannot move to {to} now.</translation>
    </message>
    <message>
        <source>{hero} is not on the board.</source>
        <translation>{hero} is not on the board.</translation>
    </message>
    <message>
        <source>{hero} is not one of your heroes.</source>
        <translation>{hero} is not one of your heroes.</translation>
    </message>
    <message>
        <source>{hero} may only move forward into an adjacent region, unless its text allows more.</source>
        <translation>{hero} may only move forward into an adjacent region, unless its text allows more.</translation>
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
</TS>
