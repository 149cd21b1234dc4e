<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA" sourcelanguage="en_US">
<context>
    <name>Analysis</name>
    <message>
        <source>Analyse</source>
        <translation>Аналізувати</translation>
    </message>
    <message>
        <source>Analysed {done} of {total} decisions.</source>
        <translation>Проаналізовано рішень: {done} з {total}.</translation>
    </message>
    <message>
        <source>Chance to win, together</source>
        <translation>Шанс на спільну перемогу</translation>
    </message>
    <message>
        <source>Next turning point (T)</source>
        <translation>Наступний перелом (T)</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Аналізу ще немає.</translation>
    </message>
    <message>
        <source>Only a finished game saved from its start can be analysed.</source>
        <translation>Аналізувати можна лише завершену партію, збережену від самого початку.</translation>
    </message>
    <message>
        <source>Resume the analysis</source>
        <translation>Продовжити аналіз</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Зупинити</translation>
    </message>
    <message>
        <source>The analysis stopped: {problem}</source>
        <translation>Аналіз зупинено: {problem}</translation>
    </message>
    <message>
        <source>Turning point for {seat}: 1 the better move, 2 the move made</source>
        <translation>Перелом ({seat}): 1 — кращий хід, 2 — зроблений хід</translation>
    </message>
    <message>
        <source>Weighing each decision from the player&apos;s view at that moment…</source>
        <translation>Кожне рішення зважується з того, що гравець знав у той момент…</translation>
    </message>
    <message>
        <source>turning point (T: the next one)</source>
        <translation>перелом (T — наступний)</translation>
    </message>
    <message>
        <source>{count} turning points in {total} decisions.</source>
        <translation>Переломів: {count} з {total} рішень.</translation>
    </message>
    <message>
        <source>{done} of {total} decisions</source>
        <translation>{done} з {total} рішень</translation>
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
        <translation>Битва в області {region}</translation>
    </message>
    <message>
        <source>Click a card in your hand to play it.</source>
        <translation>Клацніть карту в руці, щоб зіграти її.</translation>
    </message>
    <message>
        <source>Deciding…</source>
        <translation>Вирішує…</translation>
    </message>
    <message>
        <source>Gandalf lends 1 strength.</source>
        <translation>Ґандальф додає 1 до сили.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind carries the Fellowship hero away.</source>
        <translation>«Ґвайгір Володар Вітрів» забирає героя Братства.</translation>
    </message>
    <message>
        <source>Has chosen a card</source>
        <translation>Карту вибрано</translation>
    </message>
    <message>
        <source>Last battle: {region}</source>
        <translation>Остання битва: {region}</translation>
    </message>
    <message>
        <source>The attacker chooses the next defender.</source>
        <translation>Нападник вибирає наступного оборонця.</translation>
    </message>
    <message>
        <source>This battle is fought without cards.</source>
        <translation>Ця битва відбувається без карт.</translation>
    </message>
    <message>
        <source>Your card, hidden until both have chosen</source>
        <translation>Ваша карта (прихована, доки обидва гравці не виберуть)</translation>
    </message>
    <message>
        <source>{side} attacks</source>
        <translation>{side} нападає</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>Anduin</source>
        <translation>Андуїн</translation>
    </message>
    <message>
        <source>Moria tunnel</source>
        <translation>Тунель Морії</translation>
    </message>
</context>
<context>
    <name>CombatCard</name>
    <message>
        <source>Strength card</source>
        <translation>Карта сили</translation>
    </message>
</context>
<context>
    <name>ConfrontationOptionsForm</name>
    <message>
        <source>A match of two games, sides swapped</source>
        <translation>Матч із двох партій зі зміною сторін</translation>
    </message>
    <message>
        <source>A single game</source>
        <translation>Одна партія</translation>
    </message>
    <message>
        <source>Alternative heroes</source>
        <translation>Альтернативні герої</translation>
    </message>
    <message>
        <source>Cards go to</source>
        <translation>Карти отримує</translation>
    </message>
    <message>
        <source>Classic heroes</source>
        <translation>Класичні герої</translation>
    </message>
    <message>
        <source>Draft, choices kept secret</source>
        <translation>Драфт із таємним вибором</translation>
    </message>
    <message>
        <source>Draft, choices shown to the opponent</source>
        <translation>Драфт із відомим вибором</translation>
    </message>
    <message>
        <source>Each player chooses 2 of his own</source>
        <translation>Кожен гравець вибирає 2 зі своїх</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Фора</translation>
    </message>
    <message>
        <source>Handicap: chosen cards for one player</source>
        <translation>Фора: вибрані карти для одного гравця</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Герої</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Тривалість</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Немає</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Гравець 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Гравець 2</translation>
    </message>
    <message>
        <source>Special cards</source>
        <translation>Спеціальні карти</translation>
    </message>
    <message>
        <source>The Fellowship announces a number; each picks the opponent&apos;s</source>
        <translation>Братство оголошує число; кожен вибирає карти суперника</translation>
    </message>
    <message>
        <source>The Fellowship is played by</source>
        <translation>За Братство грає</translation>
    </message>
</context>
<context>
    <name>ConfrontationPanel</name>
    <message>
        <source>Game log</source>
        <translation>Журнал партії</translation>
    </message>
</context>
<context>
    <name>CoopOptionsForm</name>
    <message>
        <source>Competition: runes are hidden and counted per player</source>
        <translation>Змагання: руни тримають у закриту, рахунок у кожного свій</translation>
    </message>
    <message>
        <source>Dealt one by one from the Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Роздаються по одній, починаючи з Персненосця</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Складність</translation>
    </message>
    <message>
        <source>Equality in the Fellowship: turns simply go on clockwise</source>
        <translation>Рівність у Братстві: хід просто переходить за годинниковою стрілкою</translation>
    </message>
    <message>
        <source>Expert: Sauron starts on {n}</source>
        <translation>Експертний: Саурон на {n}-й поділці</translation>
    </message>
    <message>
        <source>Handed out by the Ring-bearer, card by card</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець роздає їх по одній на свій вибір</translation>
    </message>
    <message>
        <source>Hobbits</source>
        <translation>Гобіти</translation>
    </message>
    <message>
        <source>Introductory: Sauron starts on {n}</source>
        <translation>Ознайомчий: Саурон на {n}-й поділці</translation>
    </message>
    <message>
        <source>Legendary cards at Rivendell and Lothlórien</source>
        <translation>Легендарні карти Рівенділу та Лорієну</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Relay: if the Ring-bearer dies other than by meeting Sauron, the next hobbit takes the Ring</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Естафета: якщо Персненосець гине не від Саурона, Перстень бере наступний гобіт</translation>
    </message>
    <message>
        <source>Standard: Sauron starts on {n}</source>
        <translation>Стандартний: Саурон на {n}-й поділці</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Варіанти гри</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Continue</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>Pass the screen to the {seat} player. Everyone else, please look away.</source>
        <translation>Передайте екран гравцеві — {seat}. Решту просимо відвернутися.</translation>
    </message>
    <message>
        <source>Show my table</source>
        <translation>Показати мій стіл</translation>
    </message>
    <message>
        <source>This is how it went, for everyone who took part to see. When you have seen it, press Continue: the screen then passes to {seat}.</source>
        <translation>Ось чим це скінчилося — дивляться всі, хто брав участь. Подивіться й натисніть «Продовжити»: потім екран перейде до наступного гравця — {seat}.</translation>
    </message>
    <message>
        <source>This is how it went. When you have seen it, press Continue: the screen then passes to {seat}.</source>
        <translation>Ось чим це скінчилося. Подивіться й натисніть «Продовжити»: потім екран перейде до наступного гравця — {seat}.</translation>
    </message>
    <message>
        <source>{seat} to play</source>
        <translation>Ходить: {seat}</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Choose the order of your triggered abilities.</source>
        <translation>Оберіть порядок спрацювання ваших здібностей.</translation>
    </message>
    <message>
        <source>Chosen: click it again, or press its button, to do it; Cancel lets it go.</source>
        <translation>Вибрано: клацніть ще раз або натисніть кнопку, щоб зробити це; «Скасувати» знімає вибір.</translation>
    </message>
    <message>
        <source>Chosen: {n} (from {low} to {high})</source>
        <translation>Вибрано: {n} (від {low} до {high})</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Підтвердити</translation>
    </message>
    <message>
        <source>Down (Ctrl+Down)</source>
        <translation>Нижче (Ctrl+Вниз)</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ні</translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation>Ні (N)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Press again to confirm</source>
        <translation>Натисніть ще раз, щоб підтвердити</translation>
    </message>
    <message>
        <source>Up (Ctrl+Up)</source>
        <translation>Вище (Ctrl+Вгору)</translation>
    </message>
    <message>
        <source>Use {ability}?</source>
        <translation>Застосувати {ability}?</translation>
    </message>
    <message>
        <source>Waiting for {seats}.</source>
        <translation>Чекаємо: {seats}.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Так</translation>
    </message>
    <message>
        <source>Yes (Y)</source>
        <translation>Так (Y)</translation>
    </message>
    <message>
        <source>Your partner proposes: {proposal}. Do you agree?</source>
        <translation>Ваш союзник пропонує: {proposal}. Ви згодні?</translation>
    </message>
    <message>
        <source>{answer} — press again to confirm</source>
        <translation>{answer} — натисніть ще раз, щоб підтвердити</translation>
    </message>
    <message>
        <source>{answer} — {warning} Press again to confirm.</source>
        <translation>{answer} — {warning} Натисніть ще раз, щоб підтвердити.</translation>
    </message>
</context>
<context>
    <name>DecisionArea</name>
    <message>
        <source>A Fellowship hero goes through the Moria tunnel under Caradhras. Reveal the Balrog?</source>
        <translation>Герой Братства йде тунелем Морії під Карадрасом. Розкрити Балроґа?</translation>
    </message>
    <message>
        <source>Announce how many special cards each player gets (0 to 4).</source>
        <translation>Оголосіть, скільки спеціальних карт отримає кожен гравець (від 0 до 4).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Choose the special cards your opponent may use.</source>
        <translation>Виберіть спеціальні карти, які зможе використати суперник.</translation>
    </message>
    <message>
        <source>Choose your combat card: click a card in your hand. Your opponent will not see it until both cards are chosen.</source>
        <translation>Виберіть бойову карту: клацніть карту в руці. Суперник не побачить її, доки не вибрано обидві карти.</translation>
    </message>
    <message>
        <source>Choose your special cards.</source>
        <translation>Виберіть свої спеціальні карти.</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>Виберіть.</translation>
    </message>
    <message>
        <source>Magic: choose a card from your discard to play instead.</source>
        <translation>«Магія»: виберіть карту зі скиду, щоб зіграти її натомість.</translation>
    </message>
    <message>
        <source>Place your heroes: four in {home}, one in each region in front of it. Drag a tile to a lit region, or click the tile and then the region.</source>
        <translation>Розставте героїв: чотирьох в область {home} і по одному в кожну область перед нею. Перетягніть плитку на підсвічену область або клацніть плитку, а потім область.</translation>
    </message>
    <message>
        <source>Reveal Gandalf to add 1 to your hero&apos;s strength?</source>
        <translation>Розкрити Ґандальфа, щоб додати 1 до сили вашого героя?</translation>
    </message>
    <message>
        <source>Saruman: make the Fellowship show another card?</source>
        <translation>Саруман: змусити Братство відкрити іншу карту?</translation>
    </message>
    <message>
        <source>Several heroes defend this region: choose whom to fight.</source>
        <translation>Цю область обороняють кілька героїв: виберіть, з ким битися.</translation>
    </message>
    <message>
        <source>The Mouth of Sauron: swap your card for the 4?</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»); Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Речник Саурона: замінити вашу карту на «4»?</translation>
    </message>
    <message>
        <source>The battle begins. Play Gwaihir the Wind to carry your hero away?</source>
        <translation>Битва починається. Зіграти «Ґвайгір Володар Вітрів», щоб забрати свого героя?</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партію завершено.</translation>
    </message>
    <message>
        <source>This move can be made in more than one way. Which one?</source>
        <translation>Цей хід можна зробити кількома способами. Яким саме?</translation>
    </message>
    <message>
        <source>Tile {n} of 9: which face of this tile do you field?</source>
        <translation>Плитка {n} з 9: яким боком ви виставляєте цю плитку?</translation>
    </message>
    <message>
        <source>Waiting for {side}.</source>
        <translation>Очікування: {side}.</translation>
    </message>
    <message>
        <source>Wormtongue is defeated: escape backwards into an empty region?</source>
        <translation>Червослова переможено: відступити назад на порожню область?</translation>
    </message>
    <message>
        <source>Your hero retreats: choose where to.</source>
        <translation>Ваш герой відступає: виберіть куди.</translation>
    </message>
    <message>
        <source>Your hero&apos;s text gives you a choice.</source>
        <translation>Текст вашого героя дає вам вибір.</translation>
    </message>
    <message>
        <source>Your move is made. Play Palantir, or end the turn.</source>
        <translation>Хід зроблено. Зіграйте «Палантир» або завершіть хід.</translation>
    </message>
    <message>
        <source>Your turn: move one hero forward. Drag a tile to a region, or click the tile and then the region. Keys: arrows, Enter, then a number.</source>
        <translation>Ваш хід: перемістіть одного героя вперед. Перетягніть плитку на область або клацніть плитку, а потім область. Клавіші: стрілки, Enter, потім номер.</translation>
    </message>
    <message>
        <source>Your turn: you must move {hero}. Drag it to a lit region, or click it and then the region.</source>
        <translation>Ваш хід: {hero:має|pl:мають} ходити {hero}. Перетягніть плитку на підсвічену область або клацніть її, а потім область.</translation>
    </message>
    <message>
        <source>“{answer}” is no longer offered: it has been used already.</source>
        <translation>«{answer}» більше не пропонується: це вже зроблено.</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>A deck list named {file} is saved already. Replace it?</source>
        <translation>Список колоди {file} уже збережено. Замінити його?</translation>
    </message>
    <message>
        <source>Add a copy</source>
        <translation>Додати карту</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>Союзник</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Будь-яка</translation>
    </message>
    <message>
        <source>Aragorn starter deck</source>
        <translation>Стартова колода Араґорна</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Лучник</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Артефакт</translation>
    </message>
    <message>
        <source>Card type</source>
        <translation>Тип карти</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Звичайна (C)</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Супутник</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Обставина</translation>
    </message>
    <message>
        <source>Culture</source>
        <translation>Культура</translation>
    </message>
    <message>
        <source>Damage +1</source>
        <translation>Ушкодження +1</translation>
    </message>
    <message>
        <source>Deck builder: The Lord of the Rings Trading Card Game</source>
        <translation>Складання колоди: ККГ «Володар Перснів»</translation>
    </message>
    <message>
        <source>Deck lists (*.txt)</source>
        <translation>Списки колод (*.txt)</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Назва колоди</translation>
    </message>
    <message>
        <source>Draw deck: {n} cards — {fp} Free Peoples, {shadow} Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Ігрова колода, карт: {n} — Вільних Народів: {fp}, Тіні: {shadow}</translation>
    </message>
    <message>
        <source>Dwarven</source>
        <translation>Гноми</translation>
    </message>
    <message>
        <source>Elven</source>
        <translation>Ельфи</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Подія</translation>
    </message>
    <message>
        <source>Fierce</source>
        <translation>Лютий</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Ліс</translation>
    </message>
    <message>
        <source>Free Peoples</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Вільні Народи</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Ґандальф</translation>
    </message>
    <message>
        <source>Gandalf starter deck</source>
        <translation>Стартова колода Ґандальфа</translation>
    </message>
    <message>
        <source>Gondor</source>
        <translation>Ґондор</translation>
    </message>
    <message>
        <source>Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Ісенґард</translation>
    </message>
    <message>
        <source>Keyword</source>
        <translation>Ключове слово</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Болото</translation>
    </message>
    <message>
        <source>Minion</source>
        <translation>Ворог</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Морія</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Нова колода</translation>
    </message>
    <message>
        <source>No One Ring yet: add The One Ring (R2.6).</source>
        <translation>Ще немає карти «Єдиний Перстень»: додайте її (R2.6).</translation>
    </message>
    <message>
        <source>No Ring-bearer yet: add a Frodo (R2.6).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ще немає Персненосця: додайте Фродо (R2.6).</translation>
    </message>
    <message>
        <source>None: the deck is legal.</source>
        <translation>Жодних: колоду складено за правилами.</translation>
    </message>
    <message>
        <source>Not saved: give the deck a name first.</source>
        <translation>Не збережено: спершу дайте колоді назву.</translation>
    </message>
    <message>
        <source>Not saved: the deck breaks the rules named above.</source>
        <translation>Не збережено: колода порушує названі вище правила.</translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>Не збережено: {why}</translation>
    </message>
    <message>
        <source>Open a deck list</source>
        <translation>Відкрити список колоди</translation>
    </message>
    <message>
        <source>Open a list…</source>
        <translation>Відкрити список…</translation>
    </message>
    <message>
        <source>Pipeweed</source>
        <translation>Люлькове зілля</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Рівнина</translation>
    </message>
    <message>
        <source>Possession</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Спорядження</translation>
    </message>
    <message>
        <source>Promotional</source>
        <translation>Спеціальна (P)</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Слідопит</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Рідкісна (R)</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Рідкісність</translation>
    </message>
    <message>
        <source>Remove a copy</source>
        <translation>Прибрати карту</translation>
    </message>
    <message>
        <source>Replace the list?</source>
        <translation>Замінити список?</translation>
    </message>
    <message>
        <source>Resistance {n}</source>
        <translation>Стійкість {n}</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець</translation>
    </message>
    <message>
        <source>Ring-bearer: {card}</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець: {card}</translation>
    </message>
    <message>
        <source>Ringwraith</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>Назґули</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Ріка</translation>
    </message>
    <message>
        <source>Rules the deck breaks</source>
        <translation>Порушені правила</translation>
    </message>
    <message>
        <source>Sanctuary</source>
        <translation>Святилище</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Саурон</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Зберегти</translation>
    </message>
    <message>
        <source>Saved as {file}; the lobby offers it.</source>
        <translation>Збережено як {file}; колоду можна вибрати перед грою.</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Пошук</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь</translation>
    </message>
    <message>
        <source>Shire</source>
        <translation>Шир</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Місцевість</translation>
    </message>
    <message>
        <source>Site {n}</source>
        <translation>Місцевість {n}</translation>
    </message>
    <message>
        <source>Sites: {n} of 9 — {marks}</source>
        <translation>Місцевостей: {n} з 9 — {marks}</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Закляття</translation>
    </message>
    <message>
        <source>Start from a starter deck…</source>
        <translation>Почати зі стартової колоди…</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Скритність</translation>
    </message>
    <message>
        <source>Strength {n}</source>
        <translation>Сила {n}</translation>
    </message>
    <message>
        <source>Tale</source>
        <translation>Оповідь</translation>
    </message>
    <message>
        <source>The One Ring</source>
        <translation>Єдиний Перстень</translation>
    </message>
    <message>
        <source>The One Ring: {card}</source>
        <translation>Єдиний Перстень: {card}</translation>
    </message>
    <message>
        <source>Title or game text</source>
        <translation>Назва або текст карти</translation>
    </message>
    <message>
        <source>Tracker</source>
        <translation>Нишпорка</translation>
    </message>
    <message>
        <source>Twilight cost</source>
        <translation>Сутінкова вартість</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Незвичайна (U)</translation>
    </message>
    <message>
        <source>Underground</source>
        <translation>Підземелля</translation>
    </message>
    <message>
        <source>Vitality {n}</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>Здоров&apos;я {n}</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>поки немає</translation>
    </message>
    <message>
        <source>{n} of {all} cards shown</source>
        <translation>Показано карт: {n} з {all}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>A game is in play</source>
        <translation>Триває партія</translation>
    </message>
    <message>
        <source>A game of {game} is in play.</source>
        <translation>Триває партія: {game}.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Повернутися до партії</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <source>It stays among the unfinished games in the lobby, to be continued.</source>
        <translation>Вона залишиться серед незакінчених партій у головному меню, її можна буде продовжити.</translation>
    </message>
    <message>
        <source>LOTR Table did not close properly last time. An unfinished game of {game} was saved.</source>
        <translation>Минулого разу LOTR Table закрилася некоректно. Незавершену партію ({game}) збережено.</translation>
    </message>
    <message>
        <source>LOTR Table saves (*{suffix})</source>
        <translation>Збереження LOTR Table (*{suffix})</translation>
    </message>
    <message>
        <source>One unfinished game of each kind is kept: the new game takes its place, and the game in play is lost unless you have saved it.</source>
        <translation>Зберігається одна незакінчена партія кожної гри: нова займе її місце, і поточна партія пропаде, якщо ви її не зберегли.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Відкрити збережену партію</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>Resume it, or discard it?</source>
        <translation>Продовжити її чи видалити?</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Зберегти партію</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Почати нову партію</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Незавершена партія</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>2 players · about 30 minutes a game · a match is two games</source>
        <translation>2 гравці · близько 30 хвилин на партію · матч — дві партії</translation>
    </message>
    <message>
        <source>2 to 4 players, each with a deck · about 45 minutes a game for two</source>
        <translation>2–4 гравці, у кожного своя колода · близько 45 хвилин на партію вдвох</translation>
    </message>
    <message>
        <source>2 to 4 players, the Free Peoples against the Shadow · about 3 hours</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Від 2 до 4 гравців, Вільні Народи проти Тіні · близько 3 годин</translation>
    </message>
    <message>
        <source>2 to 4 players, the Free Peoples against the Shadow · about 60 minutes</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>2–4 гравці, Вільні Народи проти Тіні · близько 60 хвилин</translation>
    </message>
    <message>
        <source>2 to 5 players, together · about 90 minutes</source>
        <translation>від 2 до 5 гравців, усі разом · близько 90 хвилин</translation>
    </message>
    <message>
        <source>Reiner Knizia&apos;s cooperative Lord of the Rings. Each player is a hobbit, and together you carry the Ring from Bag End to the Crack of Doom, through the adventures of Moria, Helm&apos;s Deep, Shelob&apos;s Lair and Mordor. Play cards to advance along the tracks, share out the burdens, and keep every hobbit away from Sauron on the corruption track. You win or lose as one.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Кооперативний «Володар Перснів» Райнера Кніції. Кожен гравець — гобіт, і разом ви несете Перстень із Торби-на-Кручі до Розколини Недолі крізь пригоди в Морії, Гельмовому Яру, лігві Шелоб і Мордорі. Грайте карти, щоб просуватися треками, діліть тягарі й тримайте кожного гобіта якнайдалі від Саурона на треку спокуси. Перемагаєте чи програєте ви всі разом.</translation>
    </message>
    <message>
        <source>Reiner Knizia&apos;s duel of bluff and nerve. One player leads the Fellowship and tries to bring Frodo into Mordor; the other leads Sauron&apos;s servants and hunts him. Each side&apos;s nine heroes stand face down, so you never know whom you are attacking until the battle: there both choose a combat card in secret, and the stronger survives.</source>
        <translation>Дуель блефу й витримки Райнера Кніції. Один гравець веде Братство й намагається довести Фродо до Мордору; інший веде слуг Саурона й полює на нього. Дев’ять героїв кожної сторони стоять обличчям до господаря, тож ви не знаєте, на кого нападаєте, доки не почнеться битва: там обидва таємно обирають бойову карту, і виживає сильніший.</translation>
    </message>
    <message>
        <source>The Lord of the Rings (cooperative)</source>
        <translation>Володар Перснів (кооперативна)</translation>
    </message>
    <message>
        <source>The Lord of the Rings Trading Card Game</source>
        <translation>Володар Перснів: колекційна карткова гра</translation>
    </message>
    <message>
        <source>The Lord of the Rings: The Confrontation</source>
        <translation>Володар Перснів: Протистояння</translation>
    </message>
    <message>
        <source>The card game of the War of the Ring. Each player leads a deck of faction cards: heroes, armies, items and events. Round after round a path of the Ring-bearer&apos;s journey and the battlegrounds are fought over; play your cards there or keep them in reserve, and win the locations&apos; victory points. After the last path the side with more points wins.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Карткова гра за «Війною Персня». Кожен гравець веде колоду карт фракцій: героїв, армій, предметів і подій. Раунд за раундом точиться боротьба за шлях походу Персненосця та за поля битв; розігруйте туди карти або тримайте їх у резерві й забирайте переможні очки місцевостей. Після останнього шляху перемагає сторона, що має більше очок.</translation>
    </message>
    <message>
        <source>The strategy game of the War of the Ring on the map of Middle-earth. The Free Peoples try to carry the Ring to Mount Doom while their armies hold out; the Shadow hunts the Fellowship and marches on their cities and strongholds. Each turn both sides roll action dice and use them one by one to move armies and characters, muster, play event cards and fight battles.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Стратегічна гра про Війну Персня на мапі Середзем&apos;я. Вільні Народи намагаються донести Перстень до Судної Гори, поки їхні війська тримаються; Тінь полює на Братство й іде війною на їхні міста та фортеці. Щоходу обидві сторони кидають кубики дій і використовують їх по одному: рухають війська й персонажів, проводять мобілізацію, розігрують карти подій і б&apos;ються.</translation>
    </message>
    <message>
        <source>The trading card game of the Fellowship of the Ring. Each player brings one deck of Free Peoples cards and Shadow cards. On your turn your fellowship moves along the adventure path while the others play minions against it with the twilight your moves add; companions skirmish the minions, take wounds and carry burdens. The first fellowship to reach the last site alive and uncorrupted wins. Play one of the two starter decks, a deck of your own, or a random one.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Колекційна карткова гра за «Братством Персня». У кожного гравця одна колода з карт Вільних Народів і карт Тіні. У свій хід ви ведете Братство шляхом пригод, а інші грають проти нього ворогів за жетони тіні, які додає ваше переміщення; супутники вступають у сутичку з ворогами, отримують поранення й несуть тягар. Перемагає Братство, що першим дійде до останньої місцевості живим і не споганеним. Грайте однією з двох стартових колод, власною колодою або випадковою.</translation>
    </message>
    <message>
        <source>War of the Ring</source>
        <translation>Війна Персня</translation>
    </message>
    <message>
        <source>War of the Ring: The Card Game</source>
        <translation>Війна Персня: карткова гра</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>Choose a lit region by its number, or press Escape.</source>
        <translation>Виберіть підсвічену область за її номером або натисніть Escape.</translation>
    </message>
    <message>
        <source>Drop the tile on a region of the board.</source>
        <translation>Перетягніть плитку на область поля.</translation>
    </message>
    <message>
        <source>Play this card? Once played it cannot be taken back: click it again or press the button.</source>
        <translation>Зіграти цю карту? Зіграну карту не можна забрати назад: клацніть по ній ще раз або натисніть кнопку.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Arrows</source>
        <translation>Стрілки</translation>
    </message>
    <message>
        <source>Choose a lit target by its number</source>
        <translation>Вибрати підсвічену ціль за її номером</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Drag the empty table</source>
        <translation>Тягнути порожнє місце столу</translation>
    </message>
    <message>
        <source>Fit the board to the window</source>
        <translation>Вписати поле у вікно</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>На весь екран</translation>
    </message>
    <message>
        <source>In a review: one action back or on</source>
        <translation>Під час перегляду: на дію назад або вперед</translation>
    </message>
    <message>
        <source>In a review: to the start or the end</source>
        <translation>Під час перегляду: на початок або в кінець</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <source>Move the board about</source>
        <translation>Посунути поле</translation>
    </message>
    <message>
        <source>New game (the lobby)</source>
        <translation>Нова партія (головне меню)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Відкрити збережену партію</translation>
    </message>
    <message>
        <source>Pick a piece or card to act with</source>
        <translation>Вибрати фішку чи карту для ходу</translation>
    </message>
    <message>
        <source>Put the piece down again</source>
        <translation>Покласти фішку назад</translation>
    </message>
    <message>
        <source>Quit (the game is kept)</source>
        <translation>Вийти (партію буде збережено)</translation>
    </message>
    <message>
        <source>Rest the pointer on a piece</source>
        <translation>Затримати вказівник на фішці</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Правила: {game}</translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation>Зберегти / зберегти як</translation>
    </message>
    <message>
        <source>See it large, with its whole text</source>
        <translation>Побачити її великою, з усім текстом</translation>
    </message>
    <message>
        <source>Show the picked piece or card large</source>
        <translation>Показати вибрану фішку чи карту великою</translation>
    </message>
    <message>
        <source>Skip the computer&apos;s moves to where a person acts</source>
        <translation>Пропустити ходи комп&apos;ютера до ходу людини</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Пропуск</translation>
    </message>
    <message>
        <source>Take back your last action (not past something revealed)</source>
        <translation>Скасувати вашу останню дію (але не ту, що відкрила приховане)</translation>
    </message>
    <message>
        <source>Take the picked piece, or play the picked card</source>
        <translation>Взяти вибрану фішку або зіграти вибрану карту</translation>
    </message>
    <message>
        <source>Zoom in and out, about the pointer</source>
        <translation>Наблизити й віддалити довкола вказівника</translation>
    </message>
    <message>
        <source>mouse wheel</source>
        <translation>коліщатко миші</translation>
    </message>
</context>
<context>
    <name>HeroTile</name>
    <message>
        <source>alternative version</source>
        <translation>альтернативна версія</translation>
    </message>
    <message>
        <source>classic version</source>
        <translation>класична версія</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>No hint could be found for this position.</source>
        <translation>Для цієї позиції підказки не знайшлося.</translation>
    </message>
    <message>
        <source>The computer weighs your options from what your seat knows, and shows the best on the table. You still make the move.</source>
        <translation>Комп&apos;ютер зважує ваші варіанти за тим, що знає ваше місце, і показує найкращі на столі. Хід однаково робите ви.</translation>
    </message>
    <message>
        <source>What I would do as {seat}</source>
        <translation>Що зробив би комп&apos;ютер ({seat})</translation>
    </message>
    <message>
        <source>What would you do? (H)</source>
        <translation>Як би ви походили? (H)</translation>
    </message>
    <message>
        <source>Why: as likely as {other}, and the search tried it most.</source>
        <translation>Чому: шанси як у ходу «{other}», але цей хід пошук перевіряв найчастіше.</translation>
    </message>
    <message>
        <source>Why: no simulated game was won from here; this option did best by the game&apos;s score.</source>
        <translation>Чому: жодну змодельовану партію звідси не виграно; за очками гри цей хід виявився найкращим.</translation>
    </message>
    <message>
        <source>Why: {percent} against {other_percent} for {other}.</source>
        <translation>Чому: {percent} проти {other_percent} у ходу «{other}».</translation>
    </message>
    <message>
        <source>to win</source>
        <translation>на перемогу</translation>
    </message>
    <message>
        <source>{option}: {percent} chance {chance}</source>
        <translation>{option}: шанс {chance} — {percent}</translation>
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
        <translation>&lt;b&gt;Перш ніж зробити:&lt;/b&gt; скидання, видалення карти, відмову від неї й пас не можна повернути, коли ходить наступний гравець, тож кожне з них перепитує один раз. У меню «Довідка» — правила й усі клавіші.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Look closer:&lt;/b&gt; rest the pointer on a piece or card to see it large, with its whole text.</source>
        <translation>&lt;b&gt;Роздивитися:&lt;/b&gt; затримайте вказівник на фішці чи карті, щоб побачити її великою, з усім текстом.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move:&lt;/b&gt; drag a piece or card onto a lit place, or click it and then the place. The lit places are numbered: with a piece picked, press the number.</source>
        <translation>&lt;b&gt;Хід:&lt;/b&gt; перетягніть фішку чи карту на підсвічене місце або клацніть її, а потім місце. Підсвічені місця пронумеровано: вибравши фішку, натисніть номер.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play a card:&lt;/b&gt; click a lit card to choose it; what it can do is listed on the right. Click it again, or press its button, to do it. You may also drag it onto a lit location or your reserve.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>&lt;b&gt;Зіграти карту:&lt;/b&gt; клацніть підсвічену карту, щоб вибрати її; праворуч перелічено, що з нею можна зробити. Клацніть її ще раз або натисніть кнопку, щоб це зробити. Карту можна й перетягнути на підсвічену локацію чи у свій резерв.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play a card:&lt;/b&gt; drag it from your hand onto a lit place (your row, or the companion who will bear it), or click it; every answer is also a button on the right, Pass among them. Assign a minion by dragging it onto a companion.</source>
        <translation>&lt;b&gt;Зіграти карту:&lt;/b&gt; перетягніть її з руки на підсвічене місце (у свій ряд або на супутника, який її носитиме) або клацніть її; кожна відповідь — це ще й кнопка праворуч, серед них «Пас». Щоб звести ворога із супутником, перетягніть ворога на супутника.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read a card:&lt;/b&gt; rest the pointer on a card, or reach it with the arrow keys and press Space, to read it whole, its game text included.</source>
        <translation>&lt;b&gt;Прочитати карту:&lt;/b&gt; затримайте вказівник на карті або виділіть її стрілками й натисніть пробіл — карта покажеться цілком, з ігровим текстом.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read a card:&lt;/b&gt; rest the pointer on a card, or reach it with the arrow keys and press Space, to read it whole: its icons, its paths and its text.</source>
        <translation>&lt;b&gt;Прочитати карту:&lt;/b&gt; затримайте вказівник на карті або виділіть її стрілками й натисніть пробіл — карта покажеться цілою: її значки, шляхи й текст.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Take back:&lt;/b&gt; Ctrl+Z takes back your last move, until something hidden has been revealed. The Help menu has the rules and every key.</source>
        <translation>&lt;b&gt;Скасування:&lt;/b&gt; Ctrl+Z скасовує ваш останній хід, доки не відкрилося нічого прихованого. У меню «Довідка» — правила й усі клавіші.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zoom:&lt;/b&gt; turn the mouse wheel, or press + and −; Ctrl+0 fits the board to the window. Drag the empty table to move it about.</source>
        <translation>&lt;b&gt;Масштаб:&lt;/b&gt; крутіть коліщатко миші або натискайте + і −; Ctrl+0 вписує поле у вікно. Тягніть порожнє місце столу, щоб посунути його.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zoom:&lt;/b&gt; turn the mouse wheel, or press + and −; Ctrl+0 fits the table to the window. Drag the empty table to move it about.</source>
        <translation>&lt;b&gt;Масштаб:&lt;/b&gt; крутіть коліщатко миші або натискайте + і −; Ctrl+0 вписує стіл у вікно. Тягніть порожнє місце столу, щоб посунути його.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Зрозуміло</translation>
    </message>
    <message>
        <source>How to play at this table</source>
        <translation>Як грати за цим столом</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>Back to the game</source>
        <translation>Повернутися до партії</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Комп&apos;ютер — легкий</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Комп&apos;ютер — складний</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Комп&apos;ютер — звичайний</translation>
    </message>
    <message>
        <source>Continue: {game}</source>
        <translation>Продовжити: {game}</translation>
    </message>
    <message>
        <source>Hints allowed: the computer says what it would do, when asked</source>
        <translation>Підказки дозволено: комп&apos;ютер на прохання скаже, як би він походив</translation>
    </message>
    <message>
        <source>LOTR Table</source>
        <translation>LOTR Table</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова партія</translation>
    </message>
    <message>
        <source>Open table: one person plays every seat, no curtain (for learning)</source>
        <translation>Відкритий стіл: одна людина грає за всіх, без завіси (для навчання)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Відкрити…</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Параметри</translation>
    </message>
    <message>
        <source>Person at this screen</source>
        <translation>Людина за цим екраном</translation>
    </message>
    <message>
        <source>Person {number}, holding all their seats</source>
        <translation>Людина {number} за цим екраном (усі її місця)</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Гравець {number}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Нещодавні партії</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Збережені партії</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Почати</translation>
    </message>
    <message>
        <source>The saved game and the result say that hints were allowed, and how many each player used.</source>
        <translation>У збереженні та в підсумках партії буде зазначено, що підказки було дозволено і скільки взяв кожен гравець.</translation>
    </message>
    <message>
        <source>These options cannot be played</source>
        <translation>З такими параметрами грати не можна</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Незакінчені партії</translation>
    </message>
    <message>
        <source>cannot be read now</source>
        <translation>зараз не читається</translation>
    </message>
</context>
<context>
    <name>LotrCoopPanel</name>
    <message>
        <source>(used)</source>
        <translation>(використано)</translation>
    </message>
    <message>
        <source>A Ring life token</source>
        <translation>Жетон Персня</translation>
    </message>
    <message>
        <source>A gold rune, drawn blind</source>
        <translation>Золота руна, наосліп</translation>
    </message>
    <message>
        <source>A heart life token</source>
        <translation>Жетон серця</translation>
    </message>
    <message>
        <source>A sanctuary: its actions are done from left to right, the Ring-bearer acting for the Fellowship.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>«Тихий прихисток»: дії виконуються зліва направо, за Братство діє Персненосець.</translation>
    </message>
    <message>
        <source>A silver rune for the active player</source>
        <translation>Срібна руна активному гравцеві</translation>
    </message>
    <message>
        <source>A sun life token</source>
        <translation>Жетон сонця</translation>
    </message>
    <message>
        <source>Asked:</source>
        <translation>Потрібно:</translation>
    </message>
    <message>
        <source>At any time:</source>
        <translation>Будь-коли:</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Пройдено</translation>
    </message>
    <message>
        <source>Corruption</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Спокуса</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Виконано</translation>
    </message>
    <message>
        <source>End of the first part</source>
        <translation>Кінець першої частини</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Події</translation>
    </message>
    <message>
        <source>Fallen</source>
        <translation>Загинув</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал партії</translation>
    </message>
    <message>
        <source>Gandalf (5 runes)</source>
        <translation>Ґандальф (5 рун)</translation>
    </message>
    <message>
        <source>Gold runes left: {n}</source>
        <translation>Золотих рун лишилося: {n}</translation>
    </message>
    <message>
        <source>It is not your turn to play a card.</source>
        <translation>Зараз не ваш хід: грати карти не можна.</translation>
    </message>
    <message>
        <source>Journey deck: {n} cards</source>
        <translation>Колода подорожі: {n}</translation>
    </message>
    <message>
        <source>Journey discard: {card}</source>
        <translation>Скид карт: {card}</translation>
    </message>
    <message>
        <source>Legendary cards of {location}</source>
        <translation>Легендарні карти: {location}</translation>
    </message>
    <message>
        <source>Next story tiles (only you see them)</source>
        <translation>Наступні жетони історії (бачите лише ви)</translation>
    </message>
    <message>
        <source>No card in your hand can be played now: end your turn.</source>
        <translation>Жодну карту з руки зараз зіграти не можна: завершіть хід.</translation>
    </message>
    <message>
        <source>No tile is shown</source>
        <translation>Жетон не відкрито</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Зараз</translation>
    </message>
    <message>
        <source>Or:</source>
        <translation>Або:</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Оплата</translation>
    </message>
    <message>
        <source>Play a card (or drag it onto a track):</source>
        <translation>Зіграйте карту або перетягніть на трек:</translation>
    </message>
    <message>
        <source>Played this turn</source>
        <translation>Зіграно цього ходу</translation>
    </message>
    <message>
        <source>Progress marker</source>
        <translation>Маркер просування</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець</translation>
    </message>
    <message>
        <source>Ring-bearer (Ring used)</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець (Перстень надіто)</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Саурон</translation>
    </message>
    <message>
        <source>Sauron: {n}</source>
        <translation>Саурон: {n}</translation>
    </message>
    <message>
        <source>Set aside by you</source>
        <translation>Відкладено вами</translation>
    </message>
    <message>
        <source>Shown face up</source>
        <translation>Відкрито</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Still needed:</source>
        <translation>Ще потрібно:</translation>
    </message>
    <message>
        <source>Still to come</source>
        <translation>Попереду</translation>
    </message>
    <message>
        <source>Story tile</source>
        <translation>Жетон історії</translation>
    </message>
    <message>
        <source>Story tiles left: {n}</source>
        <translation>Жетонів історії лишилося: {n}</translation>
    </message>
    <message>
        <source>The Ring is laid here for the last attempt: roll the die; survive it and the Ring is destroyed</source>
        <translation>Сюди кладуть Перстень для останньої спроби: киньте кубик; виживете — Перстень знищено</translation>
    </message>
    <message>
        <source>The active player rolls the threat die</source>
        <translation>Активний гравець кидає кубик загрози</translation>
    </message>
    <message>
        <source>The active player takes {card}</source>
        <translation>Активний гравець бере «{card}»</translation>
    </message>
    <message>
        <source>The active player&apos;s hobbit may move 1 space left</source>
        <translation>Гобіт активного гравця може посунутися на 1 вліво</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партію завершено.</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Карти в руках приховано</translation>
    </message>
    <message>
        <source>The journey</source>
        <translation>Подорож</translation>
    </message>
    <message>
        <source>The progress marker</source>
        <translation>Маркер просування</translation>
    </message>
    <message>
        <source>The threat die has not been rolled yet</source>
        <translation>Кубик загрози ще не кидали</translation>
    </message>
    <message>
        <source>This card can be used in more than one way. Which one?</source>
        <translation>Цю карту можна застосувати кількома способами. Яким саме?</translation>
    </message>
    <message>
        <source>Tile discard: {tile}</source>
        <translation>Скид жетонів: {tile}</translation>
    </message>
    <message>
        <source>Turn of {hobbit}</source>
        <translation>Ходить {hobbit}</translation>
    </message>
    <message>
        <source>Variants: {names}</source>
        <translation>Варіанти: {names}</translation>
    </message>
    <message>
        <source>Waiting for {hobbit}.</source>
        <translation>Очікування: {hobbit}.</translation>
    </message>
    <message>
        <source>You hold no card or token that pays for this, so you can only decline.</source>
        <translation>У вас немає ні карти, ні жетона, якими можна заплатити, тож лишається тільки відмовитися.</translation>
    </message>
    <message>
        <source>You hold nothing more that pays for this.</source>
        <translation>Більше вам нічим за це заплатити.</translation>
    </message>
    <message>
        <source>Your hand, {hobbit}: {n} cards</source>
        <translation>Ваші карти, {hobbit}: {n}</translation>
    </message>
    <message>
        <source>a {token} life token</source>
        <translation>жетон життя «{token}»</translation>
    </message>
    <message>
        <source>active</source>
        <translation>активний</translation>
    </message>
    <message>
        <source>competition</source>
        <translation>змагання</translation>
    </message>
    <message>
        <source>equality in the Fellowship</source>
        <translation>рівність у Братстві</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>немає карт</translation>
    </message>
    <message>
        <source>none on the table</source>
        <translation>на столі немає</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нічого</translation>
    </message>
    <message>
        <source>relay</source>
        <translation>естафета</translation>
    </message>
    <message>
        <source>runes worth {value}</source>
        <translation>руни на {value}</translation>
    </message>
    <message>
        <source>to come through the adventure at hand</source>
        <translation>на проходження найближчої пригоди</translation>
    </message>
    <message>
        <source>to finish the journey</source>
        <translation type="vanished">на завершення походу</translation>
    </message>
    <message>
        <source>to {hobbit}</source>
        <translation>отримує {hobbit}</translation>
    </message>
    <message>
        <source>{card} cannot be given now.</source>
        <translation>«{card}» зараз не можна віддати.</translation>
    </message>
    <message>
        <source>{card} cannot be used now.</source>
        <translation>«{card}» зараз не можна застосувати.</translation>
    </message>
    <message>
        <source>{card}: click a lit track to play it there.</source>
        <translation>«{card}»: клацніть підсвічений трек, щоб зіграти карту туди.</translation>
    </message>
    <message>
        <source>{card}: {hobbit} gives</source>
        <translation>{card}: віддає {hobbit}</translation>
    </message>
    <message>
        <source>{hobbit} (you)</source>
        <translation>{hobbit} (ви)</translation>
    </message>
    <message>
        <source>{hobbit} decides</source>
        <translation>Вирішує {hobbit}</translation>
    </message>
    <message>
        <source>{hobbit} rolled: {face}</source>
        <translation>{hobbit} викинув: {face}</translation>
    </message>
    <message>
        <source>{location} · {level} game</source>
        <translation>{location} · {level} режим</translation>
    </message>
    <message>
        <source>{n} × {symbol}</source>
        <translation>{n} × {symbol}</translation>
    </message>
    <message>
        <source>{track} (main)</source>
        <translation>{track} (головний)</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Continue saved game</source>
        <translation>&amp;Продовжити збережену партію</translation>
    </message>
    <message>
        <source>&amp;Deck builder (Trading Card Game)…</source>
        <translation>Складання &amp;колоди (ККГ)…</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>&amp;Вписати поле у вікно</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Клавіші</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова партія…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>&amp;Skip the computer&apos;s moves</source>
        <translation>&amp;Пропустити ходи комп&apos;ютера</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>С&amp;касувати хід</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>На весь &amp;екран</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Швидко</translation>
    </message>
    <message>
        <source>How to play at this &amp;table</source>
        <translation>Як грати за цим &amp;столом</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Миттєво</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Немає нещодавніх партій</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Звичайно</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Н&amp;ещодавні партії</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>&amp;Переглянути збережену партію…</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Правила: {game}</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Повільно</translation>
    </message>
    <message>
        <source>The computer&apos;s &amp;pace</source>
        <translation>&amp;Темп комп&apos;ютера</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Тека:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлів:</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <source>60 for the Ring + {runes} runes gained = {score}</source>
        <translation>60 за Перстень + {runes} здобутих рун = {score}</translation>
    </message>
    <message>
        <source>60: the Fellowship reached the Crack of Doom</source>
        <translation>60: Братство дійшло до Розколини Недолі</translation>
    </message>
    <message>
        <source>Analyse: the turning points</source>
        <translation>Аналіз: переломи партії</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>До головного меню</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Партія {n}</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Очки матчу</translation>
    </message>
    <message>
        <source>Match score</source>
        <translation>Рахунок матчу</translation>
    </message>
    <message>
        <source>New game, same seats</source>
        <translation>Нова партія, ті самі місця</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Гравець {n}</translation>
    </message>
    <message>
        <source>Player {n} won the match, {high} to {low}.</source>
        <translation>Гравець {n} виграв матч із рахунком {high}:{low}.</translation>
    </message>
    <message>
        <source>Rematch, seats swapped</source>
        <translation>Реванш, гравці міняються місцями</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Переглянути партію</translation>
    </message>
    <message>
        <source>Runes left over</source>
        <translation>Залишені руни</translation>
    </message>
    <message>
        <source>Sauron has won: {reason}.</source>
        <translation>Переміг Саурон: {reason}.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>The Fellowship has won: {reason}.</source>
        <translation>Братство перемогло: {reason}.</translation>
    </message>
    <message>
        <source>The Ring destroyed</source>
        <translation>Перстень знищено</translation>
    </message>
    <message>
        <source>The computer weighs every decision each person made, from what they knew then, and marks where the game turned.</source>
        <translation>Комп&apos;ютер зважує кожне рішення кожного гравця за тим, що той знав у той момент, і позначає, де партія переломилася.</translation>
    </message>
    <message>
        <source>The match is drawn, {a} to {b}.</source>
        <translation>Матч зіграно внічию, {a}:{b}.</translation>
    </message>
    <message>
        <source>The same game and options; each player takes the next seat.</source>
        <translation>Та сама гра й налаштування; кожен гравець пересідає на наступне місце.</translation>
    </message>
    <message>
        <source>{first}: {a}, {second}: {b} (sides swapped in the second game)</source>
        <translation>{first}: {a}, {second}: {b} (у другій партії сторони мінялися)</translation>
    </message>
    <message>
        <source>{names} won: {reason}.</source>
        <translation>Перемога — {names}: {reason}.</translation>
    </message>
    <message>
        <source>{score}: the number the main track reached</source>
        <translation>{score}: число, до якого дійшла головна доріжка</translation>
    </message>
    <message>
        <source>{side} won: {reason}. {points} points, one for each of its heroes left on the board.</source>
        <translation>Перемога: {side} — {reason}. Очок: {points}, по одному за кожного свого героя на полі.</translation>
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
        <translation>Дія {at} з {total}</translation>
    </message>
    <message>
        <source>As {seat} saw it</source>
        <translation>Очима: {seat}</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Закрити перегляд</translation>
    </message>
    <message>
        <source>One action back (Ctrl+Left)</source>
        <translation>На дію назад (Ctrl+Ліворуч)</translation>
    </message>
    <message>
        <source>One action on (Ctrl+Right)</source>
        <translation>На дію вперед (Ctrl+Праворуч)</translation>
    </message>
    <message>
        <source>Public view</source>
        <translation>Відкритий вигляд (для всіх)</translation>
    </message>
    <message>
        <source>To the end (Ctrl+End)</source>
        <translation>У кінець (Ctrl+End)</translation>
    </message>
    <message>
        <source>To the start (Ctrl+Home)</source>
        <translation>На початок (Ctrl+Home)</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>computer</source>
        <translation>комп’ютер</translation>
    </message>
    <message>
        <source>computer (easy)</source>
        <translation>комп’ютер (легкий)</translation>
    </message>
    <message>
        <source>computer (hard)</source>
        <translation>комп’ютер (складний)</translation>
    </message>
    <message>
        <source>computer (normal)</source>
        <translation>комп’ютер (середній)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>закінчена</translation>
    </message>
    <message>
        <source>person</source>
        <translation>людина</translation>
    </message>
    <message>
        <source>person {n}</source>
        <translation>людина {n}</translation>
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
        <translation>зіграна</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Game over: a draw ({reason}).</source>
        <translation>Партію завершено: нічия ({reason}).</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Партію завершено: нічия.</translation>
    </message>
    <message>
        <source>Game over: {winners} won ({reason}).</source>
        <translation>Партію завершено. Перемога: {winners} ({reason}).</translation>
    </message>
    <message>
        <source>Game over: {winners} won.</source>
        <translation>Партію завершено. Перемога: {winners}.</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Взято підказок</translation>
    </message>
    <message>
        <source>It is not this seat&apos;s turn.</source>
        <translation>Зараз хід не цього гравця.</translation>
    </message>
    <message>
        <source>The computer is thinking for {seats}…</source>
        <translation>Комп&apos;ютер думає ({seats})…</translation>
    </message>
    <message>
        <source>The computer player of {seat} failed and chose at random: {problem}</source>
        <translation>Комп&apos;ютерний гравець ({seat}) дав збій і зробив випадковий хід: {problem}</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {reason}</source>
        <translation>Не вдалося автоматично зберегти партію: {reason}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партію завершено.</translation>
    </message>
    <message>
        <source>{seat} to play.</source>
        <translation>Ходить: {seat}.</translation>
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
        <translation>Герой звідси має ходити</translation>
    </message>
    <message>
        <source>Fallen: {side}</source>
        <translation>Полеглі герої: {side}</translation>
    </message>
    <message>
        <source>Heroes to place</source>
        <translation>Герої для розстановки</translation>
    </message>
    <message>
        <source>Special cards to choose from</source>
        <translation>Спеціальні карти на вибір</translation>
    </message>
    <message>
        <source>Your combat cards ({n})</source>
        <translation>Ваші бойові карти ({n})</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>порожньо</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>поки немає</translation>
    </message>
    <message>
        <source>{hero} must move</source>
        <translation>{hero:Має|pl:Мають} ходити: {hero}</translation>
    </message>
    <message>
        <source>{side}: discard</source>
        <translation>{side}: скид</translation>
    </message>
    <message>
        <source>{side}: special cards</source>
        <translation>{side}: спеціальні карти</translation>
    </message>
    <message>
        <source>{side}: {n} cards in hand</source>
        <translation>{side}: карт у руці — {n}</translation>
    </message>
</context>
<context>
    <name>TurnIndicator</name>
    <message>
        <source>Game {n} of 2</source>
        <translation>Партія {n} з 2</translation>
    </message>
    <message>
        <source>Match score: player 1 — {a}, player 2 — {b}</source>
        <translation>Рахунок матчу: гравець 1 — {a}, гравець 2 — {b}</translation>
    </message>
    <message>
        <source>Setting up: choosing the heroes</source>
        <translation>Підготовка: вибір героїв</translation>
    </message>
    <message>
        <source>Setting up: choosing the special cards</source>
        <translation>Підготовка: вибір спеціальних карт</translation>
    </message>
    <message>
        <source>Setting up: placing the heroes</source>
        <translation>Підготовка: розстановка героїв</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Одна партія</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Партію завершено</translation>
    </message>
    <message>
        <source>Turn {n}: {side} moves</source>
        <translation>Хід {n}: ходить {side}</translation>
    </message>
    <message>
        <source>You play {side}</source>
        <translation>Ваша сторона: {side}</translation>
    </message>
    <message>
        <source>battle in {region}</source>
        <translation>битва в області {region}</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Cannot undo past a reveal or a random draw.</source>
        <translation>Не можна скасувати хід далі за розкриття чи випадковий вибір.</translation>
    </message>
    <message>
        <source>Cannot undo: {reason}</source>
        <translation>Не можна скасувати: {reason}</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Нічого скасовувати.</translation>
    </message>
    <message>
        <source>The last action was not yours.</source>
        <translation>Остання дія була не ваша.</translation>
    </message>
    <message>
        <source>The last action was taken back.</source>
        <translation>Останню дію скасовано.</translation>
    </message>
    <message>
        <source>Your last action and the computer&apos;s moves since were taken back.</source>
        <translation>Вашу останню дію і ходи комп&apos;ютера після неї скасовано.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Games cannot be kept on disk</source>
        <translation>Партії не можна зберегти на диску</translation>
    </message>
    <message>
        <source>LOTR Table</source>
        <translation>LOTR Table</translation>
    </message>
    <message>
        <source>No translation into {language} was found; the texts stay in English.</source>
        <translation>Переклад мовою «{language}» не знайдено; тексти залишаться англійською.</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Збережено: {file}.</translation>
    </message>
    <message>
        <source>Show the computer&apos;s moves at once, up to your turn</source>
        <translation>Показати ходи комп&apos;ютера одразу, до вашого ходу</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустити</translation>
    </message>
    <message>
        <source>The autosaved game cannot be resumed and was discarded:
{reason}</source>
        <translation>Автозбережену партію не можна продовжити, її видалено:
{reason}</translation>
    </message>
    <message>
        <source>The autosaved game cannot be resumed:
{reason}

It was not removed either ({problem}), so it is still in the data folder and will be offered again.</source>
        <translation>Автозбережену партію не можна продовжити:
{reason}

Видалити її теж не вдалося ({problem}): вона залишилася в теці даних і буде запропонована знову.</translation>
    </message>
    <message>
        <source>The game cannot be resumed</source>
        <translation>Партію не можна продовжити</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>Партію не збережено</translation>
    </message>
    <message>
        <source>The save cannot be opened</source>
        <translation>Не вдається відкрити збереження</translation>
    </message>
    <message>
        <source>There is no autosaved game.</source>
        <translation>Автозбереженої партії немає.</translation>
    </message>
    <message>
        <source>This save was made under version {saved} of the rules of {game}, newer than this program&apos;s version {now}: open it with a newer LOTR Table.</source>
        <translation>Цю партію збережено за правилами {game} версії {saved}, новішими за версію {now} у цій програмі: відкрийте її в новішій LOTR Table.</translation>
    </message>
    <message>
        <source>This save was made under version {saved} of the rules of {game}; this program plays version {now}, and the game no longer plays out the same, so it cannot be opened.</source>
        <translation>Цю партію збережено за правилами {game} версії {saved}; ця програма грає за версією {now}, і партія тепер розігрується інакше, тому її не можна відкрити.</translation>
    </message>
    <message>
        <source>this game cannot be played at the table yet.</source>
        <translation>у цю гру поки що не можна грати за столом.</translation>
    </message>
    <message>
        <source>{file} cannot be opened:
{reason}</source>
        <translation>Не вдається відкрити {file}:
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

Грати можна, але партії не зберігаються автоматично, а налаштування не запам&apos;ятовуються, доки теку не виправлено.</translation>
    </message>
</context>
<context>
    <name>confrontation.action</name>
    <message>
        <source> through the Moria tunnel</source>
        <translation> тунелем Морії</translation>
    </message>
    <message>
        <source>Announce {count} special cards each</source>
        <translation>Оголосити кількість спеціальних карт для кожного: {count}</translation>
    </message>
    <message>
        <source>Choose the special cards {cards}</source>
        <translation>Вибрати спеціальні карти: {cards}</translation>
    </message>
    <message>
        <source>Field the {face} face of tile {tile}</source>
        <translation>Плитка {tile}: {face} версія</translation>
    </message>
    <message>
        <source>Fight without cards</source>
        <translation>Провести битву без карт</translation>
    </message>
    <message>
        <source>Fight {target}</source>
        <translation>Вибрати суперника: {target}</translation>
    </message>
    <message>
        <source>Force another card</source>
        <translation>Змусити відкрити іншу карту</translation>
    </message>
    <message>
        <source>Move {hero} to {to}</source>
        <translation>{hero}: перейти в область {to}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Place {hero} in {region}</source>
        <translation>{hero}: поставити в область {region}</translation>
    </message>
    <message>
        <source>Play A King Revealed on {target} in {region}</source>
        <translation>Зіграти «Явлення Короля»: {target} в області {region}</translation>
    </message>
    <message>
        <source>Play Crebain of Dunland on {target} in {region}</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>Зіграти «Кребайн із Дунленду»: {target} в області {region}</translation>
    </message>
    <message>
        <source>Play Gandalf the White</source>
        <translation>Зіграти «Ґандальф Білий»</translation>
    </message>
    <message>
        <source>Play Gwaihir the Wind</source>
        <translation>Зіграти «Ґвайгір Володар Вітрів»</translation>
    </message>
    <message>
        <source>Play Palantir on {region}</source>
        <translation>Зіграти «Палантир»: область {region}</translation>
    </message>
    <message>
        <source>Play Recall to Mordor on {hero}</source>
        <translation>Зіграти «Повернення до Мордору»: {hero}</translation>
    </message>
    <message>
        <source>Play Shadowfax: {hero} to {to}</source>
        <translation>Зіграти «Тіньогрив»: {hero} в область {to}</translation>
    </message>
    <message>
        <source>Play The Dark of Mordor: {hero} to {to}</source>
        <translation>Зіграти «Темрява Мордору»: {hero} в область {to}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Зіграти карту {card}</translation>
    </message>
    <message>
        <source>Retreat to {to}</source>
        <translation>Відступити в область {to}</translation>
    </message>
    <message>
        <source>Reveal Frodo beside Sam</source>
        <translation>Розкрити Фродо поруч із Семом</translation>
    </message>
    <message>
        <source>Reveal Gandalf to add 1</source>
        <translation>Розкрити Ґандальфа: +1 до сили</translation>
    </message>
    <message>
        <source>Reveal the Balrog</source>
        <translation>Розкрити Балроґа</translation>
    </message>
    <message>
        <source>Sam takes Frodo&apos;s place</source>
        <translation>Сем заступає Фродо</translation>
    </message>
    <message>
        <source>Smeagol swaps with {hero}</source>
        <translation>Смеаґол міняється місцями: {hero}</translation>
    </message>
    <message>
        <source>Swap for the 4 from the {source}</source>
        <translation>Замінити на «4» ({source})</translation>
    </message>
    <message>
        <source>Take back {card}</source>
        <translation>Взяти зі скиду карту {card}</translation>
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
        <translation>Ельфійський плащ</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Магія</translation>
    </message>
    <message>
        <source>Noble Sacrifice</source>
        <translation>Шляхетна жертва</translation>
    </message>
    <message>
        <source>Retreat (Backwards)</source>
        <translation>Відступ (назад)</translation>
    </message>
    <message>
        <source>Retreat (Sideways)</source>
        <translation>Відступ (вбік)</translation>
    </message>
    <message>
        <source>The Eye of Sauron</source>
        <translation>Око Саурона</translation>
    </message>
</context>
<context>
    <name>confrontation.card_text</name>
    <message>
        <source>Both heroes taking part in the battle die. If the Sauron player played the card &quot;Retreat&quot;, nobody dies (but both cards count as discarded).</source>
        <translation>Обидва герої, що беруть участь у битві, гинуть. Якщо гравець за Саурона зіграв карту «Відступ», ніхто не гине (але обидві карти вважаються скинутими).</translation>
    </message>
    <message>
        <source>Move your hero backwards to an adjacent region that contains no Sauron heroes and does not hold the maximum number of Fellowship heroes (otherwise the retreat is impossible, and the battle takes place).</source>
        <translation>Перемістіть свого героя назад на сусідню область, де немає героїв Саурона й немає максимальної кількості героїв Братства (інакше відступ неможливий і битва відбувається).</translation>
    </message>
    <message>
        <source>Move your hero sideways to an adjacent region that is not a mountain region, contains no Fellowship heroes and does not hold the maximum number of Sauron heroes. The &quot;Noble Sacrifice&quot; card played by the Fellowship player is then ignored. If the Sauron player is forced to play &quot;Retreat (Sideways)&quot; but cannot retreat (the battle is in the mountains, or the adjacent regions are occupied by the enemy or by the maximum number of his own heroes), the card is discarded without effect and the battle takes place as usual. If the Fellowship player has played &quot;Noble Sacrifice&quot; in that case, both cards are discarded and no hero either dies or retreats.</source>
        <translation>Перемістіть свого героя вбік на сусідню область, яка не є гірською, де немає героїв Братства й немає максимальної кількості героїв Саурона. Тоді зіграна гравцем за Братство карта «Шляхетна жертва» ігнорується. Якщо гравець за Саурона змушений зіграти «Відступ (вбік)», але відступити не може (битва в горах або сусідні області зайняті ворогом чи максимальною кількістю його власних героїв), карту скидають без ефекту, і битва відбувається як зазвичай. Якщо в такому разі гравець за Братство зіграв «Шляхетну жертву», обидві карти скидають, і жоден герой не гине й не відступає.</translation>
    </message>
    <message>
        <source>The Strength card played by the Sauron side is ignored. If the Sauron player played the card &quot;Magic&quot; and replaced it with a Strength card, that card is ignored as well.</source>
        <translation>Карта сили, зіграна стороною Саурона, ігнорується. Якщо гравець за Саурона зіграв карту «Магія» й замінив її картою сили, ця карта також ігнорується.</translation>
    </message>
    <message>
        <source>The Text card played by the Fellowship side is ignored. If the Fellowship player played a Strength card, &quot;The Eye of Sauron&quot; has no effect.</source>
        <translation>Текстова карта, зіграна стороною Братства, ігнорується. Якщо гравець за Братство зіграв карту сили, «Око Саурона» не має ефекту.</translation>
    </message>
    <message>
        <source>When you play this card in a battle, you must immediately replace it with any one of your discarded (previously played) cards. If you have no played cards, this card has neither strength nor effect. If both players play &quot;Magic&quot; at the same time, the Sauron player chooses his replacement first.</source>
        <translation>Зігравши цю карту в битві, ви мусите негайно замінити її будь-якою своєю скинутою (раніше зіграною) картою. Якщо зіграних карт у вас немає, ця карта не має ні сили, ні ефекту. Якщо обидва гравці одночасно зіграли «Магію», гравець за Саурона першим вибирає заміну.</translation>
    </message>
</context>
<context>
    <name>confrontation.hero</name>
    <message>
        <source>Aragorn</source>
        <translation>Араґорн</translation>
    </message>
    <message>
        <source>Balrog</source>
        <translation>Балроґ</translation>
    </message>
    <message>
        <source>Black Rider</source>
        <translation>Чорний Вершник</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Боромир</translation>
    </message>
    <message>
        <source>Cave Troll</source>
        <translation>Печерний троль</translation>
    </message>
    <message>
        <source>Elrond</source>
        <translation>Елронд</translation>
    </message>
    <message>
        <source>Faramir</source>
        <translation>Фарамір</translation>
    </message>
    <message>
        <source>Flying Nazgul</source>
        <translation>Крилатий Назґул</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Фродо</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Ґандальф</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Ґімлі</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Ґолум</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Леґолас</translation>
    </message>
    <message>
        <source>Merry</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Меріадок</translation>
    </message>
    <message>
        <source>Mouth of Sauron</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Речник Саурона</translation>
    </message>
    <message>
        <source>Orcs</source>
        <translation>Орки</translation>
    </message>
    <message>
        <source>Pippin</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Переґрін</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Сем</translation>
    </message>
    <message>
        <source>Saruman</source>
        <translation>Саруман</translation>
    </message>
    <message>
        <source>Shelob</source>
        <translation>Шелоб</translation>
    </message>
    <message>
        <source>Smeagol</source>
        <translation>Смеаґол</translation>
    </message>
    <message>
        <source>The Watcher</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>Вартовий</translation>
    </message>
    <message>
        <source>Theoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Теоден</translation>
    </message>
    <message>
        <source>Treebeard</source>
        <translation>Деревобород</translation>
    </message>
    <message>
        <source>Uruk-Hai</source>
        <translation>Урук-гаї</translation>
    </message>
    <message>
        <source>Warg</source>
        <translation>Варґ</translation>
    </message>
    <message>
        <source>Witch King</source>
        <translation>Король-Відьмак</translation>
    </message>
    <message>
        <source>Wormtongue</source>
        <translation>Червослов</translation>
    </message>
</context>
<context>
    <name>confrontation.hero_text</name>
    <message>
        <source>After the cards have been revealed, you may replace your played card with your Strength card &quot;4&quot; (even from the discard). If the &quot;4&quot; is taken from your hand, the first card goes back to your hand; if it is taken from the discard, the first card goes to the discard. Cannot replace if Aragorn (alternative version) has decided that no cards will be played.</source>
        <translation>Після того як карти відкрито, можна замінити свою зіграну карту своєю картою сили «4» (навіть зі скиду). Якщо «4» взято з руки, перша карта повертається в руку; якщо зі скиду — перша карта йде в скид. Замінити не можна, якщо Араґорн (альтернативна версія) вирішив, що карти не гратимуть.</translation>
    </message>
    <message>
        <source>Defeats Gandalf immediately, before any cards are played. After the Fellowship player has revealed his card, you may force him to reveal another one (the first card goes back to his hand). Not allowed if Aragorn (alternative version) has decided that no cards will be played; not allowed if the Fellowship player had only 1 combat card left.</source>
        <translation>Негайно перемагає Ґандальфа, до того як зіграно будь-які карти. Після того як гравець за Братство відкрив свою карту, можна змусити його відкрити іншу (перша карта повертається в руку). Не дозволено, якщо Араґорн (альтернативна версія) вирішив, що карти не гратимуть; не дозволено, якщо в гравця за Братство лишалася тільки 1 бойова карта.</translation>
    </message>
    <message>
        <source>Defeats the Flying Nazgul immediately, before any cards are played. Against others, as usual.</source>
        <translation>Негайно перемагає Крилатого Назґула, до того як зіграно будь-які карти. Проти інших — як зазвичай.</translation>
    </message>
    <message>
        <source>Defeats the Orcs immediately, before any cards are played. Against others, as usual.</source>
        <translation>Негайно перемагає Орків, до того як зіграно будь-які карти. Проти інших — як зазвичай.</translation>
    </message>
    <message>
        <source>Defeats the Witch King immediately, before any cards are played. Against others, as usual.</source>
        <translation>Негайно перемагає Короля-Відьмака, до того як зіграно будь-які карти. Проти інших — як зазвичай.</translation>
    </message>
    <message>
        <source>Dies immediately together with the enemy hero, except against the Warg (the ability is ignored) and when the Balrog is revealed in Caradhras as Boromir uses the Moria tunnel (he dies without a battle).</source>
        <translation>Негайно гине разом із ворожим героєм, окрім битви з Варґом (здібність ігнорується) і випадку, коли Балроґа розкривають у Карадрасі, поки Боромир іде тунелем Морії (він гине без битви).</translation>
    </message>
    <message>
        <source>If defeated, may retreat backwards to an adjacent empty region, even when defeated by Boromir or by the card &quot;Noble Sacrifice&quot; (in both cases the enemy hero dies). If he cannot retreat, he is removed from the board.</source>
        <translation>Якщо Червослова переможено, він може відступити назад на сусідню порожню область, навіть коли його переміг Боромир або карта «Шляхетна жертва» (в обох випадках ворожий герой гине). Якщо відступити не може, його прибирають з поля.</translation>
    </message>
    <message>
        <source>If he enters the Shire, the Sauron player immediately wins the game (whether or not enemy heroes are in that region).</source>
        <translation>Якщо Король-Відьмак заходить у Шир, гравець за Саурона негайно виграє партію (незалежно від того, чи є в цій області ворожі герої).</translation>
    </message>
    <message>
        <source>If in Caradhras when a Fellowship hero uses the Moria tunnel, may be revealed, if you wish, to defeat that enemy hero immediately without a battle (Frodo included). The Balrog himself stays unharmed, even if it is Boromir who is destroyed. Fellowship heroes killed this way do not reach Fangorn, so the Sauron heroes in that region are not revealed.</source>
        <translation>Якщо Балроґ у Карадрасі, коли герой Братства йде тунелем Морії, його можна за бажанням розкрити, щоб негайно, без битви, перемогти цього ворожого героя (зокрема й Фродо). Сам Балроґ лишається неушкодженим, навіть якщо гине Боромир. Загиблі так герої Братства не доходять до Фанґорну, тож герої Саурона в цій області не розкриваються.</translation>
    </message>
    <message>
        <source>If in the same region as Frodo and Frodo is attacked first, you may reveal Sam and have him take Frodo&apos;s place in this battle; in that case, in a battle with the Orcs (classic version), the Orcs immediately defeat Sam. Strength = 5 when in the same region as Frodo, but to prove this you must reveal both heroes, Frodo and Sam, at the start of the battle. Against the Warg this ability does not work (not even the substitution), because the Fellowship hero&apos;s text is ignored. Cannot accompany Frodo in the mountains, because the limit of your own heroes in those regions is 1.</source>
        <translation>Якщо Сем в одній області з Фродо і Фродо атакують першим, можна розкрити Сема, і він заступить Фродо в цій битві; у такому разі в битві з Орками (класична версія) Орки негайно перемагають Сема. Сила = 5, коли Сем в одній області з Фродо, але щоб це довести, на початку битви треба розкрити обох героїв — Фродо і Сема. Проти Варґа ця здібність не діє (навіть заміна), бо текст героя Братства ігнорується. Не може супроводжувати Фродо в горах, бо ліміт власних героїв у цих областях — 1.</translation>
    </message>
    <message>
        <source>If no hero has died or retreated before the combat cards are played, you may decide to fight a battle in which he takes part without cards (including after Aragorn (alternative version) has decided not to use his ability), on the heroes&apos; strength only. Otherwise the normal rules apply.</source>
        <translation>Якщо до того, як зіграно бойові карти, жоден герой не загинув і не відступив, можна вирішити провести битву за його участі без карт (зокрема після того, як Араґорн (альтернативна версія) вирішив не застосовувати свою здібність) — лише на силі героїв. В інших випадках діють звичайні правила.</translation>
    </message>
    <message>
        <source>If not in Gondor and she defeats an enemy hero, she immediately returns to Gondor; she then dies immediately (and is removed from the board) if a Fellowship hero or 2 other Sauron heroes are there.</source>
        <translation>Якщо Шелоб не в Ґондорі й перемагає ворожого героя, вона негайно повертається до Ґондору; тоді вона негайно гине (і її прибирають з поля), якщо там є герой Братства або 2 інші герої Саурона.</translation>
    </message>
    <message>
        <source>Immediately defeat the enemy hero they attack first in a given region. Gimli defeats them immediately (and therefore stays unharmed in any battle with the Orcs). If they attack Boromir, both die. If more Fellowship heroes are present in that region, the ability is ignored in the subsequent battles with them. If the Orcs are not themselves attacking, the ability is ignored as well. If they attack Frodo first, he may retreat sideways and stay unharmed; in that case the Orcs are considered to have made their first attack (as when the Fellowship player has played the Special card &quot;Gwaihir the Wind&quot; on the first hero). If they attack Smeagol and there are no other Fellowship heroes in that region, he may swap places with a Fellowship hero in an adjacent region and stay unharmed; in that case no battle is considered to have taken place, and the Orcs&apos; attack on the new hero is their first.</source>
        <translation>Негайно перемагають ворожого героя, якого першим атакують у цій області. Ґімлі перемагає їх негайно (тому лишається неушкодженим у будь-якій битві з Орками). Якщо Орки атакують Боромира, гинуть обидва. Якщо в цій області є ще герої Братства, у наступних битвах із ними здібність ігнорується. Якщо Орки не нападають самі, здібність також ігнорується. Якщо вони першим атакують Фродо, він може відступити вбік і лишитися неушкодженим; у такому разі вважається, що Орки свою першу атаку здійснили (як тоді, коли гравець за Братство зіграв на першого героя спеціальну карту «Ґвайгір Володар Вітрів»). Якщо вони атакують Смеаґола і в цій області немає інших героїв Братства, він може помінятися місцями з героєм Братства на сусідній області й лишитися неушкодженим; у такому разі вважається, що битви не було, а атака Орків на нового героя — їхня перша.</translation>
    </message>
    <message>
        <source>In Fangorn, strength = 6. May move from any region into Fangorn if it is occupied by a single Sauron hero. Otherwise moves as usual.</source>
        <translation>У Фанґорні сила = 6. Може перейти з будь-якої області у Фанґорн, якщо там лише один герой Саурона. В інших випадках рухається як зазвичай.</translation>
    </message>
    <message>
        <source>In Rohan or Gondor, strength = 4, even when attacking.</source>
        <translation>У Рогані чи Ґондорі сила = 4, навіть коли нападає.</translation>
    </message>
    <message>
        <source>May be revealed after the combat cards have been revealed in a battle in his own region or in an adjacent region (a mountain region included), to add 1 to the strength of the battling Fellowship hero. Allowed even if no cards were played at all because of the ability of Aragorn (alternative version) or Saruman (classic version). Not allowed if the battle is against the Warg. Not allowed if Gandalf himself is attacking or defending.</source>
        <translation>Можна розкрити після того, як у битві в його області або в сусідній (зокрема гірській) відкрито бойові карти, щоб додати 1 до сили героя Братства, який б&apos;ється. Дозволено, навіть якщо карт узагалі не зіграли через здібність Араґорна (альтернативна версія) чи Сарумана (класична версія). Не дозволено, якщо битва проти Варґа. Не дозволено, якщо Ґандальф сам нападає чи обороняється.</translation>
    </message>
    <message>
        <source>May be revealed to move forward any number of regions and end the move in an empty region. Not into or through regions holding the maximum number of Sauron heroes; not through regions containing Fellowship heroes. Otherwise move as usual.</source>
        <translation>Можна розкрити, щоб пройти вперед на будь-яку кількість областей і завершити рух на порожній області. Не в області чи крізь області з максимальною кількістю героїв Саурона; не крізь області з героями Братства. В інших випадках рухаються як зазвичай.</translation>
    </message>
    <message>
        <source>May move forward any number of regions if by doing so he attacks at least 1 enemy hero. Not without attacking; not into or through regions holding the maximum number of Sauron heroes; not through regions containing Fellowship heroes. Otherwise moves as usual.</source>
        <translation>Може пройти вперед на будь-яку кількість областей, якщо так він атакує щонайменше 1 ворожого героя. Не без атаки; не в області чи крізь області з максимальною кількістю героїв Саурона; не крізь області з героями Братства. В інших випадках рухається як зазвичай.</translation>
    </message>
    <message>
        <source>May move forward over 1 region (even one holding the maximum number of Sauron heroes or containing Fellowship heroes) in order to attack. Otherwise moves as usual.</source>
        <translation>Може перейти вперед через 1 область (навіть ту, де максимальна кількість героїв Саурона або є герої Братства), щоб атакувати. В інших випадках рухається як зазвичай.</translation>
    </message>
    <message>
        <source>May move sideways to an adjacent region if by doing so he attacks at least 1 enemy hero. Not while in the mountains. A defending Frodo may retreat sideways into the region the Witch King came from, if there are no other Sauron heroes there. Otherwise moves as usual.</source>
        <translation>Може перейти вбік на сусідню область, якщо так він атакує щонайменше 1 ворожого героя. Не тоді, коли перебуває в горах. Фродо, що обороняється, може відступити вбік в область, з якої прийшов Король-Відьмак, якщо там немає інших героїв Саурона. В інших випадках рухається як зазвичай.</translation>
    </message>
    <message>
        <source>May move to any adjacent region (forward, sideways or backwards) if by doing so he attacks at least 1 enemy hero. This way he can attack the Warg, because the ability is used before entering the region. Not sideways while in the mountains. Otherwise moves as usual.</source>
        <translation>Може перейти на будь-яку сусідню область (уперед, убік чи назад), якщо так він атакує щонайменше 1 ворожого героя. Так він може атакувати Варґа, бо здібність застосовується до входу в область. Не вбік, якщо перебуває в горах. В інших випадках рухається як зазвичай.</translation>
    </message>
    <message>
        <source>May move to any region occupied by a single Fellowship hero (which makes it possible to attack an adjacent mountain region). Otherwise moves as usual.</source>
        <translation>Може перейти в будь-яку область, де стоїть лише один герой Братства (це дає змогу атакувати сусідню гірську область). В інших випадках рухається як зазвичай.</translation>
    </message>
    <message>
        <source>May retreat forward. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not if the enemy hero has already retreated.</source>
        <translation>Може відступити вперед. Це не вважається звичайним ходом; лише на початку битви, до того як зіграно карти; не тоді, коли ворожий герой уже відступив.</translation>
    </message>
    <message>
        <source>May retreat sideways when defending, but not when attacking. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not in the mountains.</source>
        <translation>Може відступити вбік, коли обороняється, але не коли нападає. Це не вважається звичайним ходом; лише на початку битви, до того як зіграно карти; не в горах.</translation>
    </message>
    <message>
        <source>Once revealed, stays revealed until the end of the game and loses the ability to move forward. He may still retreat sideways with the card &quot;Retreat&quot;, or return to Mordor with the Special card &quot;Recall to Mordor&quot; (staying revealed in either case).</source>
        <translation>Щойно розкрившись, лишається розкритим до кінця гри й утрачає змогу рухатися вперед. Проте він може відступити вбік за допомогою карти «Відступ» або повернутися до Мордору за допомогою спеціальної карти «Повернення до Мордору» (в обох випадках лишається розкритим).</translation>
    </message>
    <message>
        <source>The Sauron player must choose and play his card first; after that the Fellowship player must do the same (even if the Sauron player played &quot;Retreat&quot;). If the Sauron player played &quot;Magic&quot;, he must carry it out completely and reveal his new card before the Fellowship player chooses and plays his card.</source>
        <translation>Гравець за Саурона мусить першим вибрати й зіграти свою карту; після цього гравець за Братство мусить зробити те саме (навіть якщо гравець за Саурона зіграв «Відступ»). Якщо гравець за Саурона зіграв «Магію», він мусить повністю її виконати й відкрити свою нову карту, перш ніж гравець за Братство вибере й зіграє свою.</translation>
    </message>
    <message>
        <source>The Sauron player&apos;s Text card is ignored. If Frodo dies, Sam becomes the new Ring-bearer. If Frodo dies in a battle against the Warg, or when Sam is no longer on the board, the Sauron player immediately wins the game.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Текстова карта гравця за Саурона ігнорується. Якщо Фродо гине, новим Персненосцем стає Сем. Якщо Фродо гине в битві проти Варґа або коли Сема вже немає на полі, гравець за Саурона негайно виграє партію.</translation>
    </message>
    <message>
        <source>The Sauron player&apos;s card is ignored (he must still play and discard a card).</source>
        <translation>Карта гравця за Саурона ігнорується (він однаково мусить зіграти й скинути карту).</translation>
    </message>
    <message>
        <source>The Sauron player&apos;s cards &quot;The Eye of Sauron&quot; and &quot;Magic&quot; are ignored.</source>
        <translation>Карти гравця за Саурона «Око Саурона» і «Магія» ігноруються.</translation>
    </message>
    <message>
        <source>The text of the opposing Fellowship hero is ignored. Aragorn can use his ability, because he applies it in the adjacent region, before the battle. Treebeard can use his ability to attack into Fangorn, because he applies it before the battle, but his strength does not rise to 6 in a battle in Fangorn against the Warg.</source>
        <translation>Текст героя Братства, що протистоїть Варґу, ігнорується. Араґорн може застосувати свою здібність, бо застосовує її на сусідній області, до битви. Деревобород може застосувати свою здібність, щоб атакувати у Фанґорн, бо застосовує її до битви, але його сила не зростає до 6 у битві у Фанґорні проти Варґа.</translation>
    </message>
    <message>
        <source>When attacking, after the heroes are revealed, may retreat backwards to an adjacent region. This does not count as an ordinary move; only at the start of the battle, before the cards are played.</source>
        <translation>Коли нападає, після розкриття героїв може відступити назад на сусідню область. Це не вважається звичайним ходом; лише на початку битви, до того як зіграно карти.</translation>
    </message>
    <message>
        <source>When attacking, may retreat sideways. This does not count as an ordinary move; only at the start of the battle, before the cards are played.</source>
        <translation>Коли нападає, може відступити вбік. Це не вважається звичайним ходом; лише на початку битви, до того як зіграно карти.</translation>
    </message>
    <message>
        <source>When attacking, strength = 6.</source>
        <translation>Коли нападають, сила = 6.</translation>
    </message>
    <message>
        <source>When defending, if there are no other Fellowship heroes in his region, may swap places with an adjacent Fellowship hero. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not sideways in the mountains. The new hero defends instead of Smeagol, and the new hero&apos;s text applies accordingly. When defending against the Orcs (classic version), may swap and stay unharmed.</source>
        <translation>Коли обороняється і в його області немає інших героїв Братства, може помінятися місцями з героєм Братства на сусідній області. Це не вважається звичайним ходом; лише на початку битви, до того як зіграно карти; не вбік у горах. Новий герой обороняється замість Смеаґола, і відповідно діє текст нового героя. Коли обороняється від Орків (класична версія), може помінятися місцями й лишитися неушкодженим.</translation>
    </message>
    <message>
        <source>When defending, strength = the strength of the enemy hero (if it is the Orcs (alternative version), strength = 6). Combat cards and the abilities of heroes such as Gandalf (alternative version) add strength as usual.</source>
        <translation>Коли обороняється, сила = силі ворожого героя (якщо це Орки (альтернативна версія), сила = 6). Бойові карти та здібності героїв, як-от Ґандальфа (альтернативна версія), додають силу як зазвичай.</translation>
    </message>
    <message>
        <source>When defending, you may decide that the battle is fought without combat cards.</source>
        <translation>Коли обороняється, можна вирішити, що битва відбудеться без бойових карт.</translation>
    </message>
</context>
<context>
    <name>confrontation.log</name>
    <message>
        <source>A Sauron hero is recalled from {frm} to Mordor.</source>
        <translation>Герой Саурона повертається з області {frm} до Мордору.</translation>
    </message>
    <message>
        <source>A hero of {side} moves from {frm} to {to} through the Moria tunnel.</source>
        <translation>{side}: герой переходить з області {frm} в область {to} тунелем Морії.</translation>
    </message>
    <message>
        <source>A hero of {side} moves from {frm} to {to}.</source>
        <translation>{side}: герой переходить з області {frm} в область {to}.</translation>
    </message>
    <message>
        <source>All combat cards are spent: both players take their cards back.</source>
        <translation>Усі бойові карти зіграно: кожен гравець забирає свої карти назад у руку.</translation>
    </message>
    <message>
        <source>Battle in {region}: {attacker} attacks {defender}.</source>
        <translation>Битва в області {region}: {attacker} {attacker:нападає|pl:нападають}, {defender} {defender:обороняється|pl:обороняються}.</translation>
    </message>
    <message>
        <source>Both players have chosen their heroes in secret.</source>
        <translation>Обидва гравці таємно вибрали своїх героїв.</translation>
    </message>
    <message>
        <source>Both players have chosen their special cards in secret.</source>
        <translation>Обидва гравці таємно вибрали свої спеціальні карти.</translation>
    </message>
    <message>
        <source>Cards revealed: the Fellowship plays {card}, Sauron plays {card2}.</source>
        <translation>Карти відкрито: у Братства {card}, у Саурона {card2}.</translation>
    </message>
    <message>
        <source>Crebain of Dunland reveal {hero} in {region} for the rest of the game.</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>«Кребайн із Дунленду»: {hero} (область {region}) — розкрито до кінця гри.</translation>
    </message>
    <message>
        <source>Gandalf is revealed to lend 1 strength.</source>
        <translation>Ґандальф розкривається і додає 1 до сили.</translation>
    </message>
    <message>
        <source>Handicap: {side} may use {cards}.</source>
        <translation>Фора: {side} може використати: {cards}.</translation>
    </message>
    <message>
        <source>Magic brings back {card}.</source>
        <translation>«Магія» повертає карту {card}.</translation>
    </message>
    <message>
        <source>Magic finds no discarded card: it has no strength and no effect.</source>
        <translation>«Магія» не знаходить скинутих карт: вона не має ні сили, ні ефекту.</translation>
    </message>
    <message>
        <source>Noble Sacrifice is cancelled by Sauron&apos;s Retreat.</source>
        <translation>«Відступ (вбік)» Саурона скасовує «Шляхетну жертву».</translation>
    </message>
    <message>
        <source>Palantir reveals {hero} in {region}.</source>
        <translation>«Палантир» розкриває героя: {hero} (область {region}).</translation>
    </message>
    <message>
        <source>Retreat (Sideways) is impossible; the card has no effect.</source>
        <translation>«Відступ (вбік)» неможливий: карта не має ефекту.</translation>
    </message>
    <message>
        <source>Saruman forces the Fellowship to show another card; {card} returns to the hand.</source>
        <translation>Саруман змушує Братство відкрити іншу карту; {card} повертається в руку.</translation>
    </message>
    <message>
        <source>Sauron must move the chosen hero in {region} next turn.</source>
        <translation>Наступного ходу Саурон мусить ходити вибраним героєм з області {region}.</translation>
    </message>
    <message>
        <source>Second game: the players swap sides.</source>
        <translation>Друга партія: гравці міняються сторонами.</translation>
    </message>
    <message>
        <source>Shelob returns to Gondor.</source>
        <translation>Шелоб повертається до Ґондору.</translation>
    </message>
    <message>
        <source>Smeagol swaps places with a Fellowship hero from {frm}.</source>
        <translation>Смеаґол міняється місцями з героєм Братства з області {frm}.</translation>
    </message>
    <message>
        <source>Strength: the Fellowship {n}, Sauron {n2}.</source>
        <translation>Сила: Братство {n}, Саурон {n2}.</translation>
    </message>
    <message>
        <source>The Balrog in Caradhras kills {hero} in the Moria tunnel.</source>
        <translation>{hero} {hero:гине|pl:гинуть} в тунелі Морії: Балроґ у Карадрасі.</translation>
    </message>
    <message>
        <source>The Eye of Sauron: the Fellowship&apos;s card is ignored.</source>
        <translation>«Око Саурона»: карта Братства ігнорується.</translation>
    </message>
    <message>
        <source>The Fellowship announces {n} special cards each.</source>
        <translation>Братство оголошує кількість спеціальних карт для кожного: {n}.</translation>
    </message>
    <message>
        <source>The Mouth of Sauron replaces his card with the 4 from the {source}.</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Речник Саурона замінює свою карту на «4» ({source}).</translation>
    </message>
    <message>
        <source>The heroes are placed. Sauron moves first.</source>
        <translation>Героїв розставлено. Першим ходить Саурон.</translation>
    </message>
    <message>
        <source>Wormtongue escapes backwards to {to}.</source>
        <translation>Червослов відступає назад в область {to}.</translation>
    </message>
    <message>
        <source>You chose the special cards {cards}.</source>
        <translation>Ви вибрали спеціальні карти: {cards}.</translation>
    </message>
    <message>
        <source>You field: {heroes}.</source>
        <translation>Ваші герої: {heroes}.</translation>
    </message>
    <message>
        <source>You place {hero} in {region}.</source>
        <translation>Ви ставите в область {region}: {hero}.</translation>
    </message>
    <message>
        <source>{hero} decides the battle is fought without cards.</source>
        <translation>{hero}: вирішено провести битву без карт.</translation>
    </message>
    <message>
        <source>{hero} dies.</source>
        <translation>{hero} {hero:гине|pl:гинуть}.</translation>
    </message>
    <message>
        <source>{hero} in {region} becomes the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{hero} в області {region} {hero:стає|pl:стають} Персненосцем.</translation>
    </message>
    <message>
        <source>{hero} is revealed beside Sam: Sam has strength 5.</source>
        <translation>{hero} {hero:розкривається|pl:розкриваються} поруч із Семом: сила Сема = 5.</translation>
    </message>
    <message>
        <source>{hero} is revealed in {region}.</source>
        <translation>{hero} {hero:розкривається|pl:розкриваються} в області {region}.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to} through the Moria tunnel.</source>
        <translation>{hero} {hero:переходить|pl:переходять} з області {frm} в область {to} тунелем Морії.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to}.</source>
        <translation>{hero} {hero:переходить|pl:переходять} з області {frm} в область {to}.</translation>
    </message>
    <message>
        <source>{hero} retreats from {frm} to {to}.</source>
        <translation>{hero} {hero:відступає|pl:відступають} з області {frm} в область {to}.</translation>
    </message>
    <message>
        <source>{hero} returns in Fangorn.</source>
        <translation>{hero} {hero:повертається|pl:повертаються} в гру у Фанґорні.</translation>
    </message>
    <message>
        <source>{hero} takes Frodo&apos;s place in the battle.</source>
        <translation>{hero} {hero:заступає|pl:заступають} Фродо в цій битві.</translation>
    </message>
    <message>
        <source>{side} cannot move.</source>
        <translation>{side} не може зробити хід.</translation>
    </message>
    <message>
        <source>{side} fields: {heroes}.</source>
        <translation>{side} виставляє: {heroes}.</translation>
    </message>
    <message>
        <source>{side} may use: {cards}.</source>
        <translation>{side} може використати: {cards}.</translation>
    </message>
    <message>
        <source>{side} plays {card}.</source>
        <translation>{side} грає карту {card}.</translation>
    </message>
    <message>
        <source>{side} plays {special}.</source>
        <translation>{side} грає спеціальну карту {special}.</translation>
    </message>
    <message>
        <source>{side} wins: {reason}. {n} points.</source>
        <translation>{side} перемагає: {reason}. Очки: {n}.</translation>
    </message>
</context>
<context>
    <name>confrontation.outcome</name>
    <message>
        <source>Frodo died</source>
        <translation>загинув Фродо</translation>
    </message>
    <message>
        <source>Frodo died and Sam is not on the board</source>
        <translation>загинув Фродо, а Сема на полі немає</translation>
    </message>
    <message>
        <source>Frodo died in battle against the Warg</source>
        <translation>Фродо загинув у битві проти Варґа</translation>
    </message>
    <message>
        <source>Frodo entered Mordor</source>
        <translation>Фродо зайшов у Мордор</translation>
    </message>
    <message>
        <source>Sam entered Mordor</source>
        <translation>Сем зайшов у Мордор</translation>
    </message>
    <message>
        <source>Sauron could not move</source>
        <translation>Саурон не зміг зробити хід</translation>
    </message>
    <message>
        <source>higher match score</source>
        <translation>більше очок у матчі</translation>
    </message>
    <message>
        <source>the Fellowship could not move</source>
        <translation>Братство не змогло зробити хід</translation>
    </message>
    <message>
        <source>the Ring-bearer Sam died</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>загинув Персненосець Сем</translation>
    </message>
    <message>
        <source>the Witch King entered the Shire</source>
        <translation>Король-Відьмак зайшов у Шир</translation>
    </message>
    <message>
        <source>the match is drawn</source>
        <translation>матч завершився внічию</translation>
    </message>
    <message>
        <source>three Sauron heroes stand in the Shire</source>
        <translation>у Ширі стоять 3 герої Саурона</translation>
    </message>
</context>
<context>
    <name>confrontation.reason</name>
    <message>
        <source>Frodo died</source>
        <translation>загинув Фродо</translation>
    </message>
    <message>
        <source>Frodo died and Sam is not on the board</source>
        <translation>загинув Фродо, а Сема на полі немає</translation>
    </message>
    <message>
        <source>Frodo died in battle against the Warg</source>
        <translation>Фродо загинув у битві проти Варґа</translation>
    </message>
    <message>
        <source>Frodo entered Mordor</source>
        <translation>Фродо зайшов у Мордор</translation>
    </message>
    <message>
        <source>Sam entered Mordor</source>
        <translation>Сем зайшов у Мордор</translation>
    </message>
    <message>
        <source>Sauron could not move</source>
        <translation>Саурон не зміг зробити хід</translation>
    </message>
    <message>
        <source>the Fellowship could not move</source>
        <translation>Братство не змогло зробити хід</translation>
    </message>
    <message>
        <source>the Ring-bearer Sam died</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>загинув Персненосець Сем</translation>
    </message>
    <message>
        <source>the Witch King entered the Shire</source>
        <translation>Король-Відьмак зайшов у Шир</translation>
    </message>
    <message>
        <source>three Sauron heroes stand in the Shire</source>
        <translation>у Ширі стоять 3 герої Саурона</translation>
    </message>
</context>
<context>
    <name>confrontation.refusal</name>
    <message>
        <source>A King Revealed cannot choose the Watcher once he is revealed.</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>«Явлення Короля» не може вибрати Вартового, якщо той уже розкритий.</translation>
    </message>
    <message>
        <source>A King Revealed must choose a Sauron hero that can move.</source>
        <translation>«Явлення Короля» має вибрати героя Саурона, який може зробити хід.</translation>
    </message>
    <message>
        <source>A King Revealed needs Aragorn on the board.</source>
        <translation>Для «Явлення Короля» потрібен Араґорн на полі.</translation>
    </message>
    <message>
        <source>A hero tile has two faces: classic and alternative.</source>
        <translation>Плитка героя має два боки: класичний і альтернативний.</translation>
    </message>
    <message>
        <source>After Shadowfax the same hero must move on, and {hero} could not.</source>
        <translation>Після «Тіньогрива» той самий герой має зробити ще один хід, а {hero} {hero:не зможе|pl:не зможуть}.</translation>
    </message>
    <message>
        <source>After The Dark of Mordor another hero must move, and none could.</source>
        <translation>Після «Темряви Мордору» має ходити інший герой, а жоден не зміг би.</translation>
    </message>
    <message>
        <source>After The Dark of Mordor you must move a different hero.</source>
        <translation>Після «Темряви Мордору» треба ходити іншим героєм.</translation>
    </message>
    <message>
        <source>Against the Warg the Fellowship hero&apos;s text does not count.</source>
        <translation>У битві з Варґом текст героя Братства не діє.</translation>
    </message>
    <message>
        <source>Announce a number from 0 to 4.</source>
        <translation>Оголосіть число від 0 до 4.</translation>
    </message>
    <message>
        <source>Aragorn may decide on a battle without cards only when he defends.</source>
        <translation>Араґорн може вирішити битися без карт, лише коли обороняється.</translation>
    </message>
    <message>
        <source>Choose the face of tile {tile} next.</source>
        <translation>Зараз вибирають бік плитки {tile}.</translation>
    </message>
    <message>
        <source>Choose {n} different special cards.</source>
        <translation>Виберіть різні спеціальні карти, усього {n}.</translation>
    </message>
    <message>
        <source>Frodo is revealed beside Sam only when Sam defends with Frodo beside him.</source>
        <translation>Фродо розкривають поруч із Семом, лише коли Сем обороняється, а Фродо стоїть з ним в одній області.</translation>
    </message>
    <message>
        <source>Frodo may retreat only when he defends.</source>
        <translation>Фродо може відступити, лише коли обороняється.</translation>
    </message>
    <message>
        <source>Gandalf cannot lend his strength in a battle against the Warg.</source>
        <translation>Ґандальф не може додати свою силу в битві проти Варґа.</translation>
    </message>
    <message>
        <source>Gandalf cannot lend his strength to a battle he fights himself.</source>
        <translation>Ґандальф не може додати свою силу, якщо сам нападає чи обороняється.</translation>
    </message>
    <message>
        <source>Gandalf lends his strength once the combat cards are played.</source>
        <translation>Ґандальф додає свою силу після того, як зіграно бойові карти.</translation>
    </message>
    <message>
        <source>Gandalf lends his strength only from the battle&apos;s region or one next to it.</source>
        <translation>Ґандальф додає свою силу, лише коли стоїть в області битви або в сусідній із нею.</translation>
    </message>
    <message>
        <source>Gandalf the White cannot be played while Fangorn holds two Fellowship heroes.</source>
        <translation>«Ґандальфа Білого» не можна зіграти, якщо у Фанґорні вже двоє героїв Братства.</translation>
    </message>
    <message>
        <source>Gandalf the White cannot be played while a Sauron hero is in Fangorn.</source>
        <translation>«Ґандальфа Білого» не можна зіграти, якщо у Фанґорні є герой Саурона.</translation>
    </message>
    <message>
        <source>Gandalf the White needs a dead Gandalf.</source>
        <translation>«Ґандальфа Білого» не можна зіграти, поки Ґандальф не загинув.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind cannot be played in a battle against the Warg.</source>
        <translation>«Ґвайгіра Володаря Вітрів» не можна зіграти в битві проти Варґа.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind is played at the start of a battle, before the heroes&apos; texts.</source>
        <translation>«Ґвайгір Володар Вітрів» грають на початку битви, до виконання текстів героїв.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind needs a region for {hero} to retreat to.</source>
        <translation>Для «Ґвайгіра Володаря Вітрів» потрібна область, куди {hero:може|pl:можуть} відступити {hero}.</translation>
    </message>
    <message>
        <source>Heroes&apos; texts are used before the combat cards are played.</source>
        <translation>Тексти героїв застосовують до того, як зіграно бойові карти.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>No hero may travel up the Anduin against its current.</source>
        <translation>Жоден герой не може рухатися Андуїном проти течії.</translation>
    </message>
    <message>
        <source>No moving sideways in the mountains.</source>
        <translation>У горах не можна рухатися вбік.</translation>
    </message>
    <message>
        <source>Only a revealed hero can be named as the defender; a hidden one is chosen at random.</source>
        <translation>Назвати оборонця можна, лише якщо він розкритий; закритого вибирають навмання.</translation>
    </message>
    <message>
        <source>Only a revealed hero can be named; a hidden one is chosen by its region.</source>
        <translation>Назвати можна лише розкритого героя; закритого вибирають за його областю.</translation>
    </message>
    <message>
        <source>Only the Balrog in Caradhras can kill a hero in the Moria tunnel.</source>
        <translation>Убити героя в тунелі Морії може лише Балроґ, що стоїть у Карадрасі.</translation>
    </message>
    <message>
        <source>Only the Mouth of Sauron can swap his card for the 4.</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Замінити свою карту на «4» може лише Речник Саурона.</translation>
    </message>
    <message>
        <source>Only the alternative Gandalf lends his strength.</source>
        <translation>Додати свою силу може лише Ґандальф (альтернативна версія).</translation>
    </message>
    <message>
        <source>Only the alternative Saruman can force another card.</source>
        <translation>Змусити відкрити іншу карту може лише Саруман (альтернативна версія).</translation>
    </message>
    <message>
        <source>Only {side} can do that.</source>
        <translation>Це може лише {side}.</translation>
    </message>
    <message>
        <source>Palantir cannot look into the Shire.</source>
        <translation>«Палантир» не може розкрити героїв у Широві.</translation>
    </message>
    <message>
        <source>Recall to Mordor and Crebain of Dunland are played after the Fellowship&apos;s turn.</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>«Повернення до Мордору» і «Кребайн із Дунленду» грають після ходу гравця Братства.</translation>
    </message>
    <message>
        <source>Recall to Mordor cannot be played while Mordor holds four Sauron heroes.</source>
        <translation>«Повернення до Мордору» не можна зіграти, якщо в Мордорі вже четверо героїв Саурона.</translation>
    </message>
    <message>
        <source>Recall to Mordor cannot be played while a Fellowship hero is in Mordor.</source>
        <translation>«Повернення до Мордору» не можна зіграти, якщо в Мордорі є герой Братства.</translation>
    </message>
    <message>
        <source>Sam takes Frodo&apos;s place only once in an attack.</source>
        <translation>Сем може заступити Фродо лише один раз за атаку.</translation>
    </message>
    <message>
        <source>Sam takes Frodo&apos;s place only when Frodo defends with Sam beside him.</source>
        <translation>Сем заступає Фродо, лише коли Фродо обороняється, а Сем стоїть з ним в одній області.</translation>
    </message>
    <message>
        <source>Saruman cannot force another card: the Fellowship has no other card.</source>
        <translation>Саруман не може змусити відкрити іншу карту: у гравця Братства немає іншої карти.</translation>
    </message>
    <message>
        <source>Saruman may force another card only once in a battle.</source>
        <translation>Саруман може змусити відкрити іншу карту лише один раз за битву.</translation>
    </message>
    <message>
        <source>Sauron heroes cannot use the Anduin.</source>
        <translation>Герої Саурона не можуть користуватися Андуїном.</translation>
    </message>
    <message>
        <source>Sauron heroes cannot use the Moria tunnel.</source>
        <translation>Герої Саурона не можуть користуватися тунелем Морії.</translation>
    </message>
    <message>
        <source>Smeagol may swap places only when he defends.</source>
        <translation>Смеаґол може помінятися місцями, лише коли обороняється.</translation>
    </message>
    <message>
        <source>Smeagol may swap places only when no other Fellowship hero is with him.</source>
        <translation>Смеаґол може помінятися місцями, лише якщо в його області немає інших героїв Братства.</translation>
    </message>
    <message>
        <source>Smeagol swaps only with a Fellowship hero in an adjacent region, never sideways in the mountains or along the Anduin.</source>
        <translation>Смеаґол міняється місцями лише з героєм Братства із сусідньої області, але не вбік у горах і не вздовж Андуїну.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Зараз це неможливо.</translation>
    </message>
    <message>
        <source>That is not possible now: a battle is being fought.</source>
        <translation>Зараз це неможливо: триває битва.</translation>
    </message>
    <message>
        <source>That is not possible now: that step of the setup is over.</source>
        <translation>Зараз це неможливо: цей етап підготовки вже минув.</translation>
    </message>
    <message>
        <source>That is not possible now: the heroes are not all on the board yet.</source>
        <translation>Зараз це неможливо: ще не всіх героїв розставлено.</translation>
    </message>
    <message>
        <source>That is not possible now: the setup is over.</source>
        <translation>Зараз це неможливо: підготовку до гри вже завершено.</translation>
    </message>
    <message>
        <source>That is not possible now: there is no battle.</source>
        <translation>Зараз це неможливо: битви немає.</translation>
    </message>
    <message>
        <source>That is not possible now: you must announce how many special cards each player gets.</source>
        <translation>Зараз це неможливо: треба оголосити, скільки спеціальних карт отримає кожен гравець.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose a face for each of your tiles.</source>
        <translation>Зараз це неможливо: треба вибрати бік для кожної своєї плитки.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose special cards.</source>
        <translation>Зараз це неможливо: треба вибрати спеціальні карти.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose the card Magic brings back.</source>
        <translation>Зараз це неможливо: треба вибрати карту, яку поверне «Магія».</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose the defender.</source>
        <translation>Зараз це неможливо: треба вибрати оборонця.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose where to retreat.</source>
        <translation>Зараз це неможливо: треба вибрати, куди відступити.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether Gandalf lends his strength.</source>
        <translation>Зараз це неможливо: треба вирішити, чи додасть Ґандальф свою силу.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether Wormtongue escapes.</source>
        <translation>Зараз це неможливо: треба вирішити, чи відступить Червослов.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to force another card.</source>
        <translation>Зараз це неможливо: треба вирішити, чи змушувати відкрити іншу карту.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to play Gwaihir the Wind.</source>
        <translation>Зараз це неможливо: треба вирішити, чи грати «Ґвайгір Володар Вітрів».</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to reveal the Balrog.</source>
        <translation>Зараз це неможливо: треба вирішити, чи розкривати Балроґа.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to swap for the 4.</source>
        <translation>Зараз це неможливо: треба вирішити, чи міняти карту на «4».</translation>
    </message>
    <message>
        <source>That is not possible now: you must move one of your heroes.</source>
        <translation>Зараз це неможливо: треба перемістити одного зі своїх героїв.</translation>
    </message>
    <message>
        <source>That is not possible now: you must place your heroes.</source>
        <translation>Зараз це неможливо: треба розставити своїх героїв.</translation>
    </message>
    <message>
        <source>That is not possible now: you must play Palantir or end the turn.</source>
        <translation>Зараз це неможливо: треба зіграти «Палантир» або завершити хід.</translation>
    </message>
    <message>
        <source>That is not possible now: you must play a combat card.</source>
        <translation>Зараз це неможливо: треба зіграти бойову карту.</translation>
    </message>
    <message>
        <source>That is not possible now: you must use your hero&apos;s text or pass.</source>
        <translation>Зараз це неможливо: треба застосувати текст свого героя або спасувати.</translation>
    </message>
    <message>
        <source>That is not possible now: {side} must decide first.</source>
        <translation>Зараз це неможливо: спершу вирішує {side}.</translation>
    </message>
    <message>
        <source>The 4 is not in your {source}.</source>
        <translation>Карти «4» тут немає ({source}).</translation>
    </message>
    <message>
        <source>The Moria tunnel leads only from Eregion to Fangorn.</source>
        <translation>Тунель Морії веде лише з Ереґіону до Фанґорну.</translation>
    </message>
    <message>
        <source>The Watcher, once revealed, can no longer move forward.</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>Вартовий, щойно розкрившись, більше не може рухатися вперед.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партію завершено.</translation>
    </message>
    <message>
        <source>There is no Fellowship hero in {region} to reveal.</source>
        <translation>В області {region} немає героїв Братства, яких можна розкрити.</translation>
    </message>
    <message>
        <source>There is no hero of that side in {region}.</source>
        <translation>В області {region} немає героїв цього боку.</translation>
    </message>
    <message>
        <source>There is no such action in this game.</source>
        <translation>У цій грі немає такої дії.</translation>
    </message>
    <message>
        <source>There is no such region.</source>
        <translation>Такої області немає.</translation>
    </message>
    <message>
        <source>This turn you must move {hero}.</source>
        <translation>Цього ходу {hero:має|pl:мають} ходити {hero}.</translation>
    </message>
    <message>
        <source>Under A King Revealed, Sauron may not skip his turn for a special card.</source>
        <translation>Через «Явлення Короля» гравець Саурона не може пропустити хід заради спеціальної карти.</translation>
    </message>
    <message>
        <source>Under A King Revealed, {hero} makes this turn&apos;s move: The Dark of Mordor must carry another hero.</source>
        <translation>Через «Явлення Короля» цього ходу {hero:має|pl:мають} ходити {hero}: «Темрява Мордору» має перемістити іншого героя.</translation>
    </message>
    <message>
        <source>Wormtongue escapes only into an empty region.</source>
        <translation>Червослов може відступити лише в порожню область.</translation>
    </message>
    <message>
        <source>Wormtongue may escape only when he is defeated.</source>
        <translation>Червослов може відступити, лише коли переможений.</translation>
    </message>
    <message>
        <source>You do not have {special}.</source>
        <translation>У вас немає карти {special}.</translation>
    </message>
    <message>
        <source>You have already chosen the faces of your tiles.</source>
        <translation>Ви вже вибрали боки своїх плиток.</translation>
    </message>
    <message>
        <source>You have already chosen your combat card for this battle.</source>
        <translation>Ви вже вибрали свою бойову карту для цієї битви.</translation>
    </message>
    <message>
        <source>You have already chosen your special cards.</source>
        <translation>Ви вже вибрали свої спеціальні карти.</translation>
    </message>
    <message>
        <source>You have already placed your heroes.</source>
        <translation>Ви вже розставили своїх героїв.</translation>
    </message>
    <message>
        <source>You have already played a special card before this move.</source>
        <translation>Перед цим ходом ви вже зіграли спеціальну карту.</translation>
    </message>
    <message>
        <source>Your card is already the 4.</source>
        <translation>Ваша карта й так «4».</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>партію завершено</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card}: цієї карти немає у вас у руці.</translation>
    </message>
    <message>
        <source>{card} is not one of your combat cards.</source>
        <translation>{card}: це не ваша бойова карта.</translation>
    </message>
    <message>
        <source>{card} is still in your hand: Magic brings back a discarded card.</source>
        <translation>{card}: ця карта ще у вас у руці, а «Магія» повертає карту зі скиду.</translation>
    </message>
    <message>
        <source>{card} was sent back by Saruman: you must show another card.</source>
        <translation>{card}: цю карту Саруман повернув вам у руку — треба відкрити іншу.</translation>
    </message>
    <message>
        <source>{hero} cannot be placed in {region}: four heroes go to your home corner and one to each region in front of it.</source>
        <translation>{hero}: не можна поставити в область {region} — чотирьох героїв ставлять у ваш кут і по одному в кожну область перед ним.</translation>
    </message>
    <message>
        <source>{hero} cannot move to {to} now.</source>
        <translation>{hero} зараз {hero:не може|pl:не можуть} перейти в область {to}.</translation>
    </message>
    <message>
        <source>{hero} cannot retreat into a region held by the enemy.</source>
        <translation>{hero} {hero:не може|pl:не можуть} відступити в область, де є вороги.</translation>
    </message>
    <message>
        <source>{hero} cannot retreat to {to}.</source>
        <translation>{hero} {hero:не може|pl:не можуть} відступити в область {to}.</translation>
    </message>
    <message>
        <source>{hero} goes from Eregion to Fangorn only through the Moria tunnel.</source>
        <translation>{hero} {hero:може|pl:можуть} пройти з Ереґіону до Фанґорну лише тунелем Морії.</translation>
    </message>
    <message>
        <source>{hero} is already in Mordor.</source>
        <translation>{hero} уже в Мордорі.</translation>
    </message>
    <message>
        <source>{hero} is not on the board.</source>
        <translation>{hero}: цього героя немає на полі.</translation>
    </message>
    <message>
        <source>{hero} is not one of your heroes.</source>
        <translation>{hero}: це не ваш герой.</translation>
    </message>
    <message>
        <source>{hero} may only move forward into an adjacent region, unless its text allows more.</source>
        <translation>{hero} {hero:може|pl:можуть} рухатися лише вперед на сусідню область, якщо текст героя не дозволяє більшого.</translation>
    </message>
    <message>
        <source>{hero} may retreat only when he attacks.</source>
        <translation>{hero} {hero:може відступити, лише коли нападає|pl:можуть відступити, лише коли нападають}.</translation>
    </message>
    <message>
        <source>{hero} must retreat backwards, and {to} is not an adjacent region behind.</source>
        <translation>{hero} {hero:може|pl:можуть} відступити лише назад, а {to} — не сусідня область позаду.</translation>
    </message>
    <message>
        <source>{hero} must retreat forwards, and {to} is not an adjacent region ahead.</source>
        <translation>{hero} {hero:може|pl:можуть} відступити лише вперед, а {to} — не сусідня область попереду.</translation>
    </message>
    <message>
        <source>{hero} must retreat sideways or backwards, and {to} is not an adjacent region beside or behind.</source>
        <translation>{hero} {hero:може|pl:можуть} відступити лише вбік або назад, а {to} — не сусідня область збоку чи позаду.</translation>
    </message>
    <message>
        <source>{hero} must retreat sideways, and {to} is not an adjacent region beside.</source>
        <translation>{hero} {hero:може|pl:можуть} відступити лише вбік, а {to} — не сусідня область збоку.</translation>
    </message>
    <message>
        <source>{hero}&apos;s text does not allow that.</source>
        <translation>{hero}: текст цього героя такого не дозволяє.</translation>
    </message>
    <message>
        <source>{special} cannot carry a hero into a region held by the enemy.</source>
        <translation>{special} не може перенести героя в область, де є вороги.</translation>
    </message>
    <message>
        <source>{special} carries a hero forward into an adjacent region.</source>
        <translation>{special} переносить героя лише вперед на сусідню область.</translation>
    </message>
    <message>
        <source>{special} has already been played: each special card is used once a game.</source>
        <translation>Карту {special} уже зіграно: кожну спеціальну карту використовують лише раз за партію.</translation>
    </message>
    <message>
        <source>{special} is not one of the cards you may choose.</source>
        <translation>{special}: цю карту вибрати не можна.</translation>
    </message>
    <message>
        <source>{special} is not one of your special cards.</source>
        <translation>{special} — не ваша спеціальна карта.</translation>
    </message>
    <message>
        <source>{to} already holds as many heroes of your side as it may.</source>
        <translation>В області {to} уже максимальна кількість ваших героїв.</translation>
    </message>
</context>
<context>
    <name>confrontation.region</name>
    <message>
        <source>Arthedain</source>
        <translation>Артедайн</translation>
    </message>
    <message>
        <source>Caradhras</source>
        <translation>Карадрас</translation>
    </message>
    <message>
        <source>Cardolan</source>
        <translation>Кардолан</translation>
    </message>
    <message>
        <source>Dagorlad</source>
        <translation>Даґорлад</translation>
    </message>
    <message>
        <source>Enedwaith</source>
        <extracomment>Ukrainian: spelt Еденвайт as the War of the Ring book spells it</extracomment>
        <translation>Еденвайт</translation>
    </message>
    <message>
        <source>Eregion</source>
        <translation>Ереґіон</translation>
    </message>
    <message>
        <source>Fangorn</source>
        <translation>Фанґорн</translation>
    </message>
    <message>
        <source>Gap of Rohan</source>
        <translation>Роганська Ущелина</translation>
    </message>
    <message>
        <source>Gondor</source>
        <translation>Ґондор</translation>
    </message>
    <message>
        <source>Mirkwood</source>
        <translation>Морок-ліс</translation>
    </message>
    <message>
        <source>Misty Mountains</source>
        <translation>Імлисті гори</translation>
    </message>
    <message>
        <source>Mordor</source>
        <translation>Мордор</translation>
    </message>
    <message>
        <source>Rhudaur</source>
        <translation>Рудаур</translation>
    </message>
    <message>
        <source>Rohan</source>
        <translation>Роган</translation>
    </message>
    <message>
        <source>The High Pass</source>
        <extracomment>Ukrainian: Високий Прохід as the War of the Ring book, not «перевал»</extracomment>
        <translation>Високий Прохід</translation>
    </message>
    <message>
        <source>The Shire</source>
        <translation>Шир</translation>
    </message>
</context>
<context>
    <name>confrontation.side</name>
    <message>
        <source>Fellowship</source>
        <translation>Братство</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Саурон</translation>
    </message>
    <message>
        <source>the Fellowship</source>
        <translation>Братство</translation>
    </message>
</context>
<context>
    <name>confrontation.special</name>
    <message>
        <source>A King Revealed</source>
        <translation>Явлення Короля</translation>
    </message>
    <message>
        <source>Crebain of Dunland</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>Кребайн із Дунленду</translation>
    </message>
    <message>
        <source>Gandalf the White</source>
        <translation>Ґандальф Білий</translation>
    </message>
    <message>
        <source>Gwaihir the Wind</source>
        <translation>Ґвайгір Володар Вітрів</translation>
    </message>
    <message>
        <source>Palantir</source>
        <translation>Палантир</translation>
    </message>
    <message>
        <source>Recall to Mordor</source>
        <translation>Повернення до Мордору</translation>
    </message>
    <message>
        <source>Shadowfax</source>
        <translation>Тіньогрив</translation>
    </message>
    <message>
        <source>The Dark of Mordor</source>
        <translation>Темрява Мордору</translation>
    </message>
</context>
<context>
    <name>confrontation.special_text</name>
    <message>
        <source>Play at any moment of your turn. Reveal all Fellowship heroes in one region other than the Shire; the Fellowship player may not shuffle the heroes in that region until the end of the current turn.</source>
        <translation>Грають у будь-який момент свого ходу. Розкрийте всіх героїв Братства в одній області, крім Ширу; гравець за Братство не може перемішувати героїв у цій області до кінця поточного ходу.</translation>
    </message>
    <message>
        <source>Play at the end of the Fellowship player&apos;s turn; you then skip your own turn. You may choose and reveal an enemy hero; it must stay revealed until the end of the game. If Gandalf was chosen and later dies and returns to play through the Special card &quot;Gandalf the White&quot;, the effect of &quot;Crebain of Dunland&quot; does not apply to the new Gandalf.</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>Грають наприкінці ходу гравця за Братство; тоді ви пропускаєте свій хід. Можна вибрати й розкрити ворожого героя; він мусить лишатися розкритим до кінця гри. Якщо було вибрано Ґандальфа, а згодом він гине й повертається в гру завдяки спеціальній карті «Ґандальф Білий», ефект «Кребайн із Дунленду» на нового Ґандальфа не діє.</translation>
    </message>
    <message>
        <source>Play at the end of the Fellowship player&apos;s turn; you then skip your own turn. You may move any 1 of your heroes to Mordor. Not allowed if Mordor already contains a Fellowship hero or 4 other Sauron heroes.</source>
        <translation>Грають наприкінці ходу гравця за Братство; тоді ви пропускаєте свій хід. Можна перемістити до Мордору будь-якого 1 зі своїх героїв. Не дозволено, якщо в Мордорі вже є герой Братства або 4 інші герої Саурона.</translation>
    </message>
    <message>
        <source>Play at the end of the Sauron player&apos;s turn; you then skip your own turn. You may return a dead Gandalf (either version) to play by placing him in Fangorn. Cannot be played if Fangorn already contains a Sauron hero or 2 other Fellowship heroes. Cannot be played if Gandalf has not died yet.</source>
        <translation>Грають наприкінці ходу гравця за Саурона; тоді ви пропускаєте свій хід. Можна повернути в гру загиблого Ґандальфа (будь-якої версії), поставивши його у Фанґорн. Не можна зіграти, якщо у Фанґорні вже є герой Саурона або 2 інші герої Братства. Не можна зіграти, якщо Ґандальф ще не загинув.</translation>
    </message>
    <message>
        <source>Play at the end of the Sauron player&apos;s turn; you then skip your own turn. You must reveal Aragorn to choose an enemy hero with which the Sauron player must move on his next turn (so the Sauron player cannot skip his next turn to play a Special card). The Watcher cannot be chosen if he is already revealed. Cannot be played if Aragorn has already died.</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>Грають наприкінці ходу гравця за Саурона; тоді ви пропускаєте свій хід. Ви мусите розкрити Араґорна, щоб вибрати ворожого героя, яким гравець за Саурона мусить ходити наступного ходу (отже, гравець за Саурона не може пропустити наступний хід, щоб зіграти спеціальну карту). Не можна вибрати Вартового, якщо його вже розкрито. Не можна зіграти, якщо Араґорн уже загинув.</translation>
    </message>
    <message>
        <source>Play at the start of a battle, before the hero texts are applied. For this battle only, the Fellowship hero&apos;s text is replaced with &quot;Immediately retreat sideways or backwards&quot;. Cannot be played in a battle against the Warg.</source>
        <translation>Грають на початку битви, до застосування текстів героїв. Лише на цю битву текст героя Братства замінюється на «Негайно відступити вбік або назад». Не можна зіграти в битві проти Варґа.</translation>
    </message>
    <message>
        <source>Play on your turn, before moving a hero. Move a Fellowship hero forward to an adjacent region that contains no Sauron heroes and does not hold the maximum number of Fellowship heroes (the move may go along the Anduin and through the Moria tunnel; as usual, the hero dies if the Sauron player reveals the Balrog in Caradhras). Then make your move as usual, but it must be made with this same hero.</source>
        <translation>Грають у свій хід перед переміщенням героя. Перемістіть героя Братства вперед на сусідню область, де немає героїв Саурона й немає максимальної кількості героїв Братства (можна рухатися вздовж Андуїну й тунелем Морії; як зазвичай, герой гине, якщо гравець за Саурона розкриває Балроґа в Карадрасі). Потім зробіть свій хід як зазвичай, але саме цим героєм.</translation>
    </message>
    <message>
        <source>Play on your turn, before moving a hero. Move a Sauron hero forward to an adjacent region that contains no Fellowship heroes and does not hold the maximum number of Sauron heroes. Then make your move as usual, but it must be made with a different hero. Cannot be used to move a revealed The Watcher forward.</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>Грають у свій хід перед переміщенням героя. Перемістіть героя Саурона вперед на сусідню область, де немає героїв Братства й немає максимальної кількості героїв Саурона. Потім зробіть свій хід як зазвичай, але іншим героєм. Не можна використати, щоб перемістити вперед розкритого Вартового.</translation>
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
        <translation>випадковий прихований оборонець</translation>
    </message>
    <message>
        <source>a hidden hero</source>
        <translation>прихований герой</translation>
    </message>
    <message>
        <source>alternative</source>
        <translation>альтернативна</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>класична</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>скид</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>рука</translation>
    </message>
    <message>
        <source>“{name}”</source>
        <translation>«{name}»</translation>
    </message>
</context>
<context>
    <name>lotr_coop.action</name>
    <message>
        <source>Ask {seat}</source>
        <translation>Запитати: {seat}</translation>
    </message>
    <message>
        <source>Call Gandalf</source>
        <translation>Покликати Ґандальфа</translation>
    </message>
    <message>
        <source>Choose the {track} track</source>
        <translation>Трек «{track}»</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Відмовитися</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Скинути «{card}»</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Draw two cards</source>
        <translation>Узяти дві карти</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Завершити хід</translation>
    </message>
    <message>
        <source>Give a {token} token</source>
        <translation>Віддати жетон «{token}»</translation>
    </message>
    <message>
        <source>Give it to {seat}</source>
        <translation>Віддати: {seat}</translation>
    </message>
    <message>
        <source>Give runes worth {value}</source>
        <translation>Віддати руни на {value}</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>Віддати «{card}»</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>Let {seat} act now</source>
        <translation>Передати слово: {seat}</translation>
    </message>
    <message>
        <source>Move one space left</source>
        <translation>Посунутися на поділку вліво</translation>
    </message>
    <message>
        <source>Pass {card}</source>
        <translation>Передати «{card}»</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Заплатити</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Зіграти «{card}»</translation>
    </message>
    <message>
        <source>Play {card} on the {track} track</source>
        <translation>Зіграти «{card}» на трек «{track}»</translation>
    </message>
    <message>
        <source>Prepare</source>
        <translation>Підготуватися</translation>
    </message>
    <message>
        <source>Put on the Ring</source>
        <translation>Надіти Перстень</translation>
    </message>
    <message>
        <source>Put the tiles back as {tiles}</source>
        <translation>Повернути жетони так: {tiles}</translation>
    </message>
    <message>
        <source>Resolve the tile</source>
        <translation>Розіграти жетон</translation>
    </message>
    <message>
        <source>Rest: draw two cards</source>
        <translation>Перепочинок: узяти дві карти</translation>
    </message>
    <message>
        <source>Rest: move one space left</source>
        <translation>Перепочинок: на поділку вліво</translation>
    </message>
    <message>
        <source>Reveal a story tile</source>
        <translation>Відкрити жетон історії</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Застосувати «{card}»</translation>
    </message>
    <message>
        <source>{action} (pay 5 runes)</source>
        <translation>{action} (руни на 5)</translation>
    </message>
    <message>
        <source>{action} ({use})</source>
        <translation>{action} ({use})</translation>
    </message>
    <message>
        <source>{action} for {target}</source>
        <translation>{action} — {target}</translation>
    </message>
    <message>
        <source>{action} on the {track} track</source>
        <translation>{action} на трек «{track}»</translation>
    </message>
    <message>
        <source>{action}: {target} passes a card to {to}</source>
        <translation>{action}: {target} передає карту, отримує {to}</translation>
    </message>
    <message>
        <source>{seat} pays</source>
        <translation>Платить {seat}</translation>
    </message>
    <message>
        <source>{seat} volunteers</source>
        <translation>Доброволець: {seat}</translation>
    </message>
</context>
<context>
    <name>lotr_coop.action_name</name>
    <message>
        <source>Council</source>
        <translation>Рада</translation>
    </message>
    <message>
        <source>Elrond</source>
        <translation>Елронд</translation>
    </message>
    <message>
        <source>Fellowship</source>
        <translation>Братство</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Ґаладріель</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Ґандальф</translation>
    </message>
    <message>
        <source>Nazgûl attack</source>
        <translation>Напад назґулів</translation>
    </message>
    <message>
        <source>Preparation</source>
        <translation>Підготовка</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Відновлення</translation>
    </message>
    <message>
        <source>Test of Galadriel</source>
        <translation>Випробування Ґаладріелі</translation>
    </message>
</context>
<context>
    <name>lotr_coop.action_text</name>
    <message>
        <source>Each player in turn, from the Ring-bearer clockwise, discards one friendship symbol or else rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кожен гравець по черзі, починаючи з Персненосця, скидає один символ дружби, інакше кидає кубик загрози.</translation>
    </message>
    <message>
        <source>Each player in turn, from the Ring-bearer, discards one star card or else rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кожен гравець по черзі, починаючи з Персненосця, скидає одну карту із зіркою, інакше кидає кубик загрози.</translation>
    </message>
    <message>
        <source>Each player in turn, from the Ring-bearer, may discard runes worth two to either draw two journey cards or move his hobbit one space left.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кожен гравець по черзі, починаючи з Персненосця, може скинути руни на 2, щоб узяти дві карти подорожі або посунути гобіта на поділку вліво.</translation>
    </message>
    <message>
        <source>Each player passes one card from his hand, face down, to the player on his left.</source>
        <translation>Кожен гравець передає одну карту з руки долілиць сусідові ліворуч.</translation>
    </message>
    <message>
        <source>Each player takes six journey cards into his hand.</source>
        <translation>Кожен гравець бере в руку шість карт подорожі.</translation>
    </message>
    <message>
        <source>One player discards two hiding symbols (two cards with one each, or one card with two; stars may stand in for them); otherwise Sauron moves one space.</source>
        <translation>Один гравець скидає два символи ухиляння (дві карти з одним або одну з двома; їх можуть замінити зірки), інакше Саурон посувається на поділку.</translation>
    </message>
    <message>
        <source>The Ring-bearer hands out the twelve Lothlórien legendary cards to the players.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець роздає гравцям дванадцять легендарних карт Лорієну.</translation>
    </message>
    <message>
        <source>The Ring-bearer may reveal four more journey cards and hand them out to the players as he likes; then he rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець може відкрити ще чотири карти подорожі й роздати їх гравцям на свій розсуд, а потім кидає кубик загрози.</translation>
    </message>
    <message>
        <source>The twelve Rivendell legendary cards are shared out among the players.</source>
        <translation>Дванадцять легендарних карт Рівенділу розподіляють між гравцями.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.card</name>
    <message>
        <source>Andúril</source>
        <translation>Андуріль</translation>
    </message>
    <message>
        <source>Aragorn</source>
        <translation>Араґорн</translation>
    </message>
    <message>
        <source>Army of the Dead</source>
        <translation>Армія Мертвих</translation>
    </message>
    <message>
        <source>Arwen</source>
        <translation>Арвен</translation>
    </message>
    <message>
        <source>Athelas</source>
        <translation>Ацелас</translation>
    </message>
    <message>
        <source>Boat</source>
        <translation>Човен</translation>
    </message>
    <message>
        <source>Book of Mazarbul</source>
        <translation>Книга Мазарбул</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Боромир</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Лук</translation>
    </message>
    <message>
        <source>Box of Earth</source>
        <translation>Скринька із землею</translation>
    </message>
    <message>
        <source>Brooch</source>
        <translation>Брошка</translation>
    </message>
    <message>
        <source>Elessar</source>
        <translation>Елессар</translation>
    </message>
    <message>
        <source>Elven Cloak</source>
        <translation>Ельфійський плащ</translation>
    </message>
    <message>
        <source>Elven Rope</source>
        <translation>Ельфійська мотузка</translation>
    </message>
    <message>
        <source>Faramir</source>
        <translation>Фарамір</translation>
    </message>
    <message>
        <source>Fighting (brown)</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Битва (коричн.)</translation>
    </message>
    <message>
        <source>Fighting (grey)</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Битва (сіра)</translation>
    </message>
    <message>
        <source>Friendship (brown)</source>
        <translation>Дружба (коричн.)</translation>
    </message>
    <message>
        <source>Friendship (grey)</source>
        <translation>Дружба (сіра)</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Ґаладріель</translation>
    </message>
    <message>
        <source>Galadriel&apos;s Belt</source>
        <translation>Пояс Ґаладріелі</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Ґандальф</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Staff</source>
        <translation>Посох Ґандальфа</translation>
    </message>
    <message>
        <source>Ghân-buri-Ghân</source>
        <translation>Ґан-бурі-Ґан</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Ґімлі</translation>
    </message>
    <message>
        <source>Glamdring</source>
        <translation>Ґламдрінґ</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Ґолум</translation>
    </message>
    <message>
        <source>Hiding (brown)</source>
        <translation>Ухиляння (коричн.)</translation>
    </message>
    <message>
        <source>Hiding (grey)</source>
        <translation>Ухиляння (сіра)</translation>
    </message>
    <message>
        <source>Joker (brown)</source>
        <translation>Джокер (коричн.)</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Леґолас</translation>
    </message>
    <message>
        <source>Lembas</source>
        <translation>Лембас</translation>
    </message>
    <message>
        <source>Miruvor</source>
        <translation>Мірувор</translation>
    </message>
    <message>
        <source>Mithril Coat</source>
        <translation>Мітрилова кольчуга</translation>
    </message>
    <message>
        <source>Phial of Galadriel</source>
        <translation>Фіал Ґаладріелі</translation>
    </message>
    <message>
        <source>Pipe</source>
        <translation>Люлька</translation>
    </message>
    <message>
        <source>Riders of Rohan</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours</extracomment>
        <translation>Вершники Рогану</translation>
    </message>
    <message>
        <source>Shadowfax</source>
        <translation>Тіньогрив</translation>
    </message>
    <message>
        <source>Sting</source>
        <translation>Жало</translation>
    </message>
    <message>
        <source>Théoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Теоден</translation>
    </message>
    <message>
        <source>Travelling (brown)</source>
        <translation>Рух (коричн.)</translation>
    </message>
    <message>
        <source>Travelling (grey)</source>
        <translation>Рух (сіра)</translation>
    </message>
    <message>
        <source>Éomer</source>
        <translation>Еомер</translation>
    </message>
    <message>
        <source>Éowyn</source>
        <translation>Еовін</translation>
    </message>
</context>
<context>
    <name>lotr_coop.card_text</name>
    <message>
        <source>A player who lacks one or more life tokens takes no penalty for them. Use it for any player at the end of an adventure or at one of the Mordor events.</source>
        <translation>Гравець, якому бракує жетонів життя, не отримує за це штрафу. Застосовується до будь-якого гравця наприкінці пригоди або під час події в Мордорі.</translation>
    </message>
    <message>
        <source>A triple joker (three stars). Use it to pay a penalty or to move the progress marker of one activity track; either way, whoever used it must roll the threat die right afterwards. If it is discarded for any other reason, so that its stars are not used, no roll is made.</source>
        <translation>Потрійний джокер (три зірки): оплата штрафу або хід маркера просування одним треком. В обох випадках той, хто її застосував, одразу кидає кубик загрози. Якщо карту скинуто з іншої причини і зірки не використано, кубик не кидають.</translation>
    </message>
    <message>
        <source>Any player may discard as many cards as he likes, then draws journey cards until he holds six.</source>
        <translation>Будь-який гравець може скинути скільки завгодно карт, а потім добрати карти подорожі до шести в руці.</translation>
    </message>
    <message>
        <source>Any player may ignore the result of one threat roll (play it after the roll). It may be used at the Crack of Doom. When a hobbit puts on the Ring, it does not change how many spaces the progress marker moves.</source>
        <translation>Будь-який гравець може знехтувати одним кидком загрози (після кидка). Можна застосувати біля Розколини Недолі. Коли гобіт надягає Перстень, карта не змінює кількість поділок, на які посувається маркер.</translation>
    </message>
    <message>
        <source>Any player may move his hobbit one space left on the corruption track, if possible.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Будь-який гравець може посунути свого гобіта на поділку вліво треком спокуси, якщо це можливо.</translation>
    </message>
    <message>
        <source>Cancels a Meagre Choice or a Retreat story tile: the Fellowship discards no cards or tokens and the event marker does not move on. It does not work on Relentless Time.</source>
        <translation>Скасовує жетон історії «Убогий вибір» або «Відступ»: Братство нічого не скидає, маркер подій не посувається. На «Невблаганний час» не діє.</translation>
    </message>
    <message>
        <source>Lets any player pass one card from his hand to any other player.</source>
        <translation>Будь-який гравець може передати одну карту з руки будь-якому іншому гравцеві.</translation>
    </message>
    <message>
        <source>Play it for the active player when he is about to reveal the next story tile: he reveals none and goes straight on to playing cards. It spares him revealing story tiles for one turn.</source>
        <translation>Зіграйте, коли активний гравець має відкрити наступний жетон історії: він не відкриває його й одразу переходить до розіграшу карт. Звільняє від відкриття жетонів на один хід.</translation>
    </message>
    <message>
        <source>Play it on any player who has to roll the threat die: he does not roll. It may be used at the Crack of Doom, but not for a hobbit who is putting on the Ring.</source>
        <translation>Зіграйте на будь-якого гравця, який має кинути кубик загрози: він не кидає. Можна застосувати біля Розколини Недолі, але не для гобіта, що надягає Перстень.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.event</name>
    <message>
        <source>A stone in the well</source>
        <translation>Камінь у криниці</translation>
    </message>
    <message>
        <source>Battle of the Pelennor Fields</source>
        <translation>Битва на Пеленорських полях</translation>
    </message>
    <message>
        <source>Faces of the Dead</source>
        <translation>Обличчя Мертвих</translation>
    </message>
    <message>
        <source>Fly, you fools!</source>
        <translation>Тікайте, дурні!</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Ґолум</translation>
    </message>
    <message>
        <source>Orcs attack the gate</source>
        <translation>Орки штурмують ворота</translation>
    </message>
    <message>
        <source>Orcs conquer Helm&apos;s Deep</source>
        <translation>Орки захоплюють Гельмів Яр</translation>
    </message>
    <message>
        <source>Orcs storm forward</source>
        <translation>Натиск орків</translation>
    </message>
    <message>
        <source>Riders of Rohan</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours</extracomment>
        <translation>Вершники Рогану</translation>
    </message>
    <message>
        <source>Sam saves Frodo</source>
        <translation>Сем рятує Фродо</translation>
    </message>
    <message>
        <source>Shelob appears</source>
        <translation>З&apos;являється Шелоб</translation>
    </message>
    <message>
        <source>Shelob attacks</source>
        <translation>Шелоб нападає</translation>
    </message>
    <message>
        <source>Speak, friend, and enter</source>
        <translation>Скажи, друже, і заходь</translation>
    </message>
    <message>
        <source>Surrounded by dark forces</source>
        <translation>В оточенні темних сил</translation>
    </message>
    <message>
        <source>The Forbidden Pool</source>
        <translation>Заборонене озеро</translation>
    </message>
    <message>
        <source>The Lord of the Nazgûl attacks</source>
        <translation>Володар назґулів нападає</translation>
    </message>
    <message>
        <source>The Lord of the Nazgûl searches for the Ring</source>
        <translation>Володар назґулів шукає Перстень</translation>
    </message>
    <message>
        <source>The Mouth of Sauron</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Речник Саурона</translation>
    </message>
    <message>
        <source>The Ring is mine!</source>
        <translation>Перстень мій!</translation>
    </message>
    <message>
        <source>The Watcher in the Water</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>Вартовий у Воді</translation>
    </message>
    <message>
        <source>The fire of Orthanc</source>
        <translation>Вогонь Ортанка</translation>
    </message>
    <message>
        <source>The orcs attack</source>
        <translation>Напад орків</translation>
    </message>
    <message>
        <source>Trapped!</source>
        <translation>Пастка!</translation>
    </message>
    <message>
        <source>Wormtongue unmasked</source>
        <translation>Червослова викрито</translation>
    </message>
</context>
<context>
    <name>lotr_coop.event_text</name>
    <message>
        <source>Each player discards one heart life token; otherwise he rolls the threat die and discards two cards.</source>
        <translation>Кожен гравець скидає жетон серця, інакше кидає кубик загрози й скидає дві карти.</translation>
    </message>
    <message>
        <source>Each player discards one hiding symbol; otherwise that player rolls the threat die.</source>
        <translation>Кожен гравець скидає один символ ухиляння, інакше кидає кубик загрози.</translation>
    </message>
    <message>
        <source>Each player discards one star card; otherwise that player must discard runes worth three.</source>
        <translation>Кожен гравець скидає одну карту із зіркою, інакше мусить скинути руни на 3.</translation>
    </message>
    <message>
        <source>Each player discards one sun life token; otherwise he rolls the threat die and discards two cards.</source>
        <translation>Кожен гравець скидає жетон сонця, інакше кидає кубик загрози й скидає дві карти.</translation>
    </message>
    <message>
        <source>Each player may discard runes worth three to either draw two journey cards or move his hobbit one space left.</source>
        <translation>Кожен гравець може скинути руни на 3, щоб узяти дві карти подорожі або посунути гобіта на поділку вліво.</translation>
    </message>
    <message>
        <source>If the Friendship track is complete, the active player takes the Riders of Rohan card; otherwise Sauron moves one space and the Ring-bearer rolls the threat die.</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours; Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Якщо трек дружби пройдено, активний гравець бере карту «Вершники Рогану», інакше Саурон посувається на поділку, а Персненосець кидає кубик загрози.</translation>
    </message>
    <message>
        <source>If the first part of the Travelling track is complete, each player draws one journey card; otherwise Sauron moves two spaces.</source>
        <translation>Якщо першу частину треку руху пройдено, кожен гравець бере карту подорожі, інакше Саурон посувається на дві поділки.</translation>
    </message>
    <message>
        <source>One player discards one friendship and one fighting symbol; otherwise the Helm&apos;s Deep legendary cards not yet taken leave the game.</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Один гравець скидає символ дружби й символ битви, інакше ще не взяті легендарні карти Гельмового Яру виходять із гри.</translation>
    </message>
    <message>
        <source>One player discards runes worth five, and then each player draws one journey card; otherwise Sauron moves two spaces.</source>
        <translation>Один гравець скидає руни на 5, і тоді кожен гравець бере карту подорожі, інакше Саурон посувається на дві поділки.</translation>
    </message>
    <message>
        <source>One player discards the Éowyn card, and then each player draws one journey card; otherwise each player rolls the threat die.</source>
        <translation>Один гравець скидає карту «Еовін», і тоді кожен гравець бере карту подорожі, інакше кожен гравець кидає кубик загрози.</translation>
    </message>
    <message>
        <source>One player moves his hobbit three spaces right; otherwise each player rolls the threat die.</source>
        <translation>Один гравець посуває свого гобіта на три поділки вправо, інакше кожен гравець кидає кубик загрози.</translation>
    </message>
    <message>
        <source>Reveal the top journey card. The Ring-bearer may discard three symbols matching it (only stars if it is a joker) to move his hobbit one space left; otherwise each player rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Відкрийте верхню карту подорожі. Персненосець може скинути три такі самі символи (якщо це джокер — лише зірки) й посунути гобіта на поділку вліво, інакше кожен кидає кубик загрози.</translation>
    </message>
    <message>
        <source>Reveal the top journey card. The active player discards two symbols matching it (only stars if it is a joker); otherwise each player rolls the threat die.</source>
        <translation>Відкрийте верхню карту подорожі. Активний гравець скидає два такі самі символи (якщо це джокер — лише зірки), інакше кожен гравець кидає кубик загрози.</translation>
    </message>
    <message>
        <source>Reveal the top journey card. The active player may discard two symbols matching it (only stars if it is a joker) and then takes the Pipe; otherwise Sauron moves one space and the next event follows at once.</source>
        <translation>Відкрийте верхню карту подорожі. Активний гравець може скинути два такі самі символи (якщо це джокер — лише зірки) й узяти «Люльку», інакше Саурон посувається на поділку й одразу настає наступна подія.</translation>
    </message>
    <message>
        <source>Sauron moves two spaces. Unless the whole Travelling track is complete, the Ring-bearer also rolls the threat die twice.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Саурон посувається на дві поділки. Якщо трек руху пройдено не повністю, Персненосець ще й двічі кидає кубик загрози.</translation>
    </message>
    <message>
        <source>The Eye of Sauron finds the Ring: Sauron wins at once. Gandalf&apos;s Magic cannot cancel this event.</source>
        <translation>Око Саурона знаходить Перстень: Саурон одразу перемагає. «Магія» Ґандальфа не може скасувати цю подію.</translation>
    </message>
    <message>
        <source>The active player rolls the threat die twice; otherwise Sauron moves two spaces.</source>
        <translation>Активний гравець двічі кидає кубик загрози, інакше Саурон посувається на дві поділки.</translation>
    </message>
    <message>
        <source>The group discards five fighting symbols; otherwise Sauron moves two spaces.</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Загін скидає п&apos;ять символів битви, інакше Саурон посувається на дві поділки.</translation>
    </message>
    <message>
        <source>The group discards one friendship symbol and one star; otherwise Sauron moves one space.</source>
        <translation>Загін скидає символ дружби й зірку, інакше Саурон посувається на поділку.</translation>
    </message>
    <message>
        <source>The group discards one heart, one sun and one Ring life token; otherwise Sauron moves two spaces.</source>
        <translation>Загін скидає жетони серця, сонця й Персня, інакше Саурон посувається на дві поділки.</translation>
    </message>
    <message>
        <source>The group discards seven cards of any kind; otherwise Sauron moves three spaces.</source>
        <translation>Загін скидає сім будь-яких карт, інакше Саурон посувається на три поділки.</translation>
    </message>
    <message>
        <source>The group discards seven fighting symbols; otherwise Sauron moves three spaces.</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Загін скидає сім символів битви, інакше Саурон посувається на три поділки.</translation>
    </message>
    <message>
        <source>The group may discard runes worth seven; if it does, the active player takes Gollum and every other player draws two journey cards. Nothing happens otherwise.</source>
        <translation>Загін може скинути руни на 7; тоді активний гравець бере «Ґолума», а кожен інший гравець — дві карти подорожі. Інакше нічого не відбувається.</translation>
    </message>
    <message>
        <source>Unless the Travelling and Hiding tracks are both complete, Sauron moves two spaces and the Ring-bearer rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Якщо хоча б один із треків руху й ухиляння не пройдено, Саурон посувається на дві поділки, а Персненосець кидає кубик загрози.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.face</name>
    <message>
        <source>Blank</source>
        <translation>Порожня грань</translation>
    </message>
    <message>
        <source>Eye of Sauron</source>
        <translation>Око Саурона</translation>
    </message>
    <message>
        <source>One ring</source>
        <translation>Один перстень</translation>
    </message>
    <message>
        <source>Three rings</source>
        <translation>Три персні</translation>
    </message>
    <message>
        <source>Two cards</source>
        <translation>Дві карти</translation>
    </message>
    <message>
        <source>Two rings</source>
        <translation>Два персні</translation>
    </message>
</context>
<context>
    <name>lotr_coop.face_text</name>
    <message>
        <source>Nothing happens.</source>
        <translation>Нічого не відбувається.</translation>
    </message>
    <message>
        <source>Sauron moves one space left on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Саурон посувається на поділку вліво треком спокуси.</translation>
    </message>
    <message>
        <source>The roller discards two cards from his hand.</source>
        <translation>Той, хто кидав, скидає дві карти з руки.</translation>
    </message>
    <message>
        <source>The roller&apos;s hobbit moves one space right on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Гобіт того, хто кидав, посувається на поділку вправо треком спокуси.</translation>
    </message>
    <message>
        <source>The roller&apos;s hobbit moves three spaces right on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Гобіт того, хто кидав, посувається на три поділки вправо треком спокуси.</translation>
    </message>
    <message>
        <source>The roller&apos;s hobbit moves two spaces right on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Гобіт того, хто кидав, посувається на дві поділки вправо треком спокуси.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.gandalf</name>
    <message>
        <source>Foresight</source>
        <translation>Передбачення</translation>
    </message>
    <message>
        <source>Guidance</source>
        <translation>Настанова</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Зцілення</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Магія</translation>
    </message>
    <message>
        <source>Persistence</source>
        <translation>Стійкість</translation>
    </message>
</context>
<context>
    <name>lotr_coop.gandalf_text</name>
    <message>
        <source>The active player chooses a hobbit (his own is allowed); that hobbit moves two spaces left on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Активний гравець вибирає гобіта (можна свого); той посувається на дві поділки вліво треком спокуси.</translation>
    </message>
    <message>
        <source>The active player chooses a player (himself is allowed); that player draws four journey cards.</source>
        <translation>Активний гравець вибирає гравця (можна себе); той бере чотири карти подорожі.</translation>
    </message>
    <message>
        <source>The active player may look at the top three story tiles and put them back on the stack in any order he likes.</source>
        <translation>Активний гравець може переглянути три верхні жетони історії й повернути їх у стос у будь-якому порядку.</translation>
    </message>
    <message>
        <source>The active player may use this card as if he had just played or discarded a card with two stars (jokers).</source>
        <translation>Активний гравець може застосувати цю карту так, ніби щойно зіграв або скинув карту з двома зірками (джокерами).</translation>
    </message>
    <message>
        <source>When the event marker moves onto the next event, ignore that event. If it was the adventure&apos;s last event, the adventure is over. It cannot prevent defeat by cancelling the last event in Mordor.</source>
        <translation>Коли маркер подій переходить на наступну подію, знехтуйте нею. Якщо це остання подія пригоди, пригоду завершено. Не може запобігти поразці, скасувавши останню подію в Мордорі.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.hobbit</name>
    <message>
        <source>Fatty</source>
        <translation>Фатті</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Фродо</translation>
    </message>
    <message>
        <source>Merry</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Меріадок</translation>
    </message>
    <message>
        <source>Pippin</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Переґрін</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Сем</translation>
    </message>
</context>
<context>
    <name>lotr_coop.hobbit_text</name>
    <message>
        <source>Fatty may draw two extra journey cards from the journey deck after each adventure.</source>
        <translation>Фатті може брати дві додаткові карти з колоди подорожі після кожної пригоди.</translation>
    </message>
    <message>
        <source>For Frodo every brown journey card is a joker.</source>
        <translation>Для Фродо будь-яка коричнева карта подорожі — джокер.</translation>
    </message>
    <message>
        <source>Merry needs one life token fewer at the end of each adventure: with one life token he moves one space right on the corruption track, with none he moves two.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок; The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Меріадокові наприкінці пригоди треба на один жетон життя менше: з одним жетоном він посувається на поділку вправо треком спокуси, без жетонів — на дві.</translation>
    </message>
    <message>
        <source>Pippin may play two cards of the same colour in his turn, instead of one brown and one grey like everyone else.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Переґрін може зіграти за хід дві карти одного кольору, а не одну коричневу й одну сіру, як усі інші.</translation>
    </message>
    <message>
        <source>Sam&apos;s loyalty shields him from temptation: when a threat roll would move him right on the corruption track, he moves only one space; when a threat roll would make him discard two cards, he discards only one.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Вірність Сема захищає його від спокуси: якщо кидок загрози посуває його вправо треком спокуси, він проходить лише одну поділку; якщо треба скинути дві карти, він скидає одну.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.location</name>
    <message>
        <source>Bag End</source>
        <translation>Торба-на-Кручі</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep</source>
        <translation>Гельмів Яр</translation>
    </message>
    <message>
        <source>Lothlórien</source>
        <translation>Лорієн</translation>
    </message>
    <message>
        <source>Mordor</source>
        <translation>Мордор</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Морія</translation>
    </message>
    <message>
        <source>Rivendell</source>
        <translation>Рівенділ</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair</source>
        <translation>Лігво Шелоб</translation>
    </message>
</context>
<context>
    <name>lotr_coop.log</name>
    <message>
        <source>Athelas spares {hobbit} the penalty.</source>
        <translation>«Ацелас»: {hobbit} уникає штрафу.</translation>
    </message>
    <message>
        <source>Event: {event}.</source>
        <translation>Подія: «{event}».</translation>
    </message>
    <message>
        <source>Gandalf: {card}.</source>
        <translation>Ґандальф: «{card}».</translation>
    </message>
    <message>
        <source>Magic: the event {event} is ignored.</source>
        <translation>«Магія»: подією «{event}» знехтувано.</translation>
    </message>
    <message>
        <source>No one pays for {label}</source>
        <translation>Ніхто не платить за «{label}»</translation>
    </message>
    <message>
        <source>Nobody volunteers.</source>
        <translation>Добровольців немає.</translation>
    </message>
    <message>
        <source>Relay: {hobbit} takes up the burden of the Ring.</source>
        <translation>Естафета: тягар Персня бере на себе {hobbit}.</translation>
    </message>
    <message>
        <source>Sanctuary action: {action}.</source>
        <translation>Дія прихистку: «{action}».</translation>
    </message>
    <message>
        <source>Sauron moves {n} towards the hobbits, to space {pos}.</source>
        <translation>Саурон наближається до гобітів на {n} (поділка {pos}).</translation>
    </message>
    <message>
        <source>Story tiles, top first: {tiles}.</source>
        <translation>Жетони історії згори донизу: {tiles}.</translation>
    </message>
    <message>
        <source>The Fellowship could not pay for {label}</source>
        <translation>Братство не змогло заплатити за «{label}»</translation>
    </message>
    <message>
        <source>The Fellowship does not pay for {label}</source>
        <translation>Братство не платить за «{label}»</translation>
    </message>
    <message>
        <source>The Fellowship reaches {location}.</source>
        <translation>Братство прибуває: {location}.</translation>
    </message>
    <message>
        <source>The Fellowship sets out from {location}.</source>
        <translation>{location} позаду: Братство вирушає далі.</translation>
    </message>
    <message>
        <source>The Ring is laid on the Crack of Doom; nobody bears it any more.</source>
        <translation>Перстень покладено біля Розколини Недолі; тепер його ніхто не несе.</translation>
    </message>
    <message>
        <source>The Ring moves a marker {n} spaces.</source>
        <translation>Перстень посуває маркер на {n}.</translation>
    </message>
    <message>
        <source>The adventure in {location} begins.</source>
        <translation>Починається пригода: {location}.</translation>
    </message>
    <message>
        <source>The adventure in {location} is over.</source>
        <translation>Пригоду завершено: {location}.</translation>
    </message>
    <message>
        <source>The adventure is over; the event {event} does not happen.</source>
        <translation>Пригоду завершено; подія «{event}» не відбувається.</translation>
    </message>
    <message>
        <source>The adventure is over; the tile {tile} is not resolved.</source>
        <translation>Пригоду завершено; жетон «{tile}» не розігрується.</translation>
    </message>
    <message>
        <source>The cards {cards} leave the game.</source>
        <translation>З гри виходять карти: {cards}.</translation>
    </message>
    <message>
        <source>The event marker moves to {event}.</source>
        <translation>Маркер подій переходить на «{event}».</translation>
    </message>
    <message>
        <source>The game is over: {reason}</source>
        <translation>Партію завершено: {reason}</translation>
    </message>
    <message>
        <source>The journey deck is empty: the discard pile is shuffled into a new deck; {n} legendary and Gandalf cards leave the game.</source>
        <translation>Колода подорожі скінчилася: скид перетасовано в нову колоду; легендарні карти й карти Ґандальфа виходять із гри ({n}).</translation>
    </message>
    <message>
        <source>The main track is complete.</source>
        <translation>Головний трек пройдено.</translation>
    </message>
    <message>
        <source>The result {face} is ignored.</source>
        <translation>Результатом «{face}» знехтувано.</translation>
    </message>
    <message>
        <source>The top journey card is revealed: {card}.</source>
        <translation>Відкрито верхню карту подорожі: «{card}».</translation>
    </message>
    <message>
        <source>The top story tiles are {tiles}.</source>
        <translation>Верхні жетони історії: {tiles}.</translation>
    </message>
    <message>
        <source>The {track} marker moves {n} to space {pos}.</source>
        <translation>Маркер треку «{track}» посувається на {n} (поділка {pos}).</translation>
    </message>
    <message>
        <source>Travelling and Hiding are complete: nothing happens.</source>
        <translation>Рух і ухиляння пройдено: нічого не відбувається.</translation>
    </message>
    <message>
        <source>{card} protects {hobbit}.</source>
        <translation>{hobbit} під захистом: «{card}».</translation>
    </message>
    <message>
        <source>{hobbit} becomes the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{hobbit} стає Персненосцем.</translation>
    </message>
    <message>
        <source>{hobbit} calls Gandalf.</source>
        <translation>{hobbit} кличе Ґандальфа.</translation>
    </message>
    <message>
        <source>{hobbit} calls Gandalf: Guidance counts as two stars</source>
        <translation>{hobbit} кличе Ґандальфа: «Настанова» рахується за дві зірки</translation>
    </message>
    <message>
        <source>{hobbit} cannot pay and dies.</source>
        <translation>{hobbit} не може заплатити й гине.</translation>
    </message>
    <message>
        <source>{hobbit} cannot pay {label}</source>
        <translation>{hobbit} не може заплатити за «{label}»</translation>
    </message>
    <message>
        <source>{hobbit} chooses a card to pass.</source>
        <translation>{hobbit} вибирає карту для передачі.</translation>
    </message>
    <message>
        <source>{hobbit} declines the Preparation.</source>
        <translation>{hobbit} відмовляється від «Підготовки».</translation>
    </message>
    <message>
        <source>{hobbit} declines.</source>
        <translation>{hobbit} відмовляється.</translation>
    </message>
    <message>
        <source>{hobbit} discards a {token} token</source>
        <translation>{hobbit} скидає жетон «{token}»</translation>
    </message>
    <message>
        <source>{hobbit} discards {card}.</source>
        <translation>{hobbit} скидає «{card}».</translation>
    </message>
    <message>
        <source>{hobbit} does not pay for {label}</source>
        <translation>{hobbit} не платить за «{label}»</translation>
    </message>
    <message>
        <source>{hobbit} does not roll the threat die.</source>
        <translation>{hobbit} не кидає кубик загрози.</translation>
    </message>
    <message>
        <source>{hobbit} draws a gold rune worth {n}.</source>
        <translation>{hobbit} тягне золоту руну номіналом {n}.</translation>
    </message>
    <message>
        <source>{hobbit} draws a gold rune.</source>
        <translation>{hobbit} тягне золоту руну.</translation>
    </message>
    <message>
        <source>{hobbit} draws {cards}.</source>
        <translation>{hobbit} бере карти: {cards}.</translation>
    </message>
    <message>
        <source>{hobbit} draws {n} journey cards.</source>
        <translation>{hobbit} бере карти подорожі: {n}.</translation>
    </message>
    <message>
        <source>{hobbit} gets {card}.</source>
        <translation>{hobbit} отримує «{card}».</translation>
    </message>
    <message>
        <source>{hobbit} is already on space 0 and cannot move left.</source>
        <translation>{hobbit} уже на поділці 0 і не може посунутися вліво.</translation>
    </message>
    <message>
        <source>{hobbit} is caught by Sauron and dies.</source>
        <translation>{hobbit} потрапляє до рук Саурона й гине.</translation>
    </message>
    <message>
        <source>{hobbit} is dealt {cards}.</source>
        <translation>{hobbit} отримує карти: {cards}.</translation>
    </message>
    <message>
        <source>{hobbit} is dealt {n} {location} cards.</source>
        <translation>{hobbit} отримує карти ({location}): {n}.</translation>
    </message>
    <message>
        <source>{hobbit} lacks {n} life tokens.</source>
        <translation>{hobbit}: бракує жетонів життя — {n}.</translation>
    </message>
    <message>
        <source>{hobbit} looks at the top {n} story tiles.</source>
        <translation>{hobbit} переглядає верхні жетони історії ({n}).</translation>
    </message>
    <message>
        <source>{hobbit} moves {n} left on the corruption track, to space {pos}.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>{hobbit} посувається вліво треком спокуси на {n} (поділка {pos}).</translation>
    </message>
    <message>
        <source>{hobbit} moves {n} right on the corruption track, to space {pos}.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>{hobbit} посувається вправо треком спокуси на {n} (поділка {pos}).</translation>
    </message>
    <message>
        <source>{hobbit} passes a card to {other}.</source>
        <translation>{hobbit} передає карту, отримує {other}.</translation>
    </message>
    <message>
        <source>{hobbit} passes {card} to {other}.</source>
        <translation>{hobbit} передає «{card}», отримує {other}.</translation>
    </message>
    <message>
        <source>{hobbit} plays {card} on the {track} track.</source>
        <translation>{hobbit} грає «{card}» на трек «{track}».</translation>
    </message>
    <message>
        <source>{hobbit} plays {card}.</source>
        <translation>{hobbit} грає «{card}».</translation>
    </message>
    <message>
        <source>{hobbit} puts on the Ring.</source>
        <translation>{hobbit} надіває Перстень.</translation>
    </message>
    <message>
        <source>{hobbit} puts the story tiles back.</source>
        <translation>{hobbit} повертає жетони історії в стос.</translation>
    </message>
    <message>
        <source>{hobbit} receives {card} from {other}.</source>
        <translation>{hobbit} отримує «{card}» (віддав: {other}).</translation>
    </message>
    <message>
        <source>{hobbit} remains the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{hobbit} залишається Персненосцем.</translation>
    </message>
    <message>
        <source>{hobbit} rests and draws two cards.</source>
        <translation>{hobbit} робить перепочинок і бере дві карти.</translation>
    </message>
    <message>
        <source>{hobbit} rests and moves one space left.</source>
        <translation>{hobbit} робить перепочинок і посувається на поділку вліво.</translation>
    </message>
    <message>
        <source>{hobbit} reveals the story tile {tile}.</source>
        <translation>{hobbit} відкриває жетон історії «{tile}».</translation>
    </message>
    <message>
        <source>{hobbit} rolls the threat die: {face}.</source>
        <translation>{hobbit} кидає кубик загрози: {face}.</translation>
    </message>
    <message>
        <source>{hobbit} sets {item} aside</source>
        <translation>{hobbit} відкладає: {item}</translation>
    </message>
    <message>
        <source>{hobbit} spends runes worth {n}.</source>
        <translation>{hobbit} витрачає руни на {n}.</translation>
    </message>
    <message>
        <source>{hobbit} takes a rune.</source>
        <translation>{hobbit} отримує руну.</translation>
    </message>
    <message>
        <source>{hobbit} takes a {token} token.</source>
        <translation>{hobbit} отримує жетон «{token}».</translation>
    </message>
    <message>
        <source>{hobbit} takes runes worth {n}.</source>
        <translation>{hobbit} отримує руни на {n}.</translation>
    </message>
    <message>
        <source>{hobbit} takes {card}.</source>
        <translation>{hobbit} бере «{card}».</translation>
    </message>
    <message>
        <source>{hobbit} tries to cast the Ring into the fire.</source>
        <translation>{hobbit} намагається кинути Перстень у вогонь.</translation>
    </message>
    <message>
        <source>{hobbit} volunteers.</source>
        <translation>{hobbit} зголошується добровольцем.</translation>
    </message>
    <message>
        <source>{hobbit} will pass {card}.</source>
        <translation>{hobbit} передасть «{card}».</translation>
    </message>
    <message>
        <source>{hobbit} will pay for {label}</source>
        <translation>{hobbit} заплатить за «{label}»</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s turn.</source>
        <translation>Ходить {hobbit}.</translation>
    </message>
    <message>
        <source>{label} is paid</source>
        <translation>«{label}» оплачено</translation>
    </message>
    <message>
        <source>{tile} has no effect.</source>
        <translation>«{tile}» не діє.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.outcome</name>
    <message>
        <source>Every hero died at the Crack of Doom; the Ring was not destroyed.</source>
        <translation>Усі герої загинули біля Розколини Недолі; Перстень не знищено.</translation>
    </message>
    <message>
        <source>The Ring has twisted its bearer, who goes over to Sauron.</source>
        <translation>Перстень спотворив свого носія, і той переходить на бік Саурона.</translation>
    </message>
    <message>
        <source>The Ring is destroyed in the Crack of Doom.</source>
        <translation>Перстень знищено в Розколині Недолі.</translation>
    </message>
    <message>
        <source>The Ring is mine! Sauron has found the Ring.</source>
        <translation>«Перстень мій!» Саурон знайшов Перстень.</translation>
    </message>
    <message>
        <source>The Ring is mine! Sauron has won.</source>
        <translation>«Перстень мій!» Саурон переміг.</translation>
    </message>
    <message>
        <source>The Ring-bearer has fallen.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець загинув.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.prompt</name>
    <message>
        <source>Sauron&apos;s Will: who volunteers to move two spaces right?</source>
        <translation>Воля Саурона: хто добровільно посунеться на дві поділки вправо?</translation>
    </message>
    <message>
        <source>{hobbit} is about to take a missing life-token penalty: play Athelas?</source>
        <translation>{hobbit} отримає штраф за брак жетонів життя: зіграти «Ацелас»?</translation>
    </message>
    <message>
        <source>{hobbit} may act now</source>
        <translation>{hobbit} може діяти</translation>
    </message>
    <message>
        <source>{hobbit} must roll the threat die: play Galadriel&apos;s Belt?</source>
        <translation>{hobbit} має кинути кубик загрози: зіграти «Пояс Ґаладріелі»?</translation>
    </message>
    <message>
        <source>{hobbit} rolled {face}: play the Mithril coat to ignore it?</source>
        <translation>{hobbit} викинув «{face}»: зіграти «Мітрилову кольчугу» й знехтувати кидком?</translation>
    </message>
    <message>
        <source>{hobbit}: call Gandalf before {event}?</source>
        <translation>{hobbit}: покликати Ґандальфа до події «{event}»?</translation>
    </message>
    <message>
        <source>{hobbit}: choose a track to move {n}</source>
        <translation>{hobbit}: виберіть трек, щоб посунути маркер на {n}</translation>
    </message>
    <message>
        <source>{hobbit}: discard any cards, then draw up to 6</source>
        <translation>{hobbit}: скиньте будь-які карти й доберіть до 6</translation>
    </message>
    <message>
        <source>{hobbit}: discard {n} cards</source>
        <translation>{hobbit}: скиньте карти ({n})</translation>
    </message>
    <message>
        <source>{hobbit}: draw 2 journey cards or move 1 left ({label})</source>
        <translation>{hobbit}: узяти 2 карти подорожі чи посунутися на 1 вліво («{label}»)</translation>
    </message>
    <message>
        <source>{hobbit}: give {need} for {label}</source>
        <translation>{hobbit}: внесіть плату за «{label}» ({need})</translation>
    </message>
    <message>
        <source>{hobbit}: move 3 right for {event}?</source>
        <translation>{hobbit}: посунутися на 3 вправо («{event}»)?</translation>
    </message>
    <message>
        <source>{hobbit}: pass one card to the next player</source>
        <translation>{hobbit}: передайте одну карту наступному гравцеві</translation>
    </message>
    <message>
        <source>{hobbit}: play cards or rest</source>
        <translation>{hobbit}: зіграйте карти або зробіть перепочинок</translation>
    </message>
    <message>
        <source>{hobbit}: put the story tiles back in any order (top first)</source>
        <translation>{hobbit}: поверніть жетони історії в будь-якому порядку (згори донизу)</translation>
    </message>
    <message>
        <source>{hobbit}: resolve the tile {tile}</source>
        <translation>{hobbit}: розіграйте жетон «{tile}»</translation>
    </message>
    <message>
        <source>{hobbit}: reveal 4 journey cards to hand out, then roll the threat die?</source>
        <translation>{hobbit}: відкрити 4 карти подорожі для роздачі, а потім кинути кубик загрози?</translation>
    </message>
    <message>
        <source>{hobbit}: reveal a story tile</source>
        <translation>{hobbit}: відкрийте жетон історії</translation>
    </message>
    <message>
        <source>{hobbit}: roll twice, or Sauron moves 2 ({event})</source>
        <translation>{hobbit}: кинути кубик двічі, інакше Саурон посунеться на 2 («{event}»)</translation>
    </message>
    <message>
        <source>{hobbit}: the event {event} is coming: call Gandalf (Magic)?</source>
        <translation>{hobbit}: настає подія «{event}»: покликати Ґандальфа («Магія»)?</translation>
    </message>
    <message>
        <source>{hobbit}: volunteer to move two spaces right for Sauron&apos;s Will?</source>
        <translation>{hobbit}: зголоситися посунутися на дві поділки вправо («Воля Саурона»)?</translation>
    </message>
    <message>
        <source>{hobbit}: which Gandalf card, and how?</source>
        <translation>{hobbit}: яку карту Ґандальфа і як застосувати?</translation>
    </message>
    <message>
        <source>{hobbit}: which card do you pass to {other}?</source>
        <translation>{hobbit}: яку карту отримає {other}?</translation>
    </message>
    <message>
        <source>{hobbit}: who gets {card}?</source>
        <translation>{hobbit}: хто отримає «{card}»?</translation>
    </message>
    <message>
        <source>{hobbit}: who moves 3 right for {event}?</source>
        <translation>{hobbit}: хто посунеться на 3 вправо («{event}»)?</translation>
    </message>
    <message>
        <source>{hobbit}: who pays {need} for {label}?</source>
        <translation>{hobbit}: хто платить за «{label}» ({need})?</translation>
    </message>
    <message>
        <source>{hobbit}: will the Fellowship pay {need} for {label}?</source>
        <translation>{hobbit}: Братство платить за «{label}» ({need})?</translation>
    </message>
    <message>
        <source>{location}: next, {action}</source>
        <translation>{location}: далі — «{action}»</translation>
    </message>
</context>
<context>
    <name>lotr_coop.refusal</name>
    <message>
        <source>A card played from the hand moves one track only: its stars cannot be split.</source>
        <translation>Карта, розіграна з руки, рухає маркер лише на одному треку: її зірки не можна розділити.</translation>
    </message>
    <message>
        <source>Calling Gandalf needs runes worth {cost}; {hobbit} has {runes}.</source>
        <translation>Щоб покликати Ґандальфа, потрібні руни на {cost}; у гравця {hobbit} — на {runes}.</translation>
    </message>
    <message>
        <source>Epic cards are not played in the card step; use them as free actions.</source>
        <translation>Легендарні карти епосу не розігруються як звичайні карти: їх застосовують будь-коли.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>No Gandalf card can help now.</source>
        <translation>Зараз жодна карта Ґандальфа не може допомогти.</translation>
    </message>
    <message>
        <source>Only the Ring-bearer can put on the Ring.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Надіти Перстень може лише Персненосець.</translation>
    </message>
    <message>
        <source>That does not lower what is still to be paid.</source>
        <translation>Це не зменшує того, що ще треба сплатити.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Зараз це неможливо.</translation>
    </message>
    <message>
        <source>That is not possible now: choose a Gandalf card.</source>
        <translation>Зараз це неможливо: виберіть карту Ґандальфа.</translation>
    </message>
    <message>
        <source>That is not possible now: choose a track.</source>
        <translation>Зараз це неможливо: виберіть трек.</translation>
    </message>
    <message>
        <source>That is not possible now: choose the card to give.</source>
        <translation>Зараз це неможливо: виберіть карту, яку віддаєте.</translation>
    </message>
    <message>
        <source>That is not possible now: decide whether Athelas is played.</source>
        <translation>Зараз це неможливо: вирішіть, чи грати «Ацелас».</translation>
    </message>
    <message>
        <source>That is not possible now: decide whether Galadriel&apos;s Belt is played.</source>
        <translation>Зараз це неможливо: вирішіть, чи грати «Пояс Ґаладріелі».</translation>
    </message>
    <message>
        <source>That is not possible now: decide whether the Mithril coat is played.</source>
        <translation>Зараз це неможливо: вирішіть, чи грати «Мітрилову кольчугу».</translation>
    </message>
    <message>
        <source>That is not possible now: discard a card.</source>
        <translation>Зараз це неможливо: скиньте карту.</translation>
    </message>
    <message>
        <source>That is not possible now: discard cards, then draw up to six.</source>
        <translation>Зараз це неможливо: скиньте карти, потім доберіть до шести.</translation>
    </message>
    <message>
        <source>That is not possible now: draw two cards or move one space left.</source>
        <translation>Зараз це неможливо: візьміть дві карти або посуньтеся на поділку ліворуч.</translation>
    </message>
    <message>
        <source>That is not possible now: give what the payment needs, or stop.</source>
        <translation>Зараз це неможливо: віддайте те, що потрібно для сплати, або зупиніться.</translation>
    </message>
    <message>
        <source>That is not possible now: go on with the next sanctuary action.</source>
        <translation>Зараз це неможливо: перейдіть до наступної дії прихистку.</translation>
    </message>
    <message>
        <source>That is not possible now: pass one card to the next player.</source>
        <translation>Зараз це неможливо: передайте одну карту наступному гравцеві.</translation>
    </message>
    <message>
        <source>That is not possible now: put the story tiles back in order.</source>
        <translation>Зараз це неможливо: поверніть жетони історії у вибраному порядку.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether Gandalf is called before the event.</source>
        <translation>Зараз це неможливо: скажіть, чи кличуть Ґандальфа перед подією.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether the Fellowship pays.</source>
        <translation>Зараз це неможливо: скажіть, чи платить Братство.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you call Gandalf before the event.</source>
        <translation>Зараз це неможливо: скажіть, чи кличете ви Ґандальфа перед подією.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you move three spaces right.</source>
        <translation>Зараз це неможливо: скажіть, чи посуваєтеся ви на три поділки праворуч.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you prepare.</source>
        <translation>Зараз це неможливо: скажіть, чи готуєтеся ви.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you roll twice.</source>
        <translation>Зараз це неможливо: скажіть, чи кидаєте ви кубик двічі.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you volunteer for Sauron&apos;s Will.</source>
        <translation>Зараз це неможливо: скажіть, чи зголошуєтеся ви добровольцем («Воля Саурона»).</translation>
    </message>
    <message>
        <source>That is not possible now: say who gets the card.</source>
        <translation>Зараз це неможливо: скажіть, хто отримає карту.</translation>
    </message>
    <message>
        <source>That is not possible now: say who moves three spaces right.</source>
        <translation>Зараз це неможливо: скажіть, хто посунеться на три поділки праворуч.</translation>
    </message>
    <message>
        <source>That is not possible now: say who pays.</source>
        <translation>Зараз це неможливо: скажіть, хто платить.</translation>
    </message>
    <message>
        <source>That is not possible now: say who volunteers for Sauron&apos;s Will.</source>
        <translation>Зараз це неможливо: назвіть добровольця («Воля Саурона»).</translation>
    </message>
    <message>
        <source>That is not possible now: the active player must reveal a story tile.</source>
        <translation>Зараз це неможливо: активний гравець має відкрити жетон історії.</translation>
    </message>
    <message>
        <source>That is not possible now: the active player plays cards, rests or ends the turn.</source>
        <translation>Зараз це неможливо: активний гравець грає карти, робить перепочинок або завершує хід.</translation>
    </message>
    <message>
        <source>That is not possible now: the story tile must be resolved.</source>
        <translation>Зараз це неможливо: треба розіграти жетон історії.</translation>
    </message>
    <message>
        <source>That is not possible now: use a free action or say you are done.</source>
        <translation>Зараз це неможливо: застосуйте вільну дію або натисніть «Готово».</translation>
    </message>
    <message>
        <source>That is not possible now: {hobbit} must decide first.</source>
        <translation>Зараз це неможливо: спершу вирішує {hobbit}.</translation>
    </message>
    <message>
        <source>That is not possible now: {hobbit} must give you the floor first.</source>
        <translation>Зараз це неможливо: спершу {hobbit} має передати вам слово.</translation>
    </message>
    <message>
        <source>That player is not in the game.</source>
        <translation>Цього гравця немає в грі.</translation>
    </message>
    <message>
        <source>That track is not on this board.</source>
        <translation>На цьому полі немає такого треку.</translation>
    </message>
    <message>
        <source>The Ring can only be put on during an adventure.</source>
        <translation>Надіти Перстень можна лише під час пригоди.</translation>
    </message>
    <message>
        <source>The Ring has already been used in this adventure.</source>
        <translation>Перстень уже надівали в цій пригоді.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партію завершено.</translation>
    </message>
    <message>
        <source>The {track} track is complete.</source>
        <translation>Трек «{track}» уже пройдено.</translation>
    </message>
    <message>
        <source>There is no such action in this game.</source>
        <translation>У цій грі немає такої дії.</translation>
    </message>
    <message>
        <source>There is no track now: this is not an adventure.</source>
        <translation>Зараз треків немає: це не пригода.</translation>
    </message>
    <message>
        <source>There is no {track} track on this board.</source>
        <translation>На цьому полі немає треку «{track}».</translation>
    </message>
    <message>
        <source>You cannot rest after playing a card this turn.</source>
        <translation>Не можна зробити перепочинок, якщо цього ходу вже зіграно карту.</translation>
    </message>
    <message>
        <source>You have already played a brown card this turn.</source>
        <translation>Ви вже зіграли коричневу карту цього ходу.</translation>
    </message>
    <message>
        <source>You have already played a grey card this turn.</source>
        <translation>Ви вже зіграли сіру карту цього ходу.</translation>
    </message>
    <message>
        <source>You have already played two cards this turn.</source>
        <translation>Ви вже зіграли дві карти цього ходу.</translation>
    </message>
    <message>
        <source>You have already rested this turn.</source>
        <translation>Ви вже робили перепочинок цього ходу.</translation>
    </message>
    <message>
        <source>Your hobbit is already on space 0.</source>
        <translation>Ваш гобіт уже на поділці 0.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>партію завершено</translation>
    </message>
    <message>
        <source>{card} cannot be played now.</source>
        <translation>«{card}» зараз зіграти не можна.</translation>
    </message>
    <message>
        <source>{card} cannot be played: it has no symbols.</source>
        <translation>«{card}» не можна зіграти: на карті немає символів.</translation>
    </message>
    <message>
        <source>{card} is not an epic card.</source>
        <translation>«{card}» — не легендарна карта епосу.</translation>
    </message>
    <message>
        <source>{card} shows no {track} symbol.</source>
        <translation>На карті «{card}» немає символу «{track}».</translation>
    </message>
    <message>
        <source>{gandalf} cannot be used now.</source>
        <translation>«{gandalf}» зараз застосувати не можна.</translation>
    </message>
    <message>
        <source>{gandalf} has already been used: each Gandalf card is used once a game.</source>
        <translation>«{gandalf}» уже застосовано: кожну карту Ґандальфа можна використати лише раз за партію.</translation>
    </message>
    <message>
        <source>{hobbit} cannot be chosen now.</source>
        <translation>Зараз не можна вибрати гравця {hobbit}.</translation>
    </message>
    <message>
        <source>{hobbit} cannot be given the floor now.</source>
        <translation>Зараз не можна передати слово гравцеві {hobbit}.</translation>
    </message>
    <message>
        <source>{hobbit} has no such card to discard.</source>
        <translation>{hobbit}: такої карти для скидання немає.</translation>
    </message>
    <message>
        <source>{hobbit} has no such card.</source>
        <translation>{hobbit}: такої карти немає.</translation>
    </message>
    <message>
        <source>{hobbit} has runes worth only {runes}.</source>
        <translation>У гравця {hobbit} руни лише на {runes}.</translation>
    </message>
    <message>
        <source>{hobbit} is no longer in the game.</source>
        <translation>{hobbit} уже вибув із гри.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.tile</name>
    <message>
        <source>Fighting</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Битва</translation>
    </message>
    <message>
        <source>Friendship</source>
        <translation>Дружба</translation>
    </message>
    <message>
        <source>Hiding</source>
        <translation>Ухиляння</translation>
    </message>
    <message>
        <source>Meagre Choice</source>
        <translation>Убогий вибір</translation>
    </message>
    <message>
        <source>Relentless Time</source>
        <translation>Невблаганний час</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Відступ</translation>
    </message>
    <message>
        <source>Ring&apos;s Influence</source>
        <translation>Вплив Персня</translation>
    </message>
    <message>
        <source>Sauron&apos;s Will</source>
        <translation>Воля Саурона</translation>
    </message>
    <message>
        <source>Travelling</source>
        <translation>Рух</translation>
    </message>
</context>
<context>
    <name>lotr_coop.tile_text</name>
    <message>
        <source>A volunteer moves his hobbit two spaces right on the corruption track; otherwise Sauron moves one space towards the hobbits. Then reveal the next tile.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Доброволець посуває свого гобіта на дві поділки вправо треком спокуси, інакше Саурон посувається на поділку до гобітів. Потім відкрийте наступний жетон.</translation>
    </message>
    <message>
        <source>If the Fellowship together discards a card, a life token of any kind and a rune, nothing happens; otherwise it is as Relentless Time. Either way, then reveal the next tile.</source>
        <translation>Якщо Братство спільно скине карту, будь-який жетон життя й руну, нічого не станеться, інакше — як «Невблаганний час». Потім відкрийте наступний жетон.</translation>
    </message>
    <message>
        <source>If the Fellowship together discards three cards, nothing happens; otherwise it is as Relentless Time. Either way, then reveal the next tile.</source>
        <translation>Якщо Братство спільно скине три карти, нічого не станеться, інакше — як «Невблаганний час». Потім відкрийте наступний жетон.</translation>
    </message>
    <message>
        <source>Move the event marker to the next space of the event track and resolve that event. Then reveal the next tile.</source>
        <translation>Посуньте маркер подій на наступну поділку треку подій і розіграйте подію. Потім відкрийте наступний жетон.</translation>
    </message>
    <message>
        <source>Move the fighting progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Посуньте маркер битви на поділку й виконайте її дію; розвиток історії завершується. Якщо такого треку немає або його пройдено, посуньте будь-який інший маркер.</translation>
    </message>
    <message>
        <source>Move the friendship progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</source>
        <translation>Посуньте маркер дружби на поділку й виконайте її дію; розвиток історії завершується. Якщо такого треку немає або його пройдено, посуньте будь-який інший маркер.</translation>
    </message>
    <message>
        <source>Move the hiding progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</source>
        <translation>Посуньте маркер ухиляння на поділку й виконайте її дію; розвиток історії завершується. Якщо такого треку немає або його пройдено, посуньте будь-який інший маркер.</translation>
    </message>
    <message>
        <source>Move the travelling progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</source>
        <translation>Посуньте маркер руху на поділку й виконайте її дію; розвиток історії завершується. Якщо такого треку немає або його пройдено, посуньте будь-який інший маркер.</translation>
    </message>
    <message>
        <source>The Ring-bearer moves his hobbit one space right on the corruption track. Then reveal the next tile.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Персненосець посуває свого гобіта на поділку вправо треком спокуси. Потім відкрийте наступний жетон.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.track</name>
    <message>
        <source>Battle against the wolves, the orcs and the Balrog</source>
        <translation>Бій із вовками, орками й Балроґом</translation>
    </message>
    <message>
        <source>Battle of Helm&apos;s Deep</source>
        <translation>Битва за Гельмів Яр</translation>
    </message>
    <message>
        <source>Fight against Shelob</source>
        <translation>Сутичка із Шелоб</translation>
    </message>
    <message>
        <source>Fighting</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Битва</translation>
    </message>
    <message>
        <source>Find new allies</source>
        <translation>Пошук нових союзників</translation>
    </message>
    <message>
        <source>Flee to the exit of Moria</source>
        <translation>Втеча до виходу з Морії</translation>
    </message>
    <message>
        <source>Friendship</source>
        <translation>Дружба</translation>
    </message>
    <message>
        <source>Henneth Annûn</source>
        <translation>Геннет-Аннун</translation>
    </message>
    <message>
        <source>Hiding</source>
        <translation>Ухиляння</translation>
    </message>
    <message>
        <source>King Théoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Король Теоден</translation>
    </message>
    <message>
        <source>Long march along the Dead Marshes, the plains of ash, Ithilien and the stairs of Cirith Ungol</source>
        <translation>Довгий шлях Мертвими Болотами, попелястими рівнинами, Ітіліеном і сходами Кіріт-Унґолу</translation>
    </message>
    <message>
        <source>March towards Mordor to distract Sauron</source>
        <translation>Похід на Мордор, щоб відволікти Саурона</translation>
    </message>
    <message>
        <source>Quietly advance through Moria</source>
        <translation>Тихо пробратися крізь Морію</translation>
    </message>
    <message>
        <source>Riders of Rohan reinforce Helm&apos;s Deep; Arrival of the Ents</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours</extracomment>
        <translation>Вершники Рогану поспішають до Гельмового Яру; прихід ентів</translation>
    </message>
    <message>
        <source>Siege of Minas Tirith</source>
        <translation>Облога Мінас-Тіріту</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Зірка</translation>
    </message>
    <message>
        <source>Struggle up Mount Doom to destroy the Ring</source>
        <translation>Сходження на Судну Гору, щоб знищити Перстень</translation>
    </message>
    <message>
        <source>Travelling</source>
        <translation>Рух</translation>
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
        <translation>Перстень</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Саурон</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричнева</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>карти</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>експертний</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелена</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>сіра</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>серце</translation>
    </message>
    <message>
        <source>introductory</source>
        <translation>ознайомчий</translation>
    </message>
    <message>
        <source>life token</source>
        <translation>жетон життя</translation>
    </message>
    <message>
        <source>runes</source>
        <translation>руни</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>стандартний</translation>
    </message>
    <message>
        <source>star</source>
        <translation>зірка</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>сонце</translation>
    </message>
    <message>
        <source>the Fellowship</source>
        <translation>Братство</translation>
    </message>
    <message>
        <source>{n} {thing}</source>
        <translation>{thing}: {n}</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.card</name>
    <message>
        <source>A Host Avails Little</source>
        <translation>Мало користі з війська</translation>
    </message>
    <message>
        <source>A Ranger&apos;s Versatility</source>
        <translation>Винахідливість слідопита</translation>
    </message>
    <message>
        <source>A Talent for Not Being Seen</source>
        <translation>Талант бути непомітним</translation>
    </message>
    <message>
        <source>A Wizard Is Never Late</source>
        <translation>Маг ніколи не спізнюється</translation>
    </message>
    <message>
        <source>Albert Dreary</source>
        <translation>Альберт Дрірі</translation>
    </message>
    <message>
        <source>Alive and Unspoiled</source>
        <translation>Живими й неушкодженими</translation>
    </message>
    <message>
        <source>All Blades Perish</source>
        <translation>Усі клинки гинуть</translation>
    </message>
    <message>
        <source>All Thought Bent on It</source>
        <translation>Усі думки про нього</translation>
    </message>
    <message>
        <source>All Veils Removed</source>
        <translation>Усі покрови зняті</translation>
    </message>
    <message>
        <source>An Able Guide</source>
        <translation>Вправний провідник</translation>
    </message>
    <message>
        <source>Ancient Chieftain</source>
        <translation>Стародавній вождь</translation>
    </message>
    <message>
        <source>Ancient Enmity</source>
        <translation>Давня ворожнеча</translation>
    </message>
    <message>
        <source>Anduin Banks</source>
        <translation>Береги Андуїну</translation>
    </message>
    <message>
        <source>Anduin Confluence</source>
        <translation>Злиття Андуїну</translation>
    </message>
    <message>
        <source>Anduin Wilderland</source>
        <translation>Дикі землі Андуїну</translation>
    </message>
    <message>
        <source>Aragorn</source>
        <translation>Араґорн</translation>
    </message>
    <message>
        <source>Aragorn&apos;s Bow</source>
        <translation>Лук Араґорна</translation>
    </message>
    <message>
        <source>Aragorn&apos;s Pipe</source>
        <translation>Люлька Араґорна</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Обладунок</translation>
    </message>
    <message>
        <source>Arwen</source>
        <translation>Арвен</translation>
    </message>
    <message>
        <source>Arwen&apos;s Fate</source>
        <translation>Доля Арвен</translation>
    </message>
    <message>
        <source>Asfaloth</source>
        <translation>Асфалот</translation>
    </message>
    <message>
        <source>Athelas</source>
        <translation>Ацелас</translation>
    </message>
    <message>
        <source>Axe Strike</source>
        <translation>Удар сокирою</translation>
    </message>
    <message>
        <source>Bag End</source>
        <translation>Торба-на-Кручі</translation>
    </message>
    <message>
        <source>Balin&apos;s Tomb</source>
        <translation>Гробниця Баліна</translation>
    </message>
    <message>
        <source>Band of the Eye</source>
        <translation>Загін Ока</translation>
    </message>
    <message>
        <source>Barliman Butterbur</source>
        <translation>Барлімен Маслюк</translation>
    </message>
    <message>
        <source>Battle Fury</source>
        <translation>Бойова лють</translation>
    </message>
    <message>
        <source>Beauty Is Fading</source>
        <translation>Краса в&apos;яне</translation>
    </message>
    <message>
        <source>Bent on Discovery</source>
        <translation>Одержимі пошуком</translation>
    </message>
    <message>
        <source>Bilbo</source>
        <translation>Більбо</translation>
    </message>
    <message>
        <source>Bilbo&apos;s Pipe</source>
        <translation>Люлька Більбо</translation>
    </message>
    <message>
        <source>Bitter Hatred</source>
        <translation>Пекуча ненависть</translation>
    </message>
    <message>
        <source>Black Breath</source>
        <translation>Чорний подих</translation>
    </message>
    <message>
        <source>Black Steed</source>
        <translation>Чорний кінь</translation>
    </message>
    <message>
        <source>Blade Tip</source>
        <translation>Уламок клинка</translation>
    </message>
    <message>
        <source>Blade of Gondor</source>
        <translation>Клинок Ґондору</translation>
    </message>
    <message>
        <source>Border Defenses</source>
        <translation>Прикордонні застави</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Боромир</translation>
    </message>
    <message>
        <source>Boromir&apos;s Cloak</source>
        <translation>Плащ Боромира</translation>
    </message>
    <message>
        <source>Bounder</source>
        <translation>Прикордонник</translation>
    </message>
    <message>
        <source>Bow of the Galadhrim</source>
        <translation>Лук ґаладрим</translation>
    </message>
    <message>
        <source>Bred for Battle</source>
        <translation>Народжені для битви</translation>
    </message>
    <message>
        <source>Bree Gate</source>
        <extracomment>Bree: as Bree Gate; «Брі» is seed 003&apos;s, the name is ours; Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Брама Брі</translation>
    </message>
    <message>
        <source>Bree Streets</source>
        <extracomment>Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Вулиці Брі</translation>
    </message>
    <message>
        <source>Breeding Pit</source>
        <translation>Розплідник</translation>
    </message>
    <message>
        <source>Breeland Forest</source>
        <extracomment>Bree: as Bree Gate; «Брі» is seed 003&apos;s, the name is ours</extracomment>
        <translation>Ліс Брі</translation>
    </message>
    <message>
        <source>Brown Lands</source>
        <translation>Бурі Землі</translation>
    </message>
    <message>
        <source>Buckleberry Ferry</source>
        <translation>Переправа Баклбері</translation>
    </message>
    <message>
        <source>Caradhras Has Not Forgiven Us</source>
        <translation>Карадрас нам не пробачив</translation>
    </message>
    <message>
        <source>Cave Troll of Moria</source>
        <translation>Печерний троль Морії</translation>
    </message>
    <message>
        <source>Cave Troll&apos;s Hammer</source>
        <translation>Молот печерного троля</translation>
    </message>
    <message>
        <source>Celeborn</source>
        <translation>Келеборн</translation>
    </message>
    <message>
        <source>Change of Plans</source>
        <translation>Зміна планів</translation>
    </message>
    <message>
        <source>Chaser of Rascals</source>
        <translation>Гроза шибеників</translation>
    </message>
    <message>
        <source>Cleaving Blow</source>
        <translation>Розтинальний удар</translation>
    </message>
    <message>
        <source>Coat of Mail</source>
        <translation>Кольчуга</translation>
    </message>
    <message>
        <source>Council Courtyard</source>
        <translation>Подвір&apos;я Ради</translation>
    </message>
    <message>
        <source>Cruel Caradhras</source>
        <translation>Жорстокий Карадрас</translation>
    </message>
    <message>
        <source>Curse From Mordor</source>
        <translation>Прокляття з Мордору</translation>
    </message>
    <message>
        <source>Curse Their Foul Feet!</source>
        <translation>Хай будуть прокляті їхні брудні ноги!</translation>
    </message>
    <message>
        <source>Dagger Strike</source>
        <translation>Удар кинджалом</translation>
    </message>
    <message>
        <source>Dark Whispers</source>
        <translation>Темний шепіт</translation>
    </message>
    <message>
        <source>Daughter of Elrond</source>
        <extracomment>the TCG&apos;s book writes «Эльронд»; the card game&apos;s book (seed 000) «Элронд»</extracomment>
        <translation>Донька Елронда</translation>
    </message>
    <message>
        <source>Defiance</source>
        <translation>Непокора</translation>
    </message>
    <message>
        <source>Delving</source>
        <translation>Розкопки</translation>
    </message>
    <message>
        <source>Denizens Enraged</source>
        <translation>Розлючені мешканці</translation>
    </message>
    <message>
        <source>Despair</source>
        <translation>Розпач</translation>
    </message>
    <message>
        <source>Desperate Defense of the Ring</source>
        <translation>Відчайдушний захист Персня</translation>
    </message>
    <message>
        <source>Desperate Measures</source>
        <translation>Відчайдушні заходи</translation>
    </message>
    <message>
        <source>Dimrill Dale</source>
        <translation>Долина Затінених Струмків</translation>
    </message>
    <message>
        <source>Distant Relative of Bilbo</source>
        <translation>Далекий родич Більбо</translation>
    </message>
    <message>
        <source>Double Shot</source>
        <translation>Подвійний постріл</translation>
    </message>
    <message>
        <source>Drawn to Its Power</source>
        <translation>Вабленні його силою</translation>
    </message>
    <message>
        <source>Drums in the Deep</source>
        <translation>Барабани в глибині</translation>
    </message>
    <message>
        <source>Durin&apos;s Secret</source>
        <translation>Таємниця Дуріна</translation>
    </message>
    <message>
        <source>Dwarf Guard</source>
        <translation>Ґном-вартовий</translation>
    </message>
    <message>
        <source>Dwarf of Erebor</source>
        <translation>Ґном з Еребору</translation>
    </message>
    <message>
        <source>Dwarrowdelf Chamber</source>
        <translation>Чертог Ґномових Копалень</translation>
    </message>
    <message>
        <source>Dwarven Armor</source>
        <translation>Ґномський обладунок</translation>
    </message>
    <message>
        <source>Dwarven Axe</source>
        <translation>Ґномська сокира</translation>
    </message>
    <message>
        <source>Dwarven Elder</source>
        <translation>Старійшина ґномів</translation>
    </message>
    <message>
        <source>Dwarven Emissary</source>
        <translation>Посланець ґномів</translation>
    </message>
    <message>
        <source>Dwarven Heart</source>
        <translation>Ґномське серце</translation>
    </message>
    <message>
        <source>Dwarven Smith</source>
        <translation>Ґном-коваль</translation>
    </message>
    <message>
        <source>East Road</source>
        <translation>Східний шлях</translation>
    </message>
    <message>
        <source>Elendil&apos;s Valor</source>
        <translation>Звитяга Елендила</translation>
    </message>
    <message>
        <source>Elf of Mirkwood</source>
        <translation>Ельф Морок-лісу</translation>
    </message>
    <message>
        <source>Elf of the Golden Wood</source>
        <translation>Ельф Золотого лісу</translation>
    </message>
    <message>
        <source>Elf-song</source>
        <translation>Ельфійська пісня</translation>
    </message>
    <message>
        <source>Elrond</source>
        <extracomment>the TCG&apos;s book writes «Эльронд»; the card game&apos;s book (seed 000) «Элронд»</extracomment>
        <translation>Елронд</translation>
    </message>
    <message>
        <source>Elven Bow</source>
        <translation>Ельфійський лук</translation>
    </message>
    <message>
        <source>Elven Cloak</source>
        <translation>Ельфійський плащ</translation>
    </message>
    <message>
        <source>Elven Protector</source>
        <translation>Ельф-захисник</translation>
    </message>
    <message>
        <source>Emyn Muil</source>
        <translation>Емин-Муїл</translation>
    </message>
    <message>
        <source>Enduring Evil</source>
        <translation>Невмируще зло</translation>
    </message>
    <message>
        <source>Enheartened Foe</source>
        <translation>Підбадьорений ворог</translation>
    </message>
    <message>
        <source>Entertainer from Bree</source>
        <extracomment>Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Веселун із Брі</translation>
    </message>
    <message>
        <source>Eregion&apos;s Trails</source>
        <translation>Стежки Ереґіону</translation>
    </message>
    <message>
        <source>Ettenmoors</source>
        <translation>Еттенське Пустище</translation>
    </message>
    <message>
        <source>Extraordinary Resilience</source>
        <translation>Надзвичайна стійкість</translation>
    </message>
    <message>
        <source>Faithful Companion</source>
        <translation>Вірний супутник</translation>
    </message>
    <message>
        <source>Far-seeing Eyes</source>
        <translation>Далекозорі очі</translation>
    </message>
    <message>
        <source>Farin</source>
        <translation>Фарін</translation>
    </message>
    <message>
        <source>Farmer Maggot</source>
        <extracomment>the TCG&apos;s book: «земледелец Маггот»</extracomment>
        <translation>Фермер Меґот</translation>
    </message>
    <message>
        <source>Farmer Maggot&apos;s Fields</source>
        <extracomment>the TCG&apos;s book: «земледелец Маггот»; as Farmer Maggot (seed 002)</extracomment>
        <translation>Поля фермера Меґота</translation>
    </message>
    <message>
        <source>Fear</source>
        <translation>Страх</translation>
    </message>
    <message>
        <source>Foes of Mordor</source>
        <translation>Вороги Мордору</translation>
    </message>
    <message>
        <source>Fool of a Took!</source>
        <translation>Дурень із Туків!</translation>
    </message>
    <message>
        <source>Forces of Mordor</source>
        <translation>Сили Мордору</translation>
    </message>
    <message>
        <source>Ford of Bruinen</source>
        <extracomment>Russian as the card game&apos;s book&apos;s «Бруиненские броды» (seed 000), in the singular of this card&apos;s name; Ukrainian the War of the Ring book&apos;s</extracomment>
        <translation>Брід на Бруїнені</translation>
    </message>
    <message>
        <source>Foul Creation</source>
        <translation>Мерзенне породження</translation>
    </message>
    <message>
        <source>Frenzy</source>
        <translation>Несамовитість</translation>
    </message>
    <message>
        <source>Friend of the Shirefolk</source>
        <translation>Друг гобітів</translation>
    </message>
    <message>
        <source>Friend to Frodo</source>
        <translation>Друг Фродо</translation>
    </message>
    <message>
        <source>Friend to Sam</source>
        <translation>Друг Сема</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Фродо</translation>
    </message>
    <message>
        <source>Frodo&apos;s Bedroom</source>
        <translation>Спальня Фродо</translation>
    </message>
    <message>
        <source>From O&apos;er the Brandywine</source>
        <translation>З-за Брендівайну</translation>
    </message>
    <message>
        <source>Frozen by Fear</source>
        <translation>Скуті страхом</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Ґаладріель</translation>
    </message>
    <message>
        <source>Galadriel&apos;s Glade</source>
        <translation>Галявина Ґаладріелі</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Ґандальф</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Cart</source>
        <translation>Віз Ґандальфа</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Pipe</source>
        <translation>Люлька Ґандальфа</translation>
    </message>
    <message>
        <source>Gift of Boats</source>
        <translation>Дарунок човнів</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Ґімлі</translation>
    </message>
    <message>
        <source>Gimli&apos;s Battle Axe</source>
        <translation>Бойова сокира Ґімлі</translation>
    </message>
    <message>
        <source>Gimli&apos;s Helm</source>
        <translation>Шолом Ґімлі</translation>
    </message>
    <message>
        <source>Glamdring</source>
        <translation>Ґламдрінґ</translation>
    </message>
    <message>
        <source>Gleaming Spires Will Crumble</source>
        <translation>Сяйливі шпилі впадуть</translation>
    </message>
    <message>
        <source>Goblin Archer</source>
        <translation>Ґоблін-лучник</translation>
    </message>
    <message>
        <source>Goblin Armory</source>
        <translation>Ґоблінський арсенал</translation>
    </message>
    <message>
        <source>Goblin Backstabber</source>
        <translation>Ґоблін-зрадник</translation>
    </message>
    <message>
        <source>Goblin Domain</source>
        <translation>Володіння ґоблінів</translation>
    </message>
    <message>
        <source>Goblin Marksman</source>
        <translation>Ґоблін-стрілець</translation>
    </message>
    <message>
        <source>Goblin Patrol Troop</source>
        <translation>Ґоблінський дозорний загін</translation>
    </message>
    <message>
        <source>Goblin Runner</source>
        <translation>Ґоблін-бігун</translation>
    </message>
    <message>
        <source>Goblin Scavengers</source>
        <translation>Ґобліни-мародери</translation>
    </message>
    <message>
        <source>Goblin Scimitar</source>
        <translation>Ґоблінський ятаган</translation>
    </message>
    <message>
        <source>Goblin Sneak</source>
        <translation>Ґоблін-лазутчик</translation>
    </message>
    <message>
        <source>Goblin Spear</source>
        <translation>Ґоблінський спис</translation>
    </message>
    <message>
        <source>Goblin Swarms</source>
        <translation>Ґоблінські полчища</translation>
    </message>
    <message>
        <source>Goblin Wallcrawler</source>
        <translation>Ґоблін-стінолаз</translation>
    </message>
    <message>
        <source>Goblin Warrior</source>
        <translation>Ґоблін-воїн</translation>
    </message>
    <message>
        <source>Gondor&apos;s Vengeance</source>
        <translation>Помста Ґондору</translation>
    </message>
    <message>
        <source>Great Shield</source>
        <translation>Великий щит</translation>
    </message>
    <message>
        <source>Greatest Kingdom of My People</source>
        <translation>Найвеличніше царство мого народу</translation>
    </message>
    <message>
        <source>Greed</source>
        <translation>Жадібність</translation>
    </message>
    <message>
        <source>Green Dragon Inn</source>
        <translation>Корчма «Зелений дракон»</translation>
    </message>
    <message>
        <source>Green Hill Country</source>
        <translation>Зелені пагорби</translation>
    </message>
    <message>
        <source>Greenleaf</source>
        <translation>Зеленолист</translation>
    </message>
    <message>
        <source>Grimir</source>
        <translation>Ґрімір</translation>
    </message>
    <message>
        <source>Guard Commander</source>
        <translation>Начальник варти</translation>
    </message>
    <message>
        <source>Gwemegil</source>
        <translation>Ґвемеґіл</translation>
    </message>
    <message>
        <source>Haldir</source>
        <translation>Галдір</translation>
    </message>
    <message>
        <source>Halfling Deftness</source>
        <translation>Спритність гобіта</translation>
    </message>
    <message>
        <source>Halls of My Home</source>
        <translation>Чертоги мого дому</translation>
    </message>
    <message>
        <source>Hate</source>
        <translation>Ненависть</translation>
    </message>
    <message>
        <source>Here Lies Balin, Son of Fundin</source>
        <translation>Тут спочиває Балін, син Фундіна</translation>
    </message>
    <message>
        <source>Hobbit Appetite</source>
        <translation>Гобітський апетит</translation>
    </message>
    <message>
        <source>Hobbit Farmer</source>
        <translation>Гобіт-фермер</translation>
    </message>
    <message>
        <source>Hobbit Intuition</source>
        <translation>Гобітове чуття</translation>
    </message>
    <message>
        <source>Hobbit Party Guest</source>
        <translation>Гість на святі</translation>
    </message>
    <message>
        <source>Hobbit Stealth</source>
        <translation>Гобітська скритність</translation>
    </message>
    <message>
        <source>Hobbit Sword</source>
        <translation>Гобітів меч</translation>
    </message>
    <message>
        <source>Hobbit of Some Intelligence</source>
        <translation>Гобіт не без розуму</translation>
    </message>
    <message>
        <source>Hobbiton Lass</source>
        <translation>Дівчина з Гобітона</translation>
    </message>
    <message>
        <source>Host of Thousands</source>
        <translation>Тисячне військо</translation>
    </message>
    <message>
        <source>Hunt Them Down!</source>
        <translation>Вистежити їх!</translation>
    </message>
    <message>
        <source>In the Ringwraith&apos;s Wake</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>Слідами Примари Персня</translation>
    </message>
    <message>
        <source>Intimidate</source>
        <translation>Залякування</translation>
    </message>
    <message>
        <source>Isildur&apos;s Bane</source>
        <translation>Прокляття Ісільдура</translation>
    </message>
    <message>
        <source>Journey Into Danger</source>
        <translation>Шлях назустріч небезпеці</translation>
    </message>
    <message>
        <source>Keeper of Dol Guldur</source>
        <extracomment>Ukrainian «Дол-Ґульдур» as the War of the Ring book (seed 003)</extracomment>
        <translation>Охоронець Дол-Ґульдура</translation>
    </message>
    <message>
        <source>King in Exile</source>
        <translation>Король у вигнанні</translation>
    </message>
    <message>
        <source>Lady of Light</source>
        <translation>Володарка Світла</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Леґолас</translation>
    </message>
    <message>
        <source>Let Folly Be Our Cloak</source>
        <translation>Хай безумство буде нам плащем</translation>
    </message>
    <message>
        <source>Let Them Come!</source>
        <translation>Хай ідуть!</translation>
    </message>
    <message>
        <source>Lieutenant of Dol Guldur</source>
        <extracomment>Ukrainian «Дол-Ґульдур» as the War of the Ring book (seed 003)</extracomment>
        <translation>Намісник Дол-Ґульдура</translation>
    </message>
    <message>
        <source>Lieutenant of Morgul</source>
        <translation>Намісник Морґулу</translation>
    </message>
    <message>
        <source>Lightfootedness</source>
        <translation>Легконогість</translation>
    </message>
    <message>
        <source>Longbottom Leaf</source>
        <translation>Лист із Довгодолу</translation>
    </message>
    <message>
        <source>Lord of Angmar</source>
        <translation>Володар Анґмару</translation>
    </message>
    <message>
        <source>Lord of Gondor</source>
        <translation>Лорд Ґондору</translation>
    </message>
    <message>
        <source>Lord of Lórien</source>
        <translation>Володар Лорієну</translation>
    </message>
    <message>
        <source>Lord of Moria</source>
        <translation>Володар Морії</translation>
    </message>
    <message>
        <source>Lord of Rivendell</source>
        <translation>Володар Рівенділу</translation>
    </message>
    <message>
        <source>Lost to the Goblins</source>
        <translation>Пропали в ґоблінів</translation>
    </message>
    <message>
        <source>Lothlórien Woods</source>
        <translation>Ліси Лорієну</translation>
    </message>
    <message>
        <source>Lurtz</source>
        <extracomment>the TCG&apos;s book: «Луриц»</extracomment>
        <translation>Лурц</translation>
    </message>
    <message>
        <source>Lurtz&apos;s Battle Cry</source>
        <extracomment>the TCG&apos;s book: «Луриц»</extracomment>
        <translation>Бойовий клич Лурца</translation>
    </message>
    <message>
        <source>Lórien Bowman</source>
        <translation>Лучник Лорієну</translation>
    </message>
    <message>
        <source>Lórien Elf</source>
        <translation>Ельф Лорієну</translation>
    </message>
    <message>
        <source>Maid of Lórien</source>
        <translation>Діва Лорієну</translation>
    </message>
    <message>
        <source>Mallorn-trees</source>
        <translation>Мелорни</translation>
    </message>
    <message>
        <source>Man of Laketown</source>
        <translation>Мешканець Озерного міста</translation>
    </message>
    <message>
        <source>Master Proudfoot</source>
        <translation>Пан Праудфут</translation>
    </message>
    <message>
        <source>Merry</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Меріадок</translation>
    </message>
    <message>
        <source>Messenger of Dol Guldur</source>
        <extracomment>Ukrainian «Дол-Ґульдур» as the War of the Ring book (seed 003)</extracomment>
        <translation>Вісник Дол-Ґульдура</translation>
    </message>
    <message>
        <source>Messenger of Morgul</source>
        <translation>Вісник Морґулу</translation>
    </message>
    <message>
        <source>Midgewater Marshes</source>
        <translation>Комарині болота</translation>
    </message>
    <message>
        <source>Midgewater Moors</source>
        <translation>Комарині пустища</translation>
    </message>
    <message>
        <source>Mithril Mine</source>
        <translation>Мітриловий рудник</translation>
    </message>
    <message>
        <source>Mithril Shaft</source>
        <translation>Мітрилова шахта</translation>
    </message>
    <message>
        <source>Mordor Enraged</source>
        <translation>Лють Мордору</translation>
    </message>
    <message>
        <source>Mordor&apos;s Strength</source>
        <translation>Сила Мордору</translation>
    </message>
    <message>
        <source>Morgul Blade</source>
        <translation>Морґульський клинок</translation>
    </message>
    <message>
        <source>Morgul Gates</source>
        <translation>Брама Морґулу</translation>
    </message>
    <message>
        <source>Morgul Hunter</source>
        <translation>Морґульський мисливець</translation>
    </message>
    <message>
        <source>Morgul Skirmisher</source>
        <translation>Морґульський застрільник</translation>
    </message>
    <message>
        <source>Morgul Skulker</source>
        <translation>Морґульський підкрадач</translation>
    </message>
    <message>
        <source>Morgul Warden</source>
        <translation>Морґульський вартовий</translation>
    </message>
    <message>
        <source>Moria Axe</source>
        <translation>Морійська сокира</translation>
    </message>
    <message>
        <source>Moria Lake</source>
        <translation>Озеро Морії</translation>
    </message>
    <message>
        <source>Moria Scout</source>
        <translation>Морійський розвідник</translation>
    </message>
    <message>
        <source>Moria Stairway</source>
        <translation>Сходи Морії</translation>
    </message>
    <message>
        <source>Mysterious Wizard</source>
        <translation>Таємничий чарівник</translation>
    </message>
    <message>
        <source>Nazgûl Sword</source>
        <translation>Меч назґула</translation>
    </message>
    <message>
        <source>No Ordinary Storm</source>
        <translation>Незвичайна буря</translation>
    </message>
    <message>
        <source>No Stranger to the Shadows</source>
        <translation>Свій у темряві</translation>
    </message>
    <message>
        <source>Noble Intentions</source>
        <translation>Шляхетні наміри</translation>
    </message>
    <message>
        <source>Nobody Tosses a Dwarf</source>
        <translation>Ґномів не жбурляють</translation>
    </message>
    <message>
        <source>Not Easily Destroyed</source>
        <translation>Незнищенні</translation>
    </message>
    <message>
        <source>Old Bilbo&apos;s Heir</source>
        <translation>Спадкоємець старого Більбо</translation>
    </message>
    <message>
        <source>Old Toby</source>
        <translation>Старий Тобі</translation>
    </message>
    <message>
        <source>One Whom Men Would Follow</source>
        <translation>Той, за ким підуть люди</translation>
    </message>
    <message>
        <source>Orc Ambusher</source>
        <translation>Орк із засідки</translation>
    </message>
    <message>
        <source>Orc Assassin</source>
        <translation>Орк-убивця</translation>
    </message>
    <message>
        <source>Orc Banner</source>
        <translation>Орківський стяг</translation>
    </message>
    <message>
        <source>Orc Bowmen</source>
        <translation>Орки-лучники</translation>
    </message>
    <message>
        <source>Orc Butchery</source>
        <translation>Орківська різанина</translation>
    </message>
    <message>
        <source>Orc Chieftain</source>
        <translation>Орківський ватажок</translation>
    </message>
    <message>
        <source>Orc Hunters</source>
        <translation>Орки-мисливці</translation>
    </message>
    <message>
        <source>Orc Inquisitor</source>
        <translation>Орк-дізнавач</translation>
    </message>
    <message>
        <source>Orc Scimitar</source>
        <translation>Орківський ятаган</translation>
    </message>
    <message>
        <source>Orc Scouting Band</source>
        <translation>Орківський дозор</translation>
    </message>
    <message>
        <source>Orc Soldier</source>
        <translation>Орк-вояк</translation>
    </message>
    <message>
        <source>Orc War Band</source>
        <translation>Орківська бойова ватага</translation>
    </message>
    <message>
        <source>Orophin</source>
        <translation>Орофін</translation>
    </message>
    <message>
        <source>Orthanc Assassin</source>
        <translation>Убивця з Ортханку</translation>
    </message>
    <message>
        <source>Ottar</source>
        <translation>Оттар</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Парування</translation>
    </message>
    <message>
        <source>Pass of Caradhras</source>
        <translation>Перевал Карадрасу</translation>
    </message>
    <message>
        <source>Pathfinder</source>
        <translation>Провідник</translation>
    </message>
    <message>
        <source>Paths Seldom Trodden</source>
        <translation>Нехожені стежки</translation>
    </message>
    <message>
        <source>Pillars of the Kings</source>
        <translation>Стовпи Королів</translation>
    </message>
    <message>
        <source>Pinned Down</source>
        <translation>Притиснуті до землі</translation>
    </message>
    <message>
        <source>Pippin</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Переґрін</translation>
    </message>
    <message>
        <source>Plundered Armories</source>
        <translation>Розграбовані зброярні</translation>
    </message>
    <message>
        <source>Power According to His Stature</source>
        <translation>Сила за зростом</translation>
    </message>
    <message>
        <source>Prancing Pony Proprietor</source>
        <translation>Господар «Гарцюючого поні»</translation>
    </message>
    <message>
        <source>Prince of Mirkwood</source>
        <translation>Принц Морок-лісу</translation>
    </message>
    <message>
        <source>Pursuit Just Behind</source>
        <translation>Погоня по п&apos;ятах</translation>
    </message>
    <message>
        <source>Questions That Need Answering</source>
        <translation>Питання, що потребують відповіді</translation>
    </message>
    <message>
        <source>Ranger of the North</source>
        <translation>Північний слідопит</translation>
    </message>
    <message>
        <source>Ranger&apos;s Sword</source>
        <translation>Меч слідопита</translation>
    </message>
    <message>
        <source>Relentless</source>
        <translation>Невблаганні</translation>
    </message>
    <message>
        <source>Relentless Charge</source>
        <translation>Невблаганний натиск</translation>
    </message>
    <message>
        <source>Relics of Moria</source>
        <translation>Реліквії Морії</translation>
    </message>
    <message>
        <source>Retired Adventurer</source>
        <translation>Мандрівник на спочинку</translation>
    </message>
    <message>
        <source>Return to Its Master</source>
        <translation>Повернися до господаря</translation>
    </message>
    <message>
        <source>Risk a Little Light</source>
        <translation>Ризикнути трохи посвітити</translation>
    </message>
    <message>
        <source>Rivendell Terrace</source>
        <translation>Тераса Рівенділу</translation>
    </message>
    <message>
        <source>Rivendell Valley</source>
        <translation>Долина Рівенділу</translation>
    </message>
    <message>
        <source>Rivendell Waterfall</source>
        <translation>Водоспад Рівенділу</translation>
    </message>
    <message>
        <source>Rosie Cotton</source>
        <translation>Розі Коттон</translation>
    </message>
    <message>
        <source>Rúmil</source>
        <translation>Руміл</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Сем</translation>
    </message>
    <message>
        <source>Sam&apos;s Father</source>
        <translation>Батько Сема</translation>
    </message>
    <message>
        <source>Saruman&apos;s Ambition</source>
        <translation>Честолюбство Сарумана</translation>
    </message>
    <message>
        <source>Saruman&apos;s Chill</source>
        <translation>Стужа Сарумана</translation>
    </message>
    <message>
        <source>Saruman&apos;s Frost</source>
        <translation>Мороз Сарумана</translation>
    </message>
    <message>
        <source>Saruman&apos;s Power</source>
        <translation>Сила Сарумана</translation>
    </message>
    <message>
        <source>Saruman&apos;s Reach</source>
        <translation>Довгі руки Сарумана</translation>
    </message>
    <message>
        <source>Saruman&apos;s Snows</source>
        <translation>Сніги Сарумана</translation>
    </message>
    <message>
        <source>Sauron&apos;s Defenses</source>
        <translation>Оборона Саурона</translation>
    </message>
    <message>
        <source>Savagery to Match Their Numbers</source>
        <translation>Лютість під стать їхній кількості</translation>
    </message>
    <message>
        <source>Scourge of the Black Pit</source>
        <translation>Бич Чорної Безодні</translation>
    </message>
    <message>
        <source>Seeking It Always</source>
        <translation>Завжди шукає його</translation>
    </message>
    <message>
        <source>Seeking Its Master</source>
        <translation>У пошуках господаря</translation>
    </message>
    <message>
        <source>Servant of Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Слуга Ісенґарду</translation>
    </message>
    <message>
        <source>Servant of the Secret Fire</source>
        <translation>Слуга Таємного Вогню</translation>
    </message>
    <message>
        <source>Shadow&apos;s Reach</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Досяг Тіні</translation>
    </message>
    <message>
        <source>Shire Lookout Point</source>
        <translation>Дозорний пагорб Ширу</translation>
    </message>
    <message>
        <source>Shores of Nen Hithoel</source>
        <translation>Береги Нен-Гітоел</translation>
    </message>
    <message>
        <source>Shoulder to Shoulder</source>
        <translation>Пліч-о-пліч</translation>
    </message>
    <message>
        <source>Silinde</source>
        <translation>Сілінде</translation>
    </message>
    <message>
        <source>Silverlode Banks</source>
        <extracomment>Silverlode: Russian «Серебрянка» as the published translation, Ukrainian «Келебрант» as the War of the Ring book (seed 003); the card&apos;s name is ours</extracomment>
        <translation>Береги Келебранту</translation>
    </message>
    <message>
        <source>Sleep, Caradhras</source>
        <translation>Засни, Карадрасе</translation>
    </message>
    <message>
        <source>Slopes of Amon Hen</source>
        <extracomment>«Амон-Хен» is seed 002&apos;s; the card&apos;s name is ours</extracomment>
        <translation>Схили Амон-Гену</translation>
    </message>
    <message>
        <source>Son of Denethor</source>
        <translation>Син Денетора</translation>
    </message>
    <message>
        <source>Son of Drogo</source>
        <translation>Син Дроґо</translation>
    </message>
    <message>
        <source>Son of Glóin</source>
        <translation>Син Ґлоїна</translation>
    </message>
    <message>
        <source>Son of Hamfast</source>
        <translation>Син Гемфаста</translation>
    </message>
    <message>
        <source>Songs of the Blessed Realm</source>
        <translation>Пісні Благословенного Краю</translation>
    </message>
    <message>
        <source>Sorry About Everything</source>
        <translation>Вибачте за все</translation>
    </message>
    <message>
        <source>Spies of Saruman</source>
        <translation>Шпигуни Сарумана</translation>
    </message>
    <message>
        <source>Stairs of Khazad-dûm</source>
        <translation>Сходи Казад-Думу</translation>
    </message>
    <message>
        <source>Stand Against Darkness</source>
        <translation>Вистояти проти темряви</translation>
    </message>
    <message>
        <source>Still Draws Breath</source>
        <translation>Ще дихає</translation>
    </message>
    <message>
        <source>Sting</source>
        <translation>Жало</translation>
    </message>
    <message>
        <source>Stone Trolls</source>
        <translation>Кам&apos;яні тролі</translation>
    </message>
    <message>
        <source>Stout and Sturdy</source>
        <translation>Міцний і стійкий</translation>
    </message>
    <message>
        <source>Strength Born of Fear</source>
        <translation>Сила, народжена страхом</translation>
    </message>
    <message>
        <source>Strength of Kings</source>
        <translation>Сила королів</translation>
    </message>
    <message>
        <source>Strength of Spirit</source>
        <translation>Сила духу</translation>
    </message>
    <message>
        <source>Summit of Amon Hen</source>
        <translation>Вершина Амон-Гену</translation>
    </message>
    <message>
        <source>Support of the Last Homely House</source>
        <translation>Підтримка Останнього Домашнього Притулку</translation>
    </message>
    <message>
        <source>Swan-ship of the Galadhrim</source>
        <translation>Лебединий човен ґаладрим</translation>
    </message>
    <message>
        <source>Sword of Minas Morgul</source>
        <translation>Меч Мінас-Морґулу</translation>
    </message>
    <message>
        <source>Swordarm of the White Tower</source>
        <translation>Меч Білої Вежі</translation>
    </message>
    <message>
        <source>Swordsman of the Northern Kingdom</source>
        <translation>Мечник Північного королівства</translation>
    </message>
    <message>
        <source>The Bridge of Khazad-dûm</source>
        <extracomment>«Казад-Дум» is seed 000&apos;s; the card&apos;s name is ours</extracomment>
        <translation>Міст Казад-Думу</translation>
    </message>
    <message>
        <source>The Choice of Lúthien</source>
        <translation>Вибір Лютієн</translation>
    </message>
    <message>
        <source>The Council of Elrond</source>
        <extracomment>the TCG&apos;s book writes «Эльронд»; the card game&apos;s book (seed 000) «Элронд»</extracomment>
        <translation>Рада Елронда</translation>
    </message>
    <message>
        <source>The Dark Lord&apos;s Summons</source>
        <translation>Поклик Темного Володаря</translation>
    </message>
    <message>
        <source>The End Comes</source>
        <translation>Настає кінець</translation>
    </message>
    <message>
        <source>The Gaffer</source>
        <translation>Старий Ґемджі</translation>
    </message>
    <message>
        <source>The Gaffer&apos;s Pipe</source>
        <translation>Люлька Старого Ґемджі</translation>
    </message>
    <message>
        <source>The Grey Wizard</source>
        <translation>Сірий Чарівник</translation>
    </message>
    <message>
        <source>The Irresistible Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Непереборна Тінь</translation>
    </message>
    <message>
        <source>The Last Alliance of Elves and Men</source>
        <translation>Останній союз ельфів і людей</translation>
    </message>
    <message>
        <source>The Long Dark</source>
        <translation>Довга темрява</translation>
    </message>
    <message>
        <source>The Master&apos;s Will</source>
        <translation>Воля Господаря</translation>
    </message>
    <message>
        <source>The Mirror of Galadriel</source>
        <translation>Дзеркало Ґаладріелі</translation>
    </message>
    <message>
        <source>The Misadventure of Mr. Underhill</source>
        <translation>Халепа пана Підгорбса</translation>
    </message>
    <message>
        <source>The Nine Servants of Sauron</source>
        <translation>Дев&apos;ять слуг Саурона</translation>
    </message>
    <message>
        <source>The Nine Walkers</source>
        <translation>Дев&apos;ять Мандрівців</translation>
    </message>
    <message>
        <source>The Number Must Be Few</source>
        <translation>Їх має бути небагато</translation>
    </message>
    <message>
        <source>The One Ring</source>
        <translation>Єдиний Перстень</translation>
    </message>
    <message>
        <source>The Pale Blade</source>
        <translation>Блідий клинок</translation>
    </message>
    <message>
        <source>The Prancing Pony</source>
        <translation>«Гарцюючий поні»</translation>
    </message>
    <message>
        <source>The Ring&apos;s Oppression</source>
        <translation>Гніт Персня</translation>
    </message>
    <message>
        <source>The Ruling Ring</source>
        <translation>Владний Перстень</translation>
    </message>
    <message>
        <source>The Saga of Elendil</source>
        <translation>Оповідь про Елендила</translation>
    </message>
    <message>
        <source>The Seen and the Unseen</source>
        <translation>Видиме й невидиме</translation>
    </message>
    <message>
        <source>The Splendor of Their Banners</source>
        <translation>Блиск їхніх знамен</translation>
    </message>
    <message>
        <source>The Tale of Gil-galad</source>
        <translation>Оповідь про Ґіл-ґалада</translation>
    </message>
    <message>
        <source>The Twilight World</source>
        <translation>Сутінковий світ</translation>
    </message>
    <message>
        <source>The Underdeeps of Moria</source>
        <translation>Глибини Морії</translation>
    </message>
    <message>
        <source>The Weight of a Legacy</source>
        <translation>Вага спадщини</translation>
    </message>
    <message>
        <source>The White Arrows of Lórien</source>
        <translation>Білі стріли Лорієну</translation>
    </message>
    <message>
        <source>The Witch-king</source>
        <translation>Король-Відьмак</translation>
    </message>
    <message>
        <source>Their Arrows Enrage</source>
        <translation>Їхні стріли лютять</translation>
    </message>
    <message>
        <source>Their Halls of Stone</source>
        <translation>Їхні кам&apos;яні чертоги</translation>
    </message>
    <message>
        <source>Their Power Is in Terror</source>
        <translation>Їхня сила — в жаху</translation>
    </message>
    <message>
        <source>There and Back Again</source>
        <translation>Туди і назад</translation>
    </message>
    <message>
        <source>They Are Coming</source>
        <translation>Вони йдуть</translation>
    </message>
    <message>
        <source>Thin and Stretched</source>
        <translation>Стоншений і розтягнутий</translation>
    </message>
    <message>
        <source>Thrarin</source>
        <translation>Трарін</translation>
    </message>
    <message>
        <source>Threat of the Unknown</source>
        <translation>Невідома загроза</translation>
    </message>
    <message>
        <source>Threshold of Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Поріг Тіні</translation>
    </message>
    <message>
        <source>Through the Misty Mountains</source>
        <translation>Через Імлисті гори</translation>
    </message>
    <message>
        <source>Thrór&apos;s Map</source>
        <translation>Мапа Трора</translation>
    </message>
    <message>
        <source>Tol Brandir</source>
        <translation>Тол Брандір</translation>
    </message>
    <message>
        <source>Tower Lieutenant</source>
        <translation>Намісник Вежі</translation>
    </message>
    <message>
        <source>Traitor&apos;s Voice</source>
        <translation>Голос зрадника</translation>
    </message>
    <message>
        <source>Treachery Deeper Than You Know</source>
        <translation>Зрада глибша, ніж ти гадаєш</translation>
    </message>
    <message>
        <source>Troll&apos;s Keyward</source>
        <translation>Ключник троля</translation>
    </message>
    <message>
        <source>Trollshaw Forest</source>
        <translation>Тролячий ліс</translation>
    </message>
    <message>
        <source>Troop of Uruk-hai</source>
        <translation>Загін урук-гаїв</translation>
    </message>
    <message>
        <source>Under the Watching Eye</source>
        <translation>Під поглядом Ока</translation>
    </message>
    <message>
        <source>Unfamiliar Territory</source>
        <translation>Незнайомі місця</translation>
    </message>
    <message>
        <source>Uruk Bloodlust</source>
        <translation>Урукська жага крові</translation>
    </message>
    <message>
        <source>Uruk Brood</source>
        <translation>Урукський виплід</translation>
    </message>
    <message>
        <source>Uruk Fighter</source>
        <translation>Урук-боєць</translation>
    </message>
    <message>
        <source>Uruk Guard</source>
        <translation>Урук-вартовий</translation>
    </message>
    <message>
        <source>Uruk Lieutenant</source>
        <translation>Урук-лейтенант</translation>
    </message>
    <message>
        <source>Uruk Messenger</source>
        <translation>Урук-гонець</translation>
    </message>
    <message>
        <source>Uruk Rager</source>
        <translation>Розлючений урук</translation>
    </message>
    <message>
        <source>Uruk Savage</source>
        <translation>Урук-дикун</translation>
    </message>
    <message>
        <source>Uruk Shaman</source>
        <translation>Урук-шаман</translation>
    </message>
    <message>
        <source>Uruk Slayer</source>
        <translation>Урук-убивця</translation>
    </message>
    <message>
        <source>Uruk Soldier</source>
        <translation>Урук-вояк</translation>
    </message>
    <message>
        <source>Uruk Spy</source>
        <translation>Урук-лазутчик</translation>
    </message>
    <message>
        <source>Uruk Warrior</source>
        <translation>Урук-воїн</translation>
    </message>
    <message>
        <source>Uruk-hai Armory</source>
        <translation>Урук-гайський арсенал</translation>
    </message>
    <message>
        <source>Uruk-hai Raiding Party</source>
        <translation>Урук-гайський загін нападників</translation>
    </message>
    <message>
        <source>Uruk-hai Rampage</source>
        <translation>Шал урук-гаїв</translation>
    </message>
    <message>
        <source>Uruk-hai Sword</source>
        <translation>Урук-гайський меч</translation>
    </message>
    <message>
        <source>Uruviel</source>
        <translation>Урувіель</translation>
    </message>
    <message>
        <source>Valiant Man of the West</source>
        <translation>Звитяжний муж Заходу</translation>
    </message>
    <message>
        <source>Wariness</source>
        <translation>Пильність</translation>
    </message>
    <message>
        <source>Wealth of Moria</source>
        <translation>Багатства Морії</translation>
    </message>
    <message>
        <source>Weatherhills</source>
        <translation>Вітряні пагорби</translation>
    </message>
    <message>
        <source>Weathertop</source>
        <translation>Буреверх</translation>
    </message>
    <message>
        <source>Westfarthing</source>
        <translation>Західна чверть</translation>
    </message>
    <message>
        <source>What Are They?</source>
        <translation>Хто вони?</translation>
    </message>
    <message>
        <source>What Is This New Devilry?</source>
        <translation>Що це за нова чортівня?</translation>
    </message>
    <message>
        <source>Worry</source>
        <translation>Тривога</translation>
    </message>
    <message>
        <source>Wreathed in Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Оповитий Тінню</translation>
    </message>
    <message>
        <source>You Bring Great Evil</source>
        <translation>Ви несете велике зло</translation>
    </message>
    <message>
        <source>Úlairë Attëa</source>
        <translation>Улайре Аттеа</translation>
    </message>
    <message>
        <source>Úlairë Cantëa</source>
        <translation>Улайре Кантеа</translation>
    </message>
    <message>
        <source>Úlairë Enquëa</source>
        <translation>Улайре Енквеа</translation>
    </message>
    <message>
        <source>Úlairë Lemenya</source>
        <translation>Улайре Леменья</translation>
    </message>
    <message>
        <source>Úlairë Nelya</source>
        <translation>Улайре Нелья</translation>
    </message>
    <message>
        <source>Úlairë Nertëa</source>
        <translation>Улайре Нертеа</translation>
    </message>
    <message>
        <source>Úlairë Otsëa</source>
        <translation>Улайре Отсеа</translation>
    </message>
    <message>
        <source>Úlairë Toldëa</source>
        <translation>Улайре Толдеа</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.card_text</name>
    <message>
        <source>A Dwarf may bear it (+2 strength). Each time a minion loses a skirmish to its bearer, that minion&apos;s owner discards the top card of his draw deck.</source>
        <translation>Власник — ґном (+2 до сили). Щоразу, коли ворог програє сутичку власникові, господар цього ворога скидає верхню карту своєї ігрової колоди.</translation>
    </message>
    <message>
        <source>A Dwarf may bear it. Its bearer is overwhelmed only by triple strength.</source>
        <translation>Власник — ґном. Розгромити власника можна лише потрійною силою.</translation>
    </message>
    <message>
        <source>A Dwarf may bear it. When you play it, heal its bearer up to twice. At the start of each of your turns, exert its bearer.</source>
        <translation>Власник — ґном. Коли ви граєте цю карту, зціліть власника до двох разів. На початку кожного свого ходу власник докладає зусилля.</translation>
    </message>
    <message>
        <source>A Gondor Man may bear it. Fellowship: discard it to heal a companion, or to discard a Shadow condition from a companion.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Власник — людина Ґондору. Братство: скиньте цю карту, щоб зцілити супутника або скинути обставину Тіні із супутника.</translation>
    </message>
    <message>
        <source>A Hobbit may bear it (+2 strength).</source>
        <translation>Власник — гобіт (+2 до сили).</translation>
    </message>
    <message>
        <source>A Hobbit may bear it. Fellowship: discard a pipeweed possession and spot X pipes to remove X twilight.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Власник — гобіт. Братство: скиньте спорядження-зілля і знайдіть X люльок, щоб прибрати X жетонів тіні.</translation>
    </message>
    <message>
        <source>A Hobbit may bear it. Fellowship: discard a pipeweed possession and spot X pipes to shuffle X tales from your discard pile into your draw deck.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Власник — гобіт. Братство: скиньте спорядження-зілля і знайдіть X люльок, щоб замішати X оповідей зі свого скиду у свою ігрову колоду.</translation>
    </message>
    <message>
        <source>A Man may bear it. Its bearer is overwhelmed only by triple strength.</source>
        <translation>Власник — людина. Розгромити власника можна лише потрійною силою.</translation>
    </message>
    <message>
        <source>A Man may bear it. Its bearer takes at most one wound in each skirmish phase.</source>
        <translation>Власник — людина. У кожній фазі сутички власник отримує не більше одного поранення.</translation>
    </message>
    <message>
        <source>A Man may bear it. The minion archery total is 1 lower.</source>
        <translation>Власник — людина. Сума стрільби ворогів на 1 менша.</translation>
    </message>
    <message>
        <source>A Moria Orc may bear it (+2 strength). When you play it, you may draw a card.</source>
        <translation>Власник — морійський орк (+2 до сили). Коли ви граєте цю карту, можете взяти карту.</translation>
    </message>
    <message>
        <source>A Moria Orc may bear it (+2 strength); its bearer is damage +1. Skirmish: exert the bearer to give him +2 strength.</source>
        <translation>Власник — морійський орк (+2 до сили); власник має ушкодження +1. Сутичка: власник докладає зусилля й отримує +2 до сили.</translation>
    </message>
    <message>
        <source>A Moria minion may bear it (+2 strength). If its bearer kills a companion in a skirmish, add a burden (2 burdens if that companion was a Hobbit).</source>
        <translation>Власник — ворог Морії (+2 до сили). Якщо власник убиває супутника в сутичці, додайте один тягар (2, якщо цей супутник був гобітом).</translation>
    </message>
    <message>
        <source>A ranger may bear it, one to a ranger. Each site&apos;s Shadow number is 1 lower.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the TCG&apos;s book: «сумеречное число» (Shadow number)</extracomment>
        <translation>Власник — слідопит, не більше однієї на слідопита. Сутінкове число кожної місцевості на 1 менше.</translation>
    </message>
    <message>
        <source>An Elf may bear it (+2 strength); played on Arwen, it costs 2 less twilight. At a plains site its bearer has +2 more strength. Discard it at an underground site.</source>
        <translation>Власник — ельф (+2 до сили); на Арвен її сутінкова вартість на 2 менша. На рівнинній місцевості власник отримує ще +2 до сили. На підземній місцевості скиньте цю карту.</translation>
    </message>
    <message>
        <source>An Elf may bear it. Its bearer is an archer.</source>
        <translation>Власник — ельф. Власник — лучник.</translation>
    </message>
    <message>
        <source>An Uruk-hai may bear it (+2 strength). Each time its bearer wins a skirmish, the Free Peoples player discards the top card of his draw deck.</source>
        <translation>Власник — урук-гай (+2 до сили). Щоразу, коли власник перемагає в сутичці, гравець Вільних Народів скидає верхню карту своєї ігрової колоди.</translation>
    </message>
    <message>
        <source>Aragorn may bear it (+2 strength). He is damage +1.</source>
        <translation>Власник — Араґорн (+2 до сили). У нього ушкодження +1.</translation>
    </message>
    <message>
        <source>Aragorn may bear it. He is an archer. Archery: exert Aragorn to wound a minion; he then does not add to the fellowship archery total.</source>
        <translation>Власник — Араґорн. Він лучник. Стрільба: Араґорн докладає зусилля, щоб поранити ворога; тоді він нічого не додає до суми стрільби Братства.</translation>
    </message>
    <message>
        <source>Archer.</source>
        <translation>Лучник.</translation>
    </message>
    <message>
        <source>Archer. Archery: exert Legolas to wound a minion. Legolas does not add to the fellowship archery total.</source>
        <translation>Лучник. Стрільба: Леґолас докладає зусилля, щоб поранити ворога. Леґолас не додає до суми стрільби Братства.</translation>
    </message>
    <message>
        <source>Archer. Archery: exert Orophin to wound an Uruk-hai.</source>
        <translation>Лучник. Стрільба: Орофін докладає зусилля, щоб поранити урук-гая.</translation>
    </message>
    <message>
        <source>Archer. Archery: exert Rúmil to wound an Orc.</source>
        <translation>Лучник. Стрільба: Руміл докладає зусилля, щоб поранити орка.</translation>
    </message>
    <message>
        <source>Archer. Damage +1.</source>
        <translation>Лучник. Ушкодження +1.</translation>
    </message>
    <message>
        <source>Archer. Damage +1. Maneuver: spot another Uruk-hai to make Lurtz fierce until the regroup phase.</source>
        <extracomment>the TCG&apos;s book: «Луриц»</extracomment>
        <translation>Лучник. Ушкодження +1. Маневр: знайдіть іншого урук-гая, щоб Лурц став лютим до фази збору.</translation>
    </message>
    <message>
        <source>Archer. While skirmishing a Nazgûl, Legolas has +3 strength.</source>
        <translation>Лучник. У сутичці з назґулом Леґолас отримує +3 до сили.</translation>
    </message>
    <message>
        <source>Archer. While you can spot another Moria Orc, the fellowship archery total is 6 lower.</source>
        <translation>Лучник. Поки можна знайти іншого морійського орка, сума стрільби Братства на 6 менша.</translation>
    </message>
    <message>
        <source>Archery: spot a Moria archer to wound an Elf.</source>
        <translation>Стрільба: знайдіть морійського лучника, щоб поранити ельфа.</translation>
    </message>
    <message>
        <source>Archery: spot an Elf archer companion to make the fellowship archery total +1.</source>
        <translation>Стрільба: знайдіть супутника-ельфа лучника, щоб сума стрільби Братства стала на 1 більша.</translation>
    </message>
    <message>
        <source>Archery: spot an Elf companion to make the minion archery total -1.</source>
        <translation>Стрільба: знайдіть супутника-ельфа, щоб сума стрільби ворогів стала на 1 менша.</translation>
    </message>
    <message>
        <source>Arwen may bear it (+2 strength). She is damage +1. Skirmish: exert Arwen or discard 2 cards from your hand to give her +1 strength.</source>
        <translation>Власник — Арвен (+2 до сили). Вона має ушкодження +1. Сутичка: Арвен докладає зусилля, або скиньте 2 карти з руки, і вона отримує +1 до сили.</translation>
    </message>
    <message>
        <source>Assignment: assign an exhausted companion who is not the Ring-bearer to skirmish a Moria Orc.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Зближення: призначте виснаженого супутника, окрім Персненосця, на сутичку з морійським орком.</translation>
    </message>
    <message>
        <source>Assignment: spot 5 Moria minions to make the Free Peoples player assign the Ring-bearer to a skirmish.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Зближення: знайдіть 5 ворогів Морії, щоб гравець Вільних Народів призначив Персненосця на сутичку.</translation>
    </message>
    <message>
        <source>At the start of each of your turns, heal every ally whose home is site 6. Fellowship: exert Galadriel to play an Elf from your hand for free.</source>
        <translation>На початку кожного свого ходу зціліть кожного союзника, чий дім — місцевість 6. Братство: Ґаладріель докладає зусилля, щоб безкоштовно зіграти з руки ельфа.</translation>
    </message>
    <message>
        <source>At the start of each of your turns, heal this ally. Fellowship: exert this ally to heal another Hobbit ally whose home is site 1.</source>
        <translation>На початку кожного вашого ходу зцільте цього союзника. Братство: цей союзник докладає зусилля, щоб зцілити іншого союзника-гобіта, чий дім — місцевість 1.</translation>
    </message>
    <message>
        <source>Bearer must be Boromir. Maneuver: exert Boromir to discard a weather condition.</source>
        <translation>Власник — Боромир. Маневр: Боромир докладає зусилля, щоб скинути погодну обставину.</translation>
    </message>
    <message>
        <source>Bearer must be The Witch-king. He is damage +1. Response: when The Witch-king wins a skirmish, you may exert him to discard a Free Peoples condition.</source>
        <translation>Власник — Король-Відьмак. У нього Ушкодження +1. Відповідь: коли Король-Відьмак перемагає в сутичці, він може докласти зусилля, щоб скинути обставину Вільних Народів.</translation>
    </message>
    <message>
        <source>Bearer must be a Gondor companion. Fellowship: discard a pipeweed possession and spot X pipes to heal X companions.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Власник — супутник Ґондору. Братство: скиньте спорядження-зілля і знайдіть X люльок, щоб зцілити X супутників.</translation>
    </message>
    <message>
        <source>Bearer must be a Nazgûl. He may bear it beside one other hand weapon. Skirmish: discard this possession to transfer Blade Tip from your support area or discard pile to a companion bearer is skirmishing.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Власник — назґул. Він може носити її разом з однією іншою ручною зброєю. Сутичка: скиньте це спорядження, щоб перенести «Уламок клинка» зі своєї зони підтримки або скиду на супутника, з яким б&apos;ється власник.</translation>
    </message>
    <message>
        <source>Bearer must be a Nazgûl. While at a plains site, bearer is strength +2. Discard this possession when at an underground site.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Власник — назґул. Поки Братство на рівнинній місцевості, власник отримує +2 до сили. Скиньте це спорядження, коли Братство на підземній місцевості.</translation>
    </message>
    <message>
        <source>Bearer must be a Nazgûl. While you can spot 3 burdens, bearer is damage +1.</source>
        <translation>Власник — назґул. Поки можна знайти 3 жетони тягаря, у власника Ушкодження +1.</translation>
    </message>
    <message>
        <source>Bearer must be a Sauron Orc. Skirmish: remove 1 twilight to make bearer strength +1 (no more than +3 in all).</source>
        <translation>Власник — орк Саурона. Сутичка: приберіть 1 жетон тіні, і власник отримує +1 до сили (усього не більше +3).</translation>
    </message>
    <message>
        <source>Bearer must be Úlairë Lemenya. He is damage +1. Skirmish: exert Úlairë Lemenya to discard a possession borne by a character he is skirmishing.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Власник — Улайре Леменья. У нього Ушкодження +1. Сутичка: Улайре Леменья докладає зусилля, щоб скинути спорядження персонажа, з яким він б&apos;ється.</translation>
    </message>
    <message>
        <source>Boromir may bear it (+2 strength). He is damage +1. Skirmish: exert Boromir to wound an Orc or Uruk-hai he is skirmishing.</source>
        <translation>Власник — Боромир (+2 до сили). У нього ушкодження +1. Сутичка: Боромир докладає зусилля, щоб поранити орка чи урук-гая, з яким він б&apos;ється.</translation>
    </message>
    <message>
        <source>Cave Troll of Moria costs 2 less twilight.</source>
        <translation>Сутінкова вартість Печерного троля Морії на 2 менша.</translation>
    </message>
    <message>
        <source>Companions cost 2 more twilight to play here.</source>
        <translation>Тут сутінкова вартість супутників на 2 більша.</translation>
    </message>
    <message>
        <source>Damage +1.</source>
        <translation>Ушкодження +1.</translation>
    </message>
    <message>
        <source>Damage +1. A character skirmishing this minion gains no strength from weapons.</source>
        <translation>Ушкодження +1. Персонаж, що б&apos;ється з цим ворогом, не отримує сили від зброї.</translation>
    </message>
    <message>
        <source>Damage +1. Assignment: exert this minion and spot a companion: the Free Peoples player may not assign that companion to this minion.</source>
        <translation>Ушкодження +1. Зближення: цей ворог докладає зусилля, і знайдіть супутника: гравець Вільних Народів не може призначити цього супутника проти цього ворога.</translation>
    </message>
    <message>
        <source>Damage +1. Each time this minion wins a skirmish, the Free Peoples player discards the top 2 cards of his draw deck.</source>
        <translation>Ушкодження +1. Щоразу, коли цей ворог перемагає в сутичці, гравець Вільних Народів скидає 2 верхні карти своєї ігрової колоди.</translation>
    </message>
    <message>
        <source>Damage +1. Fellowship: if the twilight pool holds fewer than 2 tokens, add 2 twilight to put a card from your hand beneath your draw deck.</source>
        <translation>Ушкодження +1. Братство: якщо в Котлі Тіні менше 2 жетонів, додайте 2 жетони тіні, щоб покласти карту з руки під свою ігрову колоду.</translation>
    </message>
    <message>
        <source>Damage +1. Fierce. To play, spot a Moria Orc. At an underground site, this minion costs 3 less twilight.</source>
        <translation>Ушкодження +1. Лютий. Щоб зіграти, знайдіть морійського орка. На підземній місцевості сутінкова вартість цього ворога на 3 менша.</translation>
    </message>
    <message>
        <source>Damage +1. Maneuver: remove 2 twilight to heal an Uruk-hai.</source>
        <translation>Ушкодження +1. Маневр: приберіть 2 жетони тіні, щоб зцілити урук-гая.</translation>
    </message>
    <message>
        <source>Damage +1. Maneuver: spot 5 companions to make this minion fierce until the regroup phase.</source>
        <translation>Ушкодження +1. Маневр: знайдіть 5 супутників, щоб цей ворог став лютим до фази збору.</translation>
    </message>
    <message>
        <source>Damage +1. Maneuver: spot 6 companions to make this minion fierce until the regroup phase.</source>
        <translation>Ушкодження +1. Маневр: знайдіть 6 супутників, щоб цей ворог став лютим до фази збору.</translation>
    </message>
    <message>
        <source>Damage +1. Skirmish: exert Gimli to give him +2 strength.</source>
        <translation>Ушкодження +1. Сутичка: Ґімлі докладає зусилля й отримує +2 до сили.</translation>
    </message>
    <message>
        <source>Damage +1. Skirmish: remove 1 twilight to give this minion +1 strength (at most +3 in a phase).</source>
        <translation>Ушкодження +1. Сутичка: приберіть 1 жетон тіні, і цей ворог отримує +1 до сили (не більше +3 за фазу).</translation>
    </message>
    <message>
        <source>Damage +1. Skirmish: remove 2 twilight to give this minion +1 strength for each other Uruk-hai you spot.</source>
        <translation>Ушкодження +1. Сутичка: приберіть 2 жетони тіні, і цей ворог отримує +1 до сили за кожного іншого урук-гая, якого ви знайдете.</translation>
    </message>
    <message>
        <source>Damage +1. Strength +1 for each other Uruk-hai you can spot.</source>
        <translation>Ушкодження +1. +1 до сили за кожного іншого урук-гая, якого можна знайти.</translation>
    </message>
    <message>
        <source>Damage +1. Strength +3 while you can spot a weather condition.</source>
        <translation>Ушкодження +1. +3 до сили, поки можна знайти погодну обставину.</translation>
    </message>
    <message>
        <source>Damage +1. When you play this minion, you may make the Free Peoples player discard the top card of his draw deck.</source>
        <translation>Ушкодження +1. Коли ви граєте цього ворога, можете змусити гравця Вільних Народів скинути верхню карту його ігрової колоди.</translation>
    </message>
    <message>
        <source>Damage +2 while in the same skirmish as another Moria Orc.</source>
        <translation>Ушкодження +2, поки в тій самій сутичці бере участь інший морійський орк.</translation>
    </message>
    <message>
        <source>Each Nazgûl at Weathertop is fierce.</source>
        <translation>Кожен назґул на Буреверсі лютий.</translation>
    </message>
    <message>
        <source>Each Nazgûl&apos;s twilight cost is -1.</source>
        <translation>Сутінкова вартість кожного назґула на 1 менша.</translation>
    </message>
    <message>
        <source>Each companion or ally bearing a Ringwraith condition is strength -2.</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>Кожен супутник чи союзник, що має обставину Назґулів, отримує -2 до сили.</translation>
    </message>
    <message>
        <source>Each time this minion wins a skirmish, the Free Peoples player discards 2 cards at random from his hand.</source>
        <translation>Щоразу, коли цей ворог перемагає в сутичці, гравець Вільних Народів скидає 2 випадкові карти з руки.</translation>
    </message>
    <message>
        <source>Each time you play a weapon on this minion, add 2 twilight (once each turn).</source>
        <translation>Щоразу, коли ви граєте зброю на цього ворога, додайте 2 жетони тіні (не частіше разу за хід).</translation>
    </message>
    <message>
        <source>Fellowship or Regroup: spot a ranger to play the fellowship&apos;s next site from your adventure deck, replacing an opponent&apos;s site if there is one.</source>
        <translation>Братство або Збір: знайдіть слідопита, щоб викласти зі своєї колоди шляху наступну місцевість Братства, замінивши місцевість суперника, якщо вона там є.</translation>
    </message>
    <message>
        <source>Fellowship: add X twilight to heal a Hobbit companion X times.</source>
        <translation>Братство: додайте X жетонів тіні, щоб зцілити супутника-гобіта X разів.</translation>
    </message>
    <message>
        <source>Fellowship: add a burden to play Aragorn from your draw deck.</source>
        <translation>Братство: додайте один тягар, щоб зіграти Араґорна зі своєї ігрової колоди.</translation>
    </message>
    <message>
        <source>Fellowship: exert 2 Elves to discard a condition.</source>
        <translation>Братство: 2 ельфи докладають зусилля, щоб скинути обставину.</translation>
    </message>
    <message>
        <source>Fellowship: exert Barliman Butterbur to take a Gandalf event from your discard pile into your hand.</source>
        <translation>Братство: Барлімен Маслюк докладає зусилля, щоб узяти зі скиду до руки подію Ґандальфа.</translation>
    </message>
    <message>
        <source>Fellowship: exert Bilbo to shuffle a Shire card from your discard pile into your draw deck.</source>
        <translation>Братство: Більбо докладає зусилля, щоб замішати карту Ширу зі свого скиду у свою ігрову колоду.</translation>
    </message>
    <message>
        <source>Fellowship: exert Celeborn to heal an Elven ally.</source>
        <translation>Братство: Келеборн докладає зусилля, щоб зцілити ельфійського союзника.</translation>
    </message>
    <message>
        <source>Fellowship: exert Farmer Maggot to heal Merry or Pippin.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок; Ukrainian: the War of the Ring book calls him Переґрін; the TCG&apos;s book: «земледелец Маггот»</extracomment>
        <translation>Братство: Фермер Меґот докладає зусилля, щоб зцілити Меріадока або Переґріна.</translation>
    </message>
    <message>
        <source>Fellowship: exert Gandalf to play a companion with the Gandalf signet from your hand at 2 less twilight.</source>
        <translation>Братство: Ґандальф докладає зусилля, щоб зіграти з руки супутника з печаткою Ґандальфа, його сутінкова вартість на 2 менша.</translation>
    </message>
    <message>
        <source>Fellowship: exert Grimir to shuffle a Dwarven event from your discard pile into your draw deck.</source>
        <translation>Братство: Ґрімір докладає зусилля, щоб замішати ґномську подію зі свого скиду в ігрову колоду.</translation>
    </message>
    <message>
        <source>Fellowship: exert Sam to remove a burden. Response: if Frodo dies, Sam becomes the Ring-bearer (resistance 5).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Братство: Сем докладає зусилля, щоб зняти один тягар. Відповідь: якщо Фродо гине, Персненосцем стає Сем (стійкість 5).</translation>
    </message>
    <message>
        <source>Fellowship: exert The Gaffer to heal Frodo or Sam.</source>
        <translation>Братство: Старий Ґемджі докладає зусилля, щоб зцілити Фродо або Сема.</translation>
    </message>
    <message>
        <source>Fellowship: exert X companions to remove X twilight.</source>
        <translation>Братство: X супутників докладають зусилля, щоб прибрати X жетонів тіні.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Dwarf companion to draw 3 cards.</source>
        <translation>Братство: супутник-ґном докладає зусилля, щоб ви взяли 3 карти.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Dwarf to reveal the top 3 cards of any draw deck. You may discard one Shadow card revealed; put the rest back in any order.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Братство: ґном докладає зусилля, щоб розкрити 3 верхні карти будь-якої ігрової колоди. Можете скинути одну розкриту карту Тіні; решту поверніть у будь-якому порядку.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit companion to remove a burden.</source>
        <translation>Братство: супутник-гобіт докладає зусилля, щоб зняти один тягар.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit to play Merry or Pippin from your draw deck.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок; Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Братство: гобіт докладає зусилля, щоб зіграти Меріадока або Переґріна зі своєї ігрової колоди.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit to play Sam from your draw deck.</source>
        <translation>Братство: гобіт докладає зусилля, щоб зіграти Сема зі своєї ігрової колоди.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit to play The Gaffer from your draw deck.</source>
        <translation>Братство: гобіт докладає зусилля, щоб зіграти Старого Ґемджі зі своєї ігрової колоди.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit to play a companion or ally from your hand at 1 less twilight.</source>
        <translation>Братство: гобіт докладає зусилля, щоб зіграти з руки супутника чи союзника, його сутінкова вартість на 1 менша.</translation>
    </message>
    <message>
        <source>Fellowship: exert an Elf to reveal an opponent&apos;s hand. He discards a card from his hand for each Orc revealed.</source>
        <translation>Братство: ельф докладає зусилля, щоб розкрити карти в руці суперника. Суперник скидає з руки по карті за кожного розкритого орка.</translation>
    </message>
    <message>
        <source>Fellowship: exert an Elf to reveal an opponent&apos;s hand. You may discard an Isengard minion revealed to draw 2 cards.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Братство: ельф докладає зусилля, щоб розкрити карти в руці суперника. Можете скинути розкритого ворога Ісенґарду, щоб узяти 2 карти.</translation>
    </message>
    <message>
        <source>Fellowship: play Bill the Pony from your draw deck. Response: if Frodo dies, make Sam the Ring-bearer (resistance 5).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Братство: зіграйте поні Білла зі своєї ігрової колоди. Відповідь: якщо Фродо гине, Персненосцем стає Сем (стійкість 5).</translation>
    </message>
    <message>
        <source>Fellowship: play a Gandalf character from your draw deck.</source>
        <translation>Братство: зіграйте персонажа Ґандальфа зі своєї ігрової колоди.</translation>
    </message>
    <message>
        <source>Fellowship: spot Gandalf to play Gandalf&apos;s Cart from your draw deck.</source>
        <translation>Братство: знайдіть Ґандальфа, щоб зіграти Віз Ґандальфа зі своєї ігрової колоди.</translation>
    </message>
    <message>
        <source>Fellowship: spot Gandalf, a Dwarf and an Elf to make the move limit 1 higher this turn.</source>
        <translation>Братство: знайдіть Ґандальфа, ґнома й ельфа, щоб межа переміщень цього ходу стала на 1 більшою.</translation>
    </message>
    <message>
        <source>Fellowship: spot a Dwarf to reveal the top 3 cards of your draw deck. Take every Free Peoples card revealed into your hand and discard the rest.</source>
        <translation>Братство: знайдіть ґнома, щоб розкрити 3 верхні карти своєї ігрової колоди. Візьміть до руки всі розкриті карти Вільних Народів, решту скиньте.</translation>
    </message>
    <message>
        <source>Fellowship: spot an Elf to play a tale from your draw deck.</source>
        <translation>Братство: знайдіть ельфа, щоб зіграти оповідь зі своєї ігрової колоди.</translation>
    </message>
    <message>
        <source>Fellowship: spot an Elf to remove a burden.</source>
        <translation>Братство: знайдіть ельфа, щоб зняти один тягар.</translation>
    </message>
    <message>
        <source>Fellowship: while the twilight pool holds fewer than 3 tokens, add 2 twilight to reveal the top 3 cards of your draw deck; take the Shire cards among them into your hand and discard the rest.</source>
        <translation>Братство: поки в Котлі Тіні менше 3 жетонів, додайте 2 жетони тіні, щоб розкрити 3 верхні карти своєї ігрової колоди; візьміть карти Ширу з них до руки, решту скиньте.</translation>
    </message>
    <message>
        <source>Fierce. Assignment: spot 4 burdens to assign a companion (except the Ring-bearer) to skirmish Úlairë Toldëa.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Лютий. Зближення: знайдіть 4 жетони тягаря, щоб призначити супутника (крім Персненосця) до сутички з Улайре Толдеа.</translation>
    </message>
    <message>
        <source>Fierce. Maneuver: spot 6 companions (or 5 burdens) and exert Úlairë Enquëa to wound a companion (except the Ring-bearer).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Лютий. Маневр: знайдіть 6 супутників (або 5 жетонів тягаря), і Улайре Енквеа докладає зусилля, щоб поранити супутника (крім Персненосця).</translation>
    </message>
    <message>
        <source>Fierce. Shadow: exert Úlairë Nelya and spot an opponent&apos;s site to replace it with your own site of the same number.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Лютий. Тінь: Улайре Нелья докладає зусилля, і ви знаходите місцевість суперника, щоб замінити її своєю місцевістю з тим самим номером.</translation>
    </message>
    <message>
        <source>Fierce. Skirmish: exert Úlairë Cantëa to discard a weapon borne by a character he is skirmishing.</source>
        <translation>Лютий. Сутичка: Улайре Кантеа докладає зусилля, щоб скинути зброю персонажа, з яким він б&apos;ється.</translation>
    </message>
    <message>
        <source>Fierce. Skirmish: remove 1 twilight to make Úlairë Attëa strength +1 (no more than +5 in all).</source>
        <translation>Лютий. Сутичка: приберіть 1 жетон тіні, і Улайре Аттеа отримує +1 до сили (усього не більше +5).</translation>
    </message>
    <message>
        <source>Fierce. The Witch-king is strength +2 for each other Nazgûl you can spot.</source>
        <translation>Лютий. Король-Відьмак отримує +2 до сили за кожного іншого назґула, якого можна знайти.</translation>
    </message>
    <message>
        <source>Forest. Each time the Free Peoples player plays a possession on his companion, he draws a card.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Ліс. Щоразу, коли гравець Вільних Народів грає спорядження на свого супутника, він бере карту.</translation>
    </message>
    <message>
        <source>Forest. River. There is no archery phase here.</source>
        <translation>Ліс. Ріка. Тут немає фази стрільби.</translation>
    </message>
    <message>
        <source>Forest. Sanctuary. Each ally whose home is site 6 is strength +3.</source>
        <translation>Ліс. Святилище. Кожен союзник, чий дім — місцевість 6, отримує +3 до сили.</translation>
    </message>
    <message>
        <source>Forest. Sanctuary. While you can spot a ranger here, your move limit this turn is 1 higher.</source>
        <translation>Ліс. Святилище. Поки тут можна знайти слідопита, ваша межа переміщень цього ходу на 1 більша.</translation>
    </message>
    <message>
        <source>Forest. Stealth events cannot be played here.</source>
        <translation>Ліс. Тут не можна грати події зі скритністю.</translation>
    </message>
    <message>
        <source>Frodo may bear it (+2 strength). Fellowship or Regroup: exert Frodo to reveal an opponent&apos;s hand and remove 1 twilight for each Orc in it (at most 4).</source>
        <translation>Власник — Фродо (+2 до сили). Братство або Збір: Фродо докладає зусилля, щоб розкрити карти в руці суперника і прибрати 1 жетон тіні за кожного орка серед них (не більше 4).</translation>
    </message>
    <message>
        <source>Gandalf has +1 strength for each of these races you can spot in the fellowship: Hobbit, Dwarf, Elf and Man.</source>
        <translation>Ґандальф отримує +1 до сили за кожну з цих рас, яку можна знайти в Братстві: гобіт, ґном, ельф і людина.</translation>
    </message>
    <message>
        <source>Gandalf may bear it (+2 strength); he has damage +1. Fellowship or Regroup: exert Gandalf to reveal an opponent&apos;s hand and remove 1 twilight for each Orc in it.</source>
        <translation>Власник — Ґандальф (+2 до сили); у нього ушкодження +1. Братство або Збір: Ґандальф докладає зусилля, щоб розкрити карти в руці суперника і прибрати 1 жетон тіні за кожного орка серед них.</translation>
    </message>
    <message>
        <source>Gandalf may bear it. Fellowship: discard a pipeweed possession and spot X pipes to remove X burdens.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Власник — Ґандальф. Братство: скиньте спорядження-зілля і знайдіть X люльок, щоб зняти X жетонів тягаря.</translation>
    </message>
    <message>
        <source>Gimli may bear it (+2 strength). He is damage +1. Each time Gimli wins a skirmish, you may wound an Orc.</source>
        <translation>Власник — Ґімлі (+2 до сили). Він має ушкодження +1. Щоразу, коли Ґімлі перемагає в сутичці, можете поранити орка.</translation>
    </message>
    <message>
        <source>Gimli may bear it. He takes at most one wound in each skirmish phase. Skirmish: discard it to prevent every wound to Gimli for the rest of the phase.</source>
        <translation>Власник — Ґімлі. У кожній фазі сутички він отримує не більше одного поранення. Сутичка: скиньте цю карту, щоб до кінця фази відвертати кожне поранення Ґімлі.</translation>
    </message>
    <message>
        <source>Hobbits cost 1 less twilight to play here.</source>
        <translation>Тут сутінкова вартість гобітів на 1 менша.</translation>
    </message>
    <message>
        <source>Isengard minions cost 1 less twilight to play.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Сутінкова вартість ворогів Ісенґарду на 1 менша.</translation>
    </message>
    <message>
        <source>Its bearer has +1 strength and +1 vitality. Response: when the bearer is about to take a wound, he puts the Ring on until the regroup phase. While he wears it, each wound he would take becomes 2 burdens.</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>Власник отримує +1 до сили і +1 до здоров&apos;я. Відповідь: коли власник ось-ось отримає поранення, він надягає Перстень до фази збору. Поки Перстень на ньому, кожне поранення, якого він зазнав би, стає 2 жетонами тягаря.</translation>
    </message>
    <message>
        <source>Its bearer has +1 strength. Response: when the bearer is about to take a wound in a skirmish, he puts the Ring on until the regroup phase. While he wears it, each wound he would take in a skirmish becomes a burden.</source>
        <translation>Власник отримує +1 до сили. Відповідь: коли власник ось-ось отримає поранення в сутичці, він надягає Перстень до фази збору. Поки Перстень на ньому, кожне поранення, якого він зазнав би в сутичці, стає тягарем.</translation>
    </message>
    <message>
        <source>Legolas may bear it (+1 strength). Each time Legolas wins a skirmish, you may wound a minion.</source>
        <translation>Власник — Леґолас (+1 до сили). Щоразу, коли Леґолас перемагає в сутичці, можете поранити ворога.</translation>
    </message>
    <message>
        <source>Maneuver or Skirmish: heal a Hobbit.</source>
        <translation>Маневр або Сутичка: зцільте гобіта.</translation>
    </message>
    <message>
        <source>Maneuver: at a river or forest, exert a ranger to exhaust a minion.</source>
        <translation>Маневр: на ріці чи в лісі слідопит докладає зусилля, щоб виснажити ворога.</translation>
    </message>
    <message>
        <source>Maneuver: exert Aragorn to choose an ally; until the regroup phase it has +2 strength and takes part in archery fire and skirmishes.</source>
        <translation>Маневр: Араґорн докладає зусилля, щоб вибрати союзника; до фази збору той отримує +2 до сили й бере участь у стрільбі та сутичках.</translation>
    </message>
    <message>
        <source>Maneuver: exert Thrarin to let him take part in archery fire and skirmishes until the regroup phase.</source>
        <translation>Маневр: Трарін докладає зусилля, щоб до фази збору брати участь у стрільбі та сутичках.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Dwarf to discard cards from the top of your draw deck until you choose to stop (at most 5). Add 1 twilight for each card discarded. Take the last card discarded into your hand.</source>
        <translation>Маневр: ґном докладає зусилля, щоб скидати карти з верху своєї ігрової колоди, доки не вирішите зупинитися (не більше 5). Додайте 1 жетон тіні за кожну скинуту карту. Візьміть до руки останню скинуту карту.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Dwarf to wound 2 Orcs, or to wound one Orc twice.</source>
        <translation>Маневр: ґном докладає зусилля, щоб поранити 2 орків або двічі поранити одного орка.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Nazgûl to discard a Free Peoples possession or condition. If you can spot none, discard an ally or a companion (except the Ring-bearer) instead.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Маневр: назґул докладає зусилля, щоб скинути спорядження чи обставину Вільних Народів. Якщо такої карти знайти не можна, скиньте натомість союзника чи супутника (крім Персненосця).</translation>
    </message>
    <message>
        <source>Maneuver: exert a Nazgûl to wound every ally.</source>
        <translation>Маневр: назґул докладає зусилля, щоб поранити кожного союзника.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Nazgûl to wound every archer companion.</source>
        <translation>Маневр: назґул докладає зусилля, щоб поранити кожного супутника-лучника.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Sauron Orc to wound a companion (except the Ring-bearer).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Маневр: орк Саурона докладає зусилля, щоб поранити супутника (крім Персненосця).</translation>
    </message>
    <message>
        <source>Maneuver: exert a ranger to give every roaming minion -3 strength until the regroup phase.</source>
        <translation>Маневр: слідопит докладає зусилля, і кожен мандрівний ворог отримує -3 до сили до фази збору.</translation>
    </message>
    <message>
        <source>Maneuver: exert an Elf ally whose home is site 3. Until the regroup phase, that ally has +3 strength and takes part in archery fire and skirmishes.</source>
        <translation>Маневр: союзник-ельф, чий дім — місцевість 3, докладає зусилля. До фази збору цей союзник отримує +3 до сили й бере участь у стрільбі та сутичках.</translation>
    </message>
    <message>
        <source>Maneuver: exert an Elf ally whose home is site 6. Until the regroup phase, that ally has +3 strength and takes part in archery fire and skirmishes.</source>
        <translation>Маневр: союзник-ельф, чий дім — місцевість 6, докладає зусилля. До фази збору цей союзник отримує +3 до сили й бере участь у стрільбі та сутичках.</translation>
    </message>
    <message>
        <source>Maneuver: exert an Elf to discard a Sauron minion, a Sauron condition or a Sauron possession.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Маневр: ельф докладає зусилля, щоб скинути ворога, обставину чи спорядження Саурона.</translation>
    </message>
    <message>
        <source>Maneuver: exert your minion to make it fierce until the regroup phase.</source>
        <translation>Маневр: ваш ворог докладає зусилля й стає лютим до фази збору.</translation>
    </message>
    <message>
        <source>Maneuver: if the burdens and the companions in the dead pile number 12 or more, spot a Sauron Orc to corrupt the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Маневр: якщо жетонів тягаря й супутників на цвинтарі разом 12 або більше, знайдіть орка Саурона, щоб Персненосця було споганено.</translation>
    </message>
    <message>
        <source>Maneuver: make Aragorn defender +1 until the regroup phase; until then he takes at most one wound in each skirmish phase.</source>
        <translation>Маневр: Араґорн стає захисником +1 до фази збору; доти в кожній фазі сутички він отримує не більше одного поранення.</translation>
    </message>
    <message>
        <source>Maneuver: make a Gondor companion defender +1 until the regroup phase.</source>
        <translation>Маневр: супутник Ґондору стає захисником +1 до фази збору.</translation>
    </message>
    <message>
        <source>Maneuver: make an Uruk-hai fierce until the regroup phase.</source>
        <translation>Маневр: урук-гай стає лютим до фази збору.</translation>
    </message>
    <message>
        <source>Maneuver: remove 3 twilight to exert a Hobbit (except the Ring-bearer).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Маневр: приберіть 3 жетони тіні, щоб гобіт (крім Персненосця) доклав зусилля.</translation>
    </message>
    <message>
        <source>Maneuver: spot a Sauron Orc and remove a burden to make the Free Peoples player discard the top 5 cards of his draw deck.</source>
        <translation>Маневр: знайдіть орка Саурона й зніміть один тягар, щоб гравець Вільних Народів скинув 5 верхніх карт своєї ігрової колоди.</translation>
    </message>
    <message>
        <source>Maneuver: spot a ranger to discard a roaming minion.</source>
        <translation>Маневр: знайдіть слідопита, щоб скинути мандрівного ворога.</translation>
    </message>
    <message>
        <source>Maneuver: spot an Uruk-hai to cancel the strength bonus of a possession until the regroup phase.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Маневр: знайдіть урук-гая, щоб скасувати додаток до сили від спорядження до фази збору.</translation>
    </message>
    <message>
        <source>Marsh. When a fellowship arrives here, its Frodo must exert, or two of its other companions must.</source>
        <translation>Болото. Коли сюди приходить Братство, його Фродо докладає зусилля — або два інші його супутники.</translation>
    </message>
    <message>
        <source>Marsh. When the fellowship arrives here, each Hobbit companion must exert.</source>
        <translation>Болото. Коли сюди приходить Братство, кожен супутник-гобіт докладає зусилля.</translation>
    </message>
    <message>
        <source>Morgul Warden is strength +1 for each other Sauron Orc you can spot.</source>
        <translation>Морґульський вартовий отримує +1 до сили за кожного іншого орка Саурона, якого можна знайти.</translation>
    </message>
    <message>
        <source>Mountain. Shadow: spot an Isengard minion to play a weather card from your draw deck (limit once per turn).</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Гора. Тінь: знайдіть ворога Ісенґарду, щоб зіграти погодну карту зі своєї ігрової колоди (не більше разу за хід).</translation>
    </message>
    <message>
        <source>Only Cave Troll of Moria may bear it (+3 strength). Cave Troll of Moria is damage +1.</source>
        <translation>Власник — лише Печерний троль Морії (+3 до сили). Печерний троль Морії має ушкодження +1.</translation>
    </message>
    <message>
        <source>Pipeweed. Plays to your support area. When you play it, you may discard up to 2 cards from your hand.</source>
        <translation>Люлькове зілля. Зіграйте його у свою зону підтримки. Коли ви граєте його, можете скинути до 2 карт із руки.</translation>
    </message>
    <message>
        <source>Pipeweed. Plays to your support area. When you play it, you may draw a card.</source>
        <translation>Люлькове зілля. Зіграйте його у свою зону підтримки. Коли ви граєте його, можете взяти карту.</translation>
    </message>
    <message>
        <source>Plains. Each time a minion is played, the Free Peoples player discards a card from his hand.</source>
        <translation>Рівнина. Щоразу, коли в гру вводять ворога, гравець Вільних Народів скидає карту з руки.</translation>
    </message>
    <message>
        <source>Plains. Skirmish: exert your companion or minion to give it +2 strength.</source>
        <translation>Рівнина. Сутичка: ваш супутник чи ворог докладає зусилля й отримує +2 до сили.</translation>
    </message>
    <message>
        <source>Plays on a Sauron minion. Shadow: exert bearer to add 1 twilight for each archer companion.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Зіграйте її на ворога Саурона. Тінь: власник докладає зусилля, щоб додати 1 жетон тіні за кожного супутника-лучника.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each Sauron Orc skirmishing a Gondor character is strength +2. Discard this condition when your Sauron Orc loses a skirmish.</source>
        <translation>Зіграйте її у свою зону підтримки. Кожен орк Саурона, що б&apos;ється з персонажем Ґондору, отримує +2 до сили. Скиньте цю обставину, коли ваш орк Саурона програє сутичку.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time a Dwarf wins a skirmish, discard every Orc he fought. Discard this condition when a Dwarf loses a skirmish.</source>
        <translation>Зіграйте її у свою зону підтримки. Щоразу, коли ґном перемагає в сутичці, скиньте кожного орка, з яким він бився. Скиньте цю обставину, коли ґном програє сутичку.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time a companion is killed in a skirmish involving a Nazgûl, add a burden.</source>
        <translation>Зіграйте її у свою зону підтримки. Щоразу, коли супутник гине в сутичці за участю назґула, додайте один тягар.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time a companion or ally loses a skirmish to a Sauron Orc, each Sauron Orc is strength +1 until the regroup phase.</source>
        <translation>Зіграйте її у свою зону підтримки. Щоразу, коли супутник чи союзник програє сутичку оркові Саурона, кожен орк Саурона отримує +1 до сили до фази збору.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time you play a Moria weapon, add 1 twilight. Response: when a Moria Orc is about to take a wound, discard this condition to prevent that wound.</source>
        <translation>Зіграйте її у свою зону підтримки. Щоразу, коли ви граєте зброю Морії, додайте 1 жетон тіні. Відповідь: коли морійський орк ось-ось отримає поранення, скиньте цю обставину, щоб відвернути це поранення.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time you play a weather condition, exert a Gandalf companion or Gandalf ally.</source>
        <translation>Зіграйте її у свою зону підтримки. Щоразу, коли ви граєте погодну обставину, супутник або союзник Ґандальфа докладає зусилля.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time you play an Elf, choose an opponent, who discards a card from his hand.</source>
        <translation>Зіграйте її у свою зону підтримки. Щоразу, коли ви граєте ельфа, виберіть суперника: він скидає карту з руки.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time you play an Elven tale, you may remove a burden.</source>
        <translation>Зіграйте її у свою зону підтримки. Щоразу, коли ви граєте ельфійську оповідь, можете зняти один тягар.</translation>
    </message>
    <message>
        <source>Plays to your support area. Every Dwarf is damage +1.</source>
        <translation>Зіграйте її у свою зону підтримки. Кожен ґном має ушкодження +1.</translation>
    </message>
    <message>
        <source>Plays to your support area. Every Elf ally whose home is site 6 has +1 strength. Maneuver: if an opponent holds at least 7 cards, exert Galadriel to look at 2 cards of his hand at random; discard one, the other goes back.</source>
        <translation>Зіграйте її у свою зону підтримки. Кожен союзник-ельф, чий дім — місцевість 6, отримує +1 до сили. Маневр: якщо в руці суперника щонайменше 7 карт, Ґаладріель докладає зусилля, щоб переглянути 2 випадкові карти з його руки; одну скиньте, інша повертається.</translation>
    </message>
    <message>
        <source>Plays to your support area. Fellowship or Regroup: exert 2 Hobbits and discard Thrór&apos;s Map to play the fellowship&apos;s next site (replacing an opponent&apos;s site there).</source>
        <translation>Зіграйте її у свою зону підтримки. Братство або Збір: 2 гобіти докладають зусилля, і ви скидаєте Мапу Трора, щоб зіграти наступну місцевість Братства (замінивши там місцевість суперника).</translation>
    </message>
    <message>
        <source>Plays to your support area. Fellowship: reveal an Elven card from your hand and place it beneath your draw deck.</source>
        <translation>Зіграйте її у свою зону підтримки. Братство: розкрийте ельфійську карту з руки й покладіть її під свою ігрову колоду.</translation>
    </message>
    <message>
        <source>Plays to your support area. Fellowship: stack a Free Peoples possession (or artifact) from your hand on this card, or play a card stacked here as if from your hand.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Зіграйте його у свою зону підтримки. Братство: покладіть у стос на цю карту спорядження (або артефакт) Вільних Народів із руки або зіграйте карту з цього стосу, як із руки.</translation>
    </message>
    <message>
        <source>Plays to your support area. Maneuver or Skirmish: remove 3 twilight to heal a Nazgûl.</source>
        <translation>Зіграйте її у свою зону підтримки. Маневр або Сутичка: приберіть 3 жетони тіні, щоб зцілити назґула.</translation>
    </message>
    <message>
        <source>Plays to your support area. Maneuver: add 1 twilight and exert a Dwarf to heal an Elf, or add 1 twilight and exert an Elf to heal a Dwarf.</source>
        <translation>Зіграйте її у свою зону підтримки. Маневр: додайте 1 жетон тіні, і ґном докладає зусилля, щоб зцілити ельфа, — або додайте 1 жетон тіні, і ельф докладає зусилля, щоб зцілити ґнома.</translation>
    </message>
    <message>
        <source>Plays to your support area. Maneuver: exert a Gondor character to wound a Sauron minion.</source>
        <translation>Зіграйте її у свою зону підтримки. Маневр: персонаж Ґондору докладає зусилля, щоб поранити ворога Саурона.</translation>
    </message>
    <message>
        <source>Plays to your support area. Response: when your Moria Orc wins a skirmish, you may discard the cards it bears and its wounds and stack it on this condition. Shadow: play an Orc stacked here as if from your hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Зіграйте її у свою зону підтримки. Відповідь: коли ваш морійський орк перемагає в сутичці, можете скинути карти в нього та його поранення й покласти його стосом на цю обставину. Тінь: зіграйте орка з цього стосу, як із руки.</translation>
    </message>
    <message>
        <source>Plays to your support area. Response: when your Moria weapon is discarded, you may play it again from your discard pile at 1 less twilight.</source>
        <translation>Зіграйте її у свою зону підтримки. Відповідь: коли вашу зброю Морії скидають, можете знову зіграти її зі свого скиду, її сутінкова вартість на 1 менша.</translation>
    </message>
    <message>
        <source>Plays to your support area. Response: when your Nazgûl wins a skirmish, you may transfer this condition from your support area to the character who lost (one Blade Tip to a character). At the start of each fellowship phase, wound its bearer (if he is the Ring-bearer, add a burden instead).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Зіграйте її у свою зону підтримки. Відповідь: коли ваш назґул перемагає в сутичці, можете перенести цю обставину зі своєї зони підтримки на персонажа, що програв (не більше одного «Уламка клинка» на персонажа). На початку кожної фази Братства поранте власника (якщо це Персненосець, натомість додайте один тягар).</translation>
    </message>
    <message>
        <source>Plays to your support area. Response: when your Uruk-hai wins a skirmish, you may remove 1 twilight to heal him.</source>
        <translation>Зіграйте її у свою зону підтримки. Відповідь: коли ваш урук-гай перемагає в сутичці, можете прибрати 1 жетон тіні, щоб зцілити його.</translation>
    </message>
    <message>
        <source>Plays to your support area. Shadow: discard 3 cards from your hand to play a Moria Orc from your discard pile.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Зіграйте її у свою зону підтримки. Тінь: скиньте 3 карти з руки, щоб зіграти морійського орка зі свого скиду.</translation>
    </message>
    <message>
        <source>Plays to your support area. Shadow: exert a Sauron Orc and remove 2 twilight to draw a card.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Зіграйте її у свою зону підтримки. Тінь: орк Саурона докладає зусилля, а ви прибираєте 2 жетони тіні, щоб узяти карту.</translation>
    </message>
    <message>
        <source>Plays to your support area. Shadow: remove 2 twilight to play a Moria possession from your discard pile.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Зіграйте її у свою зону підтримки. Тінь: приберіть 2 жетони тіні, щоб зіграти морійське спорядження зі свого скиду.</translation>
    </message>
    <message>
        <source>Plays to your support area. Shadow: remove 3 twilight to reveal the bottom card of your draw deck: take it into your hand if it is a Moria Orc, or else discard it.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Зіграйте її у свою зону підтримки. Тінь: приберіть 3 жетони тіні, щоб розкрити нижню карту своєї ігрової колоди: візьміть її в руку, якщо це морійський орк, інакше скиньте її.</translation>
    </message>
    <message>
        <source>Plays to your support area. Skirmish: remove 3 twilight to make a Sauron Orc strength +1.</source>
        <translation>Зіграйте її у свою зону підтримки. Сутичка: приберіть 3 жетони тіні, і орк Саурона отримує +1 до сили.</translation>
    </message>
    <message>
        <source>Plays to your support area. Skirmish: transfer this condition from your support area to a character skirmishing a Nazgûl. Burdens and wounds may not be removed from its bearer.</source>
        <translation>Зіграйте її у свою зону підтримки. Сутичка: перенесіть цю обставину зі своєї зони підтримки на персонажа, що б&apos;ється з назґулом. З власника не можна знімати ні тягар, ні поранення.</translation>
    </message>
    <message>
        <source>Plays to your support area. When the fellowship moves to site 4 or 5, add 2 twilight for each Dwarf companion. Skirmish: discard this condition to give your Moria Orc +2 strength.</source>
        <translation>Зіграйте її у свою зону підтримки. Коли Братство переміщується на місцевість 4 або 5, додайте 2 жетони тіні за кожного супутника-ґнома. Сутичка: скиньте цю обставину, і ваш морійський орк отримує +2 до сили.</translation>
    </message>
    <message>
        <source>Plays to your support area. While you can spot a Moria archer, the fellowship archery total is 1 lower.</source>
        <translation>Зіграйте її у свою зону підтримки. Поки можна знайти морійського лучника, сума стрільби Братства на 1 менша.</translation>
    </message>
    <message>
        <source>Plays to your support area. While you can spot a Sauron Orc, the minion archery total is +1.</source>
        <translation>Зіграйте її у свою зону підтримки. Поки можна знайти орка Саурона, сума стрільби ворогів на 1 більша.</translation>
    </message>
    <message>
        <source>Plays to your support area. While you can spot an Uruk-hai, the fellowship archery total is 1 lower.</source>
        <translation>Зіграйте її у свою зону підтримки. Поки можна знайти урук-гая, сума стрільби Братства на 1 менша.</translation>
    </message>
    <message>
        <source>Plays to your support area. Your Isengard events cost 1 less twilight. Skirmish: discard this condition to give an Uruk-hai +2 strength.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Зіграйте її у свою зону підтримки. Сутінкова вартість ваших подій Ісенґарду на 1 менша. Сутичка: скиньте цю обставину, і урук-гай отримує +2 до сили.</translation>
    </message>
    <message>
        <source>Ranger. At the start of each of your turns you may heal another companion with the Aragorn signet.</source>
        <translation>Слідопит. На початку кожного свого ходу ви можете зцілити іншого супутника з печаткою Араґорна.</translation>
    </message>
    <message>
        <source>Ranger. Boromir is overwhelmed only by triple strength.</source>
        <translation>Слідопит. Розгромити Боромира можна лише потрійною силою.</translation>
    </message>
    <message>
        <source>Ranger. Maneuver: exert Aragorn to make him defender +1 until the regroup phase.</source>
        <translation>Слідопит. Маневр: Араґорн докладає зусилля й стає захисником +1 до фази збору.</translation>
    </message>
    <message>
        <source>Ranger. While skirmishing a Nazgûl, Arwen has +3 strength.</source>
        <translation>Слідопит. У сутичці з назґулом Арвен отримує +3 до сили.</translation>
    </message>
    <message>
        <source>Regroup: exert a ranger companion to discard a minion.</source>
        <translation>Збір: супутник-слідопит докладає зусилля, щоб скинути ворога.</translation>
    </message>
    <message>
        <source>Regroup: exert a ranger companion to wound every minion.</source>
        <translation>Збір: супутник-слідопит докладає зусилля, щоб поранити кожного ворога.</translation>
    </message>
    <message>
        <source>Regroup: exert a ranger to make an opponent shuffle his hand into his draw deck and draw 8 cards.</source>
        <translation>Збір: слідопит докладає зусилля, щоб суперник замішав карти з руки у свою ігрову колоду й узяв 8 карт.</translation>
    </message>
    <message>
        <source>Regroup: spot a ranger to remove 4 twilight from the pool.</source>
        <translation>Збір: знайдіть слідопита, щоб прибрати 4 жетони тіні з Котла Тіні.</translation>
    </message>
    <message>
        <source>Response: if a Dwarf wins a skirmish, heal that Dwarf.</source>
        <translation>Відповідь: якщо ґном перемагає в сутичці, зціліть цього ґнома.</translation>
    </message>
    <message>
        <source>Response: if a Dwarf wins a skirmish, make an opponent discard the top 3 cards of his draw deck.</source>
        <translation>Відповідь: якщо ґном перемагає в сутичці, змусьте суперника скинути 3 верхні карти його ігрової колоди.</translation>
    </message>
    <message>
        <source>Response: if a skirmish event is played during a skirmish involving a Gondor Man, cancel that event.</source>
        <translation>Відповідь: якщо під час сутички за участю людини Ґондору зіграно подію сутички, скасуйте цю подію.</translation>
    </message>
    <message>
        <source>Response: when a Nazgûl is about to take a wound, prevent that wound.</source>
        <translation>Відповідь: коли назґул ось-ось отримає поранення, відверніть це поранення.</translation>
    </message>
    <message>
        <source>Response: when a Nazgûl wins a skirmish, the Free Peoples player chooses to exert the Ring-bearer or to add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Відповідь: коли назґул перемагає в сутичці, гравець Вільних Народів вибирає: Персненосець докладає зусилля або додається один тягар.</translation>
    </message>
    <message>
        <source>Response: when a Sauron Orc kills a companion in a skirmish, add a burden (or 3 burdens if the Ring-bearer wears The One Ring).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Відповідь: коли орк Саурона вбиває супутника в сутичці, додайте один тягар (або 3, якщо Персненосець надягнув Єдиний Перстень).</translation>
    </message>
    <message>
        <source>Response: when a Sauron Orc kills a companion in a skirmish, the Free Peoples player discards 3 cards from the top of his draw deck for each card in his dead pile.</source>
        <translation>Відповідь: коли орк Саурона вбиває супутника в сутичці, гравець Вільних Народів скидає 3 верхні карти своєї ігрової колоди за кожну карту на своєму цвинтарі.</translation>
    </message>
    <message>
        <source>Response: when a Sauron Orc wins a skirmish, make that Orc fierce until the regroup phase.</source>
        <translation>Відповідь: коли орк Саурона перемагає в сутичці, цей орк стає лютим до фази збору.</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer exerts or takes a wound, discard a card from the top of your draw deck for each Moria minion you spot; add a burden for each Shadow card discarded so (at most 3 burdens).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Відповідь: коли Персненосець докладає зусилля або отримує поранення, скиньте з верху своєї ігрової колоди по карті за кожного знайденого ворога Морії; додайте один тягар за кожну скинуту так карту Тіні (не більше 3 жетонів тягаря).</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer is about to be healed, remove a burden instead.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Відповідь: коли Персненосця ось-ось зцілять, замість цього зніміть один тягар.</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer puts on The One Ring, exert a Nazgûl to add 2 burdens.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Відповідь: коли Персненосець надягає Єдиний Перстень, назґул докладає зусилля, щоб додати 2 жетони тягаря.</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer puts on The One Ring, you may exert this minion to discard a card from the top of your draw deck for each Isengard minion you spot; add a burden for each Shadow card discarded so.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Відповідь: коли Персненосець надягає Єдиний Перстень, цей ворог може докласти зусилля, щоб ви скинули з верху своєї ігрової колоди по карті за кожного знайденого ворога Ісенґарду; додайте один тягар за кожну скинуту так карту Тіні.</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer wears The One Ring at the end of a skirmish phase, cancel every remaining assignment and assign a Nazgûl to skirmish the Ring-bearer; The One Ring&apos;s text does not apply during that skirmish.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Відповідь: якщо наприкінці фази сутички Персненосець має на собі Єдиний Перстень, скасуйте всі решту призначень і призначте назґула битися з Персненосцем; у цій сутичці текст Єдиного Персня не діє.</translation>
    </message>
    <message>
        <source>Response: when this minion wins a skirmish, you may remove 2 twilight to make the Free Peoples player discard a card at random from his hand.</source>
        <translation>Відповідь: коли цей ворог перемагає в сутичці, можете прибрати 2 жетони тіні, щоб гравець Вільних Народів скинув випадкову карту з руки.</translation>
    </message>
    <message>
        <source>Response: when you play an Uruk-hai, put every copy of that card in your discard pile beneath your draw deck.</source>
        <translation>Відповідь: коли ви граєте урук-гая, покладіть усі копії цієї карти зі свого скиду під свою ігрову колоду.</translation>
    </message>
    <message>
        <source>Ring-bearer (resistance 10). At the start of each of your turns you may heal a Hobbit ally.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець (стійкість 10). На початку кожного вашого ходу можете зцілити союзника-гобіта.</translation>
    </message>
    <message>
        <source>Ring-bearer (resistance 10). Fellowship: exert another companion with the Frodo signet to heal Frodo.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець (стійкість 10). Братство: інший супутник із печаткою Фродо докладає зусилля, щоб зцілити Фродо.</translation>
    </message>
    <message>
        <source>River. Fellowship: discard a Gondor card from your hand to heal a Gondor companion.</source>
        <translation>Ріка. Братство: скиньте з руки карту Ґондору, щоб зцілити супутника Ґондору.</translation>
    </message>
    <message>
        <source>River. Sanctuary. The twilight cost of the first Nazgûl played to Ford of Bruinen each turn is -5.</source>
        <extracomment>Russian as the card game&apos;s book&apos;s «Бруиненские броды» (seed 000), in the singular of this card&apos;s name; Ukrainian the War of the Ring book&apos;s</extracomment>
        <translation>Ріка. Святилище. Сутінкова вартість першого назґула, зіграного на Брід на Бруїнені за хід, на 5 менша.</translation>
    </message>
    <message>
        <source>River. Shadow: play up to 3 trackers from your discard pile; end your Shadow phase.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Ріка. Тінь: зіграйте до 3 нишпорок зі свого скиду; ваша фаза Тіні закінчується.</translation>
    </message>
    <message>
        <source>River. Shadow: spot 5 Orc minions to stop the fellowship from moving again this turn.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Ріка. Тінь: знайдіть 5 ворогів-орків, щоб Братство не могло більше переміщатися цього ходу.</translation>
    </message>
    <message>
        <source>River. The minion archery total is 1 higher for each minion archer (at most 4 higher).</source>
        <translation>Ріка. Сума стрільби ворогів на 1 більша за кожного ворога-лучника (але не більше ніж на 4).</translation>
    </message>
    <message>
        <source>River. The minion archery total is 2 higher for each companion beyond the fourth.</source>
        <translation>Ріка. Сума стрільби ворогів на 2 більша за кожного супутника понад чотирьох.</translation>
    </message>
    <message>
        <source>River. When a fellowship arrives here, every ally is discarded.</source>
        <translation>Ріка. Коли сюди приходить Братство, усі союзники йдуть до скиду.</translation>
    </message>
    <message>
        <source>River. When a fellowship without a ranger arrives here, each of its companions must exert.</source>
        <translation>Ріка. Коли сюди приходить Братство без слідопита, кожен його супутник докладає зусилля.</translation>
    </message>
    <message>
        <source>River. While the fellowship holds only Hobbits, there are no assignment and skirmish phases here.</source>
        <translation>Ріка. Поки в Братстві лише гобіти, тут немає фаз зближення та сутичок.</translation>
    </message>
    <message>
        <source>Sam has +1 strength. Fellowship: exert Rosie Cotton to heal Sam.</source>
        <translation>Сем отримує +1 до сили. Братство: Розі Коттон докладає зусилля, щоб зцілити Сема.</translation>
    </message>
    <message>
        <source>Sanctuary. Fellowship: exert an Elf to look at an opponent&apos;s hand.</source>
        <translation>Святилище. Братство: ельф докладає зусилля, щоб подивитися карти в руці суперника.</translation>
    </message>
    <message>
        <source>Sanctuary. Fellowship: play a Hobbit from your hand to draw a card.</source>
        <translation>Святилище. Братство: зіграйте гобіта з руки, щоб узяти карту.</translation>
    </message>
    <message>
        <source>Sanctuary. Fellowship: play a Man from your hand to draw a card.</source>
        <translation>Святилище. Братство: зіграйте людину з руки, щоб узяти карту.</translation>
    </message>
    <message>
        <source>Sanctuary. Fellowship: play an Elf from your hand to draw a card.</source>
        <translation>Святилище. Братство: зіграйте ельфа з руки, щоб узяти карту.</translation>
    </message>
    <message>
        <source>Sanctuary. The first Moria Orc played in each Shadow phase costs 2 less twilight.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Святилище. Сутінкова вартість першого морійського орка, зіграного в кожній фазі Тіні, на 2 менша.</translation>
    </message>
    <message>
        <source>Sanctuary. When a fellowship leaves here, remove 2 twilight from the pool.</source>
        <translation>Святилище. Коли Братство йде звідси, приберіть 2 жетони тіні з Котла Тіні.</translation>
    </message>
    <message>
        <source>Search. Maneuver: exert an Uruk-hai to make the Free Peoples player choose: exert 2 companions, or the Ring-bearer puts on The One Ring until the regroup phase.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Пошук. Маневр: урук-гай докладає зусилля, і гравець Вільних Народів вибирає: 2 супутники докладають зусилля або Персненосець надягає Єдиний Перстень до фази збору.</translation>
    </message>
    <message>
        <source>Search. Maneuver: exert your Nazgûl to discard an ally.</source>
        <translation>Пошук. Маневр: ваш назґул докладає зусилля, щоб скинути союзника.</translation>
    </message>
    <message>
        <source>Search. Maneuver: spot a Sauron Orc and 5 companions to make the Free Peoples player exert a companion for each companion over 4.</source>
        <translation>Пошук. Маневр: знайдіть орка Саурона й 5 супутників, щоб гравець Вільних Народів доклав зусилля супутником за кожного супутника понад 4.</translation>
    </message>
    <message>
        <source>Search. Maneuver: spot a Sauron Orc and 6 companions to wound a companion (except the Ring-bearer) once for each companion over 5.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Пошук. Маневр: знайдіть орка Саурона й 6 супутників, щоб поранити супутника (крім Персненосця) по разу за кожного супутника понад 5.</translation>
    </message>
    <message>
        <source>Search. Plays to your support area. At the beginning of each of your Shadow phases, draw a card. At the end of each of your Shadow phases, exert a Nazgûl or discard this condition.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Пошук. Зіграйте її у свою зону підтримки. На початку кожної своєї фази Тіні візьміть карту. Наприкінці кожної своєї фази Тіні назґул докладає зусилля, інакше скиньте цю обставину.</translation>
    </message>
    <message>
        <source>Search. Plays to your support area. Each time you play a Nazgûl, you may exert a Hobbit (except the Ring-bearer).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Пошук. Зіграйте її у свою зону підтримки. Щоразу, коли ви граєте назґула, можете змусити гобіта (крім Персненосця) докласти зусилля.</translation>
    </message>
    <message>
        <source>Search. Plays to your support area. Response: when the Free Peoples player plays a stealth event, you may exert a Sauron tracker to cancel that event.</source>
        <translation>Пошук. Зіграйте її у свою зону підтримки. Відповідь: коли гравець Вільних Народів грає подію зі скритністю, нишпорка Саурона може докласти зусилля, щоб скасувати цю подію.</translation>
    </message>
    <message>
        <source>Search. Plays to your support area. While you can spot 7 companions, the move limit this turn is -1 (never below 1).</source>
        <translation>Пошук. Зіграйте її у свою зону підтримки. Поки можна знайти 7 супутників, межа переміщень цього ходу на 1 менша (але не менша за 1).</translation>
    </message>
    <message>
        <source>Search. Response: when a stealth event is played, exert or discard your Uruk-hai to cancel that event.</source>
        <translation>Пошук. Відповідь: коли грається подія зі скритністю, ваш урук-гай докладає зусилля або скидається, щоб скасувати цю подію.</translation>
    </message>
    <message>
        <source>Search. Response: when a stealth event is played, spot 3 Moria minions to cancel that event.</source>
        <translation>Пошук. Відповідь: коли грається подія зі скритністю, знайдіть 3 ворогів Морії, щоб скасувати цю подію.</translation>
    </message>
    <message>
        <source>Search. Shadow: spot X Nazgûl to reveal the top X cards of your draw deck; take the Ringwraith cards among them into your hand and discard the rest.</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Пошук. Тінь: знайдіть X назґулів, щоб відкрити X верхніх карт своєї ігрової колоди; візьміть до руки карти Назґулів серед них, а решту скиньте.</translation>
    </message>
    <message>
        <source>Search. To play, exert a Moria Orc. Plays to your support area. While the fellowship is at site 5 or higher, each companion costs 2 more twilight.</source>
        <translation>Пошук. Щоб зіграти, морійський орк докладає зусилля. Зіграйте її у свою зону підтримки. Поки Братство на місцевості 5 або далі, сутінкова вартість кожного супутника на 2 більша.</translation>
    </message>
    <message>
        <source>Search. To play, exert a Moria minion. Plays to your support area. Each time the fellowship moves to site 4, 5 or 6 with a Dwarf or an Elf in it, the Free Peoples player discards 2 cards at random from his hand.</source>
        <translation>Пошук. Щоб зіграти, ворог Морії докладає зусилля. Зіграйте її у свою зону підтримки. Щоразу, коли Братство, у якому є ґном або ельф, переміщується на місцевість 4, 5 або 6, гравець Вільних Народів скидає 2 випадкові карти з руки.</translation>
    </message>
    <message>
        <source>Search. To play, exert a Sauron Orc. Plays to your support area. While you can spot 5 companions, the twilight cost of each companion is +2.</source>
        <translation>Пошук. Щоб зіграти цю карту, орк Саурона докладає зусилля. Зіграйте її у свою зону підтримки. Поки можна знайти 5 супутників, сутінкова вартість кожного супутника на 2 більша.</translation>
    </message>
    <message>
        <source>Search. To play, exert a Sauron tracker. Plays to your support area. Each time the fellowship moves, the Free Peoples player exerts a companion.</source>
        <translation>Пошук. Щоб зіграти цю карту, нишпорка Саурона докладає зусилля. Зіграйте її у свою зону підтримки. Щоразу, коли Братство переміщається, гравець Вільних Народів докладає зусилля супутником.</translation>
    </message>
    <message>
        <source>Search. To play, spot a Moria minion. Plays to your support area. Each companion played at site 4 or higher comes into play exhausted.</source>
        <translation>Пошук. Щоб зіграти, знайдіть ворога Морії. Зіграйте її у свою зону підтримки. Кожен супутник, зіграний на місцевості 4 або далі, входить у гру виснаженим.</translation>
    </message>
    <message>
        <source>Search. To play, spot a Nazgûl. Plays to your support area. Shadow: remove 3 twilight to replace the fellowship&apos;s site with your own site of the same number.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Пошук. Щоб зіграти цю карту, знайдіть назґула. Зіграйте її у свою зону підтримки. Тінь: приберіть 3 жетони тіні, щоб замінити місцевість Братства своєю місцевістю з тим самим номером.</translation>
    </message>
    <message>
        <source>Search. To play, spot a Sauron Orc. Plays to your support area. Shadow: remove 3 twilight to reveal the top card of your draw deck; if it is a Sauron card, take it into your hand; otherwise discard it and one other card from your hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Пошук. Щоб зіграти цю карту, знайдіть орка Саурона. Зіграйте її у свою зону підтримки. Тінь: приберіть 3 жетони тіні, щоб відкрити верхню карту своєї ігрової колоди; якщо це карта Саурона, візьміть її до руки, інакше скиньте її та ще одну карту з руки.</translation>
    </message>
    <message>
        <source>Search. To play, spot an Uruk-hai. Plays to your support area. While the Ring-bearer is exhausted or has 5 or more burdens, the move limit this turn is 1 lower (but never below 1).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Пошук. Щоб зіграти, знайдіть урук-гая. Зіграйте її у свою зону підтримки. Поки Персненосець виснажений або має 5 жетонів тягаря чи більше, межа переміщень цього ходу на 1 менша (але не менша за 1).</translation>
    </message>
    <message>
        <source>Shadow: exert a Sauron Orc to discard a Free Peoples condition.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь: орк Саурона докладає зусилля, щоб скинути обставину Вільних Народів.</translation>
    </message>
    <message>
        <source>Shadow: exert your Moria Orc to draw 2 cards.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь: ваш морійський орк докладає зусилля, щоб ви взяли 2 карти.</translation>
    </message>
    <message>
        <source>Shadow: exert Úlairë Otsëa to make a Ringwraith minion fierce until the regroup phase.</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь: Улайре Отсеа докладає зусилля, і ворог Назґулів стає лютим до фази збору.</translation>
    </message>
    <message>
        <source>Shadow: play a Moria Orc from your discard pile.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь: зіграйте морійського орка зі свого скиду.</translation>
    </message>
    <message>
        <source>Shadow: play a Nazgûl; his twilight cost is -2.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь: зіграйте назґула, його сутінкова вартість на 2 менша.</translation>
    </message>
    <message>
        <source>Shadow: spot X Sauron minions to add X twilight.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь: знайдіть X ворогів Саурона, щоб додати X жетонів тіні.</translation>
    </message>
    <message>
        <source>Shadow: spot a Hobbit who is not the Ring-bearer to reveal cards from the top of your draw deck until one is not a Moria minion; take every revealed card into your hand.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь: знайдіть гобіта, який не є Персненосцем, щоб розкривати карти з верху своєї ігрової колоди, доки не відкриється карта, що не є ворогом Морії; візьміть усі розкриті карти в руку.</translation>
    </message>
    <message>
        <source>Shadow: spot a Sauron Orc to discard an Elven condition.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь: знайдіть орка Саурона, щоб скинути ельфійську обставину.</translation>
    </message>
    <message>
        <source>Skirmish: add a burden to wound each minion skirmishing the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Сутичка: додайте один тягар, щоб поранити кожного ворога, що б&apos;ється з Персненосцем.</translation>
    </message>
    <message>
        <source>Skirmish: exert Aragorn to make Arwen strength +3, or exert Arwen to make Aragorn strength +3.</source>
        <translation>Сутичка: Араґорн докладає зусилля, і Арвен отримує +3 до сили, або Арвен докладає зусилля, і Араґорн отримує +3 до сили.</translation>
    </message>
    <message>
        <source>Skirmish: exert Boromir to give a Hobbit +3 strength.</source>
        <translation>Сутичка: Боромир докладає зусилля, і гобіт отримує +3 до сили.</translation>
    </message>
    <message>
        <source>Skirmish: exert a Dwarf to give that Dwarf +3 strength and damage +1.</source>
        <translation>Сутичка: ґном докладає зусилля й отримує +3 до сили та ушкодження +1.</translation>
    </message>
    <message>
        <source>Skirmish: exert a Hobbit to give him +3 strength.</source>
        <translation>Сутичка: гобіт докладає зусилля й отримує +3 до сили.</translation>
    </message>
    <message>
        <source>Skirmish: exert a Sauron Orc to wound a character he is skirmishing.</source>
        <translation>Сутичка: орк Саурона докладає зусилля, щоб поранити персонажа, з яким він б&apos;ється.</translation>
    </message>
    <message>
        <source>Skirmish: exert a companion who is not a Hobbit to give a Hobbit +3 strength.</source>
        <translation>Сутичка: супутник, що не є гобітом, докладає зусилля, і гобіт отримує +3 до сили.</translation>
    </message>
    <message>
        <source>Skirmish: exert an Uruk-hai to give it +3 strength.</source>
        <translation>Сутичка: урук-гай докладає зусилля й отримує +3 до сили.</translation>
    </message>
    <message>
        <source>Skirmish: exert this ally to keep a Hobbit from being overwhelmed unless its strength is tripled.</source>
        <translation>Сутичка: цей союзник докладає зусилля, і гобіта можна розгромити лише потрійною силою.</translation>
    </message>
    <message>
        <source>Skirmish: exert this minion to wound a character it is skirmishing.</source>
        <translation>Сутичка: цей ворог докладає зусилля, щоб поранити персонажа, з яким він б&apos;ється.</translation>
    </message>
    <message>
        <source>Skirmish: give a Dwarf +2 strength and damage +1.</source>
        <translation>Сутичка: ґном отримує +2 до сили та ушкодження +1.</translation>
    </message>
    <message>
        <source>Skirmish: give a Dwarf +2 strength, or +3 if he bears a Dwarven hand weapon.</source>
        <translation>Сутичка: ґном отримує +2 до сили або +3, якщо в нього ґномська ручна зброя.</translation>
    </message>
    <message>
        <source>Skirmish: give a Dwarf +2 strength, or +4 at an underground site.</source>
        <translation>Сутичка: ґном отримує +2 до сили або +4 на підземній місцевості.</translation>
    </message>
    <message>
        <source>Skirmish: give a Gondor companion +2 strength, or +4 if he is defender +1.</source>
        <translation>Сутичка: супутник Ґондору отримує +2 до сили або +4, якщо він захисник +1.</translation>
    </message>
    <message>
        <source>Skirmish: give a Gondor or Shire companion who bears a hand weapon +2 strength and damage +1.</source>
        <translation>Сутичка: супутник Ґондору чи Ширу, що має ручну зброю, отримує +2 до сили й ушкодження +1.</translation>
    </message>
    <message>
        <source>Skirmish: give a Moria Orc +1 strength for each other Moria Orc you can spot (at most +4).</source>
        <translation>Сутичка: морійський орк отримує +1 до сили за кожного іншого морійського орка, якого можна знайти (не більше +4).</translation>
    </message>
    <message>
        <source>Skirmish: give a Moria Orc +2 strength, or +4 while skirmishing a Dwarf.</source>
        <translation>Сутичка: морійський орк отримує +2 до сили або +4 у сутичці з ґномом.</translation>
    </message>
    <message>
        <source>Skirmish: give a Moria Orc +2 strength, or +4 while skirmishing an archer.</source>
        <translation>Сутичка: морійський орк отримує +2 до сили або +4 у сутичці з лучником.</translation>
    </message>
    <message>
        <source>Skirmish: give a ranger +2 strength, or +4 while skirmishing a roaming minion.</source>
        <translation>Сутичка: слідопит отримує +2 до сили або +4 у сутичці з мандрівним ворогом.</translation>
    </message>
    <message>
        <source>Skirmish: give an Elf +1 strength. If a minion loses this skirmish to that Elf, its owner discards 2 cards at random from his hand.</source>
        <translation>Сутичка: ельф отримує +1 до сили. Якщо ворог програє цю сутичку цьому ельфові, господар ворога скидає з руки 2 випадкові карти.</translation>
    </message>
    <message>
        <source>Skirmish: give an Elf +2 strength, or +4 while skirmishing a Nazgûl.</source>
        <translation>Сутичка: ельф отримує +2 до сили або +4 у сутичці з назґулом.</translation>
    </message>
    <message>
        <source>Skirmish: give an Elf +2 strength, or +4 while skirmishing an archer.</source>
        <translation>Сутичка: ельф отримує +2 до сили або +4 у сутичці з лучником.</translation>
    </message>
    <message>
        <source>Skirmish: give an Uruk-hai +2 strength; or spot 5 companions to give an Uruk-hai +4 strength and make it fierce until the regroup phase.</source>
        <translation>Сутичка: урук-гай отримує +2 до сили; або знайдіть 5 супутників, і урук-гай отримує +4 до сили та стає лютим до фази збору.</translation>
    </message>
    <message>
        <source>Skirmish: give an Uruk-hai -1 strength and damage +1.</source>
        <translation>Сутичка: урук-гай отримує -1 до сили та ушкодження +1.</translation>
    </message>
    <message>
        <source>Skirmish: if Merry is not assigned to a skirmish, exert him twice to add his strength to another companion.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Сутичка: якщо Меріадока не призначено до жодної сутички, він двічі докладає зусилля, щоб додати свою силу до сили іншого супутника.</translation>
    </message>
    <message>
        <source>Skirmish: make a Nazgûl strength +2 (or +3 if the Ring-bearer is assigned to a skirmish not yet resolved).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Сутичка: назґул отримує +2 до сили (або +3, якщо Персненосця призначено на ще не розіграну сутичку).</translation>
    </message>
    <message>
        <source>Skirmish: make a Nazgûl strength +2 (or +4 if you can spot 5 burdens).</source>
        <translation>Сутичка: назґул отримує +2 до сили (або +4, якщо можна знайти 5 жетонів тягаря).</translation>
    </message>
    <message>
        <source>Skirmish: make a Nazgûl strength +2 (or +5 if the Ring-bearer wears The One Ring).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Сутичка: назґул отримує +2 до сили (або +5, якщо Персненосець надягнув Єдиний Перстень).</translation>
    </message>
    <message>
        <source>Skirmish: remove 3 twilight to give a Moria Orc +2 strength.</source>
        <translation>Сутичка: приберіть 3 жетони тіні, і морійський орк отримує +2 до сили.</translation>
    </message>
    <message>
        <source>Skirmish: spot 3 burdens to make a Nazgûl strength +1 and damage +1, or spot 6 burdens to make a Nazgûl strength +3 and damage +2.</source>
        <translation>Сутичка: знайдіть 3 жетони тягаря, і назґул отримує +1 до сили та Ушкодження +1, або знайдіть 6 жетонів тягаря, і назґул отримує +3 до сили та Ушкодження +2.</translation>
    </message>
    <message>
        <source>Skirmish: spot X burdens to give a character skirmishing a Sauron Orc -X strength.</source>
        <translation>Сутичка: знайдіть X жетонів тягаря, і персонаж, що б&apos;ється з орком Саурона, отримує -X до сили.</translation>
    </message>
    <message>
        <source>Spell. Fellowship: exert Gandalf to discard every condition.</source>
        <translation>Закляття. Братство: Ґандальф докладає зусилля, щоб скинути всі обставини.</translation>
    </message>
    <message>
        <source>Spell. Fellowship: spot Gandalf to reveal an opponent&apos;s hand.</source>
        <translation>Закляття. Братство: знайдіть Ґандальфа, щоб розкрити карти в руці суперника.</translation>
    </message>
    <message>
        <source>Spell. Fellowship: while the twilight pool holds fewer than 2 tokens, spot Gandalf to look at the top 2 cards of your draw deck; take one into your hand and discard the other.</source>
        <translation>Закляття. Братство: поки в Котлі Тіні менше 2 жетонів, знайдіть Ґандальфа, щоб подивитися 2 верхні карти своєї ігрової колоди; візьміть одну до руки, другу скиньте.</translation>
    </message>
    <message>
        <source>Spell. Fellowship: while the twilight pool holds fewer than 3 tokens, spot Gandalf to look at the top 4 cards of your draw deck; take 2 of them into your hand and discard the rest.</source>
        <translation>Закляття. Братство: поки в Котлі Тіні менше 3 жетонів, знайдіть Ґандальфа, щоб подивитися 4 верхні карти своєї ігрової колоди; візьміть 2 з них до руки, решту скиньте.</translation>
    </message>
    <message>
        <source>Spell. Response: when a companion is about to exert, spot Gandalf to place no wound token for that exertion.</source>
        <translation>Закляття. Відповідь: коли супутник ось-ось докладе зусилля, знайдіть Ґандальфа, щоб не класти за це зусилля жетон поранення.</translation>
    </message>
    <message>
        <source>Spell. Response: when a companion is about to take a wound, spot Gandalf to prevent that wound.</source>
        <translation>Закляття. Відповідь: коли супутник ось-ось отримає поранення, знайдіть Ґандальфа, щоб відвернути це поранення.</translation>
    </message>
    <message>
        <source>Spell. Shadow: exert an Isengard minion to discard every condition.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Закляття. Тінь: ворог Ісенґарду докладає зусилля, щоб скинути всі обставини.</translation>
    </message>
    <message>
        <source>Spell. Skirmish: give Gandalf +2 strength, or +4 if the Ring-bearer has 4 burdens or fewer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Закляття. Сутичка: Ґандальф отримує +2 до сили або +4, якщо в Персненосця не більше 4 жетонів тягаря.</translation>
    </message>
    <message>
        <source>Spell. Skirmish: spot Gandalf to give a minion -3 strength.</source>
        <translation>Закляття. Сутичка: знайдіть Ґандальфа, і ворог отримує -3 до сили.</translation>
    </message>
    <message>
        <source>Spell. Weather. Maneuver: exert an Isengard minion and spot 5 companions to discard an exhausted companion other than the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Закляття. Погода. Маневр: ворог Ісенґарду докладає зусилля, і знайдіть 5 супутників, щоб скинути виснаженого супутника, окрім Персненосця.</translation>
    </message>
    <message>
        <source>Spell. Weather. Maneuver: exert an Isengard minion to make the Free Peoples player choose: exert the Ring-bearer, or add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Закляття. Погода. Маневр: ворог Ісенґарду докладає зусилля, і гравець Вільних Народів вибирає: Персненосець докладає зусилля або додається тягар.</translation>
    </message>
    <message>
        <source>Spell. Weather. To play, exert an Isengard minion. Plays on a site (at most one per site). Each Hobbit at this site has -2 strength. Discard this condition at the end of the turn.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Закляття. Погода. Щоб зіграти, ворог Ісенґарду докладає зусилля. Зіграйте її на місцевість (не більше однієї на місцевість). Кожен гобіт на цій місцевості отримує -2 до сили. Скиньте цю обставину наприкінці ходу.</translation>
    </message>
    <message>
        <source>Spell. Weather. To play, exert an Isengard minion. Plays on a site (at most one per site). Each Hobbit who moves from this site must exert. Discard this condition at the end of the turn.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Закляття. Погода. Щоб зіграти, ворог Ісенґарду докладає зусилля. Зіграйте її на місцевість (не більше однієї на місцевість). Кожен гобіт, що йде з цієї місцевості, мусить докласти зусилля. Скиньте цю обставину наприкінці ходу.</translation>
    </message>
    <message>
        <source>Spell. Weather. To play, exert an Isengard minion. Plays on a site. During skirmishes at this site, no player may play skirmish events or use skirmish special abilities. Discard this condition at the end of the turn.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Закляття. Погода. Щоб зіграти, ворог Ісенґарду докладає зусилля. Зіграйте її на місцевість. Під час сутичок на цій місцевості ніхто не може грати події сутички й застосовувати особливі здібності сутички. Скиньте цю обставину наприкінці ходу.</translation>
    </message>
    <message>
        <source>Stealth. Skirmish: at sites 1 to 4, cancel a skirmish involving a Hobbit; at any other site, give a Hobbit +3 strength.</source>
        <translation>Скритність. Сутичка: на місцевостях 1–4 скасуйте сутичку за участю гобіта; на будь-якій іншій місцевості гобіт отримує +3 до сили.</translation>
    </message>
    <message>
        <source>Stealth. Skirmish: at sites 1 to 5, cancel a skirmish involving a Hobbit; at any other site, give a Hobbit +2 strength.</source>
        <translation>Скритність. Сутичка: на місцевостях 1–5 скасуйте сутичку за участю гобіта; на будь-якій іншій місцевості гобіт отримує +2 до сили.</translation>
    </message>
    <message>
        <source>Stealth. To play, exert a Hobbit. Plays to your support area. While you can spot 2 Hobbit companions, the Shadow number of each site the fellowship moves to is 1 lower (2 lower while you can spot 4).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the TCG&apos;s book: «сумеречное число» (Shadow number)</extracomment>
        <translation>Скритність. Щоб зіграти, гобіт докладає зусилля. Зіграйте її у свою зону підтримки. Поки можна знайти 2 супутників-гобітів, сутінкове число кожної місцевості, куди переміщується Братство, на 1 менше (на 2 менше, поки можна знайти 4).</translation>
    </message>
    <message>
        <source>Strength +1 for each other Moria Orc you can spot.</source>
        <translation>+1 до сили за кожного іншого морійського орка, якого можна знайти.</translation>
    </message>
    <message>
        <source>Strength +2 at an underground site. While you can spot another Moria Orc, the fellowship archery total is 1 lower.</source>
        <translation>+2 до сили на підземній місцевості. Поки можна знайти іншого морійського орка, сума стрільби Братства на 1 менша.</translation>
    </message>
    <message>
        <source>Tale. A Gondor Man may bear it, one to a Man. Its bearer has +1 strength for each Elf you can spot, up to +3.</source>
        <translation>Оповідь. Власник — людина Ґондору, не більше однієї на людину. Власник отримує +1 до сили за кожного ельфа, якого можна знайти, але не більше +3.</translation>
    </message>
    <message>
        <source>Tale. A Gondor companion may bear it (+1 vitality). Skirmish: discard it to give its bearer +2 strength.</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>Оповідь. Власник — супутник Ґондору (+1 до здоров&apos;я). Сутичка: скиньте цю карту, і її власник отримує +2 до сили.</translation>
    </message>
    <message>
        <source>Tale. A Hobbit companion may bear it. Maneuver: discard this condition to give each Hobbit companion +2 strength until the regroup phase.</source>
        <translation>Оповідь. Власник — супутник-гобіт. Маневр: скиньте цю обставину, і кожен супутник-гобіт отримує +2 до сили до фази збору.</translation>
    </message>
    <message>
        <source>Tale. An Elf companion may bear it. Archery: if its bearer is an archer, exert him to make an opponent discard 2 cards at random from his hand.</source>
        <translation>Оповідь. Власник — супутник-ельф. Стрільба: якщо власник — лучник, він докладає зусилля, щоб суперник скинув з руки 2 випадкові карти.</translation>
    </message>
    <message>
        <source>Tale. An Elf companion may bear it. Archery: if its bearer is an archer, exert him to make the fellowship archery total +1.</source>
        <translation>Оповідь. Власник — супутник-ельф. Стрільба: якщо власник — лучник, він докладає зусилля, щоб сума стрільби Братства стала на 1 більша.</translation>
    </message>
    <message>
        <source>Tale. An Elf may bear it (+1 vitality). Skirmish: discard it to give its bearer +2 strength.</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>Оповідь. Власник — ельф (+1 до здоров&apos;я). Сутичка: скиньте цю карту, і власник отримує +2 до сили.</translation>
    </message>
    <message>
        <source>Tale. Plays to your support area. Maneuver: exert Aragorn to heal Arwen, or exert Arwen to heal Aragorn.</source>
        <translation>Оповідь. Зіграйте її у свою зону підтримки. Маневр: Араґорн докладає зусилля, щоб зцілити Арвен, або Арвен докладає зусилля, щоб зцілити Араґорна.</translation>
    </message>
    <message>
        <source>Tale. Plays to your support area. While a Dwarf skirmishes a Moria minion, he has +1 strength.</source>
        <translation>Оповідь. Зіграйте її у свою зону підтримки. Поки ґном б&apos;ється з морійським ворогом, він отримує +1 до сили.</translation>
    </message>
    <message>
        <source>Tale. To play, exert a Dwarf. Plays to your support area. Each time an opponent plays an Orc, he discards the top card of his draw deck.</source>
        <translation>Оповідь. Щоб зіграти, ґном докладає зусилля. Зіграйте її у свою зону підтримки. Щоразу, коли суперник грає орка, він скидає верхню карту своєї ігрової колоди.</translation>
    </message>
    <message>
        <source>Tale. To play, spot Bilbo. Plays on a character (one per character). Its bearer has +3 strength while skirmishing a Troll or an Uruk-hai.</source>
        <translation>Оповідь. Щоб зіграти, знайдіть Більбо. Її грають на персонажа (не більше однієї на персонажа). Власник отримує +3 до сили в сутичці з тролем або урук-гаєм.</translation>
    </message>
    <message>
        <source>The roaming penalty for each Nazgûl you play to Bree Streets is -2.</source>
        <extracomment>Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Штраф за мандрування кожного назґула, якого ви граєте на Вулиці Брі, на 2 менший.</translation>
    </message>
    <message>
        <source>This minion is strength +1 for each companion you can spot.</source>
        <translation>Цей ворог отримує +1 до сили за кожного супутника, якого можна знайти.</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays on Aragorn. Bearer is strength -1.</source>
        <translation>Щоб зіграти цю карту, орк Саурона докладає зусилля. Зіграйте її на Араґорна. Власник отримує -1 до сили.</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays on a companion. Each time bearer is assigned to a skirmish, the Free Peoples player chooses to discard 3 cards from his hand or to add a burden.</source>
        <translation>Щоб зіграти цю карту, орк Саурона докладає зусилля. Зіграйте її на супутника. Щоразу, коли власника призначають на сутичку, гравець Вільних Народів вибирає: скинути 3 карти з руки або додати один тягар.</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays on the Ring-bearer. At the end of each turn in which bearer was not assigned to a skirmish but another companion was, add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Щоб зіграти цю карту, орк Саурона докладає зусилля. Зіграйте її на Персненосця. Наприкінці кожного ходу, у якому власника не призначали на сутичку, а іншого супутника призначали, додайте один тягар.</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays to your support area. While 3 or more companions are in the dead pile, the move limit this turn is -1 (never below 1).</source>
        <translation>Щоб зіграти цю карту, орк Саурона докладає зусилля. Зіграйте її у свою зону підтримки. Поки на цвинтарі 3 супутники або більше, межа переміщень цього ходу на 1 менша (але не менша за 1).</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays to your support area. While you can spot 5 burdens and the Free Peoples player has no cards in his draw deck, the Ring-bearer is corrupted.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Щоб зіграти цю карту, орк Саурона докладає зусилля. Зіграйте її у свою зону підтримки. Якщо можна знайти 5 жетонів тягаря, а в ігровій колоді гравця Вільних Народів немає карт, Персненосця споганено.</translation>
    </message>
    <message>
        <source>To play, exert an Elf ally. Plays to your support area. When the fellowship moves from a river in the fellowship phase, the move limit is 1 higher this turn.</source>
        <translation>Щоб зіграти, союзник-ельф докладає зусилля. Зіграйте її у свою зону підтримки. Коли Братство у фазі Братства переміщується з річкової місцевості, межа переміщень цього ходу на 1 більша.</translation>
    </message>
    <message>
        <source>To play, exert an Isengard minion. Plays on a site. While the fellowship is at this site, the archery phase is skipped. Discard this condition at the end of the turn.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Щоб зіграти, ворог Ісенґарду докладає зусилля. Зіграйте її на місцевість. Поки Братство на цій місцевості, фаза стрільби пропускається. Скиньте цю обставину наприкінці ходу.</translation>
    </message>
    <message>
        <source>To play, exert an Uruk-hai. Plays to your support area. Each companion played at a site that is not a sanctuary costs 2 more twilight.</source>
        <translation>Щоб зіграти, урук-гай докладає зусилля. Зіграйте її у свою зону підтримки. Сутінкова вартість кожного супутника, зіграного на місцевості, яка не є святилищем, на 2 більша.</translation>
    </message>
    <message>
        <source>To play, exert an Uruk-hai. Plays to your support area. Each time a companion or ally loses a skirmish involving an Uruk-hai, the Free Peoples player chooses: exert the Ring-bearer, or add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Щоб зіграти, урук-гай докладає зусилля. Зіграйте її у свою зону підтримки. Щоразу, коли супутник або союзник програє сутичку за участю урук-гая, гравець Вільних Народів вибирає: Персненосець докладає зусилля або додається тягар.</translation>
    </message>
    <message>
        <source>To play, exert an Uruk-hai. Plays to your support area. Shadow: remove 3 twilight and spot the burdens on the Ring-bearer to make the Free Peoples player reveal that many cards at random from his hand; you may discard one of them.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Щоб зіграти, урук-гай докладає зусилля. Зіграйте її у свою зону підтримки. Тінь: приберіть 3 жетони тіні та знайдіть тягар Персненосця, щоб гравець Вільних Народів розкрив стільки ж випадкових карт із руки; можете скинути одну з них.</translation>
    </message>
    <message>
        <source>To play, spot Gandalf or an Elf. At the start of each of your turns, heal every ally whose home is site 3. Fellowship: exert Elrond to draw a card.</source>
        <extracomment>the TCG&apos;s book writes «Эльронд»; the card game&apos;s book (seed 000) «Элронд»</extracomment>
        <translation>Щоб зіграти, знайдіть Ґандальфа або ельфа. На початку кожного свого ходу зціліть кожного союзника, чий дім — місцевість 3. Братство: Елронд докладає зусилля, щоб ви взяли карту.</translation>
    </message>
    <message>
        <source>To play, spot Gandalf. Fellowship: exert Ottar to discard up to 3 cards from your hand and draw as many.</source>
        <translation>Щоб зіграти, знайдіть Ґандальфа. Братство: Оттар докладає зусилля, щоб скинути до 3 карт із руки та взяти стільки ж.</translation>
    </message>
    <message>
        <source>To play, spot Gandalf. Maneuver: exert Albert Dreary to discard an Isengard or Moria condition.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Щоб зіграти, знайдіть Ґандальфа. Маневр: Альберт Дрірі докладає зусилля, щоб скинути обставину Ісенґарду або Морії.</translation>
    </message>
    <message>
        <source>To play, spot Gandalf. Plays to your support area. A companion you play whose race you cannot spot costs 2 less.</source>
        <translation>Щоб зіграти, знайдіть Ґандальфа. Зіграйте її у свою зону підтримки. Сутінкова вартість супутника, якого ви граєте, на 2 менша, якщо не можна знайти персонажа його раси.</translation>
    </message>
    <message>
        <source>To play, spot Saruman or an Uruk-hai. Plays to your support area. Every archer companion and archer ally has -1 strength.</source>
        <translation>Щоб зіграти, знайдіть Сарумана або урук-гая. Зіграйте її у свою зону підтримки. Кожен супутник-лучник і союзник-лучник отримує -1 до сили.</translation>
    </message>
    <message>
        <source>To play, spot a Dwarf.</source>
        <translation>Щоб зіграти, знайдіть ґнома.</translation>
    </message>
    <message>
        <source>To play, spot a Dwarf. While skirmishing an Orc, Farin has +2 strength.</source>
        <translation>Щоб зіграти, знайдіть ґнома. У сутичці з орком Фарін отримує +2 до сили.</translation>
    </message>
    <message>
        <source>To play, spot a Nazgûl. Plays to your support area. Archery: remove 1 twilight to make the fellowship archery total -1.</source>
        <translation>Щоб зіграти цю карту, знайдіть назґула. Зіграйте її у свою зону підтримки. Стрільба: приберіть 1 жетон тіні, і сума стрільби Братства на 1 менша.</translation>
    </message>
    <message>
        <source>To play, spot a Sauron Orc. Plays on a companion (except an Elf). While at a sanctuary, bearer cannot heal.</source>
        <translation>Щоб зіграти цю карту, знайдіть орка Саурона. Зіграйте її на супутника (крім ельфа). Поки Братство у святилищі, власника не можна зцілити.</translation>
    </message>
    <message>
        <source>To play, spot an Elf.</source>
        <translation>Щоб зіграти, знайдіть ельфа.</translation>
    </message>
    <message>
        <source>To play, spot an Elf. A companion may bear it. The minion archery total is 1 lower.</source>
        <translation>Щоб зіграти, знайдіть ельфа. Власник — супутник. Сума стрільби ворогів на 1 менша.</translation>
    </message>
    <message>
        <source>To play, spot an Elf. While the fellowship is at site 6, 7 or 8, Haldir has +2 strength.</source>
        <translation>Щоб зіграти, знайдіть ельфа. Поки Братство на місцевості 6, 7 або 8, Галдір отримує +2 до сили.</translation>
    </message>
    <message>
        <source>To play, spot an Uruk-hai. Plays to your support area. Maneuver: spot 6 companions and remove 2 twilight to wound a companion other than the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Щоб зіграти, знайдіть урук-гая. Зіграйте її у свою зону підтримки. Маневр: знайдіть 6 супутників і приберіть 2 жетони тіні, щоб поранити супутника, окрім Персненосця.</translation>
    </message>
    <message>
        <source>To play, spot an Uruk-hai. Plays to your support area. Response: when your Uruk-hai wins a skirmish, you may remove 3 twilight to make him fierce until the regroup phase.</source>
        <translation>Щоб зіграти, знайдіть урук-гая. Зіграйте її у свою зону підтримки. Відповідь: коли ваш урук-гай перемагає в сутичці, можете прибрати 3 жетони тіні, щоб він став лютим до фази збору.</translation>
    </message>
    <message>
        <source>Tracker. The roaming penalty of each Sauron minion you play is -1. Assignment: spot 2 Hobbit companions to make the Free Peoples player assign a Hobbit to skirmish this minion.</source>
        <translation>Нишпорка. Штраф за мандрування кожного ворога Саурона, якого ви граєте, на 1 менший. Зближення: знайдіть 2 супутників-гобітів, щоб гравець Вільних Народів призначив гобіта до сутички з цим ворогом.</translation>
    </message>
    <message>
        <source>Tracker. The roaming penalty of each Sauron minion you play is -1. Response: when the Free Peoples player plays a regroup event, you may exert this minion to cancel that event.</source>
        <translation>Нишпорка. Штраф за мандрування кожного ворога Саурона, якого ви граєте, на 1 менший. Відповідь: коли гравець Вільних Народів грає подію збору, цей ворог може докласти зусилля, щоб скасувати цю подію.</translation>
    </message>
    <message>
        <source>Tracker. The roaming penalty of each Sauron minion you play is -1. Skirmish: exert this minion to wound a character it is skirmishing.</source>
        <translation>Нишпорка. Штраф за мандрування кожного ворога Саурона, якого ви граєте, на 1 менший. Сутичка: цей ворог докладає зусилля, щоб поранити персонажа, з яким він б&apos;ється.</translation>
    </message>
    <message>
        <source>Underground. Each companion or minion bearing a hand weapon is damage +1.</source>
        <translation>Підземелля. У кожного супутника чи ворога з ручною зброєю ушкодження +1.</translation>
    </message>
    <message>
        <source>Underground. Maneuver: discard your tale from play or from your hand to heal your companion.</source>
        <translation>Підземелля. Маневр: скиньте свою оповідь із гри чи з руки, щоб зцілити свого супутника.</translation>
    </message>
    <message>
        <source>Underground. Shadow: play The Balrog from your draw deck or hand at 6 less twilight.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Підземелля. Тінь: зіграйте Балроґа з ігрової колоди або з руки, його сутінкова вартість на 6 менша.</translation>
    </message>
    <message>
        <source>Underground. Shadow: remove 1 twilight to play a Shadow weapon from your discard pile.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Підземелля. Тінь: приберіть 1 жетон тіні, щоб зіграти зброю Тіні зі свого скиду.</translation>
    </message>
    <message>
        <source>Underground. When the fellowship arrives here, Gimli must exert, or two other companions must.</source>
        <translation>Підземелля. Коли сюди приходить Братство, Ґімлі докладає зусилля — або два інші супутники.</translation>
    </message>
    <message>
        <source>When the fellowship arrives here, each Shadow player may draw a card for each burden.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Коли сюди приходить Братство, кожен гравець Тіні може взяти по карті за кожен тягар.</translation>
    </message>
    <message>
        <source>When you play Pippin, remove a burden, or heal a companion.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Коли ви граєте Переґріна, зніміть один тягар або зцільте супутника.</translation>
    </message>
    <message>
        <source>When you play this minion, spot an Elf to add 2 twilight.</source>
        <translation>Коли ви граєте цього ворога, знайдіть ельфа, щоб додати 2 жетони тіні.</translation>
    </message>
    <message>
        <source>When you play this minion, you may add 2 twilight.</source>
        <translation>Коли ви граєте цього ворога, можете додати 2 жетони тіні.</translation>
    </message>
    <message>
        <source>When you play this minion, you may discard a Dwarven ally or a Dwarven condition.</source>
        <translation>Коли ви граєте цього ворога, можете скинути союзника чи обставину ґномів.</translation>
    </message>
    <message>
        <source>When you play this minion, you may make the Free Peoples player discard a card at random from his hand.</source>
        <translation>Коли ви граєте цього ворога, можете змусити гравця Вільних Народів скинути випадкову карту з руки.</translation>
    </message>
    <message>
        <source>When you play this minion, you may play a weapon from your discard pile on your Moria Orc.</source>
        <translation>Коли ви граєте цього ворога, можете зіграти зброю зі свого скиду на свого морійського орка.</translation>
    </message>
    <message>
        <source>When you play this minion, you may put a Moria Orc from your discard pile beneath your draw deck.</source>
        <translation>Коли ви граєте цього ворога, можете покласти морійського орка зі свого скиду під свою ігрову колоду.</translation>
    </message>
    <message>
        <source>When you play this minion, you may shuffle up to 2 Ringwraith cards from your discard pile into your draw deck.</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>Коли ви граєте цього ворога, можете замішати в ігрову колоду до 2 карт Назґулів зі свого скиду.</translation>
    </message>
    <message>
        <source>When you play Úlairë Nertëa, you may play a minion from your discard pile for each companion over 4.</source>
        <translation>Коли ви граєте Улайре Нертеа, можете зіграти зі свого скиду по ворогу за кожного супутника понад 4.</translation>
    </message>
    <message>
        <source>While Merry bears a weapon, he has +2 strength.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Поки Меріадок має зброю, він отримує +2 до сили.</translation>
    </message>
    <message>
        <source>While you can spot a ranger, your move limit this turn is 1 higher.</source>
        <translation>Поки можна знайти слідопита, ваша межа переміщень цього ходу на 1 більша.</translation>
    </message>
    <message>
        <source>While you can spot your own site 3, Silinde has that site&apos;s game text.</source>
        <translation>Поки можна знайти вашу власну місцевість 3, Сілінде має ігровий текст цієї місцевості.</translation>
    </message>
    <message>
        <source>While you can spot your own site 6, Uruviel has that site&apos;s game text.</source>
        <translation>Поки можна знайти вашу власну місцевість 6, Урувіель має ігровий текст цієї місцевості.</translation>
    </message>
    <message>
        <source>While your own site 1 is on the adventure path, this ally has its game text. Fellowship: exert this ally and spot an opponent&apos;s site 1 to replace it with your own site 1.</source>
        <translation>Поки ваша власна місцевість 1 лежить на шляху пригод, цей союзник має її ігровий текст. Братство: цей союзник докладає зусилля, і ви знаходите місцевість 1 суперника, щоб замінити її своєю місцевістю 1.</translation>
    </message>
    <message>
        <source>Your opponents may not discard your Shire tales from play.</source>
        <translation>Суперники не можуть скидати з гри ваші оповіді Ширу.</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.deck</name>
    <message>
        <source>Line {line}: a second {key} line.</source>
        <translation>Рядок {line}: другий рядок «{key}».</translation>
    </message>
    <message>
        <source>Line {line}: no card {ref} in the set.</source>
        <translation>Рядок {line}: у сеті немає карти «{ref}».</translation>
    </message>
    <message>
        <source>Line {line}: {count} is not a number of copies (1 or more).</source>
        <translation>Рядок {line}: «{count}» — не кількість примірників (1 або більше).</translation>
    </message>
    <message>
        <source>Line {line}: {ref} names several cards ({choices}): write the code or the title and subtitle.</source>
        <translation>Рядок {line}: «{ref}» — назва кількох карт ({choices}): напишіть код карти або назву з підзаголовком.</translation>
    </message>
    <message>
        <source>The Ring-bearer {card} is not a companion who can start with the Ring (R2.6).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець {card} — не супутник, який може почати гру з Перснем (R2.6).</translation>
    </message>
    <message>
        <source>The adventure deck has no site {n} (R2.14).</source>
        <translation>У колоді шляху немає місцевості під номером {n} (R2.14).</translation>
    </message>
    <message>
        <source>The adventure deck holds {k} sites numbered {n}: it needs one of each (R2.14).</source>
        <translation>У колоді шляху місцевостей під номером {n}: {k}, а потрібна одна кожного номера (R2.14).</translation>
    </message>
    <message>
        <source>The adventure deck holds {n} cards: it needs exactly 9 sites (R2.14).</source>
        <translation>У колоді шляху карт: {n}, а потрібно рівно 9 місцевостей (R2.14).</translation>
    </message>
    <message>
        <source>The deck list {path} cannot be read: {why}.</source>
        <translation>Не вдається прочитати список колоди {path}: {why}.</translation>
    </message>
    <message>
        <source>The draw deck holds {fp} Free Peoples and {shadow} Shadow cards: it needs as many of each (R2.8).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>В ігровій колоді карт Вільних Народів: {fp}, карт Тіні: {shadow}, а їх має бути порівну (R2.8).</translation>
    </message>
    <message>
        <source>The draw deck holds {n} cards titled {title}, the Ring-bearer&apos;s title: at most 3, the Ring-bearer being the fourth (R2.11).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>В ігровій колоді карт із назвою «{title}», як у Персненосця: {n}, а можна не більше 3: четверта — сам Персненосець (R2.11).</translation>
    </message>
    <message>
        <source>The draw deck holds {n} cards titled {title}: at most 4 of one title (R2.10).</source>
        <translation>В ігровій колоді карт із назвою «{title}»: {n}, а можна не більше 4 карт з однією назвою (R2.10).</translation>
    </message>
    <message>
        <source>The draw deck holds {n} cards: it needs at least 60 (R2.7).</source>
        <translation>В ігровій колоді карт: {n}, а потрібно щонайменше 60 (R2.7).</translation>
    </message>
    <message>
        <source>The list names no One Ring (a line such as &quot;{example}&quot;).</source>
        <translation>У списку не вказано Єдиний Перстень (рядок на кшталт «{example}»).</translation>
    </message>
    <message>
        <source>The list names no Ring-bearer (a line such as &quot;{example}&quot;).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>У списку не вказано Персненосця (рядок на кшталт «{example}»).</translation>
    </message>
    <message>
        <source>The starting companion {card} is not a companion of the draw deck (R2.19).</source>
        <translation>Початковий супутник {card} — не супутник з ігрової колоди (R2.19).</translation>
    </message>
    <message>
        <source>{card} cannot be in the draw deck: sites and The One Ring stay outside it (R2.9).</source>
        <translation>Карта «{card}» не може бути в ігровій колоді: місцевості та Єдиний Перстень лежать поза нею (R2.9).</translation>
    </message>
    <message>
        <source>{card} in the adventure deck is not a site (R2.14).</source>
        <translation>{card} у колоді шляху — не місцевість (R2.14).</translation>
    </message>
    <message>
        <source>{card} is not The One Ring (R2.6).</source>
        <translation>{card} — не Єдиний Перстень (R2.6).</translation>
    </message>
    <message>
        <source>{code} is not a card of the set.</source>
        <translation>{code} — не карта сету.</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.log</name>
    <message>
        <source>Archery: the minions shoot {m}, the fellowship {f}.</source>
        <translation>Стрільба: вороги — {m}, Братство — {f}.</translation>
    </message>
    <message>
        <source>Every other assignment is cancelled: {minion} attacks {companion}.</source>
        <translation>Усі інші призначення скасовано. Ворог «{minion}» нападає на супутника: {companion}.</translation>
    </message>
    <message>
        <source>Every wound to {card} is prevented this phase.</source>
        <translation>До кінця фази всі поранення відвернено: {card}.</translation>
    </message>
    <message>
        <source>No minion is in play: on to the regroup phase.</source>
        <translation>У грі немає ворогів: перехід до фази збору.</translation>
    </message>
    <message>
        <source>Skirmish: {fp} against {shadow}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Сутичка: {fp} — {shadow}.</translation>
    </message>
    <message>
        <source>The Ring-bearer must be assigned to a skirmish.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосця треба призначити на сутичку.</translation>
    </message>
    <message>
        <source>The archery phase is skipped.</source>
        <translation>Фаза стрільби пропускається.</translation>
    </message>
    <message>
        <source>The fellowship archery total is {amount:+d} this phase.</source>
        <translation>Сума стрільби Братства в цій фазі: {amount:+d}.</translation>
    </message>
    <message>
        <source>The fellowship archery total is {amount:+d}.</source>
        <translation>Сума стрільби Братства: {amount:+d}.</translation>
    </message>
    <message>
        <source>The fellowship cannot move again this turn.</source>
        <translation>Братство більше не може переміщатися цього ходу.</translation>
    </message>
    <message>
        <source>The fellowship of {seat} moves to {card} (site {n}); {added} twilight is added.</source>
        <translation>Братство гравця {seat} переміщується: «{card}» (місцевість {n}); жетонів тіні додано: {added}.</translation>
    </message>
    <message>
        <source>The fellowship of {seat} reaches site {n}: {seat} wins.</source>
        <translation>Братство гравця {seat} досягає місцевості {n}: {seat} перемагає.</translation>
    </message>
    <message>
        <source>The fierce minions attack again.</source>
        <translation>Люті вороги нападають знову.</translation>
    </message>
    <message>
        <source>The minion archery total is {amount:+d} this phase.</source>
        <translation>Сума стрільби ворогів у цій фазі: {amount:+d}.</translation>
    </message>
    <message>
        <source>The move limit is {n} higher this turn.</source>
        <translation>Межа переміщень цього ходу більша на {n}.</translation>
    </message>
    <message>
        <source>The skirmish ends with no winner.</source>
        <translation>Сутичка закінчується без переможця.</translation>
    </message>
    <message>
        <source>The skirmish is cancelled.</source>
        <translation>Сутичку скасовано.</translation>
    </message>
    <message>
        <source>The wound to {card} is prevented.</source>
        <translation>Поранення відвернуто: {card}.</translation>
    </message>
    <message>
        <source>Turn {n}: {seat} is the Free Peoples player.</source>
        <translation>Хід {n}: {seat} — гравець Вільних Народів.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Ви берете карту «{card}».</translation>
    </message>
    <message>
        <source>{card} can be overwhelmed only by triple strength.</source>
        <translation>Розгромити можна лише потрійною силою: {card}.</translation>
    </message>
    <message>
        <source>{card} comes into play exhausted.</source>
        <translation>Карта входить у гру виснаженою: {card}.</translation>
    </message>
    <message>
        <source>{card} does not add to the fellowship archery total.</source>
        <translation>Не додає до суми стрільби Братства: {card}.</translation>
    </message>
    <message>
        <source>{card} exerts without taking a token.</source>
        <translation>Докладає зусилля без жетона: {card}.</translation>
    </message>
    <message>
        <source>{card} exerts.</source>
        <translation>Докладає зусилля: {card}.</translation>
    </message>
    <message>
        <source>{card} gives no strength bonus until the regroup phase.</source>
        <translation>Не дає додатку до сили до фази збору: {card}.</translation>
    </message>
    <message>
        <source>{card} has {amount:+d} strength and damage {damage:+d}.</source>
        <translation>{card}: {amount:+d} до сили та Ушкодження {damage:+d}.</translation>
    </message>
    <message>
        <source>{card} has {amount:+d} strength until the regroup phase.</source>
        <translation>{card}: {amount:+d} до сили до фази збору.</translation>
    </message>
    <message>
        <source>{card} has {amount:+d} strength.</source>
        <translation>{card}: {amount:+d} до сили.</translation>
    </message>
    <message>
        <source>{card} is cancelled.</source>
        <translation>Скасовано: {card}.</translation>
    </message>
    <message>
        <source>{card} is damage {amount:+d} until the skirmish ends.</source>
        <translation>{card}: ушкодження {amount:+d} до кінця сутички.</translation>
    </message>
    <message>
        <source>{card} is damage {amount:+d}.</source>
        <translation>{card}: ушкодження {amount:+d}.</translation>
    </message>
    <message>
        <source>{card} is defender {amount:+d} until the regroup phase.</source>
        <translation>{card}: захисник {amount:+d} до фази збору.</translation>
    </message>
    <message>
        <source>{card} is discarded.</source>
        <translation>До скиду йде карта «{card}».</translation>
    </message>
    <message>
        <source>{card} is fierce until the regroup phase.</source>
        <translation>Властивість «лютий» до фази збору: {card}.</translation>
    </message>
    <message>
        <source>{card} is healed.</source>
        <translation>Зцілення: {card}.</translation>
    </message>
    <message>
        <source>{card} is killed.</source>
        <translation>Убито персонажа: {card}.</translation>
    </message>
    <message>
        <source>{card} is not healed: a burden is removed instead.</source>
        <translation>Замість зцілення знято тягар: {card}.</translation>
    </message>
    <message>
        <source>{card} is overwhelmed.</source>
        <translation>Розгром: {card}.</translation>
    </message>
    <message>
        <source>{card} is stacked on {holder}.</source>
        <translation>{card}: у стосі на карті «{holder}».</translation>
    </message>
    <message>
        <source>{card} joins archery fire and skirmishes until the regroup phase.</source>
        <translation>{card}: участь у стрільбі та сутичках до фази збору.</translation>
    </message>
    <message>
        <source>{card} takes a wound.</source>
        <translation>{card}: отримано поранення.</translation>
    </message>
    <message>
        <source>{card} takes at most one wound in each skirmish phase until the regroup phase.</source>
        <translation>{card}: до фази збору не більше одного поранення в кожній фазі сутички.</translation>
    </message>
    <message>
        <source>{card} takes part in archery fire and skirmishes until the regroup phase.</source>
        <translation>{card}: участь у стрільбі та сутичках до фази збору.</translation>
    </message>
    <message>
        <source>{card} takes the Ring.</source>
        <translation>Новий Персненосець: {card}.</translation>
    </message>
    <message>
        <source>{card} wears the Ring: the wound becomes a burden.</source>
        <translation>{card} — у Персні: замість поранення — тягар.</translation>
    </message>
    <message>
        <source>{card}&apos;s armor turns the wound aside.</source>
        <translation>Обладунок відводить поранення: {card}.</translation>
    </message>
    <message>
        <source>{card}: each character its text names has {amount:+d} strength until the regroup phase.</source>
        <translation>{card}: кожному персонажеві, названому в тексті карти, {amount:+d} до сили до фази збору.</translation>
    </message>
    <message>
        <source>{companion} cannot be assigned to {minion}.</source>
        <translation>Супутника «{companion}» не можна призначити проти ворога: {minion}.</translation>
    </message>
    <message>
        <source>{companion} defends against {minion}.</source>
        <translation>Захисник: {companion}, проти ворога: {minion}.</translation>
    </message>
    <message>
        <source>{companion} skirmishes.</source>
        <translation>У сутичку вступає супутник: {companion}.</translation>
    </message>
    <message>
        <source>{minion} attacks {companion}.</source>
        <translation>Ворог «{minion}» нападає на супутника: {companion}.</translation>
    </message>
    <message>
        <source>{n} twilight is added to the pool.</source>
        <translation>До Котла Тіні додано жетонів тіні: {n}.</translation>
    </message>
    <message>
        <source>{n} twilight is removed from the pool.</source>
        <translation>З Котла Тіні прибрано жетонів тіні: {n}.</translation>
    </message>
    <message>
        <source>{seat} bid {n}.</source>
        <translation>Ставка гравця {seat}: {n}.</translation>
    </message>
    <message>
        <source>{seat} discards {card} at random.</source>
        <translation>{seat} скидає випадкову карту: {card}.</translation>
    </message>
    <message>
        <source>{seat} discards {card} from the top of his draw deck.</source>
        <translation>{seat} скидає карту «{card}» з верху ігрової колоди.</translation>
    </message>
    <message>
        <source>{seat} discards {card} to heal its namesake.</source>
        <translation>{seat} скидає карту «{card}», щоб зцілити однойменного персонажа.</translation>
    </message>
    <message>
        <source>{seat} discards {card}.</source>
        <translation>{seat} скидає карту «{card}».</translation>
    </message>
    <message>
        <source>{seat} draws a card.</source>
        <translation>{seat} бере карту.</translation>
    </message>
    <message>
        <source>{seat} ends his Shadow phase.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>{seat} завершує свою фазу Тіні.</translation>
    </message>
    <message>
        <source>{seat} goes first and plays {card} as site 1.</source>
        <translation>{seat} ходить першим і викладає місцевість «{card}» під номером 1.</translation>
    </message>
    <message>
        <source>{seat} is the last player left and wins.</source>
        <translation>{seat} лишається останнім гравцем і перемагає.</translation>
    </message>
    <message>
        <source>{seat} leaves the game: {why}.</source>
        <translation>{seat} вибуває з гри: {why}.</translation>
    </message>
    <message>
        <source>{seat} looks at cards of {other}&apos;s hand taken at random.</source>
        <translation>{seat} переглядає випадкові карти з руки гравця {other}.</translation>
    </message>
    <message>
        <source>{seat} looks at the top {n} cards of his draw deck.</source>
        <translation>{seat} дивиться верхні карти ігрової колоди: {n}.</translation>
    </message>
    <message>
        <source>{seat} passes {card} to {bearer}.</source>
        <translation>{seat} передає карту «{card}» персонажеві: {bearer}.</translation>
    </message>
    <message>
        <source>{seat} plays {card} as site {n}.</source>
        <translation>{seat} викладає місцевість «{card}» під номером {n}.</translation>
    </message>
    <message>
        <source>{seat} plays {card} in place of the site of a player who left.</source>
        <translation>{seat} викладає місцевість «{card}» замість місцевості гравця, що вибув.</translation>
    </message>
    <message>
        <source>{seat} plays {card} on {bearer}.</source>
        <translation>{seat} грає карту «{card}» на карту «{bearer}».</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat} грає карту «{card}».</translation>
    </message>
    <message>
        <source>{seat} puts a card from his hand beneath his draw deck.</source>
        <translation>{seat} кладе карту з руки під ігрову колоду.</translation>
    </message>
    <message>
        <source>{seat} puts {card} from his discard pile beneath his draw deck.</source>
        <translation>{seat} кладе карту «{card}» зі скиду під ігрову колоду.</translation>
    </message>
    <message>
        <source>{seat} returns the revealed cards to the top of {other}&apos;s draw deck.</source>
        <translation>{seat} повертає розкриті карти на верх ігрової колоди гравця {other}.</translation>
    </message>
    <message>
        <source>{seat} reveals the top cards of {other}&apos;s draw deck.</source>
        <translation>{seat} розкриває верхні карти ігрової колоди гравця {other}.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} and discards it.</source>
        <translation>{seat} відкриває карту «{card}» і скидає її.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} and puts it beneath his draw deck.</source>
        <translation>{seat} розкриває карту «{card}» і кладе її під ігрову колоду.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} and takes it into his hand.</source>
        <translation>{seat} відкриває карту «{card}» і бере її до руки.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} from his hand at random.</source>
        <translation>{seat} розкриває випадкову карту з руки: {card}.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} from the bottom of his draw deck and discards it.</source>
        <translation>{seat} розкриває нижню карту ігрової колоди й скидає її: {card}.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} from the bottom of his draw deck and takes it.</source>
        <translation>{seat} розкриває нижню карту ігрової колоди й бере її: {card}.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} from the top of his draw deck and takes it.</source>
        <translation>{seat} розкриває верхню карту ігрової колоди й бере її: {card}.</translation>
    </message>
    <message>
        <source>{seat} reveals {other}&apos;s hand.</source>
        <translation>{seat} розкриває карти в руці гравця {other}.</translation>
    </message>
    <message>
        <source>{seat} sees {other}&apos;s hand.</source>
        <translation>{seat} дивиться карти в руці гравця {other}.</translation>
    </message>
    <message>
        <source>{seat} shuffles his draw deck.</source>
        <translation>{seat} тасує ігрову колоду.</translation>
    </message>
    <message>
        <source>{seat} shuffles his hand into his draw deck.</source>
        <translation>{seat} замішує карти з руки в ігрову колоду.</translation>
    </message>
    <message>
        <source>{seat} shuffles {card} from his discard pile into his draw deck.</source>
        <translation>{seat} замішує карту «{card}» зі скиду в ігрову колоду.</translation>
    </message>
    <message>
        <source>{seat} stacks {card} on {bearer}.</source>
        <translation>{seat} кладе карту «{card}» у стос на «{bearer}».</translation>
    </message>
    <message>
        <source>{seat} starts with {card}.</source>
        <translation>{seat} починає гру з картою «{card}».</translation>
    </message>
    <message>
        <source>{seat} takes place {n} in the turn order.</source>
        <translation>{seat} посідає місце {n} у черговості ходів.</translation>
    </message>
    <message>
        <source>{seat} takes {card} from his discard pile into his hand.</source>
        <translation>{seat} бере карту «{card}» зі скиду до руки.</translation>
    </message>
    <message>
        <source>{seat} takes {n} cards into his hand.</source>
        <translation>{seat} бере до руки карт: {n}.</translation>
    </message>
    <message>
        <source>{seat} uses {card}.</source>
        <translation>{seat} використовує карту «{card}».</translation>
    </message>
    <message>
        <source>{seat}&apos;s Ring-bearer is corrupted.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосця гравця {seat} споганено.</translation>
    </message>
    <message>
        <source>{seat}&apos;s Ring-bearer puts on The One Ring.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець гравця {seat} надягає Єдиний Перстень.</translation>
    </message>
    <message>
        <source>{seat}&apos;s Ring-bearer sheds a burden ({n} left).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>З Персненосця гравця {seat} знято тягар (лишилося {n}).</translation>
    </message>
    <message>
        <source>{seat}&apos;s Ring-bearer takes a burden ({n} in all).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець гравця {seat} отримує тягар (усього {n}).</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.outcome</name>
    <message>
        <source>corrupted</source>
        <translation>Персненосця споганено</translation>
    </message>
    <message>
        <source>lost the Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>загинув Персненосець</translation>
    </message>
    <message>
        <source>the fellowship reached the last site</source>
        <translation>Братство досягло останньої місцевості</translation>
    </message>
    <message>
        <source>the last player left</source>
        <translation>лишився останнім гравцем</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.prompt</name>
    <message>
        <source>Assign a character to skirmish this minion.</source>
        <translation>Призначте персонажа до сутички з цим ворогом.</translation>
    </message>
    <message>
        <source>Assign a companion to defend against a minion.</source>
        <translation>Призначте супутника захисником від ворога.</translation>
    </message>
    <message>
        <source>Assign your unassigned minions.</source>
        <translation>Призначте своїх непризначених ворогів.</translation>
    </message>
    <message>
        <source>Bid burdens for your place in the turn order.</source>
        <translation>Зробіть ставку тягарем за місце в черговості ходів.</translation>
    </message>
    <message>
        <source>Choose a companion for your starting fellowship ({n} twilight left).</source>
        <translation>Виберіть супутника до початкового Братства (лишилося жетонів тіні: {n}).</translation>
    </message>
    <message>
        <source>Choose for {card}.</source>
        <translation>Виберіть для карти «{card}».</translation>
    </message>
    <message>
        <source>Choose the Shadow player whose minions take the fellowship&apos;s arrows.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Виберіть гравця Тіні, чиї вороги отримають стріли Братства.</translation>
    </message>
    <message>
        <source>Choose the cards to take into your hand.</source>
        <translation>Виберіть карти, які візьмете до руки.</translation>
    </message>
    <message>
        <source>Choose the next skirmish.</source>
        <translation>Виберіть наступну сутичку.</translation>
    </message>
    <message>
        <source>Choose the order of your triggered abilities.</source>
        <translation>Виберіть порядок своїх спрацьовуваних властивостей.</translation>
    </message>
    <message>
        <source>Choose what {card} makes you do.</source>
        <translation>Виберіть, що вас змушує зробити карта «{card}».</translation>
    </message>
    <message>
        <source>Choose your place in the turn order (place 1 plays first).</source>
        <translation>Виберіть місце в черговості ходів (місце 1 ходить першим).</translation>
    </message>
    <message>
        <source>Discard a card from your hand ({n} to discard).</source>
        <translation>Скиньте карту з руки (залишилося скинути: {n}).</translation>
    </message>
    <message>
        <source>Discard a card from your hand.</source>
        <translation>Скиньте карту з руки.</translation>
    </message>
    <message>
        <source>Discard a card revealed?</source>
        <translation>Скинути розкриту карту?</translation>
    </message>
    <message>
        <source>Discard a revealed card to draw 2 cards?</source>
        <translation>Скинути розкриту карту, щоб узяти 2 карти?</translation>
    </message>
    <message>
        <source>Discard another card from the top of your draw deck?</source>
        <translation>Скинути ще одну карту з верху ігрової колоди?</translation>
    </message>
    <message>
        <source>Discard down to 8 cards.</source>
        <translation>Скиньте карти, щоб у руці лишилося 8.</translation>
    </message>
    <message>
        <source>Discard one of the cards you see; the other goes back.</source>
        <translation>Скиньте одну з карт, які бачите; інша повертається.</translation>
    </message>
    <message>
        <source>Discard {n} cards from your hand, or add a burden.</source>
        <translation>Скиньте {n} карти з руки або додайте один тягар.</translation>
    </message>
    <message>
        <source>Draw {n} cards, one for each burden?</source>
        <translation>Узяти карти, по одній за кожен тягар ({n})?</translation>
    </message>
    <message>
        <source>Exert Frodo, or two other companions.</source>
        <translation type="vanished">Фродо докладає зусилля — або два інші супутники.</translation>
    </message>
    <message>
        <source>Exert a character to cancel {card}.</source>
        <translation>Персонаж докладає зусилля, щоб скасувати карту «{card}».</translation>
    </message>
    <message>
        <source>Exert a character, or discard {card}.</source>
        <translation>Персонаж докладає зусилля, або скиньте карту «{card}».</translation>
    </message>
    <message>
        <source>Exert a companion.</source>
        <translation>Докладіть зусилля супутником.</translation>
    </message>
    <message>
        <source>Exert the Ring-bearer, or add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець докладає зусилля, або додайте один тягар.</translation>
    </message>
    <message>
        <source>Heal a companion at the sanctuary ({n} left).</source>
        <translation>Зцільте супутника у святилищі (лишилося {n}).</translation>
    </message>
    <message>
        <source>Move on to the next site, or stay and end your turn?</source>
        <translation>Переміститися на наступну місцевість чи лишитися й закінчити хід?</translation>
    </message>
    <message>
        <source>Place an archery wound ({n} left).</source>
        <translation>Завдайте поранення від стрільби (лишилося {n}).</translation>
    </message>
    <message>
        <source>Play a minion from your discard pile ({n} left).</source>
        <translation>Зіграйте ворога зі свого скиду (лишилося {n}).</translation>
    </message>
    <message>
        <source>Put the revealed cards back: the first named goes on top.</source>
        <translation>Поверніть розкриті карти: перша названа ляже згори.</translation>
    </message>
    <message>
        <source>Respond to the event just played?</source>
        <translation>Відповісти на щойно зіграну подію?</translation>
    </message>
    <message>
        <source>Respond to the exertion about to happen?</source>
        <translation>Відповісти на зусилля, яке ось-ось буде докладено?</translation>
    </message>
    <message>
        <source>Respond to the healing about to happen?</source>
        <translation>Відповісти на зцілення, яке ось-ось станеться?</translation>
    </message>
    <message>
        <source>Respond to the skirmish won?</source>
        <translation>Відповісти на перемогу в сутичці?</translation>
    </message>
    <message>
        <source>Respond to the wound about to be taken?</source>
        <translation>Відповісти на поранення, яке ось-ось буде завдано?</translation>
    </message>
    <message>
        <source>Respond to what has just happened?</source>
        <translation>Відповісти на те, що щойно сталося?</translation>
    </message>
    <message>
        <source>Respond to what just happened, or pass.</source>
        <translation>Дайте відповідь на те, що щойно сталося, або пасуйте.</translation>
    </message>
    <message>
        <source>Use {ability}?</source>
        <translation>Використати: {ability}?</translation>
    </message>
    <message>
        <source>Wound a companion.</source>
        <translation>Поранте супутника.</translation>
    </message>
    <message>
        <source>You may discard a card before drawing up to 8.</source>
        <translation>Можна скинути одну карту, перш ніж добрати руку до 8.</translation>
    </message>
    <message>
        <source>You may discard one of the revealed cards.</source>
        <translation>Можете скинути одну з розкритих карт.</translation>
    </message>
    <message>
        <source>Your action, or pass.</source>
        <translation>Ваша дія — або пас.</translation>
    </message>
    <message>
        <source>Your partner proposes: {proposal}. Do you agree?</source>
        <translation>Ваш партнер пропонує: {proposal}. Ви згодні?</translation>
    </message>
    <message>
        <source>{card}: exert the companion it names, or two other companions.</source>
        <translation>«{card}»: названий там супутник докладає зусилля — або два інші супутники.</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.refusal</name>
    <message>
        <source>First answer the question open now.</source>
        <translation>Спершу дайте відповідь на відкрите питання.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваша черга.</translation>
    </message>
    <message>
        <source>Nothing fits what that card&apos;s text acts on now.</source>
        <translation>Зараз немає нічого, на що може подіяти текст цієї карти.</translation>
    </message>
    <message>
        <source>On another player&apos;s turn you play only Shadow cards (R1.3).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>У чужий хід ви граєте лише карти Тіні (R1.3).</translation>
    </message>
    <message>
        <source>On your own turn you play only Free Peoples cards (R1.3).</source>
        <translation>У свій хід ви граєте лише карти Вільних Народів (R1.3).</translation>
    </message>
    <message>
        <source>That card is not played in the {phase} phase.</source>
        <translation>Цю карту не грають у фазі {phase}.</translation>
    </message>
    <message>
        <source>That card&apos;s cost cannot be paid now.</source>
        <translation>Вартість цієї карти зараз не можна сплатити.</translation>
    </message>
    <message>
        <source>That card&apos;s cost to play cannot be paid now.</source>
        <translation>Вартість розіграшу цієї карти зараз не можна сплатити.</translation>
    </message>
    <message>
        <source>That card&apos;s text cannot be used now: what it asks for (its phase, a card to spot) is missing.</source>
        <translation>Текст цієї карти зараз застосувати не можна: немає того, чого він вимагає (його фази, карти, яку треба знайти).</translation>
    </message>
    <message>
        <source>That choice does not fit that card&apos;s text.</source>
        <translation>Цей вибір не пасує до тексту карти.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Зараз це неможливо.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <source>The twilight pool does not hold enough for that card (R8.2).</source>
        <translation>У Котлі Тіні недостатньо жетонів для цієї карти (R8.2).</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Такої карти немає.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Такого місця за столом немає.</translation>
    </message>
    <message>
        <source>To play that card, spot what its text names first.</source>
        <translation>Щоб зіграти цю карту, спершу знайдіть те, що назване в її тексті.</translation>
    </message>
    <message>
        <source>You can only play a card from your own hand.</source>
        <translation>Грати можна лише карту зі своєї руки.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>гру закінчено</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.table</name>
    <message>
        <source>A random legal deck</source>
        <translation>Випадкова колода за правилами</translation>
    </message>
    <message>
        <source>Ability {n}</source>
        <translation>Властивість {n}</translation>
    </message>
    <message>
        <source>Add a burden</source>
        <translation>Додати тягар</translation>
    </message>
    <message>
        <source>Adventure deck</source>
        <translation>Колода пригод</translation>
    </message>
    <message>
        <source>Adventure path</source>
        <translation>Шлях пригод</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>Союзник</translation>
    </message>
    <message>
        <source>Aragorn starter deck</source>
        <translation>Стартова колода Араґорна</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Стрілець</translation>
    </message>
    <message>
        <source>Archery</source>
        <translation>Стрільба</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Обладунок</translation>
    </message>
    <message>
        <source>Assigned: {pairs}</source>
        <translation>Зведені: {pairs}</translation>
    </message>
    <message>
        <source>Assignment</source>
        <translation>Зведення</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>Ставка {n}</translation>
    </message>
    <message>
        <source>Burdens {n}</source>
        <translation>Тягар {n}</translation>
    </message>
    <message>
        <source>Burdens: {list}</source>
        <translation>Тягар: {list}</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Вибрати</translation>
    </message>
    <message>
        <source>Cloak</source>
        <translation>Плащ</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Супутник</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Обставина</translation>
    </message>
    <message>
        <source>Damage +1</source>
        <translation>Ушкодження +1</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Цвинтар</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Deck of player {n}</source>
        <translation>Колода гравця {n}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Скид</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Скинути «{card}»</translation>
    </message>
    <message>
        <source>Discard {card} to heal {target}</source>
        <translation>Скинути «{card}», зцілити: {target}</translation>
    </message>
    <message>
        <source>Discard {n} cards</source>
        <translation>Скинути карт: {n}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Dwarf</source>
        <translation>Гном</translation>
    </message>
    <message>
        <source>Dwarven</source>
        <translation>Гноми</translation>
    </message>
    <message>
        <source>Elf</source>
        <translation>Ельф</translation>
    </message>
    <message>
        <source>Elven</source>
        <translation>Ельфи</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Подія</translation>
    </message>
    <message>
        <source>Exert {cards}</source>
        <translation>Зусилля: {cards}</translation>
    </message>
    <message>
        <source>Fellowship</source>
        <translation>Братство</translation>
    </message>
    <message>
        <source>Fierce</source>
        <translation>Лютий</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Ліс</translation>
    </message>
    <message>
        <source>Free Peoples</source>
        <translation>Вільні Народи</translation>
    </message>
    <message>
        <source>Free Peoples: {seat} · twilight pool {n}</source>
        <translation>Вільні Народи: {seat} · Котел Тіні {n}</translation>
    </message>
    <message>
        <source>From your draw deck</source>
        <translation>З вашої ігрової колоди</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Хід гри</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Ґандальф</translation>
    </message>
    <message>
        <source>Gandalf starter deck</source>
        <translation>Стартова колода Ґандальфа</translation>
    </message>
    <message>
        <source>Gondor</source>
        <translation>Ґондор</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Hand weapon</source>
        <translation>Зброя ближнього бою</translation>
    </message>
    <message>
        <source>Heal {card}</source>
        <translation>Зцілити: {card}</translation>
    </message>
    <message>
        <source>Helm</source>
        <translation>Шолом</translation>
    </message>
    <message>
        <source>Hobbit</source>
        <translation>Гобіт</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Чим скінчилося</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>У грі</translation>
    </message>
    <message>
        <source>Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Ісенґард</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Залишити руку</translation>
    </message>
    <message>
        <source>Man</source>
        <translation>Людина</translation>
    </message>
    <message>
        <source>Maneuver</source>
        <translation>Маневр</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Болото</translation>
    </message>
    <message>
        <source>Minion</source>
        <translation>Ворог</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Морія</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Верховий звір</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гори</translation>
    </message>
    <message>
        <source>Move on</source>
        <translation>Іти далі</translation>
    </message>
    <message>
        <source>Move {card} to {bearer}</source>
        <translation>Передати «{card}»: {bearer}</translation>
    </message>
    <message>
        <source>Nazgûl</source>
        <translation>Назґул</translation>
    </message>
    <message>
        <source>One more</source>
        <translation>Ще одну</translation>
    </message>
    <message>
        <source>Orc</source>
        <translation>Орк</translation>
    </message>
    <message>
        <source>Pipe</source>
        <translation>Люлька</translation>
    </message>
    <message>
        <source>Pipeweed</source>
        <translation>Люлькове зілля</translation>
    </message>
    <message>
        <source>Place {n}</source>
        <translation>Місце {n}</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Рівнина</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Зіграти «{card}»</translation>
    </message>
    <message>
        <source>Play {card} on {bearer}</source>
        <translation>Зіграти «{card}» на: {bearer}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Гравець {n}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Possession</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Спорядження</translation>
    </message>
    <message>
        <source>Put on the Ring</source>
        <translation>Надягти Перстень</translation>
    </message>
    <message>
        <source>Ranged weapon</source>
        <translation>Стрілецька зброя</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Слідопит</translation>
    </message>
    <message>
        <source>Regroup</source>
        <translation>Збір</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Вибули</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Відповідь</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець</translation>
    </message>
    <message>
        <source>Ringwraith</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>Назґули</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Річка</translation>
    </message>
    <message>
        <source>Sanctuary</source>
        <translation>Святилище</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Саурон</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Збережена: {name}</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Пошук</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь</translation>
    </message>
    <message>
        <source>Shadow number</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the TCG&apos;s book: «сумеречное число» (Shadow number)</extracomment>
        <translation>Сутінкове число</translation>
    </message>
    <message>
        <source>Shadow phase</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>фаза Тіні</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Щит</translation>
    </message>
    <message>
        <source>Shire</source>
        <translation>Шир</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Місцевість</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation>Сутичка</translation>
    </message>
    <message>
        <source>Skirmish: {fp} against {shadow} — strength {a} against {b}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Сутичка: {fp} проти {shadow} — сила {a} проти {b}</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Закляття</translation>
    </message>
    <message>
        <source>Stacked</source>
        <translation>Стосом на карті</translation>
    </message>
    <message>
        <source>Start with {card}</source>
        <translation>Почати з «{card}»</translation>
    </message>
    <message>
        <source>Starting fellowship: companions from your draw deck</source>
        <translation>Початкове Братство: супутники з вашої ігрової колоди</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Залишитися</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Потайність</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Досить</translation>
    </message>
    <message>
        <source>Support area</source>
        <translation>Зона підтримки</translation>
    </message>
    <message>
        <source>Take {cards}</source>
        <translation>Взяти: {cards}</translation>
    </message>
    <message>
        <source>Tale</source>
        <translation>Оповідь</translation>
    </message>
    <message>
        <source>The One Ring</source>
        <translation>Єдиний Перстень</translation>
    </message>
    <message>
        <source>The Ring-bearer wears the Ring.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Персненосець надягнув Перстень.</translation>
    </message>
    <message>
        <source>The first game (sites 1 to 7)</source>
        <translation>Перша гра (місцевості 1–7)</translation>
    </message>
    <message>
        <source>The full game (bidding, sites 1 to 9)</source>
        <translation>Повна гра (ставки, місцевості 1–9)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <source>The minions of {seat}</source>
        <translation>Вороги гравця {seat}</translation>
    </message>
    <message>
        <source>The skirmish of {card}</source>
        <translation>Сутичка: {card}</translation>
    </message>
    <message>
        <source>To act: {seats}</source>
        <translation>Ходить: {seats}</translation>
    </message>
    <message>
        <source>Tracker</source>
        <translation>Нишпорка</translation>
    </message>
    <message>
        <source>Troll</source>
        <translation>Троль</translation>
    </message>
    <message>
        <source>Turn {n}, {phase}</source>
        <translation>Хід {n}, {phase}</translation>
    </message>
    <message>
        <source>Turn {n}: {phase}</source>
        <translation>Хід {n}: {phase}</translation>
    </message>
    <message>
        <source>Twilight</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <source>Twilight pool</source>
        <translation>Котел Тіні</translation>
    </message>
    <message>
        <source>Underground</source>
        <translation>Підземелля</translation>
    </message>
    <message>
        <source>Uruk-hai</source>
        <translation>Урук-хай</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Застосувати «{card}»</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Чарівник</translation>
    </message>
    <message>
        <source>Wound {card}</source>
        <translation>Поранити: {card}</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>прихована карта</translation>
    </message>
    <message>
        <source>an ability</source>
        <translation>властивість</translation>
    </message>
    <message>
        <source>archery phase</source>
        <translation>фаза стрільби</translation>
    </message>
    <message>
        <source>assignment phase</source>
        <translation>фаза зведення</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>ставки</translation>
    </message>
    <message>
        <source>exert {card}</source>
        <translation>зусилля: {card}</translation>
    </message>
    <message>
        <source>fellowship phase</source>
        <translation>фаза Братства</translation>
    </message>
    <message>
        <source>maneuver phase</source>
        <translation>фаза маневру</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>вибув із гри</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>passed: {seats}</source>
        <translation>спасували: {seats}</translation>
    </message>
    <message>
        <source>regroup phase</source>
        <translation>фаза збору</translation>
    </message>
    <message>
        <source>resistance {n}</source>
        <translation>стійкість {n}</translation>
    </message>
    <message>
        <source>setting up</source>
        <translation>підготовка</translation>
    </message>
    <message>
        <source>site number {n}</source>
        <translation>номер місцевості {n}</translation>
    </message>
    <message>
        <source>site {n}, {b} burdens</source>
        <translation>місцевість {n}, тягар {b}</translation>
    </message>
    <message>
        <source>skirmish phase</source>
        <translation>фаза сутичок</translation>
    </message>
    <message>
        <source>strength {n}</source>
        <translation>сила {n}</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>ходить</translation>
    </message>
    <message>
        <source>to act: {seats}</source>
        <translation>ходить: {seats}</translation>
    </message>
    <message>
        <source>to decide: {seats}</source>
        <translation>вирішує: {seats}</translation>
    </message>
    <message>
        <source>vitality {n}</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>здоров&apos;я {n}</translation>
    </message>
    <message>
        <source>{minion} against {companion}</source>
        <translation>«{minion}» проти: {companion}</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.warning</name>
    <message>
        <source>A bid of {n} burdens corrupts your Ring-bearer at once: you lose the game.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ставка в {n} жетонів тягаря одразу споганить вашого Персненосця: ви програєте гру.</translation>
    </message>
</context>
<context>
    <name>wotr.action</name>
    <message>
        <source>Add {points} corruption: {companion} stays</source>
        <translation>Додати {points} споганення: {companion} лишається</translation>
    </message>
    <message>
        <source>Advance {piece} of {nation}</source>
        <translation>Просунути: {piece} ({nation})</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Bring {piece} of {nation} from {region}</source>
        <translation>Привести: {piece} ({nation}) з регіону {region}</translation>
    </message>
    <message>
        <source>Declare the Fellowship in {region}</source>
        <translation>Оголосити Братство в регіоні {region}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Скинути: {card}</translation>
    </message>
    <message>
        <source>Discard {card} from the table</source>
        <translation>Скинути зі столу: {card}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Draw from the {deck} deck</source>
        <translation>Взяти з колоди: {deck}</translation>
    </message>
    <message>
        <source>Eliminate {companion}</source>
        <translation>Вилучити з гри: {companion}</translation>
    </message>
    <message>
        <source>Eliminate {piece} of {nation} in {region}</source>
        <translation>Знищити: {piece} ({nation}), регіон {region}</translation>
    </message>
    <message>
        <source>End the assault</source>
        <translation>Завершити штурм</translation>
    </message>
    <message>
        <source>Enter Mordor</source>
        <translation>Увійти в Мордор</translation>
    </message>
    <message>
        <source>Fight a field battle</source>
        <translation>Дати польовий бій</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>Віддати: {card}</translation>
    </message>
    <message>
        <source>Go to {region}</source>
        <translation>Іти в регіон {region}</translation>
    </message>
    <message>
        <source>Gollum reveals the Fellowship: one point less</source>
        <translation>Ґолум розкриває Братство: на одне очко менше</translation>
    </message>
    <message>
        <source>Join the armies in {region}</source>
        <translation>Об’єднати війська в регіоні {region}</translation>
    </message>
    <message>
        <source>Keep the Fellowship hidden</source>
        <translation>Залишити Братство прихованим</translation>
    </message>
    <message>
        <source>Lose a companion drawn at random</source>
        <translation>Втратити випадкового супутника</translation>
    </message>
    <message>
        <source>Lose the Guide</source>
        <translation>Втратити Провідника</translation>
    </message>
    <message>
        <source>Make an elite unit in {region}</source>
        <translation>Елітний загін у регіоні {region}</translation>
    </message>
    <message>
        <source>Move a second army</source>
        <translation>Перемістити друге військо</translation>
    </message>
    <message>
        <source>Move another Nazgûl or minion</source>
        <translation>Перемістити ще назґула чи посіпаку</translation>
    </message>
    <message>
        <source>Move another minion</source>
        <translation type="vanished">Перемістити ще одного посіпаку</translation>
    </message>
    <message>
        <source>Move other companions</source>
        <translation>Перемістити інших супутників</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Ні</translation>
    </message>
    <message>
        <source>Nothing more</source>
        <translation>Більше нічого</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Place {n} dice in the Hunt Box</source>
        <translation>Покласти в комірку гонитви кубиків: {n}</translation>
    </message>
    <message>
        <source>Play no combat card</source>
        <translation>Не грати бойову карту</translation>
    </message>
    <message>
        <source>Play {card} as a combat card</source>
        <translation>Зіграти «{card}» як бойову карту</translation>
    </message>
    <message>
        <source>Recruit {piece} of {nation}</source>
        <translation>Найняти: {piece} ({nation})</translation>
    </message>
    <message>
        <source>Remove {piece} of {nation}</source>
        <translation>Прибрати: {piece} ({nation})</translation>
    </message>
    <message>
        <source>Replace a regular unit of {nation} with an elite one</source>
        <translation>Замінити звичайний загін ({nation}) елітним</translation>
    </message>
    <message>
        <source>Replace an elite unit of {nation} with a regular unit</source>
        <translation>Замінити елітний загін ({nation}) звичайним</translation>
    </message>
    <message>
        <source>Retreat to {region}</source>
        <translation>Відступити в регіон {region}</translation>
    </message>
    <message>
        <source>Stay and fight another round</source>
        <translation>Залишитися й битися ще раунд</translation>
    </message>
    <message>
        <source>Stay out of Mordor</source>
        <translation>Не входити в Мордор</translation>
    </message>
    <message>
        <source>The Fellowship stands in {region}</source>
        <translation>Братство перебуває в регіоні {region}</translation>
    </message>
    <message>
        <source>The characters stay behind</source>
        <translation>Персонажі залишаються на місці</translation>
    </message>
    <message>
        <source>Turn the die showing {result} into an Eye</source>
        <translation>Перетворити кубик «{result}» на Око</translation>
    </message>
    <message>
        <source>Use a die showing {result}</source>
        <translation>Використати кубик «{result}»</translation>
    </message>
    <message>
        <source>Use an Elven Ring</source>
        <translation>Використати Ельфійський Перстень</translation>
    </message>
    <message>
        <source>Use the Ring: take all the damage</source>
        <translation>Використати Перстень: прийняти всю шкоду</translation>
    </message>
    <message>
        <source>Use {card} from the table</source>
        <translation>Використати {card} зі столу</translation>
    </message>
    <message>
        <source>Withdraw into the stronghold</source>
        <translation>Відступити у фортецю</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Так</translation>
    </message>
    <message>
        <source>{characters} go with the army to {region}</source>
        <translation>З військом ідуть у регіон {region}: {characters}</translation>
    </message>
    <message>
        <source>{companions} go along</source>
        <translation>{companions} ідуть з ним</translation>
    </message>
    <message>
        <source>{companion} is the Guide</source>
        <translation>{companion} — Провідник</translation>
    </message>
    <message>
        <source>{companion} leaves the Fellowship</source>
        <translation>{companion} залишає Братство</translation>
    </message>
    <message>
        <source>{companion} leaves the Fellowship: one point less</source>
        <translation>{companion} залишає Братство: на одне очко менше</translation>
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
        <translation>Постає нова сила</translation>
    </message>
    <message>
        <source>A Power too Great</source>
        <translation>Надто велика сила</translation>
    </message>
    <message>
        <source>Advantageous Position</source>
        <translation>Вигідне становище</translation>
    </message>
    <message>
        <source>Andúril</source>
        <translation>Андуріль</translation>
    </message>
    <message>
        <source>Athelas</source>
        <translation>Ацелас</translation>
    </message>
    <message>
        <source>Axe and Bow</source>
        <translation>Сокира й лук</translation>
    </message>
    <message>
        <source>Balrog of Moria</source>
        <translation>Бальроґ з Морії</translation>
    </message>
    <message>
        <source>Bilbo&apos;s Song</source>
        <translation>Пісня Більбо</translation>
    </message>
    <message>
        <source>Black Breath</source>
        <translation>Чорний подих</translation>
    </message>
    <message>
        <source>Blade of Westernesse</source>
        <translation>Клинок Західного краю</translation>
    </message>
    <message>
        <source>Book of Mazarbul</source>
        <translation>Книга Мазарбул</translation>
    </message>
    <message>
        <source>Brave Stand</source>
        <translation>Хоробра оборона</translation>
    </message>
    <message>
        <source>Candles of Corpses</source>
        <translation>Свічки мерців</translation>
    </message>
    <message>
        <source>Celeborn&apos;s Galadhrim</source>
        <translation>Ґаладрими Келеборна</translation>
    </message>
    <message>
        <source>Challenge of the King</source>
        <translation>Виклик короля</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation>Сум’яття</translation>
    </message>
    <message>
        <source>Corsairs of Umbar</source>
        <translation>Корсари Умбару</translation>
    </message>
    <message>
        <source>Cruel Weather</source>
        <translation>Люта негода</translation>
    </message>
    <message>
        <source>Cruel as Death</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Жорстокий, як смерть</translation>
    </message>
    <message>
        <source>Círdan&apos;s Ships</source>
        <translation>Кораблі Кірдана</translation>
    </message>
    <message>
        <source>Daring Defiance</source>
        <translation>Зухвалий виклик</translation>
    </message>
    <message>
        <source>Daylight</source>
        <translation>Денне світло</translation>
    </message>
    <message>
        <source>Dead Men of Dunharrow</source>
        <extracomment>Ukrainian: the seed&apos;s «Мерці Смурного Капища»; Russian as the card game&apos;s card (glossary wotr_cards_dead_men_of_dunharrow)</extracomment>
        <translation>Мерці Смурного Капища</translation>
    </message>
    <message>
        <source>Deadly Strife</source>
        <translation>Смертельна січа</translation>
    </message>
    <message>
        <source>Denethor&apos;s Folly</source>
        <translation>Божевілля Денетора</translation>
    </message>
    <message>
        <source>Desperate Battle</source>
        <translation>Відчайдушна битва</translation>
    </message>
    <message>
        <source>Devilry of Orthanc</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Хитрощі Ортанку</translation>
    </message>
    <message>
        <source>Dread and Despair</source>
        <translation>Жах і відчай</translation>
    </message>
    <message>
        <source>Dreadful Spells</source>
        <translation>Жахливі чари</translation>
    </message>
    <message>
        <source>Durin&apos;s Bane</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Прокляття Даріна</translation>
    </message>
    <message>
        <source>Dáin Ironfoot&apos;s Guard</source>
        <translation>Варта Даїна Залізностопа</translation>
    </message>
    <message>
        <source>Elven Cloaks</source>
        <translation>Ельфійські плащі</translation>
    </message>
    <message>
        <source>Elven Rope</source>
        <translation>Ельфійська мотузка</translation>
    </message>
    <message>
        <source>Ents&apos; Rage</source>
        <translation>Лють ентів</translation>
    </message>
    <message>
        <source>Faramir&apos;s Rangers</source>
        <translation>Слідопити Фараміра</translation>
    </message>
    <message>
        <source>Fateful Strike</source>
        <translation>Фатальний удар</translation>
    </message>
    <message>
        <source>Fear! Fire! Foes!</source>
        <translation>Страх! Вогонь! Вороги!</translation>
    </message>
    <message>
        <source>Flocks of Crebain</source>
        <translation>Зграя кребайнів</translation>
    </message>
    <message>
        <source>Foul Stench</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Огидний сморід</translation>
    </message>
    <message>
        <source>Foul Thing from the Deep</source>
        <translation>Мерзотна тварюка з глибин</translation>
    </message>
    <message>
        <source>Free Peoples&apos; Character card {number}</source>
        <translation>Карта геройських подій Вільних Народів № {number}</translation>
    </message>
    <message>
        <source>Free Peoples&apos; Strategy card {number}</source>
        <translation>Карта стратегічних подій Вільних Народів № {number}</translation>
    </message>
    <message>
        <source>Give it to Uss!</source>
        <translation>Віддай його нам!</translation>
    </message>
    <message>
        <source>Great Host</source>
        <translation>Велике військо</translation>
    </message>
    <message>
        <source>Grimbeorn the Old, Son of Beorn</source>
        <translation>Ґрімбеорн Старий, син Беорна</translation>
    </message>
    <message>
        <source>Grond, Hammer of the Underworld</source>
        <translation>Ґронд, Молот Підземного світу</translation>
    </message>
    <message>
        <source>Guards of the Citadel</source>
        <translation>Варта Цитаделі</translation>
    </message>
    <message>
        <source>Gwaihir the Windlord</source>
        <translation>Ґвайгір, Володар вітрів</translation>
    </message>
    <message>
        <source>Half-orcs and Goblin-men</source>
        <translation>Напіворки та ґобліни-люди</translation>
    </message>
    <message>
        <source>Help Unlooked For</source>
        <translation>Несподівана допомога</translation>
    </message>
    <message>
        <source>Heroic Death</source>
        <translation>Героїчна смерть</translation>
    </message>
    <message>
        <source>Hill-trolls</source>
        <translation>Пагорбові тролі</translation>
    </message>
    <message>
        <source>Hordes from the East</source>
        <translation>Орди зі Сходу</translation>
    </message>
    <message>
        <source>Horn of Gondor</source>
        <translation>Ріг Ґондору</translation>
    </message>
    <message>
        <source>House of the Stewards</source>
        <translation>Дім намісників</translation>
    </message>
    <message>
        <source>Huorn-dark</source>
        <translation>Морок гуорнів</translation>
    </message>
    <message>
        <source>I Will Go Alone</source>
        <translation>Я піду сам</translation>
    </message>
    <message>
        <source>Imrahil of Dol Amroth</source>
        <translation>Імрагіл із Дол-Амрота</translation>
    </message>
    <message>
        <source>Isildur&apos;s Bane</source>
        <translation>Прокляття Ісілдура</translation>
    </message>
    <message>
        <source>It Is a Gift</source>
        <translation>Це подарунок</translation>
    </message>
    <message>
        <source>Kindred of Glorfindel</source>
        <translation>Родичі Ґлорфіндела</translation>
    </message>
    <message>
        <source>King Brand&apos;s Men</source>
        <translation>Люди короля Бранда</translation>
    </message>
    <message>
        <source>Lure of the Ring</source>
        <translation>Поклик Персня</translation>
    </message>
    <message>
        <source>Many Kings to the Service of Mordor</source>
        <translation>Багато королів на службі Мордору</translation>
    </message>
    <message>
        <source>Mighty Attack</source>
        <translation>Могутня атака</translation>
    </message>
    <message>
        <source>Mirror of Galadriel</source>
        <translation>Дзеркало Ґаладріелі</translation>
    </message>
    <message>
        <source>Mithril Coat and Sting</source>
        <translation>Мітрилова кольчуга й Жало</translation>
    </message>
    <message>
        <source>Monsters Roused</source>
        <translation>Чудовиська прокинулися</translation>
    </message>
    <message>
        <source>Morgul Wound</source>
        <translation>Морґульська рана</translation>
    </message>
    <message>
        <source>Musterings of Long-planned War</source>
        <translation>Збори давно задуманої війни</translation>
    </message>
    <message>
        <source>Mûmakil</source>
        <translation>Мŷмаки</translation>
    </message>
    <message>
        <source>Nameless Wood</source>
        <translation>Безіменний ліс</translation>
    </message>
    <message>
        <source>Nazgûl Search</source>
        <translation>Пошуки назґулів</translation>
    </message>
    <message>
        <source>No Quarter</source>
        <translation>Без пощади</translation>
    </message>
    <message>
        <source>Olog-hai</source>
        <translation>Олоґ-гаї</translation>
    </message>
    <message>
        <source>On, On They Went</source>
        <translation>Далі й далі</translation>
    </message>
    <message>
        <source>One for the Dark Lord</source>
        <translation>Один для Темного Володаря</translation>
    </message>
    <message>
        <source>Onslaught</source>
        <translation>Натиск</translation>
    </message>
    <message>
        <source>Orc Patrol</source>
        <translation>Орківський патруль</translation>
    </message>
    <message>
        <source>Orcs Multiplying Again</source>
        <translation>Орків знову більшає</translation>
    </message>
    <message>
        <source>Paths of the Woses</source>
        <translation>Стежки дикунів</translation>
    </message>
    <message>
        <source>Phial of Galadriel</source>
        <translation>Фіал Ґаладріелі</translation>
    </message>
    <message>
        <source>Pits of Mordor</source>
        <translation>Ями Мордору</translation>
    </message>
    <message>
        <source>Rage of the Dunlendings</source>
        <translation>Лють дунландців</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <translation>Невпинний штурм</translation>
    </message>
    <message>
        <source>Return of the Witch-king</source>
        <translation>Повернення Короля-Відьмака</translation>
    </message>
    <message>
        <source>Return to Valinor</source>
        <translation>Повернення до Валінору</translation>
    </message>
    <message>
        <source>Riders of Théoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Вершники Теодена</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Розвідники</translation>
    </message>
    <message>
        <source>Servant of the Secret Fire</source>
        <translation>Слуга Таємного Вогню</translation>
    </message>
    <message>
        <source>Shadow Character card {number}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Карта геройських подій Тіні № {number}</translation>
    </message>
    <message>
        <source>Shadow Strategy card {number}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Карта стратегічних подій Тіні № {number}</translation>
    </message>
    <message>
        <source>Shadows Gather</source>
        <translation>Тіні згущуються</translation>
    </message>
    <message>
        <source>Shadows on the Misty Mountains</source>
        <translation>Тіні на Імлистих горах</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair</source>
        <translation>Лігво Шелоб</translation>
    </message>
    <message>
        <source>Shield-wall</source>
        <translation>Стіна щитів</translation>
    </message>
    <message>
        <source>Sméagol Helps Nice Master</source>
        <translation>Смеаґол допомагає доброму хазяїнові</translation>
    </message>
    <message>
        <source>Stormcrow</source>
        <translation>Буревісник</translation>
    </message>
    <message>
        <source>Sudden Strike</source>
        <translation>Раптовий удар</translation>
    </message>
    <message>
        <source>Swarm of Bats</source>
        <translation>Зграя кажанів</translation>
    </message>
    <message>
        <source>Swords in Eriador</source>
        <translation>Мечі в Еріадорі</translation>
    </message>
    <message>
        <source>The Black Captain Commands</source>
        <translation>Чорний Капітан наказує</translation>
    </message>
    <message>
        <source>The Breaking of the Fellowship</source>
        <translation>Розпад Братства</translation>
    </message>
    <message>
        <source>The Day Without Dawn</source>
        <translation>День без світанку</translation>
    </message>
    <message>
        <source>The Eagles are Coming!</source>
        <translation>Орли летять!</translation>
    </message>
    <message>
        <source>The Ents Awake: Entmoot</source>
        <extracomment>Ukrainian: «Пробудження ентів» as the seed names the three cards</extracomment>
        <translation>Пробудження ентів: Ентове віче</translation>
    </message>
    <message>
        <source>The Ents Awake: Huorns</source>
        <extracomment>Ukrainian: «Пробудження ентів» as the seed names the three cards</extracomment>
        <translation>Пробудження ентів: Гуорни</translation>
    </message>
    <message>
        <source>The Ents Awake: Treebeard</source>
        <extracomment>Ukrainian: «Пробудження ентів» as the seed names the three cards</extracomment>
        <translation>Пробудження ентів: Деревобород</translation>
    </message>
    <message>
        <source>The Fighting Uruk-hai</source>
        <translation>Бойові урук-гаї</translation>
    </message>
    <message>
        <source>The Grey Company</source>
        <translation>Сіра дружина</translation>
    </message>
    <message>
        <source>The King is Revealed</source>
        <translation>Король явив себе</translation>
    </message>
    <message>
        <source>The Last Battle</source>
        <translation>Остання битва</translation>
    </message>
    <message>
        <source>The Lidless Eye</source>
        <translation>Око без повік</translation>
    </message>
    <message>
        <source>The Nazgûl Strike!</source>
        <translation>Назґули завдають удару!</translation>
    </message>
    <message>
        <source>The Palantír of Orthanc</source>
        <translation>Палантир Ортанку</translation>
    </message>
    <message>
        <source>The Power of Tom Bombadil</source>
        <translation>Сила Тома Бомбадила</translation>
    </message>
    <message>
        <source>The Red Arrow</source>
        <translation>Червона стріла</translation>
    </message>
    <message>
        <source>The Ring is Mine!</source>
        <translation>Перстень мій!</translation>
    </message>
    <message>
        <source>The Ringwraiths Are Abroad</source>
        <translation>Примари Персня нишпорять</translation>
    </message>
    <message>
        <source>The Shadow Lengthens</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь довшає</translation>
    </message>
    <message>
        <source>The Shadow is Moving</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь рухається</translation>
    </message>
    <message>
        <source>The Spirit of Mordor</source>
        <translation>Дух Мордору</translation>
    </message>
    <message>
        <source>There Is Another Way</source>
        <translation>Є інший шлях</translation>
    </message>
    <message>
        <source>There and Back Again</source>
        <translation>Туди й назад</translation>
    </message>
    <message>
        <source>They Are Terrible</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Вони жахливі</translation>
    </message>
    <message>
        <source>Thranduil&apos;s Archers</source>
        <translation>Лучники Трандуїла</translation>
    </message>
    <message>
        <source>Threats and Promises</source>
        <translation>Погрози й обіцянки</translation>
    </message>
    <message>
        <source>Through a Day and a Night</source>
        <translation>Крізь день і ніч</translation>
    </message>
    <message>
        <source>Valour</source>
        <translation>Доблесть</translation>
    </message>
    <message>
        <source>We Come to Kill</source>
        <translation>Ми прийшли вбивати</translation>
    </message>
    <message>
        <source>We Prove the Swifter</source>
        <translation>Ми виявилися швидшими</translation>
    </message>
    <message>
        <source>Wisdom of Elrond</source>
        <translation>Мудрість Елронда</translation>
    </message>
    <message>
        <source>Wizard&apos;s Staff</source>
        <extracomment>Ukrainian: the seed prints this card («Посох чарівника»)</extracomment>
        <translation>Посох чарівника</translation>
    </message>
    <message>
        <source>Words of Power</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Слова сили</translation>
    </message>
    <message>
        <source>Wormtongue</source>
        <translation>Червослов</translation>
    </message>
    <message>
        <source>Worn with Sorrow and Toil</source>
        <translation>Виснажені горем і працею</translation>
    </message>
    <message>
        <source>Éomer, Son of Éomund</source>
        <translation>Еомер, син Еомунда</translation>
    </message>
</context>
<context>
    <name>wotr.card_text</name>
    <message>
        <source>Activate one Free Peoples nation of your choice and advance it one step on the Political Track.</source>
        <translation>Активуйте один народ Вільних Народів на ваш вибір і просуньте його на одну поділку треком політики.</translation>
    </message>
    <message>
        <source>After the casualties of the combat roll and re-roll, if your army has at least twice as many units as the enemy&apos;s, score one more hit.</source>
        <translation>Після втрат від бойового кидка й перекиду: якщо у вашому війську принаймні вдвічі більше загонів, ніж у ворожому, завдайте ще одного влучання.</translation>
    </message>
    <message>
        <source>After the casualties of the combat roll and re-roll, you may inflict up to four hits on your own army; then roll one die for each hit inflicted, each 4 or more a hit on the enemy.</source>
        <translation>Після втрат від бойового кидка й перекиду можете завдати своєму війську до чотирьох влучань; потім киньте по кубику за кожне, кожне «4» і більше — влучання у ворога.</translation>
    </message>
    <message>
        <source>Attack, with a Free Peoples army of an adjacent region, a Shadow army besieging a stronghold. For the whole battle the Shadow rolls one die fewer in the combat roll for each Free Peoples unit inside the besieged stronghold (at least one die).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Атакуйте військом Вільних Народів із сусіднього регіону військо Тіні, що бере в облогу фортецю. Усю цю битву Тінь кидає в кидку бою на один кубик менше за кожен загін Вільних Народів в обложеній фортеці (але не менше одного кубика).</translation>
    </message>
    <message>
        <source>Before the combat roll, you may inflict up to two hits on your own army; add 1 to each die of your combat roll for each hit inflicted.</source>
        <translation>Перед бойовим кидком можете завдати своєму війську до двох влучань; за кожне додайте 1 до кожного кубика свого бойового кидка.</translation>
    </message>
    <message>
        <source>Before you take the casualties of the enemy&apos;s combat roll and re-roll, cancel one hit if the enemy scored two or more.</source>
        <translation>Перш ніж прибрати втрати від бойового кидка й перекиду ворога, скасуйте одне влучання, якщо ворог здобув два чи більше.</translation>
    </message>
    <message>
        <source>Both armies add 1 to each die of their combat roll and leader re-roll.</source>
        <translation>Обидва війська додають 1 до кожного кубика свого бойового кидка й перекиду за лідерство.</translation>
    </message>
    <message>
        <source>Both armies add 2 to each die of their combat roll and leader re-roll.</source>
        <translation>Обидва війська додають 2 до кожного кубика свого бойового кидка й перекиду за лідерство.</translation>
    </message>
    <message>
        <source>Cancel the effects of the combat card the Free Peoples played. If they played none, add 1 to each die of your leader re-roll.</source>
        <translation>Скасуйте ефекти бойової карти, зіграної Вільними Народами. Якщо вони не зіграли карти, додайте 1 до кожного кубика свого перекиду за лідерство.</translation>
    </message>
    <message>
        <source>Change one unused Free Peoples die showing Character into Will of the West. If the Fellowship is in Lórien and Lórien is unconquered, also heal one corruption point.</source>
        <translation>Змініть результат одного невикористаного кубика Вільних Народів «Персонаж» на «Воля Заходу». Якщо Братство в Лорієні й Лорієн незахоплений, також вилікуйте одне очко спокуси.</translation>
    </message>
    <message>
        <source>Choose a Shadow army anywhere whose units belong to at least two Shadow nations. Roll five dice: each 5 or 6 is a hit on that army.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Виберіть будь-де військо Тіні, загони якого належать щонайменше двом народам Тіні. Киньте п’ять кубиків: кожна 5 чи 6 — влучання по цьому війську.</translation>
    </message>
    <message>
        <source>Choose a Shadow army in Osgiliath, North Ithilien or South Ithilien. Roll three dice: each 5 or 6 is a hit on that army. Then, if a Free Peoples army stands in Osgiliath, recruit one Gondor unit (regular or elite) and one Gondor leader there.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Виберіть військо Тіні в регіоні Осґіліат, Північний Ітілієн чи Південний Ітілієн. Киньте три кубики: кожна 5 чи 6 — влучання по цьому війську. Потім, якщо в Осґіліаті стоїть військо Вільних Народів, найміть там один загін Ґондору (звичайний чи елітний) та одного лідера Ґондору.</translation>
    </message>
    <message>
        <source>Each unmodified 1 of the Shadow&apos;s combat roll is a hit on the Shadow&apos;s own army, and that die is not rolled again in the leader re-roll.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Кожна немодифікована «1» у бойовому кидку Тіні — влучання у військо самої Тіні, і цей кубик не перекидають за лідерство.</translation>
    </message>
    <message>
        <source>Heal one corruption point. Then, if Gollum is the Guide, you may hide or move the Fellowship.</source>
        <translation>Вилікуйте одне очко спокуси. Потім, якщо Провідник — Ґолум, можете приховати або перемістити Братство.</translation>
    </message>
    <message>
        <source>Heal one corruption point; two if Gollum is the Guide.</source>
        <translation>Вилікуйте одне очко спокуси; два, якщо Провідник — Ґолум.</translation>
    </message>
    <message>
        <source>If your combat roll or your leader re-roll scores at least one hit, score one hit more.</source>
        <translation>Якщо ваш бойовий кидок чи перекид за лідерство дає хоча б одне влучання, додайте ще одне влучання.</translation>
    </message>
    <message>
        <source>Move any or all of the Nazgûl. Then you may move two armies that each hold a Nazgûl, or attack with one army that holds a Nazgûl.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Перемістіть будь-яких чи всіх назґулів. Потім можете перемістити два війська, у складі кожного з яких є назґул, або атакувати одним військом з назґулом.</translation>
    </message>
    <message>
        <source>Move any or all of the companions outside the Fellowship. Then, if a companion stands in Erebor or Ered Luin, activate the Dwarves and move them straight to At War.</source>
        <translation>Перемістіть будь-яких чи всіх супутників поза Братством. Потім, якщо супутник стоїть в Ереборі чи Еред-Луїні, активуйте Ґномів і переведіть їх одразу в положення «у війні».</translation>
    </message>
    <message>
        <source>Move any or all of the companions outside the Fellowship. Then, if a companion stands in the Shire or in Bree, activate the North and move it straight to At War.</source>
        <extracomment>the nation is its people: plural; Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Перемістіть будь-яких чи всіх супутників поза Братством. Потім, якщо супутник стоїть у Ширі чи в Брі, активуйте Північан і переведіть їх одразу в положення «у війні».</translation>
    </message>
    <message>
        <source>Move one Shadow army up to three regions, ending where another Shadow army stands (not under siege); it passes only regions free for army movement and picks up or leaves no pieces on the way (it may split before it sets out).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Перемістіть одне військо Тіні щонайбільше на три регіони; воно завершує шлях там, де стоїть інше військо Тіні (не в облозі), проходить лише крізь регіони, вільні для переміщення військ, і не забирає й не залишає фігурки дорогою (розділитися можна перед початком руху).</translation>
    </message>
    <message>
        <source>Move two Shadow armies up to two regions each, each ending where another Shadow army stands (not under siege); they pass only regions free for army movement and pick up or leave no pieces on the way (each may split before it sets out).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Перемістіть два війська Тіні, кожне щонайбільше на два регіони; кожне завершує шлях там, де стоїть інше військо Тіні (не в облозі), проходить лише крізь регіони, вільні для переміщення військ, і не забирає й не залишає фігурки дорогою (розділитися можна перед початком руху).</translation>
    </message>
    <message>
        <source>Play if Aragorn is in play. Recruit five Sauron regular units and one Nazgûl in Minas Morgul.</source>
        <translation>Грайте, якщо Араґорн у грі. Найміть п&apos;ять звичайних загонів Саурона та одного назґула в Мінас-Морґулі.</translation>
    </message>
    <message>
        <source>Play if Boromir is in a Gondor region. Recruit one Gondor unit (regular or elite) in Boromir&apos;s region. Then draw two strategy event cards.</source>
        <translation>Грайте, якщо Боромир у регіоні Ґондору. Найміть один загін Ґондору (звичайний чи елітний) у регіоні Боромира. Потім візьміть дві карти стратегічних подій.</translation>
    </message>
    <message>
        <source>Play if Gandalf fights in the battle. Add 1 to each die of your combat roll.</source>
        <translation>Грайте, якщо Ґандальф бере участь у битві. Додайте 1 до кожного кубика свого бойового кидка.</translation>
    </message>
    <message>
        <source>Play if Gandalf the White is in play and a companion is in Fangorn. Roll three dice: each 4 or more is a hit on the Shadow army in Orthanc; if that army is destroyed, so are the Nazgûl and minions with it. If Saruman is in Orthanc without a Shadow army, eliminate him. If Gandalf the White is in Fangorn or a Rohan region, you may then play another character event card from your hand without an action die.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо Ґандальф Білий у грі, а супутник у Фанґорні. Киньте три кубики: кожен результат 4 і більше — влучання у військо Тіні в Ортанку; якщо це військо знищено, разом із ним знищено назґулів і посіпак. Якщо Саруман в Ортанку без війська Тіні, вилучіть його з гри. Якщо Ґандальф Білий у Фанґорні чи в регіоні Рогану, потім можете розіграти з руки ще одну карту геройських подій без кубика дій.</translation>
    </message>
    <message>
        <source>Play if Gondor is active. Advance Rohan one step on the Political Track, then recruit one Rohan unit (regular or elite) and one Rohan leader in Edoras.</source>
        <translation>Грайте, якщо Ґондор активний. Просуньте Роган на одну поділку треком політики, потім найміть один загін Рогану (звичайний чи елітний) та одного лідера Рогану в Едорасі.</translation>
    </message>
    <message>
        <source>Play if Isengard is At War. Recruit one Isengard unit (regular or elite) in a region where a Shadow army stands.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо Ісенґард «у війні». Найміть один загін Ісенґарду (звичайний чи елітний) в регіоні, де стоїть військо Тіні.</translation>
    </message>
    <message>
        <source>Play if Isengard is At War. Recruit two Isengard regular units in a free region adjacent to North or South Dunland. You may also bring there up to four Isengard units (regular or elite) from North and South Dunland.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Грайте, якщо Ісенґард «у війні». Найміть два звичайні загони Ісенґарду у вільному регіоні, сусідньому з Північними чи Південними Смурними Землями. Ви також можете привести туди до чотирьох загонів Ісенґарду (звичайних чи елітних) з Північних і Південних Смурних Земель.</translation>
    </message>
    <message>
        <source>Play if Rohan is At War. Move a Free Peoples army from a region of Rohan (even out of a besieged stronghold) straight to Minas Tirith; if the Shadow controls or besieges Minas Tirith, to a region adjacent to it instead. The army must end in a region free for army movement.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо Роган «у війні». Перемістіть військо Вільних Народів із регіону Рогану (навіть з обложеної фортеці) просто в Мінас-Тіріт; якщо Тінь контролює Мінас-Тіріт чи бере його в облогу — натомість у сусідній з ним регіон. Військо має завершити шлях у регіоні, вільному для переміщення військ.</translation>
    </message>
    <message>
        <source>Play if Saruman is in play and an army with an Isengard unit besieges a stronghold. Attack that stronghold: the siege battle lasts three combat rounds instead of one. In the first round the Free Peoples may play a combat card only if a companion is in the battle.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Грайте, якщо Саруман у грі й військо із загоном Ісенґарду бере в облогу фортецю. Атакуйте цю фортецю: штурм триває три бойові раунди замість одного. У першому раунді Вільні Народи можуть зіграти бойову карту, лише якщо в битві бере участь супутник.</translation>
    </message>
    <message>
        <source>Play if Saruman is in play. Recruit two Isengard regular units in each of North Dunland and South Dunland, and two Isengard units (regular or elite) in Orthanc.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Грайте, якщо Саруман у грі. Найміть по два звичайні загони Ісенґарду в Північних Смурних Землях і в Південних Смурних Землях та два загони Ісенґарду (звичайні чи елітні) в Ортанку.</translation>
    </message>
    <message>
        <source>Play if Sauron is At War. Recruit one Sauron unit (regular or elite) in a region where a Shadow army stands.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо Саурон «у війні». Найміть один загін Саурона (звичайний чи елітний) в регіоні, де стоїть військо Тіні.</translation>
    </message>
    <message>
        <source>Play if Sauron is At War. Recruit two Sauron regular units in each of three different Sauron strongholds.</source>
        <translation>Грайте, якщо Саурон «у війні». Найміть по два звичайні загони Саурона в кожній з трьох різних фортець Саурона.</translation>
    </message>
    <message>
        <source>Play if Sauron is At War. Replace two Sauron regular units anywhere on the board with two Sauron elite units.</source>
        <translation>Грайте, якщо Саурон «у війні». Замініть два звичайні загони Саурона будь-де на полі двома елітними загонами Саурона.</translation>
    </message>
    <message>
        <source>Play if Strider or Aragorn fights in the battle. Before your leader re-roll, give up Strider&apos;s leadership to turn one missed die into a hit, or Aragorn&apos;s to turn up to two missed dice into hits.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Грайте, якщо в битві бере участь Бурлака або Араґорн. Перед перекидом за лідерство відмовтеся від лідерства Бурлаки, щоб один промах став влучанням, або Араґорна — щоб до двох промахів стали влучаннями.</translation>
    </message>
    <message>
        <source>Play if Strider or Aragorn is in a Rohan region (a besieged stronghold included). Move him, and any companions with him you choose, to Erech, Lamedon or Pelargir. If a Shadow army is there, roll a die: it takes that many hits and must then retreat, or is destroyed if it cannot; if it is destroyed, so are the Nazgûl and minions with it. You may then recruit up to three Gondor regular units there, taking control of the region if need be.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо Бурлака чи Араґорн у регіоні Рогану (зокрема в обложеній фортеці). Перемістіть його та вибраних вами супутників з його регіону до Ереха, Ламедону чи Пеларґіру. Якщо там військо Тіні, киньте кубик: воно зазнає стількох влучань і потім мусить відступити, а якщо не може — знищене; якщо його знищено, разом із ним знищено назґулів і посіпак. Потім можете найняти там до трьох звичайних загонів Ґондору, за потреби взявши регіон під контроль.</translation>
    </message>
    <message>
        <source>Play if Strider or Aragorn is with a Free Peoples army in a Gondor or Rohan region. Draw three hunt tiles. If all three show an Eye, return them to the Hunt Pool and eliminate Strider or Aragorn. Otherwise remove the tiles with an Eye from the game for good and return the others to the Hunt Pool without effect.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Грайте, якщо Бурлака чи Араґорн з військом Вільних Народів у регіоні Ґондору чи Рогану. Візьміть три жетони гонитви. Якщо на всіх трьох Око, поверніть їх до запасу гонитви й вилучіть з гри Бурлаку чи Араґорна. Інакше назавжди приберіть з гри жетони з Оком, а решту без ефекту поверніть до запасу гонитви.</translation>
    </message>
    <message>
        <source>Play if Strider or Aragorn is with a Free Peoples army. In that army, eliminate one regular unit to recruit one elite unit of the same nation. Then draw two strategy event cards.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Грайте, якщо Бурлака чи Араґорн з військом Вільних Народів. У цьому війську вилучіть з гри один звичайний загін, щоб найняти один елітний загін того самого народу. Потім візьміть дві карти стратегічних подій.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples army with a companion is in the region of a Shadow army with Nazgûl, or next to it. Roll a die for each Nazgûl there (at most five): each 5 or more eliminates a Nazgûl. The Nazgûl left must at once fly to one unconquered Sauron stronghold. The Witch-king is not a Nazgûl for this card.</source>
        <extracomment>one Nazgûl: a singular word; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо військо Вільних Народів із супутником перебуває в регіоні війська Тіні з назґулами чи по сусідству з ним. Киньте по кубику за кожного назґула там (не більше п’яти): кожен результат 5 і більше вилучає назґула з гри. Решта назґулів мусить негайно полетіти в одну незахоплену фортецю Саурона. Короля-Відьмака для цієї карти не вважають назґулом.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples elite unit fights in the battle. Add 1 to each die of your combat roll.</source>
        <translation>Грайте, якщо в битві бере участь елітний загін Вільних Народів. Додайте 1 до кожного кубика свого бойового кидка.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples elite unit fights in the battle. Before the combat roll, attack once with one die for each of your elite units in the battle (five at most); the enemy takes its hits at once.</source>
        <translation>Грайте, якщо в битві бере участь елітний загін Вільних Народів. Перед бойовим кидком атакуйте, кинувши по кубику за кожен свій елітний загін у битві (не більше ніж п’ять); ворог негайно прибирає втрати.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples leader or a companion fights in the battle. Before the combat roll, attack once with as many dice as your leadership (five at most); the enemy takes its hits at once.</source>
        <translation>Грайте, якщо в битві бере участь лідер Вільних Народів або супутник. Перед бойовим кидком атакуйте, кинувши стільки кубиків, скільки становить ваше лідерство (не більше ніж п’ять); ворог негайно прибирає втрати.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples leader or a companion fights in the battle. Before you take the casualties of the enemy&apos;s combat roll and re-roll, you may eliminate one of your leaders to cancel one hit, or one of your companions to cancel as many hits as his level.</source>
        <translation>Грайте, якщо в битві бере участь лідер Вільних Народів або супутник. Перш ніж прибрати втрати від бойового кидка й перекиду ворога, можете вилучити з гри свого лідера, щоб скасувати одне влучання, або супутника, щоб скасувати стільки влучань, який його рівень.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples leader or a companion fights in the battle. If your leader re-roll scores a hit, also eliminate a Nazgûl of the battle; if it scores two or more, you may eliminate a minion of the battle instead.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Грайте, якщо в битві бере участь лідер Вільних Народів або супутник. Якщо ваш перекид за лідерство дає влучання, вилучіть ще й назґула з битви; якщо два чи більше — можете натомість вилучити посіпаку з битви.</translation>
    </message>
    <message>
        <source>Play if a Nazgûl fights in the battle. Choose a companion of the battle: his leadership and special abilities count for nothing this combat round.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Грайте, якщо в битві бере участь назґул. Виберіть супутника в битві: його лідерство й особливі вміння в цьому бойовому раунді не діють.</translation>
    </message>
    <message>
        <source>Play if a Nazgûl fights in the battle. If your leader re-roll scores a hit, you may also eliminate a Free Peoples leader of the battle, or instead a companion of the battle whose level is no more than the hits of that re-roll.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Грайте, якщо в битві бере участь назґул. Якщо ваш перекид за лідерство дає влучання, можете вилучити ще й лідера Вільних Народів з битви або натомість супутника з битви, чий рівень не більший за влучання цього перекиду.</translation>
    </message>
    <message>
        <source>Play if a Shadow army with a Nazgûl stands in or next to a region with a Free Peoples army. Roll as many dice as there are Nazgûl (at most five): each 5 or 6 is a hit on that army.</source>
        <extracomment>one Nazgûl: a singular word; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо військо Тіні з назґулом стоїть у регіоні з військом Вільних Народів або поруч із ним. Киньте стільки кубиків, скільки назґулів (не більше п’яти): кожна 5 чи 6 — влучання в це військо.</translation>
    </message>
    <message>
        <source>Play if a Shadow elite unit fights in the battle. After the casualties of the combat roll and re-roll, attack once more with one die for each of your elite units (five at most), each 5 or more a hit.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо в битві бере участь елітний загін Тіні. Після втрат від бойового кидка й перекиду атакуйте ще раз, кинувши по кубику за кожен свій елітний загін (не більше ніж п’ять); кожне «5» і більше — влучання.</translation>
    </message>
    <message>
        <source>Play if a Southron and Easterling elite unit fights in the battle. Add 1 to each die of your combat roll (initiative 3). If after the leader re-roll you have scored more hits than your opponent, score one hit more (initiative 5).</source>
        <translation>Грайте, якщо в битві бере участь елітний загін Південців та східнян. Додайте 1 до кожного кубика свого бойового кидка (ініціатива 3). Якщо після перекиду за лідерство у вас більше влучань, ніж у суперника, додайте ще одне влучання (ініціатива 5).</translation>
    </message>
    <message>
        <source>Play if a companion fights in the battle. Before your leader re-roll, give up the leadership of one companion of the battle to turn one missed die into a hit.</source>
        <translation>Грайте, якщо в битві бере участь супутник. Перед перекидом за лідерство відмовтеся від лідерства одного супутника в битві, щоб один промах став влучанням.</translation>
    </message>
    <message>
        <source>Play if a companion fights in the battle. Give up the leadership of every companion of the battle to cancel the Shadow&apos;s combat card.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо в битві бере участь супутник. Відмовтеся від лідерства всіх супутників у битві, щоб скасувати бойову карту Тіні.</translation>
    </message>
    <message>
        <source>Play if a companion fights in the battle. The Shadow rolls one combat die fewer for each companion of the battle (at least one die).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо в битві бере участь супутник. Тінь кидає в бойовому кидку на один кубик менше за кожного супутника в битві (щонайменше один кубик).</translation>
    </message>
    <message>
        <source>Play if a hobbit fights in the battle. If your leader re-roll scores a hit, you may use one hit to eliminate a minion of the battle of your choice.</source>
        <translation>Грайте, якщо в битві бере участь гобіт. Якщо ваш перекид за лідерство дав влучання, можете витратити одне влучання, щоб вилучити з гри посіпаку в битві на ваш вибір.</translation>
    </message>
    <message>
        <source>Play if an Isengard unit fights in the battle and the defending army is in a stronghold. Add 1 to each die of your combat roll.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Грайте, якщо в битві бере участь загін Ісенґарду, а військо, що обороняється, перебуває у фортеці. Додайте 1 до кожного кубика свого бойового кидка.</translation>
    </message>
    <message>
        <source>Play if an Isengard unit fights in the battle and the defending army is inside a stronghold. Add 1 to each die of your combat roll.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Грайте, якщо в битві бере участь загін Ісенґарду, а військо, що обороняється, перебуває у фортеці. Додайте 1 до кожного кубика свого бойового кидка.</translation>
    </message>
    <message>
        <source>Play if at least one companion is in the Fellowship. Separate one companion or one group of companions from the Fellowship; they may move one extra region. Then heal one corruption point.</source>
        <translation>Грайте, якщо в Братстві є принаймні один супутник. Відокремте від Братства одного супутника чи групу супутників; вони можуть пройти на один регіон далі. Потім вилікуйте одне очко спокуси.</translation>
    </message>
    <message>
        <source>Play if every Shadow nation is At War. Move up to four different Shadow armies one region each.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо всі народи Тіні «у війні». Перемістіть до чотирьох різних військ Тіні, кожне на один регіон.</translation>
    </message>
    <message>
        <source>Play if every Shadow nation is At War. Recruit five Southron and Easterling regular units in Gorgoroth and five Sauron regular units in Nurn.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо всі народи Тіні «у війні». Найміть п&apos;ять звичайних загонів народу Південці та східняни у Ґорґороті та п&apos;ять звичайних загонів Саурона в Нурні.</translation>
    </message>
    <message>
        <source>Play if every Shadow nation is At War. The Free Peoples discard every unused action die showing the Will of the West.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо всі народи Тіні «у війні». Вільні Народи скидають усі невикористані кубики дій з результатом «Воля Заходу».</translation>
    </message>
    <message>
        <source>Play if the Elves are At War. Recruit two Elven units (regular or elite) in a coastal region where a Free Peoples army stands.</source>
        <translation>Грайте, якщо Ельфи «у війні». Найміть два загони Ельфів (звичайні чи елітні) в прибережному регіоні, де стоїть військо Вільних Народів.</translation>
    </message>
    <message>
        <source>Play if the Fellowship has moved at least one step on the Fellowship Track. Move any or all of the Nazgûl. Then, if a Nazgûl stands in the Fellowship&apos;s region, the Fellowship is revealed.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Грайте, якщо Братство просунулося щонайменше на одну поділку треку Братства. Перемістіть будь-яких чи всіх назґулів. Потім, якщо в регіоні Братства є назґул, Братство розкрите.</translation>
    </message>
    <message>
        <source>Play if the Fellowship has moved at least one step on the Fellowship Track. Move any or all of the Nazgûl. Then, if a Nazgûl stands in the Fellowship&apos;s region, you may discard a Free Peoples character event card from the table, or roll for the Hunt as if the Free Peoples had moved the Fellowship.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Грайте, якщо Братство просунулося щонайменше на одну поділку треку Братства. Перемістіть будь-яких чи всіх назґулів. Потім, якщо в регіоні Братства є назґул, можете скинути зі столу карту подій персонажів Вільних Народів або кинути кубики гонитви, ніби Вільні Народи перемістили Братство.</translation>
    </message>
    <message>
        <source>Play if the Fellowship has moved at least one step on the Fellowship Track. Move the Fellowship to an adjacent region.</source>
        <translation>Грайте, якщо Братство просунулося щонайменше на одну поділку треку Братства. Перемістіть Братство в сусідній регіон.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is not in a region with a Free Peoples settlement. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; any other tile is a successful Hunt whose damage is first lessened by a companion of the Fellowship drawn at random, who is eliminated, before the Ring is used.</source>
        <translation>Грайте, якщо Братство не в регіоні з поселенням Вільних Народів. Візьміть жетон гонитви: Око чи особливий жетон Братства відкладають без ефекту; будь-який інший жетон — вдала гонитва, шкоду якої спершу зменшує навмання взятий супутник із Братства, якого вилучають з гри, і лише потім використовують Перстень.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is not in a region with a Free Peoples settlement. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; any other tile is a successful Hunt whose damage nothing lessens before the Ring is used: all of it is corruption.</source>
        <translation>Грайте, якщо Братство не в регіоні з поселенням Вільних Народів. Візьміть жетон гонитви: Око чи особливий жетон Братства відкладають без ефекту; будь-який інший жетон — вдала гонитва, шкоду якої ніщо не зменшує до використання Персня: уся вона стає споганенням.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is not in a region with a Free Peoples settlement. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; any other tile is a successful Hunt.</source>
        <translation>Грайте, якщо Братство не в регіоні з поселенням Вільних Народів. Візьміть жетон гонитви: Око чи особливий жетон Братства відкладають без ефекту; будь-який інший жетон — вдала гонитва.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is not in a region with a Free Peoples settlement. Roll three dice and add one corruption point for each 4 or more; for each 6 if Gollum is the Guide.</source>
        <translation>Грайте, якщо Братство не в регіоні з поселенням Вільних Народів. Киньте три кубики й додайте одне очко спокуси за кожен результат 4 і більше; за кожну 6, якщо Провідник — Ґолум.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is revealed. Add two corruption points if the corruption is three or less, otherwise one.</source>
        <translation>Грайте, якщо Братство розкрите. Додайте два очки спокуси, якщо спокуса три або менше, інакше одне.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is revealed. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; otherwise the Free Peoples separate as many companions as the tile&apos;s number, if they can, into the Fellowship&apos;s region, ignoring its Reveal and Stop icons. If Gollum is the Guide, add one corruption point instead.</source>
        <translation>Грайте, якщо Братство розкрите. Візьміть жетон гонитви: Око чи особливий жетон Братства відкладають без ефекту; інакше Вільні Народи відокремлюють стільки супутників, скільки вказано на жетоні (якщо можуть), у регіон Братства, не зважаючи на символи «розкриття» і «стоп». Якщо Провідник — Ґолум, натомість додайте одне очко споганення.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is revealed. Draw a companion of the Fellowship at random: the Free Peoples either add corruption equal to his level or eliminate him. If Gollum is the Guide, add one corruption point instead.</source>
        <translation>Грайте, якщо Братство розкрите. Навмання візьміть супутника з Братства: Вільні Народи або додають споганення, що дорівнює його рівню, або вилучають його з гри. Якщо Провідник — Ґолум, натомість додайте одне очко споганення.</translation>
    </message>
    <message>
        <source>Play if the Fellowship or a companion stands inside a Free Peoples nation not At War. Move that nation one step back on the Political Track; then the Free Peoples eliminate one of its leaders or units (regular or elite).</source>
        <translation>Грайте, якщо Братство чи супутник стоїть у межах народу Вільних Народів, що не «у війні». Посуньте цей народ на одну поділку назад треком політики; потім Вільні Народи знищують одного його лідера чи загін (звичайний або елітний).</translation>
    </message>
    <message>
        <source>Play if the Nazgûl&apos;s leadership in the battle is 1 or more. Before the combat roll, give up one or more points of the Nazgûl&apos;s leadership: the Free Peoples roll one combat die fewer for each point (at least one die).</source>
        <translation>Грайте, якщо лідерство назґулів у битві 1 чи більше. Перед бойовим кидком відмовтеся від одного чи кількох очок лідерства назґулів: Вільні Народи кидають на один бойовий кубик менше за кожне (але не менше ніж один).</translation>
    </message>
    <message>
        <source>Play if the Nazgûl&apos;s leadership in the battle is 1 or more. Give up one point of the Nazgûl&apos;s leadership to add 1 to each die of your leader re-roll.</source>
        <translation>Грайте, якщо лідерство назґулів у битві 1 або більше. Відмовтеся від одного очка лідерства назґулів, щоб додати 1 до кожного кубика свого перекиду за лідерство.</translation>
    </message>
    <message>
        <source>Play if the Nazgûl&apos;s leadership in the battle is 1 or more. If the Nazgûl&apos;s leadership is at least the Free Peoples&apos; whole leadership in the battle, the Free Peoples make no leader re-roll.</source>
        <translation>Грайте, якщо лідерство назґулів у битві 1 або більше. Якщо лідерство назґулів дорівнює сумарному лідерству Вільних Народів у битві або перевищує його, Вільні Народи не виконують перекиду за лідерство.</translation>
    </message>
    <message>
        <source>Play if the Nazgûl&apos;s leadership in the battle is 2 or more. Give up two points of the Nazgûl&apos;s leadership to add 1 to each die of your combat roll.</source>
        <translation>Грайте, якщо лідерство назґулів у битві 2 або більше. Відмовтеся від двох очок лідерства назґулів, щоб додати 1 до кожного кубика свого бойового кидка.</translation>
    </message>
    <message>
        <source>Play if the Southrons and Easterlings are At War. Move a Shadow army from Umbar to a coastal region of Gondor. If a Free Peoples army stands there, a battle begins, and the Shadow may not cease the attack unless that army was already besieged.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо Південці та східняни «у війні». Перемістіть військо Тіні з Умбару в прибережний регіон Ґондору. Якщо там стоїть військо Вільних Народів, починається битва, і Тінь не може припинити атаку, хіба що це військо вже було в облозі.</translation>
    </message>
    <message>
        <source>Play if the Southrons and Easterlings are At War. Recruit five of their regular units in a free region of their nation on the eastern edge of the map.</source>
        <translation>Грайте, якщо Південці та східняни «у війні». Найміть п’ять їхніх звичайних загонів у вільному регіоні їхнього народу біля східного краю мапи.</translation>
    </message>
    <message>
        <source>Play if the Witch-king is in play. Either recruit two Nazgûl in the Witch-king&apos;s region, or move any or all of the Nazgûl. Then you may move, or attack with, the army the Witch-king stands with.</source>
        <translation>Грайте, якщо Король-Відьмак у грі. Або найміть двох назґулів у регіоні Короля-Відьмака, або перемістіть будь-яких чи всіх назґулів. Потім можете перемістити військо, з яким стоїть Король-Відьмак, або атакувати ним.</translation>
    </message>
    <message>
        <source>Play if the Witch-king is in play. Move him to Angmar, then recruit two Sauron regular units and one Sauron elite unit there.</source>
        <translation>Грайте, якщо Король-Відьмак у грі. Перемістіть його в Анґмар, потім найміть там два звичайні загони та один елітний загін Саурона.</translation>
    </message>
    <message>
        <source>Play if the Witch-king is with a Shadow army besieging a stronghold. That army attacks the stronghold: the siege battle lasts three combat rounds instead of one, and in its first round the Free Peoples play no combat card unless a companion fights in it.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо Король-Відьмак перебуває з військом Тіні, що бере в облогу фортецю. Це військо атакує фортецю: облогова битва триває три бойові раунди замість одного, і в першому раунді Вільні Народи не грають бойової карти, якщо в битві немає супутника.</translation>
    </message>
    <message>
        <source>Play if the defending army is within two regions of Moria. Before the combat roll, attack with three more combat dice, hitting on 4 or more; the hits are taken at once.</source>
        <translation>Грайте, якщо військо, що обороняється, не далі двох регіонів від Морії. До бойового кидка атакуйте ще трьома бойовими кубиками, влучаючи на 4 і більше; втрати прибирають одразу.</translation>
    </message>
    <message>
        <source>Play if the defending army stands in a Rohan region, Fangorn or Orthanc. Add 2 to each die of your combat roll.</source>
        <translation>Грайте, якщо військо, що захищається, стоїть у регіоні Рогану, у Фанґорні чи Ортанку. Додайте 2 до кожного кубика свого бойового кидка.</translation>
    </message>
    <message>
        <source>Play if the defending army stands in a Rohan region, Fangorn or Orthanc. If your combat roll or leader re-roll scores a hit, score two more hits.</source>
        <translation>Грайте, якщо військо, що захищається, стоїть у регіоні Рогану, у Фанґорні чи Ортанку. Якщо ваш бойовий кидок чи перекид за лідерство дав влучання, завдайте ще двох влучань.</translation>
    </message>
    <message>
        <source>Play if the defending army stands in a Rohan region, Fangorn or Orthanc. The Shadow rolls at most two dice in its combat roll.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо військо, що захищається, стоїть у регіоні Рогану, у Фанґорні чи Ортанку. Тінь кидає не більше двох кубиків у своєму бойовому кидку.</translation>
    </message>
    <message>
        <source>Play if the defending army stands in the Fellowship&apos;s region. Add 1 to each die of your combat roll and of your leader re-roll.</source>
        <translation>Грайте, якщо військо, що обороняється, стоїть у регіоні Братства. Додайте 1 до кожного кубика свого бойового кидка й перекиду за лідерство.</translation>
    </message>
    <message>
        <source>Play if the defending army stands within the borders of a Free Peoples nation. Subtract 1 from each die of the Shadow&apos;s combat roll (an unmodified 6 still hits).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Грайте, якщо військо, що обороняється, стоїть у межах кордонів народу Вільних Народів. Відніміть 1 від кожного кубика бойового кидка Тіні (немодифікована «6» однаково влучає).</translation>
    </message>
    <message>
        <source>Play if you control at least one Elven stronghold. In each region with an Elven stronghold not under siege, roll one die for each Elven unit there (at most five): each 6 is a hit on the army there.</source>
        <translation>Грайте, якщо ви контролюєте хоча б одну фортецю Ельфів. У кожному регіоні з фортецею Ельфів, що не в облозі, киньте по кубику за кожен загін Ельфів там (не більше п’яти): кожна 6 — влучання по війську там.</translation>
    </message>
    <message>
        <source>Play if your army defends in a field battle. Before the combat roll, retreat your army to an adjacent free region, or withdraw it into the stronghold.</source>
        <translation>Грайте, якщо ваше військо обороняється в польовій битві. Перед бойовим кидком відступіть військом у сусідній вільний регіон або у фортецю.</translation>
    </message>
    <message>
        <source>Play on a Free Peoples army with a companion. Move that army up to two regions, through regions free for army movement, without picking up or leaving pieces on the way (it may split before it sets out); the companions go with it.</source>
        <translation>Грайте на військо Вільних Народів із супутником. Перемістіть це військо щонайбільше на два регіони, крізь регіони, вільні для переміщення військ, не забираючи й не залишаючи фігурки дорогою (розділитися можна перед початком руху); супутники йдуть із ним.</translation>
    </message>
    <message>
        <source>Play on the table if Aragorn stands with a Free Peoples army in a region outside the Free Peoples&apos; nations. While it lies there, the action dice that move the Fellowship are not put in the Hunt Box. Discard it as soon as the Fellowship is declared or revealed.</source>
        <translation>Викладіть на стіл, якщо Араґорн стоїть із військом Вільних Народів у регіоні поза межами народів Вільних Народів. Доки карта лежить на столі, кубики дій, що переміщують Братство, не кладуть у комірку гонитви. Скиньте її, щойно Братство оголошене чи розкрите.</translation>
    </message>
    <message>
        <source>Play on the table if Boromir is in the Fellowship. After the Shadow player draws a hunt tile, you may discard this card to lessen the Hunt damage by one (not below zero). Discard it at once from the table if Boromir leaves the Fellowship.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Викладіть на стіл, якщо Боромир у Братстві. Коли гравець за Тінь узяв жетон гонитви, можете скинути цю карту, щоб зменшити шкоду гонитви на 1 (не менше за 0). Негайно скиньте її зі столу, якщо Боромир покидає Братство.</translation>
    </message>
    <message>
        <source>Play on the table if Gandalf the Grey is in the Fellowship. When the Shadow player must draw a hunt tile, you may discard this card: he draws none. Discard it at once from the table if Gandalf the Grey leaves the Fellowship.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Викладіть на стіл, якщо Ґандальф Сірий у Братстві. Коли гравець за Тінь повинен узяти жетон гонитви, можете скинути цю карту: він не бере жодного. Негайно скиньте її зі столу, якщо Ґандальф Сірий покидає Братство.</translation>
    </message>
    <message>
        <source>Play on the table if Gimli or Legolas is in the Fellowship. After the Shadow player draws a hunt tile, you may discard this card to lessen the Hunt damage by one (not below zero). Discard it at once from the table if neither Gimli nor Legolas is left in the Fellowship.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Викладіть на стіл, якщо Ґімлі чи Леґолас у Братстві. Коли гравець за Тінь узяв жетон гонитви, можете скинути цю карту, щоб зменшити шкоду гонитви на 1 (не менше за 0). Негайно скиньте її зі столу, якщо в Братстві не лишилося ні Ґімлі, ні Леґоласа.</translation>
    </message>
    <message>
        <source>Play on the table if Saruman is in play. While it is there, Rohan is activated only by a companion who may activate it, by the Fellowship declared in Edoras or Helm&apos;s Deep, or by an attack on Edoras or Helm&apos;s Deep. Discard it from the table at once when Rohan is activated or Saruman is eliminated.</source>
        <translation>Викладіть на стіл, якщо Саруман у грі. Поки карта на столі, Роган активує лише супутник, який може його активувати, оголошення Братства в Едорасі чи Гельмовому Яру або атака на Едорас чи Гельмів Яр. Скиньте її зі столу відразу, щойно Роган активовано або Сарумана вилучено з гри.</translation>
    </message>
    <message>
        <source>Play on the table if Saruman is in play. While it is there, each time you use an Event die result to play an event card, draw another card from either of your decks at once. The Free Peoples may discard it from the table with a Will of the West die result, or with any die result and one Elven Ring. Discard it if Saruman is eliminated.</source>
        <translation>Викладіть на стіл, якщо Саруман у грі. Поки карта на столі, щоразу, коли ви граєте карту подій результатом «подія», відразу візьміть ще одну карту з будь-якої своєї колоди. Вільні Народи можуть скинути її зі столу результатом «Воля Заходу» або будь-яким результатом і одним Ельфійським Перснем. Скиньте її, якщо Сарумана вилучено з гри.</translation>
    </message>
    <message>
        <source>Play on the table if a Shadow army besieges Minas Tirith. At once eliminate one Free Peoples leader in Minas Tirith. While it lies there, the Free Peoples play no combat card in a battle in Minas Tirith. The Free Peoples may discard it with a Will of the West result, or with any result if Gandalf or Aragorn stands in Minas Tirith.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Викладіть на стіл, якщо військо Тіні бере в облогу Мінас-Тіріт. Одразу знищте одного лідера Вільних Народів у Мінас-Тіріті. Доки карта лежить на столі, Вільні Народи не грають бойових карт у битвах у Мінас-Тіріті. Вільні Народи можуть скинути її результатом «Воля Заходу» чи будь-яким результатом, якщо в Мінас-Тіріті стоїть Ґандальф або Араґорн.</translation>
    </message>
    <message>
        <source>Play on the table. Advance the Elves one step on the Political Track. While it lies there, no Shadow army may move into Lórien, Rivendell or the Grey Havens, nor attack there. The Shadow may discard it with any action die result, discarding one Strategy and one Character event card from the hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Викладіть на стіл. Просуньте Ельфів на одну поділку треком політики. Доки карта лежить на столі, жодне військо Тіні не може ввійти в Лорієн, Рівенділ чи Сірі Гавані й атакувати там. Тінь може скинути її будь-яким результатом кубика дій, скинувши з руки одну карту стратегічних подій і одну карту геройських подій.</translation>
    </message>
    <message>
        <source>Play on the table. Advance the North one step on the Political Track. While it lies there, no Shadow army may move into the Old Forest, the Shire or Buckland, nor attack there. The Shadow may discard it with any action die result, discarding one Strategy and one Character event card from the hand.</source>
        <extracomment>the nation is its people: plural; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Викладіть на стіл. Просуньте Північан на одну поділку треком політики. Доки карта лежить на столі, жодне військо Тіні не може ввійти в Праліс, Шир чи Цапокрай і атакувати там. Тінь може скинути її будь-яким результатом кубика дій, скинувши з руки одну карту стратегічних подій і одну карту геройських подій.</translation>
    </message>
    <message>
        <source>Play on the table. After the Shadow player draws a hunt tile, you may discard this card to draw a second tile: apply the second tile instead of the first, then return the first to the Hunt Pool.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Викладіть на стіл. Коли гравець за Тінь узяв жетон гонитви, можете скинути цю карту, щоб узяти другий жетон: застосуйте другий замість першого, потім поверніть перший до запасу гонитви.</translation>
    </message>
    <message>
        <source>Play on the table. Before a Hunt roll you may discard this card to add 1 to each die of that roll, re-rolls included. Discard it from the table at once when the Fellowship is declared in an unconquered Free Peoples city or stronghold.</source>
        <translation>Викладіть на стіл. Перед кидком гонитви можете скинути цю карту, щоб додати 1 до кожного кубика цього кидка, включно з перекидами. Скиньте її зі столу відразу, щойно Братство оголошено в незахопленому місті чи фортеці Вільних Народів.</translation>
    </message>
    <message>
        <source>Play on the table. While it is there, when a companion of the Fellowship is a casualty you may also discard one of the Free Peoples&apos; character event cards, from their hand at random or from the table. Discard it from the table at once when the Fellowship is declared in an unconquered Free Peoples city or stronghold.</source>
        <translation>Викладіть на стіл. Поки карта на столі, коли супутник із Братства стає втратою, можете також скинути одну карту подій персонажів Вільних Народів — навмання з руки або зі столу. Скиньте її зі столу відразу, щойно Братство оголошено в незахопленому місті чи фортеці Вільних Народів.</translation>
    </message>
    <message>
        <source>Play on the table. While it lies there, the Free Peoples may not advance a passive nation on the Political Track with a Muster result. Discard it as soon as a Free Peoples nation advances because it is attacked or through a companion&apos;s ability.</source>
        <translation>Викладіть на стіл. Доки карта лежить на столі, Вільні Народи не можуть просувати пасивний народ треком політики результатом «Мобілізація». Скиньте її, щойно народ Вільних Народів просунеться через атаку чи завдяки вмінню супутника.</translation>
    </message>
    <message>
        <source>Play on the table. You may discard this card to draw one more Hunt tile when the Fellowship, declared or revealed, moves into, out of or through Moria: an Eye is set aside without effect, any other tile is a successful Hunt (its Reveal icon ignored if the Fellowship was declared in a Free Peoples city or stronghold). Or you may discard it to use its combat half as if played from your hand.</source>
        <translation>Викладіть на стіл. Можете скинути цю карту, щоб узяти ще один жетон гонитви, коли Братство, оголошене чи розкрите, входить у Морію, виходить з неї чи проходить через неї: Око відкладають без ефекту, будь-який інший жетон — вдала гонитва (його символ «розкриття» не діє, якщо Братство оголошено в місті чи фортеці Вільних Народів). Або можете скинути її, щоб застосувати її бойову частину, ніби зіграли її з руки.</translation>
    </message>
    <message>
        <source>Recruit one Dwarven unit (regular or elite) and one Dwarven leader in Erebor.</source>
        <translation>Найміть один загін Ґномів (звичайний чи елітний) та одного лідера Ґномів в Ереборі.</translation>
    </message>
    <message>
        <source>Recruit one Elven unit (regular or elite) in Lórien. Then draw one Strategy event card.</source>
        <translation>Найміть один загін Ельфів (звичайний чи елітний) в Лорієні. Потім візьміть одну карту стратегічних подій.</translation>
    </message>
    <message>
        <source>Recruit one Elven unit (regular or elite) in Rivendell. Then draw one Strategy event card.</source>
        <translation>Найміть один загін Ельфів (звичайний чи елітний) у Рівенділі. Потім візьміть одну карту стратегічних подій.</translation>
    </message>
    <message>
        <source>Recruit one Elven unit (regular or elite) in the Woodland Realm. Then draw one Strategy event card.</source>
        <translation>Найміть один загін Ельфів (звичайний чи елітний) у Лісовому Королівстві. Потім візьміть одну карту стратегічних подій.</translation>
    </message>
    <message>
        <source>Recruit one Gondor unit (regular or elite) and one Gondor leader in Dol Amroth.</source>
        <translation>Найміть один загін Ґондору (звичайний чи елітний) та одного лідера Ґондору в Дол-Амроті.</translation>
    </message>
    <message>
        <source>Recruit one Gondor unit (regular or elite) and one Gondor leader in Minas Tirith.</source>
        <translation>Найміть один загін Ґондору (звичайний чи елітний) та одного лідера Ґондору в Мінас-Тіріті.</translation>
    </message>
    <message>
        <source>Recruit one Rohan unit (regular or elite) and one Rohan leader in Edoras or in a Rohan region where a companion stands.</source>
        <translation>Найміть один загін Рогану (звичайний чи елітний) та одного лідера Рогану в Едорасі або в регіоні Рогану, де стоїть супутник.</translation>
    </message>
    <message>
        <source>Recruit one Rohan unit (regular or elite) and one Rohan leader in a free region of Rohan with a settlement.</source>
        <translation>Найміть один загін Рогану (звичайний чи елітний) та одного лідера Рогану у вільному регіоні Рогану з поселенням.</translation>
    </message>
    <message>
        <source>Recruit one Sauron regular unit in each of Angmar, the Ettenmoors and the Weather Hills, and one Sauron elite unit in the Trollshaws.</source>
        <translation>Найміть по одному звичайному загону Саурона в Анґмарі, в регіоні Еттенське Пустище та на Погодних Пагорбах і один елітний загін Саурона в Тролячих чагарях.</translation>
    </message>
    <message>
        <source>Recruit one unit of the North (regular or elite) and one leader of the North in Carrock.</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Найміть один загін Північан (звичайний чи елітний) та одного лідера Північан у регіоні Візкамінь.</translation>
    </message>
    <message>
        <source>Recruit one unit of the North (regular or elite) in The Shire and one Dwarven unit (regular or elite) in Ered Luin. Then draw one Strategy event card.</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Найміть один загін Північан (звичайний чи елітний) у Ширі та один загін Ґномів (звичайний чи елітний) в Еред-Луїні. Потім візьміть одну карту стратегічних подій.</translation>
    </message>
    <message>
        <source>Recruit three Sauron regular units in Dol Guldur and three Sauron regular units in Mount Gundabad.</source>
        <translation>Найміть три звичайні загони Саурона в Дол-Ґульдурі та три звичайні загони Саурона на Горі Ґундабад.</translation>
    </message>
    <message>
        <source>Recruit two Sauron units (regular or elite) and one Nazgûl in Mount Gram or in Moria.</source>
        <translation>Найміть два загони Саурона (звичайні чи елітні) та одного назґула на Горі Ґрам або в Морії.</translation>
    </message>
    <message>
        <source>Recruit two Southron and Easterling regular units in each of three different settlements of the Southrons and Easterlings.</source>
        <translation>Найміть по два звичайні загони народу Південці та східняни у кожному з трьох різних поселень народу Південці та східняни.</translation>
    </message>
    <message>
        <source>Recruit two regular units of the North in Dale. Then draw one Strategy event card.</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Найміть два звичайні загони Північан у регіоні Діл. Потім візьміть одну карту стратегічних подій.</translation>
    </message>
    <message>
        <source>Roll three dice and heal one corruption point for each 5 or more; for each 3 or more if Strider is the Guide.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Киньте три кубики й вилікуйте одне очко спокуси за кожен результат 5 і більше; за кожен 3 і більше, якщо Провідник — Бурлака.</translation>
    </message>
    <message>
        <source>Separate from the Fellowship, or move, one companion or one group of companions as if their level were 4. They may end this move in a besieged stronghold.</source>
        <translation>Відокремте від Братства чи перемістіть одного супутника або групу супутників так, ніби їхній рівень дорівнює 4. Вони можуть завершити цей рух в обложеній фортеці.</translation>
    </message>
    <message>
        <source>Separate from the Fellowship, or move, one companion or one group of companions; they may move two extra regions and may end this move in a besieged stronghold.</source>
        <translation>Відокремте від Братства чи перемістіть одного супутника або групу супутників; вони можуть пройти на два регіони далі й завершити цей рух в обложеній фортеці.</translation>
    </message>
    <message>
        <source>Separate one companion or one group of companions from the Fellowship; they may move one extra region. Then, if Gimli or Legolas is in Dale, Erebor or the Woodland Realm, activate the Dwarves and the North and advance the Dwarves, the Elves and the North one step each on the Political Track.</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Відокремте від Братства одного супутника чи групу супутників; вони можуть пройти на один регіон далі. Потім, якщо Ґімлі чи Леґолас у регіоні Діл, Еребор чи Лісове Королівство, активуйте ґномів і північан і просуньте ґномів, ельфів і північан кожного на одну поділку треком політики.</translation>
    </message>
    <message>
        <source>The Shadow rolls at most three dice in its combat roll.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь кидає не більше ніж три кубики у своєму бойовому кидку.</translation>
    </message>
    <message>
        <source>The special Hunt tile of this card is now in play: it enters the Hunt Pool when the Fellowship is on the Mordor Track.</source>
        <translation>Особливий жетон гонитви з цієї карти тепер у грі: він потрапляє до запасу гонитви, коли Братство опиниться на треку Мордору.</translation>
    </message>
    <message>
        <source>Turn up to three of your unused action dice into Eye results and place them in the Hunt Box at once.</source>
        <translation>Перетворіть до трьох своїх невикористаних кубиків дій на результат «Око» й відразу покладіть їх у комірку гонитви.</translation>
    </message>
</context>
<context>
    <name>wotr.companion</name>
    <message>
        <source>Aragorn</source>
        <translation>Араґорн</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Боромир</translation>
    </message>
    <message>
        <source>Gandalf the Grey</source>
        <translation>Ґандальф Сірий</translation>
    </message>
    <message>
        <source>Gandalf the White</source>
        <translation>Ґандальф Білий</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Ґімлі</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Ґолум</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Леґолас</translation>
    </message>
    <message>
        <source>Meriadoc</source>
        <extracomment>War of the Ring names the hobbit companions by their full names</extracomment>
        <translation>Меріадок</translation>
    </message>
    <message>
        <source>Peregrin</source>
        <extracomment>War of the Ring names the hobbit companions by their full names</extracomment>
        <translation>Переґрін</translation>
    </message>
    <message>
        <source>Strider</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Бурлака</translation>
    </message>
</context>
<context>
    <name>wotr.deck</name>
    <message>
        <source>Character</source>
        <translation>геройські події</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>стратегічні події</translation>
    </message>
</context>
<context>
    <name>wotr.log</name>
    <message>
        <source>A Nazgûl flies from {source} to {region}.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Назґул перелітає з регіону {source} в регіон {region}.</translation>
    </message>
    <message>
        <source>A Nazgûl is eliminated in {region}.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Назґула вилучено з гри в регіоні {region}.</translation>
    </message>
    <message>
        <source>A Nazgûl is eliminated.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Назґула вилучено з гри.</translation>
    </message>
    <message>
        <source>A die showing {result} now shows {to}.</source>
        <translation>Кубик з результатом «{result}» тепер показує «{to}».</translation>
    </message>
    <message>
        <source>A second hunt tile is drawn instead: {tile}.</source>
        <translation>Замість нього береться другий жетон гонитви: {tile}.</translation>
    </message>
    <message>
        <source>A special hunt tile enters the pool: {tile}.</source>
        <translation>Особливий жетон гонитви потрапляє до запасу гонитви: {tile}.</translation>
    </message>
    <message>
        <source>A special hunt tile waits for Mordor: {tile}.</source>
        <translation>Особливий жетон гонитви відкладено до входу в Мордор: {tile}.</translation>
    </message>
    <message>
        <source>Each die of the Hunt roll gets {n} more.</source>
        <translation>Кожен кубик кидка гонитви отримує +{n}.</translation>
    </message>
    <message>
        <source>Gandalf the White gives up his leadership: the Nazgûl lead no more in this battle.</source>
        <translation>Ґандальф Білий позбувається лідерства: до кінця битви назґули не мають лідерства.</translation>
    </message>
    <message>
        <source>Saruman&apos;s voice: Isengard musters a regular unit in each of its settlements.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Голос Сарумана: Ісенґард наймає звичайний загін у кожному своєму поселенні.</translation>
    </message>
    <message>
        <source>Saruman&apos;s voice: two regular units of Orthanc become elite units.</source>
        <translation>Голос Сарумана: два звичайні загони в Ортанку стають елітними.</translation>
    </message>
    <message>
        <source>Sauron is driven out of Middle-earth.</source>
        <translation>Саурона вигнано із Середзем’я.</translation>
    </message>
    <message>
        <source>The Fellowship advances on the Mordor Track ({progress}).</source>
        <translation>Братство просувається треком Мордору ({progress}).</translation>
    </message>
    <message>
        <source>The Fellowship enters Mordor.</source>
        <translation>Братство входить у Мордор.</translation>
    </message>
    <message>
        <source>The Fellowship hides.</source>
        <translation>Братство приховується.</translation>
    </message>
    <message>
        <source>The Fellowship is moved to {region}.</source>
        <translation>Братство перенесено в регіон {region}.</translation>
    </message>
    <message>
        <source>The Fellowship is revealed in {region}.</source>
        <translation>Братство розкрите в регіоні {region}.</translation>
    </message>
    <message>
        <source>The Fellowship is revealed on the Mordor Track.</source>
        <translation>Братство розкрите на треку Мордору.</translation>
    </message>
    <message>
        <source>The Fellowship moves on ({progress}).</source>
        <translation>Братство переміщується ({progress}).</translation>
    </message>
    <message>
        <source>The Fellowship stays on its step of the Mordor Track.</source>
        <translation>Братство залишається на своїй поділці треку Мордору.</translation>
    </message>
    <message>
        <source>The Free Peoples declare the Fellowship in {region}.</source>
        <translation>Вільні Народи оголошують Братство в регіоні {region}.</translation>
    </message>
    <message>
        <source>The Free Peoples roll {results}.</source>
        <translation>Вільні Народи викидають: {results}.</translation>
    </message>
    <message>
        <source>The Free Peoples take control of {region}.</source>
        <translation>Вільні Народи беруть під контроль регіон {region}.</translation>
    </message>
    <message>
        <source>The Hunt fails.</source>
        <translation>Гонитва невдала.</translation>
    </message>
    <message>
        <source>The Hunt&apos;s damage is lessened by {points}.</source>
        <translation>Шкоду гонитви зменшено на {points}.</translation>
    </message>
    <message>
        <source>The Reveal icon is ignored: the Fellowship was declared in a Free Peoples city or stronghold.</source>
        <translation>Символ розкриття не діє: Братство оголошене в місті чи фортеці Вільних Народів.</translation>
    </message>
    <message>
        <source>The Ring is destroyed in the Crack of Doom.</source>
        <translation>Перстень знищено в Розколині Недолі.</translation>
    </message>
    <message>
        <source>The Ring-bearers are corrupted: the Ring is Sauron&apos;s.</source>
        <translation>Персненосці споганені: Перстень належить Саурону.</translation>
    </message>
    <message>
        <source>The Ring-bearers heal: their corruption falls to {corruption}.</source>
        <translation>Персненосці зцілюються: влада Персня слабне, споганення {corruption}.</translation>
    </message>
    <message>
        <source>The Ring-bearers idle in Mordor: their corruption rises to {corruption}.</source>
        <translation>Персненосці зволікають у Мордорі: влада Персня зростає, споганення {corruption}.</translation>
    </message>
    <message>
        <source>The Ring-bearers&apos; corruption is now {corruption}.</source>
        <translation>Споганення Персненосців тепер {corruption}.</translation>
    </message>
    <message>
        <source>The Shadow conquers Middle-earth.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь підкорює Середзем’я.</translation>
    </message>
    <message>
        <source>The Shadow draws a hunt tile: {tile}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь бере жетон гонитви: {tile}.</translation>
    </message>
    <message>
        <source>The Shadow draws no hunt tile.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь не бере жетона гонитви.</translation>
    </message>
    <message>
        <source>The Shadow hunts with {dice} dice: {successes} successes.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь полює, кубиків: {dice}; успіхів: {successes}.</translation>
    </message>
    <message>
        <source>The Shadow places {n} dice in the Hunt Box.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь кладе в комірку гонитви кубиків: {n}.</translation>
    </message>
    <message>
        <source>The Shadow rolls {results}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь викидає: {results}.</translation>
    </message>
    <message>
        <source>The Shadow turns a die showing {result} into an Eye.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь перетворює кубик «{result}» на Око.</translation>
    </message>
    <message>
        <source>The army in {region} is destroyed.</source>
        <translation>Військо в регіоні {region} знищено.</translation>
    </message>
    <message>
        <source>The army retreats from {source} to {region}.</source>
        <translation>Військо відступає з регіону {source} до регіону {region}.</translation>
    </message>
    <message>
        <source>The battle of {region} ends.</source>
        <translation>Битву в регіоні {region} завершено.</translation>
    </message>
    <message>
        <source>The battle of {region} ends: the attacker ceases the attack.</source>
        <translation>Битву в регіоні {region} завершено: нападник припиняє атаку.</translation>
    </message>
    <message>
        <source>The battle of {region} ends: the defenders are destroyed.</source>
        <translation>Битву в регіоні {region} завершено: захисників знищено.</translation>
    </message>
    <message>
        <source>The battle of {region} ends: the defenders retreat.</source>
        <translation>Битву в регіоні {region} завершено: захисники відступають.</translation>
    </message>
    <message>
        <source>The battle of {region} ends: the defenders withdraw into the stronghold.</source>
        <translation>Битву в регіоні {region} завершено: захисники відступають у фортецю.</translation>
    </message>
    <message>
        <source>The hunt tile {tile} goes back into the pool.</source>
        <translation>Жетон гонитви {tile} повертається до запасу гонитви.</translation>
    </message>
    <message>
        <source>The hunt tile {tile} is removed from the game.</source>
        <translation>Жетон гонитви {tile} назавжди прибрано з гри.</translation>
    </message>
    <message>
        <source>The tile is set aside without effect.</source>
        <translation>Жетон відкладають без ефекту.</translation>
    </message>
    <message>
        <source>The turn limit is reached.</source>
        <translation>Досягнуто межі ходів.</translation>
    </message>
    <message>
        <source>The {result} dice of the {side} are discarded.</source>
        <translation>{side}: скинуто кубики «{result}».</translation>
    </message>
    <message>
        <source>Turn {turn} begins.</source>
        <translation>Починається хід {turn}.</translation>
    </message>
    <message>
        <source>You choose {card} as your combat card.</source>
        <translation>Ви вибрали бойову карту «{card}».</translation>
    </message>
    <message>
        <source>You discard {card}.</source>
        <translation>Ви скидаєте: {card}.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Ви берете: {card}.</translation>
    </message>
    <message>
        <source>You give {given} and receive {card}.</source>
        <translation>Ви віддаєте: {given} і отримуєте: {card}.</translation>
    </message>
    <message>
        <source>{card} leaves the table.</source>
        <translation>Карта «{card}» залишає стіл.</translation>
    </message>
    <message>
        <source>{card} leaves the table: its condition no longer holds.</source>
        <translation>Карта «{card}» іде зі столу: її умова більше не виконується.</translation>
    </message>
    <message>
        <source>{companion} enters play in {region}.</source>
        <translation>{companion} вступає в гру в регіоні {region}.</translation>
    </message>
    <message>
        <source>{companion} falls to the Hunt.</source>
        <translation>{companion} гине під час гонитви.</translation>
    </message>
    <message>
        <source>{companion} falls with his army.</source>
        <translation>{companion} гине разом зі своїм військом.</translation>
    </message>
    <message>
        <source>{companion} is drawn from the Fellowship.</source>
        <translation>З Братства взято жетон супутника: {companion}.</translation>
    </message>
    <message>
        <source>{companion} is eliminated.</source>
        <translation>{companion} гине.</translation>
    </message>
    <message>
        <source>{companion} leaves the Fellowship for {region}.</source>
        <translation>{companion} залишає Братство й іде в регіон {region}.</translation>
    </message>
    <message>
        <source>{companion} moves to {region}.</source>
        <translation>{companion} іде в регіон {region}.</translation>
    </message>
    <message>
        <source>{companion} takes the place of {replaced}.</source>
        <translation>{companion} замінює персонажа: {replaced}.</translation>
    </message>
    <message>
        <source>{companion}&apos;s leadership and special abilities count for nothing this combat round.</source>
        <translation>Лідерство й особливі вміння не діють у цьому бойовому раунді: {companion}.</translation>
    </message>
    <message>
        <source>{companion}&apos;s leadership fails this combat round.</source>
        <translation type="vanished">Лідерство не діє в цьому бойовому раунді: {companion}.</translation>
    </message>
    <message>
        <source>{minion} enters play in {region}.</source>
        <translation>{minion} вступає в гру в регіоні {region}.</translation>
    </message>
    <message>
        <source>{minion} falls.</source>
        <translation>{minion} гине.</translation>
    </message>
    <message>
        <source>{minion} moves to {region}.</source>
        <translation>{minion} переміщується в регіон {region}.</translation>
    </message>
    <message>
        <source>{nation} goes to war.</source>
        <translation>{nation}: народ вступає у війну.</translation>
    </message>
    <message>
        <source>{nation} is activated.</source>
        <translation>{nation}: народ став активним.</translation>
    </message>
    <message>
        <source>{nation} loses {piece} in {region}.</source>
        <translation>{nation}: втрачено {piece}, регіон {region}.</translation>
    </message>
    <message>
        <source>{nation} moves one step away from war.</source>
        <translation>{nation}: на одну поділку далі від війни.</translation>
    </message>
    <message>
        <source>{nation} moves one step toward war.</source>
        <translation>{nation}: на одну поділку ближче до війни.</translation>
    </message>
    <message>
        <source>{nation} musters {kind} in {region}.</source>
        <translation>{nation}: мобілізація в регіоні {region} — {kind}.</translation>
    </message>
    <message>
        <source>{nation} removes {piece} from {region}: no more than 10 units in a region.</source>
        <translation>{nation}: з регіону {region} вилучено — {piece} (у регіоні щонайбільше 10 загонів).</translation>
    </message>
    <message>
        <source>{nation} replaces a regular unit with an elite one in {region}.</source>
        <translation>{nation}: звичайний загін у регіоні {region} замінено елітним.</translation>
    </message>
    <message>
        <source>{nation} replaces a regular with an elite in {region}.</source>
        <translation>{nation}: звичайний загін замінено елітним, регіон {region}.</translation>
    </message>
    <message>
        <source>{piece} of {nation} is eliminated.</source>
        <translation>Вилучено з гри: {piece} ({nation}).</translation>
    </message>
    <message>
        <source>{seat} and {ally} exchange a card.</source>
        <translation>Обмін картами: {seat} і {ally}.</translation>
    </message>
    <message>
        <source>{seat} and {ally} keep their cards.</source>
        <translation>Без обміну, кожен залишає свої карти: {seat} і {ally}.</translation>
    </message>
    <message>
        <source>{seat} cannot draw: the {deck} deck is empty.</source>
        <translation>{seat}: не можна взяти карту, колода «{deck}» порожня.</translation>
    </message>
    <message>
        <source>{seat} chooses a combat card from the {deck} deck.</source>
        <translation>{seat}: вибрано бойову карту з колоди «{deck}».</translation>
    </message>
    <message>
        <source>{seat} discards a card face down.</source>
        <translation>{seat}: карту скинуто сорочкою догори.</translation>
    </message>
    <message>
        <source>{seat} discards {card} from the table.</source>
        <translation>{seat}: карту «{card}» скинуто зі столу.</translation>
    </message>
    <message>
        <source>{seat} draws a card from the {deck} deck.</source>
        <translation>{seat}: взято карту з колоди «{deck}».</translation>
    </message>
    <message>
        <source>{seat} lays {card} on the table.</source>
        <translation>{seat}: карту «{card}» викладено на стіл.</translation>
    </message>
    <message>
        <source>{seat} plays another card without a die.</source>
        <translation>{seat}: ще одну карту розіграно без кубика.</translation>
    </message>
    <message>
        <source>{seat} plays no combat card.</source>
        <translation>{seat}: без бойової карти.</translation>
    </message>
    <message>
        <source>{seat} plays {card} on the table.</source>
        <translation type="vanished">{seat}: карту «{card}» викладено на стіл.</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat}: зіграно карту «{card}».</translation>
    </message>
    <message>
        <source>{seat} reveals {card}.</source>
        <translation>{seat}: відкрито карту «{card}».</translation>
    </message>
    <message>
        <source>{seat} takes {card} from the table as a combat card.</source>
        <translation>{seat}: карту «{card}» взято зі столу як бойову карту.</translation>
    </message>
    <message>
        <source>{seat} uses an Elven Ring to discard {card} from the table.</source>
        <translation>{seat}: Ельфійський Перстень використано, щоб скинути карту «{card}» зі столу.</translation>
    </message>
    <message>
        <source>{side} attacks {target} from {source}.</source>
        <translation>{side}: атака з регіону {source} на регіон {target}.</translation>
    </message>
    <message>
        <source>{side} cancels hits: {n}.</source>
        <translation>{side}: скасовано влучань: {n}.</translation>
    </message>
    <message>
        <source>{side} captures {region}.</source>
        <translation>{side}: захоплено регіон {region}.</translation>
    </message>
    <message>
        <source>{side} downgrades an elite of {nation}.</source>
        <translation>{side}: елітний загін ({nation}) замінено звичайним.</translation>
    </message>
    <message>
        <source>{side} inflicts hits on its own army: {n}.</source>
        <translation>{side}: влучань у власне військо: {n}.</translation>
    </message>
    <message>
        <source>{side} loses {piece} of {nation}.</source>
        <translation>{side}: втрачено {piece} ({nation}).</translation>
    </message>
    <message>
        <source>{side} moves an army from {source} to {region}.</source>
        <translation>{side}: військо переміщено з регіону {source} в регіон {region}.</translation>
    </message>
    <message>
        <source>{side} passes.</source>
        <translation>{side}: пас.</translation>
    </message>
    <message>
        <source>{side} rolls {dice} against the army in {region}: {hits} hits.</source>
        <translation>{side}: кидок {dice} проти війська в регіоні {region}, влучань: {hits}.</translation>
    </message>
    <message>
        <source>{side} rolls {dice} in an extra attack: {hits} hits.</source>
        <translation>{side}: додаткова атака {dice}, влучань: {hits}.</translation>
    </message>
    <message>
        <source>{side} rolls {dice}, re-rolls {again}; hits: {hits}.</source>
        <translation>{side}: кидок {dice}, перекид {again}, влучань: {hits}.</translation>
    </message>
    <message>
        <source>{side} rolls {dice}; hits: {hits}.</source>
        <translation>{side}: кидок {dice}, влучань: {hits}.</translation>
    </message>
    <message>
        <source>{side} scores more hits: {n}.</source>
        <translation>{side}: додаткових влучань: {n}.</translation>
    </message>
    <message>
        <source>{side} sets aside a die showing {result} without acting.</source>
        <translation>{side}: кубик «{result}» відкладено без дії.</translation>
    </message>
    <message>
        <source>{side} takes back {region}.</source>
        <translation>{side}: відвойовано регіон {region}.</translation>
    </message>
    <message>
        <source>{side} uses a hit of its re-roll for its combat card.</source>
        <translation>{side}: одне влучання перекиду витрачено на бойову карту.</translation>
    </message>
    <message>
        <source>{side} uses an Elven Ring: a die showing {result} now shows {to}.</source>
        <translation>{side}: Ельфійський Перстень змінює кубик «{result}» на «{to}».</translation>
    </message>
    <message>
        <source>{side}&apos;s combat card is cancelled.</source>
        <translation>{side}: бойову карту скасовано.</translation>
    </message>
</context>
<context>
    <name>wotr.minion</name>
    <message>
        <source>Saruman</source>
        <translation>Саруман</translation>
    </message>
    <message>
        <source>a Nazgûl</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>назґул</translation>
    </message>
    <message>
        <source>the Mouth of Sauron</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»); Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Речник Саурона</translation>
    </message>
    <message>
        <source>the Witch-king</source>
        <translation>Король-Відьмак</translation>
    </message>
</context>
<context>
    <name>wotr.nation</name>
    <message>
        <source>Dwarves</source>
        <translation>Ґноми</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>Ельфи</translation>
    </message>
    <message>
        <source>Gondor</source>
        <translation>Ґондор</translation>
    </message>
    <message>
        <source>Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Ісенґард</translation>
    </message>
    <message>
        <source>Rohan</source>
        <translation>Роган</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Саурон</translation>
    </message>
    <message>
        <source>Southrons and Easterlings</source>
        <translation>Південці та східняни</translation>
    </message>
    <message>
        <source>The North</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Північани</translation>
    </message>
</context>
<context>
    <name>wotr.outcome</name>
    <message>
        <source>Sauron is driven out of Middle-earth.</source>
        <translation type="vanished">Саурона вигнано із Середзем’я.</translation>
    </message>
    <message>
        <source>The Ring is destroyed in the Crack of Doom.</source>
        <translation type="vanished">Перстень знищено в Розколині Недолі.</translation>
    </message>
    <message>
        <source>The Ring-bearers are corrupted: the Ring is Sauron&apos;s.</source>
        <translation type="vanished">Персненосці споганені: Перстень належить Саурону.</translation>
    </message>
    <message>
        <source>The Shadow conquers Middle-earth.</source>
        <translation type="vanished">Тінь підкорює Середзем’я.</translation>
    </message>
    <message>
        <source>The turn limit is reached.</source>
        <translation type="vanished">Досягнуто межі ходів.</translation>
    </message>
</context>
<context>
    <name>wotr.piece</name>
    <message>
        <source>Nazgûl</source>
        <translation>назґули</translation>
    </message>
    <message>
        <source>a Nazgûl</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>назґул</translation>
    </message>
    <message>
        <source>a leader</source>
        <translation>лідер</translation>
    </message>
    <message>
        <source>a leader of {nation}</source>
        <translation>лідер ({nation})</translation>
    </message>
    <message>
        <source>a regular unit</source>
        <translation>звичайний загін</translation>
    </message>
    <message>
        <source>a regular unit of {nation}</source>
        <translation>звичайний загін ({nation})</translation>
    </message>
    <message>
        <source>an elite unit</source>
        <translation>елітний загін</translation>
    </message>
    <message>
        <source>an elite unit of {nation}</source>
        <translation>елітний загін ({nation})</translation>
    </message>
    <message>
        <source>elite units</source>
        <translation>елітні загони</translation>
    </message>
    <message>
        <source>leaders</source>
        <translation>лідери</translation>
    </message>
    <message>
        <source>regular units</source>
        <translation>звичайні загони</translation>
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
        <translation>1 влучання: 1 кубик проти ворога</translation>
    </message>
    <message>
        <source>2 hits: roll 2 dice against the enemy</source>
        <translation>2 влучання: 2 кубики проти ворога</translation>
    </message>
    <message>
        <source>3 hits: roll 3 dice against the enemy</source>
        <translation>3 влучання: 3 кубики проти ворога</translation>
    </message>
    <message>
        <source>4 hits: roll 4 dice against the enemy</source>
        <translation>4 влучання: 4 кубики проти ворога</translation>
    </message>
    <message>
        <source>A Nazgûl has found the Fellowship: discard a Free Peoples character card from the table, or roll for the Hunt?</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Назґул знайшов Братство: скинути зі столу карту персонажа Вільних Народів чи кинути кубики гонитви?</translation>
    </message>
    <message>
        <source>A Nazgûl has found the Fellowship: roll for the Hunt?</source>
        <translation type="vanished">Назґул знайшов Братство: кинути кубики гонитви?</translation>
    </message>
    <message>
        <source>A card strikes your army: {hits} hits to take.</source>
        <translation>Карта вражає ваше військо: лишилося влучань: {hits}.</translation>
    </message>
    <message>
        <source>A companion of the Fellowship fell: use a card from your table?</source>
        <translation>Супутник із Братства загинув: використати карту зі свого столу?</translation>
    </message>
    <message>
        <source>Advance into the conquered region?</source>
        <translation>Просунутися в завойований регіон?</translation>
    </message>
    <message>
        <source>Attack with an army with a Nazgûl</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Атакувати військом з назґулом</translation>
    </message>
    <message>
        <source>Attack with the Witch-king&apos;s army</source>
        <translation>Атакувати військом Короля-Відьмака</translation>
    </message>
    <message>
        <source>Black Breath: choose the leader or companion to eliminate, or none.</source>
        <translation>Чорний подих: виберіть лідера чи супутника, якого вилучити, або нікого.</translation>
    </message>
    <message>
        <source>Blade of Westernesse: choose the minion to eliminate, or none.</source>
        <translation>Клинок Західного краю: виберіть посіпаку, якого вилучити з гри, або нікого.</translation>
    </message>
    <message>
        <source>Bring a unit to {region}?</source>
        <translation>Привести загін у регіон {region}?</translation>
    </message>
    <message>
        <source>Choose a card of your hand to discard with it.</source>
        <translation>Виберіть карту з руки, щоб скинути її разом із нею.</translation>
    </message>
    <message>
        <source>Choose a combat card, or none.</source>
        <translation>Виберіть бойову карту або відмовтеся.</translation>
    </message>
    <message>
        <source>Choose a companion who leaves the Fellowship ({left} more).</source>
        <translation>Виберіть супутника, який залишає Братство (ще {left}).</translation>
    </message>
    <message>
        <source>Choose a die to use, an Elven Ring, or pass.</source>
        <translation>Оберіть кубик, Ельфійський Перстень або пас.</translation>
    </message>
    <message>
        <source>Choose another card of your hand to discard with it.</source>
        <translation>Виберіть ще одну карту з руки, щоб скинути її разом із нею.</translation>
    </message>
    <message>
        <source>Choose how to use the die.</source>
        <translation>Оберіть, як використати кубик.</translation>
    </message>
    <message>
        <source>Choose its new result.</source>
        <translation>Оберіть новий результат.</translation>
    </message>
    <message>
        <source>Choose the Fellowship&apos;s Guide.</source>
        <translation>Виберіть Провідника Братства.</translation>
    </message>
    <message>
        <source>Choose the Free Peoples army the Nazgûl&apos;s spells strike.</source>
        <translation>Виберіть військо Вільних Народів, яке вразять чари назґулів.</translation>
    </message>
    <message>
        <source>Choose the Free Peoples&apos; card to discard from their table.</source>
        <translation>Оберіть карту Вільних Народів, яку скинути з їхнього столу.</translation>
    </message>
    <message>
        <source>Choose the Nazgûl to move.</source>
        <translation>Виберіть назґула, який полетить.</translation>
    </message>
    <message>
        <source>Choose the Sauron stronghold the Nazgûl fly to.</source>
        <translation>Виберіть фортецю Саурона, куди полетять назґули.</translation>
    </message>
    <message>
        <source>Choose the Shadow army that grows.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Виберіть військо Тіні, що поповниться.</translation>
    </message>
    <message>
        <source>Choose the Shadow army the Eagles strike.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Виберіть військо Тіні, на яке накинуться орли.</translation>
    </message>
    <message>
        <source>Choose the Shadow army to strike.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Виберіть військо Тіні, по якому завдати удару.</translation>
    </message>
    <message>
        <source>Choose the Witch-king&apos;s region.</source>
        <translation>Виберіть регіон Короля-Відьмака.</translation>
    </message>
    <message>
        <source>Choose the army that goes to Minas Tirith.</source>
        <translation>Виберіть військо, що піде до Мінас-Тіріту.</translation>
    </message>
    <message>
        <source>Choose the besieged stronghold to relieve.</source>
        <translation>Виберіть обложену фортецю, яку треба визволити.</translation>
    </message>
    <message>
        <source>Choose the card to discard from the table.</source>
        <translation>Виберіть карту, яку скинути зі столу.</translation>
    </message>
    <message>
        <source>Choose the card you give your ally.</source>
        <translation>Оберіть карту для союзника.</translation>
    </message>
    <message>
        <source>Choose the character who enters play.</source>
        <translation>Виберіть персонажа, який вступає в гру.</translation>
    </message>
    <message>
        <source>Choose the coast the Corsairs land on.</source>
        <translation>Виберіть берег, де висадяться корсари.</translation>
    </message>
    <message>
        <source>Choose the coastal region.</source>
        <translation>Виберіть прибережний регіон.</translation>
    </message>
    <message>
        <source>Choose the companions the card sends.</source>
        <translation>Виберіть супутників, яких посилає карта.</translation>
    </message>
    <message>
        <source>Choose the companions who leave the Fellowship together.</source>
        <translation>Виберіть супутників, які разом залишають Братство.</translation>
    </message>
    <message>
        <source>Choose the companions who move together.</source>
        <translation>Виберіть супутників, які йдуть разом.</translation>
    </message>
    <message>
        <source>Choose the deck to draw from.</source>
        <translation>Оберіть колоду, з якої взяти карту.</translation>
    </message>
    <message>
        <source>Choose the die the ring changes.</source>
        <translation>Оберіть кубик, який змінює Перстень.</translation>
    </message>
    <message>
        <source>Choose the enemy army to attack.</source>
        <translation>Оберіть вороже військо для атаки.</translation>
    </message>
    <message>
        <source>Choose the event card to play.</source>
        <translation>Виберіть карту події, яку зіграти.</translation>
    </message>
    <message>
        <source>Choose the minion to move.</source>
        <translation>Виберіть посіпаку, який піде.</translation>
    </message>
    <message>
        <source>Choose the minion who enters play.</source>
        <translation>Виберіть посіпаку, який вступає в гру.</translation>
    </message>
    <message>
        <source>Choose the nation the Stormcrow visits.</source>
        <translation>Виберіть народ, до якого прилетить Буревісник.</translation>
    </message>
    <message>
        <source>Choose the nation to activate and advance.</source>
        <translation>Виберіть народ, що стане активним і просунеться.</translation>
    </message>
    <message>
        <source>Choose the nation to move toward war.</source>
        <translation>Оберіть народ, який наблизиться до війни.</translation>
    </message>
    <message>
        <source>Choose the order of your triggered abilities.</source>
        <translation>Оберіть порядок спрацювання ваших здібностей.</translation>
    </message>
    <message>
        <source>Choose the piece to eliminate.</source>
        <translation>Виберіть фігурку, яку знищити.</translation>
    </message>
    <message>
        <source>Choose the pieces that attack.</source>
        <translation>Оберіть фігурки, що атакують.</translation>
    </message>
    <message>
        <source>Choose the pieces that move.</source>
        <translation>Оберіть фігурки, що рухаються.</translation>
    </message>
    <message>
        <source>Choose the region of the army to move.</source>
        <translation>Оберіть регіон війська, що рухається.</translation>
    </message>
    <message>
        <source>Choose the region of the attacking army.</source>
        <translation>Оберіть регіон війська, що атакує.</translation>
    </message>
    <message>
        <source>Choose the settlement of the first piece.</source>
        <translation>Оберіть поселення для першої фігурки.</translation>
    </message>
    <message>
        <source>Choose the settlement of the second piece.</source>
        <translation>Оберіть поселення для другої фігурки.</translation>
    </message>
    <message>
        <source>Choose the settlement to muster in.</source>
        <translation>Оберіть поселення для мобілізації.</translation>
    </message>
    <message>
        <source>Choose the stronghold the Witch-king assaults.</source>
        <translation>Виберіть фортецю, яку штурмує Король-Відьмак.</translation>
    </message>
    <message>
        <source>Choose the stronghold to assault.</source>
        <translation>Виберіть фортецю для штурму.</translation>
    </message>
    <message>
        <source>Choose three settlements.</source>
        <translation>Виберіть три поселення.</translation>
    </message>
    <message>
        <source>Choose three strongholds.</source>
        <translation>Виберіть три фортеці.</translation>
    </message>
    <message>
        <source>Choose where a regular unit becomes an elite unit.</source>
        <translation>Виберіть, де звичайний загін стане елітним.</translation>
    </message>
    <message>
        <source>Choose where he enters play.</source>
        <translation>Виберіть, де він вступає в гру.</translation>
    </message>
    <message>
        <source>Choose where he goes.</source>
        <translation>Виберіть, куди він іде.</translation>
    </message>
    <message>
        <source>Choose where he leaves from.</source>
        <translation>Виберіть, звідки він вирушає.</translation>
    </message>
    <message>
        <source>Choose where the Dead Men lead him.</source>
        <translation>Виберіть, куди його поведуть Мерці.</translation>
    </message>
    <message>
        <source>Choose where the Dunlendings gather.</source>
        <translation>Виберіть, де зберуться дунландці.</translation>
    </message>
    <message>
        <source>Choose where the Shadow gathers.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Виберіть, де збереться Тінь.</translation>
    </message>
    <message>
        <source>Choose where the army comes out.</source>
        <translation>Виберіть, де вийде військо.</translation>
    </message>
    <message>
        <source>Choose where the hordes come from.</source>
        <translation>Виберіть, звідки прийдуть орди.</translation>
    </message>
    <message>
        <source>Choose where the riders are recruited.</source>
        <translation>Виберіть, де найняти вершників.</translation>
    </message>
    <message>
        <source>Choose where the storm drives the Fellowship.</source>
        <translation>Виберіть, куди буря жене Братство.</translation>
    </message>
    <message>
        <source>Choose where they go.</source>
        <translation>Оберіть, куди вони рухаються.</translation>
    </message>
    <message>
        <source>Choose where {companion} goes on leaving the Fellowship.</source>
        <translation>Виберіть, куди йде {companion}, залишаючи Братство.</translation>
    </message>
    <message>
        <source>Continue the attack?</source>
        <translation>Продовжити атаку?</translation>
    </message>
    <message>
        <source>Declare the Fellowship&apos;s position?</source>
        <translation>Оголосити позицію Братства?</translation>
    </message>
    <message>
        <source>Discard a Free Peoples character card from the table</source>
        <translation>Скинути зі столу карту персонажа Вільних Народів</translation>
    </message>
    <message>
        <source>Discard a card: your hand is over its limit.</source>
        <translation>Скиньте карту: у вас на руці забагато карт.</translation>
    </message>
    <message>
        <source>Downgrade an elite unit to fight another round of the assault, or end it?</source>
        <translation>Перетворити елітний загін на звичайний, щоб продовжити штурм ще на раунд, чи завершити його?</translation>
    </message>
    <message>
        <source>Draw a card: choose the deck.</source>
        <translation>Візьміть карту: оберіть колоду.</translation>
    </message>
    <message>
        <source>Dread and Despair: how many points of the Nazgûl&apos;s leadership do you give up?</source>
        <translation>Жах і відчай: від скількох очок лідерства назґулів ви відмовляєтеся?</translation>
    </message>
    <message>
        <source>Enter Mordor?</source>
        <translation>Увійти в Мордор?</translation>
    </message>
    <message>
        <source>Exchange a card with your ally? (Both must agree.)</source>
        <translation>Обмінятися картою із союзником? (Обидва мають погодитися.)</translation>
    </message>
    <message>
        <source>Fateful Strike: choose the Nazgûl or minion to eliminate.</source>
        <translation>Фатальний удар: виберіть назґула чи посіпаку, якого вилучити.</translation>
    </message>
    <message>
        <source>Fateful Strike: choose the Nazgûl to eliminate.</source>
        <translation>Фатальний удар: виберіть назґула, якого вилучити.</translation>
    </message>
    <message>
        <source>Fight a field battle, or withdraw into the stronghold?</source>
        <translation>Дати польовий бій чи відступити у фортецю?</translation>
    </message>
    <message>
        <source>Gandalf the Grey, the Guide: draw an event card of the same type?</source>
        <translation>Ґандальф Сірий, Провідник: взяти карту події того самого типу?</translation>
    </message>
    <message>
        <source>Gandalf the White: give up his leadership to cancel the Nazgûl&apos;s in this battle?</source>
        <translation>Ґандальф Білий: позбутися його лідерства, щоб скасувати лідерство назґулів у цій битві?</translation>
    </message>
    <message>
        <source>Give up 1 point: the Free Peoples roll 1 die fewer</source>
        <translation>Відмовитися від 1 очка: у Вільних Народів на 1 кубик менше</translation>
    </message>
    <message>
        <source>Give up 2 points: the Free Peoples roll 2 dice fewer</source>
        <translation>Відмовитися від 2 очок: у Вільних Народів на 2 кубики менше</translation>
    </message>
    <message>
        <source>Give up 3 points: the Free Peoples roll 3 dice fewer</source>
        <translation>Відмовитися від 3 очок: у Вільних Народів на 3 кубики менше</translation>
    </message>
    <message>
        <source>Give up 4 points: the Free Peoples roll 4 dice fewer</source>
        <translation>Відмовитися від 4 очок: у Вільних Народів на 4 кубики менше</translation>
    </message>
    <message>
        <source>Give up 5 points: the Free Peoples roll 5 dice fewer</source>
        <translation>Відмовитися від 5 очок: у Вільних Народів на 5 кубиків менше</translation>
    </message>
    <message>
        <source>Gollum leads: hide or move the Fellowship?</source>
        <translation>Ґолум веде: приховати чи перемістити Братство?</translation>
    </message>
    <message>
        <source>Heroic Death: choose the leader or companion who falls to cancel hits, or none.</source>
        <translation>Героїчна смерть: виберіть лідера чи супутника, який загине, щоб скасувати влучання, або нікого.</translation>
    </message>
    <message>
        <source>Hide the Fellowship</source>
        <translation>Приховати Братство</translation>
    </message>
    <message>
        <source>Hunt damage {damage}: lose a companion or use the Ring.</source>
        <translation>Шкода гонитви {damage}: втратити супутника або використати Перстень.</translation>
    </message>
    <message>
        <source>Join your army and your ally&apos;s, where they meet, into one mixed army?</source>
        <translation>Об’єднати ваше військо й військо союзника, що стоять в одному регіоні, в одне змішане військо?</translation>
    </message>
    <message>
        <source>Mighty Attack: choose the companion who gives up his leadership.</source>
        <translation>Могутня атака: виберіть супутника, який відмовиться від лідерства.</translation>
    </message>
    <message>
        <source>More than 10 units stand in {region}: remove {n}.</source>
        <translation>У регіоні {region} понад 10 загонів: вилучіть зайві ({n}).</translation>
    </message>
    <message>
        <source>Move a Nazgûl?</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Перемістити назґула?</translation>
    </message>
    <message>
        <source>Move a companion (or a group)?</source>
        <translation>Перемістити супутника (чи групу)?</translation>
    </message>
    <message>
        <source>Move a second army?</source>
        <translation>Перемістити друге військо?</translation>
    </message>
    <message>
        <source>Move another army?</source>
        <translation>Перемістити ще одне військо?</translation>
    </message>
    <message>
        <source>Move another minion with the same die?</source>
        <translation>Перемістити ще одного посіпаку тим самим кубиком?</translation>
    </message>
    <message>
        <source>Move or attack with the Witch-king&apos;s army?</source>
        <translation>Перемістити військо Короля-Відьмака чи атакувати ним?</translation>
    </message>
    <message>
        <source>Move other companions with the same die?</source>
        <translation>Перемістити інших супутників тим самим кубиком?</translation>
    </message>
    <message>
        <source>Move the Fellowship</source>
        <translation>Перемістити Братство</translation>
    </message>
    <message>
        <source>Move the Nazgûl</source>
        <translation>Перемістити назґулів</translation>
    </message>
    <message>
        <source>Move the Witch-king&apos;s army</source>
        <translation>Перемістити військо Короля-Відьмака</translation>
    </message>
    <message>
        <source>Move two armies with Nazgûl</source>
        <translation>Перемістити два війська з назґулами</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Ні те, ні інше</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Жодного</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Один</translation>
    </message>
    <message>
        <source>One from their hand, at random</source>
        <translation>Одну з руки, навмання</translation>
    </message>
    <message>
        <source>One from their table</source>
        <translation>Одну з їхнього столу</translation>
    </message>
    <message>
        <source>One hit: add 1 to each die of your combat roll</source>
        <translation>Одне влучання: +1 до кожного кубика бойового кидка</translation>
    </message>
    <message>
        <source>Onslaught: how many hits do you inflict on your own army?</source>
        <translation>Натиск: скільки влучань ви завдаєте своєму війську?</translation>
    </message>
    <message>
        <source>Place dice in the Hunt Box.</source>
        <translation>Покладіть кубики в комірку гонитви.</translation>
    </message>
    <message>
        <source>Play another character event card without a die?</source>
        <translation>Розіграти ще одну карту геройських подій без кубика?</translation>
    </message>
    <message>
        <source>Recruit a regular or an elite unit of {nation} in {region}?</source>
        <translation>Найняти звичайний чи елітний загін ({nation}) в регіоні {region}?</translation>
    </message>
    <message>
        <source>Recruit how many Gondor regular units?</source>
        <translation>Скільки звичайних загонів Ґондору найняти?</translation>
    </message>
    <message>
        <source>Recruit two Nazgûl with the Witch-king</source>
        <translation>Найняти двох назґулів біля Короля-Відьмака</translation>
    </message>
    <message>
        <source>Relentless Assault: how many hits do you inflict on your own army?</source>
        <translation>Невпинний штурм: скільки влучань ви завдаєте своєму війську?</translation>
    </message>
    <message>
        <source>Replace a regular unit of which nation with an elite one?</source>
        <translation>Звичайний загін якого народу замінити елітним?</translation>
    </message>
    <message>
        <source>Retreat, or fight another round?</source>
        <translation>Відступити чи битися ще раунд?</translation>
    </message>
    <message>
        <source>Roll for the Hunt</source>
        <translation>Кинути кубики гонитви</translation>
    </message>
    <message>
        <source>Scouts: retreat to an adjacent free region, or withdraw into the stronghold?</source>
        <translation>Розвідники: відступити в сусідній вільний регіон чи у фортецю?</translation>
    </message>
    <message>
        <source>Take a casualty from the army in {region}: {hits} hits to take.</source>
        <translation>Приберіть втрату з війська в регіоні {region}: залишилося влучань: {hits}.</translation>
    </message>
    <message>
        <source>Take a casualty: {hits} hits to take.</source>
        <translation>Приберіть втрату: залишилося влучань: {hits}.</translation>
    </message>
    <message>
        <source>The Black Captain commands: recruit two Nazgûl or move the Nazgûl?</source>
        <translation>Чорний Капітан наказує: найняти двох назґулів чи перемістити назґулів?</translation>
    </message>
    <message>
        <source>The Fellowship is revealed: choose where it stands.</source>
        <translation>Братство розкрите: виберіть, де воно перебуває.</translation>
    </message>
    <message>
        <source>The Fellowship moved from {source} to {to}: discard a card from your table?</source>
        <translation>Братство перемістилося з регіону {source} в регіон {to}: скинути карту зі свого столу?</translation>
    </message>
    <message>
        <source>The Ring lures {companion}: add {points} corruption or eliminate him.</source>
        <translation>Перстень вабить: {companion}. Додати {points} споганення чи вилучити його з гри.</translation>
    </message>
    <message>
        <source>The Ringwraiths lead: move two armies or attack with one?</source>
        <translation>Примари Персня ведуть: перемістити два війська чи атакувати одним?</translation>
    </message>
    <message>
        <source>The Shadow drew {tile}: discard a card from your table?</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь узяла жетон {tile}: скинути карту зі свого столу?</translation>
    </message>
    <message>
        <source>The Shadow is about to make a Hunt roll: discard a card from your table?</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь зараз кидатиме кубики гонитви: скинути карту зі свого столу?</translation>
    </message>
    <message>
        <source>The Shadow must draw a hunt tile: discard a card from your table?</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь повинна взяти жетон гонитви: скинути карту зі свого столу?</translation>
    </message>
    <message>
        <source>The Sorcerer: draw an event card of the same type?</source>
        <translation>Чаклун: взяти карту події того самого типу?</translation>
    </message>
    <message>
        <source>The stronghold holds five units: remove {excess} more.</source>
        <translation>У фортеці може бути лише п’ять загонів: приберіть ще {excess}.</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Три</translation>
    </message>
    <message>
        <source>Turn an unused die into an Eye? ({left} more)</source>
        <translation>Перетворити невикористаний кубик на Око? (ще {left})</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Два</translation>
    </message>
    <message>
        <source>Two hits: add 2 to each die of your combat roll</source>
        <translation>Два влучання: +2 до кожного кубика бойового кидка</translation>
    </message>
    <message>
        <source>Use {ability}?</source>
        <translation>Застосувати {ability}?</translation>
    </message>
    <message>
        <source>Which characters go with the army?</source>
        <translation>Які персонажі йдуть із військом?</translation>
    </message>
    <message>
        <source>Which companions go with him?</source>
        <translation>Які супутники йдуть з ним?</translation>
    </message>
    <message>
        <source>Words of Power: choose the companion whose leadership fails.</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Слова сили: виберіть супутника, чиє лідерство не діє.</translation>
    </message>
    <message>
        <source>Worn with Sorrow and Toil: discard a Free Peoples character card?</source>
        <translation>Виснажені горем і працею: скинути карту персонажа Вільних Народів?</translation>
    </message>
    <message>
        <source>Your army must retreat: choose where.</source>
        <translation>Ваше військо мусить відступити: виберіть куди.</translation>
    </message>
    <message>
        <source>Your partner proposes: {proposal}. Do you agree?</source>
        <translation>Ваш союзник пропонує: {proposal}. Ви згодні?</translation>
    </message>
</context>
<context>
    <name>wotr.proposal</name>
    <message>
        <source>join your armies into one mixed army</source>
        <translation>об’єднати ваші війська в одне змішане військо</translation>
    </message>
</context>
<context>
    <name>wotr.refusal</name>
    <message>
        <source>A companion leaving the Fellowship goes from the Ring-bearers&apos; region up to the progress plus its level, stopping at a Shadow stronghold, never across an impassable border.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Супутник, що залишає Братство, іде з регіону Персненосців не далі, ніж поступ плюс його рівень, зупиняючись у фортеці Тіні й ніколи не перетинаючи непрохідний кордон.</translation>
    </message>
    <message>
        <source>A companion on the map moves once per die, up to its level, stopping at a Shadow stronghold, never across an impassable border.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Супутник на мапі ходить один раз за кубик, не далі свого рівня, зупиняючись у фортеці Тіні й ніколи не перетинаючи непрохідний кордон.</translation>
    </message>
    <message>
        <source>A die showing {result} does not allow that.</source>
        <translation>Кубик «{result}» цього не дозволяє.</translation>
    </message>
    <message>
        <source>An Elven Ring cannot give that result.</source>
        <translation>Ельфійський Перстень не може дати такий результат.</translation>
    </message>
    <message>
        <source>An Elven Ring changes one of your unused dice, never an Eye.</source>
        <translation>Ельфійський Перстень змінює один з ваших невикористаних кубиків, але ніколи не «Око».</translation>
    </message>
    <message>
        <source>An army attacks an enemy army in an adjacent region, or in its own region during a siege.</source>
        <translation>Військо атакує вороже військо в сусідньому регіоні або у своєму регіоні під час облоги.</translation>
    </message>
    <message>
        <source>An army moves only to an adjacent region free for army movement.</source>
        <translation>Військо рухається лише в сусідній регіон, вільний для переміщення військ.</translation>
    </message>
    <message>
        <source>Each Nazgûl moves once, anywhere but into a region with a Free Peoples&apos; stronghold not besieged by the Shadow.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Кожен назґул переміщується один раз, будь-куди, крім регіону з фортецею Вільних Народів, не обложеною Тінню.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>No army of yours there can make this move.</source>
        <translation>Жодне ваше військо там не може так переміститися.</translation>
    </message>
    <message>
        <source>Not now: first answer the question now open ({question}).</source>
        <translation>Не зараз: спершу дайте відповідь на відкрите питання ({question}).</translation>
    </message>
    <message>
        <source>Not two actions in a row for one nation, nor twice in a row with the same mixed army.</source>
        <translation>Не можна виконати дві дії поспіль за один народ або двічі поспіль тим самим змішаним військом.</translation>
    </message>
    <message>
        <source>Only the player leading a mixed army moves or fights with your ally&apos;s pieces, and never splits it so as to lose the lead of a part holding them.</source>
        <translation>Лише гравець, що керує змішаним військом, переміщує загони союзника чи воює ними й не може розділити військо так, щоб утратити керування частиною з ними.</translation>
    </message>
    <message>
        <source>That card cannot be played now: it is not in your hand, its symbol does not match the die, or its condition is not met.</source>
        <translation type="vanished">Цю карту зараз не можна розіграти: її немає у вас на руці, її символ не збігається з кубиком або її умова не виконується.</translation>
    </message>
    <message>
        <source>That card cannot be played now: it plays with an Event die or a die showing its symbol, and only when its requirement is fully met.</source>
        <translation>Цю карту зараз не можна зіграти: її грають кубиком «подія» або кубиком з її символом і лише тоді, коли її вимога повністю виконана.</translation>
    </message>
    <message>
        <source>That card cannot be your combat card in this round: its requirement is not met (or the battle allows no card of it).</source>
        <translation>Ця карта не може бути вашою бойовою картою в цьому раунді: її вимогу не виконано (або битва не дозволяє таких карт).</translation>
    </message>
    <message>
        <source>That companion is not in the Fellowship.</source>
        <translation>Цього супутника немає в Братстві.</translation>
    </message>
    <message>
        <source>That deck holds no card.</source>
        <translation>У цій колоді немає карт.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Зараз це неможливо.</translation>
    </message>
    <message>
        <source>That nation cannot move toward war now.</source>
        <translation>Цей народ зараз не може наблизитися до війни.</translation>
    </message>
    <message>
        <source>The Fellowship stands within as many regions of its last known position as its progress, never across an impassable border nor, when revealed, in a Free Peoples&apos; city or stronghold.</source>
        <translation>Братство перебуває не далі від останньої відомої позиції, ніж показує його поступ, ніколи не за непрохідним кордоном і, якщо розкрите, не в місті чи фортеці Вільних Народів.</translation>
    </message>
    <message>
        <source>The Guide is a companion of the highest level in the Fellowship.</source>
        <translation>Провідник — супутник найвищого рівня в Братстві.</translation>
    </message>
    <message>
        <source>The Shadow places from {least} to {most} dice in the Hunt Box.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь кладе в комірку гонитви від {least} до {most} кубиків.</translation>
    </message>
    <message>
        <source>The card recruits only the pieces it names, from your reinforcements.</source>
        <translation>Карта наймає лише названі на ній фігурки, з ваших підкріплень.</translation>
    </message>
    <message>
        <source>The card sends one companion, or a group of companions of one region, as far as it says.</source>
        <translation>Карта посилає одного супутника чи групу супутників з одного регіону так далеко, як на ній сказано.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партію завершено.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Такого місця за столом немає.</translation>
    </message>
    <message>
        <source>Those pieces cannot move together: an army moves with at least one unit, leaders go with the units they lead, and a Character move takes a leader along.</source>
        <translation>Ці фігурки не можуть рухатися разом: військо рухається щонайменше з одним загоном, лідери йдуть із загонами, якими керують, а рух за результатом «Персонаж» бере з собою лідера.</translation>
    </message>
    <message>
        <source>You do not play {nation}.</source>
        <translation>Ви не граєте за народ {nation}.</translation>
    </message>
    <message>
        <source>You have already used an Elven Ring this turn.</source>
        <translation>Ви вже використали Ельфійський Перстень цього ходу.</translation>
    </message>
    <message>
        <source>You have no unused die showing {result}.</source>
        <translation>У вас немає невикористаного кубика «{result}».</translation>
    </message>
    <message>
        <source>You hold no Elven Ring.</source>
        <translation>У вас немає Ельфійського Персня.</translation>
    </message>
    <message>
        <source>You hold no such card.</source>
        <translation>У вас немає такої карти.</translation>
    </message>
    <message>
        <source>You may pass only with fewer unused action dice than your opponent.</source>
        <translation>Пасувати можна лише тоді, коли у вас менше невикористаних кубиків дій, ніж у суперника.</translation>
    </message>
    <message>
        <source>You may recruit only in a free town, city or stronghold of your own nation.</source>
        <translation>Наймати можна лише у вільному селищі, місті чи фортеці свого народу.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>партію завершено</translation>
    </message>
    <message>
        <source>{nation} is not at war: a Muster die recruits only nations at war.</source>
        <translation>{nation} не «у війні»: кубик «Мобілізація» наймає лише народи «у війні».</translation>
    </message>
    <message>
        <source>{nation} is not at war: its units may not enter another nation&apos;s borders.</source>
        <translation>{nation} не «у війні»: загони цього народу не можуть входити в межі кордонів іншого народу.</translation>
    </message>
</context>
<context>
    <name>wotr.region</name>
    <message>
        <source>Andrast</source>
        <translation>Андраст</translation>
    </message>
    <message>
        <source>Anfalas</source>
        <translation>Анфалас</translation>
    </message>
    <message>
        <source>Angmar</source>
        <translation>Анґмар</translation>
    </message>
    <message>
        <source>Arnor</source>
        <translation>Арнор</translation>
    </message>
    <message>
        <source>Ash Mountains</source>
        <translation>Попелясті гори</translation>
    </message>
    <message>
        <source>Barad-dûr</source>
        <translation>Барад-дŷр</translation>
    </message>
    <message>
        <source>Bree</source>
        <extracomment>Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Брі</translation>
    </message>
    <message>
        <source>Buckland</source>
        <translation>Цапокрай</translation>
    </message>
    <message>
        <source>Cardolan</source>
        <translation>Кардолан</translation>
    </message>
    <message>
        <source>Carrock</source>
        <translation>Візкамінь</translation>
    </message>
    <message>
        <source>Dagorlad</source>
        <translation>Даґорлад</translation>
    </message>
    <message>
        <source>Dale</source>
        <translation>Діл</translation>
    </message>
    <message>
        <source>Dead Marshes</source>
        <translation>Мертві Болота</translation>
    </message>
    <message>
        <source>Dimrill Dale</source>
        <translation>Долина Затінених Струмків</translation>
    </message>
    <message>
        <source>Dol Amroth</source>
        <translation>Дол-Амрот</translation>
    </message>
    <message>
        <source>Dol Guldur</source>
        <translation>Дол-Ґульдур</translation>
    </message>
    <message>
        <source>Druwaith Iaur</source>
        <translation>Друвайт Йаур</translation>
    </message>
    <message>
        <source>Drúadan Forest</source>
        <translation>Ліс Друадан</translation>
    </message>
    <message>
        <source>Eagles&apos; Eyrie</source>
        <translation>Орлине гніздо</translation>
    </message>
    <message>
        <source>East Harondor</source>
        <translation>Східний Гарондор</translation>
    </message>
    <message>
        <source>East Rhûn</source>
        <translation>Східний Рŷн</translation>
    </message>
    <message>
        <source>Eastemnet</source>
        <translation>Східний Луг</translation>
    </message>
    <message>
        <source>Eastern Brown Lands</source>
        <translation>Східні Бурі Землі</translation>
    </message>
    <message>
        <source>Eastern Emyn Muil</source>
        <translation>Східний Емин-Муїл</translation>
    </message>
    <message>
        <source>Eastern Mirkwood</source>
        <translation>Східний Морок-ліс</translation>
    </message>
    <message>
        <source>Edoras</source>
        <translation>Едорас</translation>
    </message>
    <message>
        <source>Enedwaith</source>
        <extracomment>Ukrainian: spelt Еденвайт as the War of the Ring book spells it</extracomment>
        <translation>Еденвайт</translation>
    </message>
    <message>
        <source>Erebor</source>
        <translation>Еребор</translation>
    </message>
    <message>
        <source>Erech</source>
        <translation>Ерех</translation>
    </message>
    <message>
        <source>Ered Luin</source>
        <translation>Еред-Луїн</translation>
    </message>
    <message>
        <source>Ettenmoors</source>
        <translation>Еттенське Пустище</translation>
    </message>
    <message>
        <source>Evendim</source>
        <translation>Озеро Вечірніх Сутінків</translation>
    </message>
    <message>
        <source>Fangorn</source>
        <translation>Фанґорн</translation>
    </message>
    <message>
        <source>Far Harad</source>
        <translation>Далекий Гарад</translation>
    </message>
    <message>
        <source>Folde</source>
        <translation>Східна Сторона</translation>
    </message>
    <message>
        <source>Fords of Bruinen</source>
        <translation>Брід на Бруїнені</translation>
    </message>
    <message>
        <source>Fords of Isen</source>
        <translation>Ісенські Броди</translation>
    </message>
    <message>
        <source>Forlindon</source>
        <translation>Форліндон</translation>
    </message>
    <message>
        <source>Gap of Rohan</source>
        <translation>Роганська Ущелина</translation>
    </message>
    <message>
        <source>Gladden Fields</source>
        <translation>Ірисові Луки</translation>
    </message>
    <message>
        <source>Goblin&apos;s Gate</source>
        <translation>Ґоблінська брама</translation>
    </message>
    <message>
        <source>Gorgoroth</source>
        <translation>Ґорґорот</translation>
    </message>
    <message>
        <source>Grey Havens</source>
        <translation>Сірі Гавані</translation>
    </message>
    <message>
        <source>Harlindon</source>
        <translation>Гарліндон</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep</source>
        <translation>Гельмів Яр</translation>
    </message>
    <message>
        <source>High Pass</source>
        <translation>Високий Прохід</translation>
    </message>
    <message>
        <source>Hollin</source>
        <translation>Край Гостролиста</translation>
    </message>
    <message>
        <source>Iron Hills</source>
        <translation>Залізний Кряж</translation>
    </message>
    <message>
        <source>Khand</source>
        <translation>Ханд</translation>
    </message>
    <message>
        <source>Lamedon</source>
        <translation>Ламедон</translation>
    </message>
    <message>
        <source>Lossarnach</source>
        <translation>Лоссарнах</translation>
    </message>
    <message>
        <source>Lórien</source>
        <translation>Лорієн</translation>
    </message>
    <message>
        <source>Minas Morgul</source>
        <translation>Мінас-Морґул</translation>
    </message>
    <message>
        <source>Minas Tirith</source>
        <translation>Мінас-Тіріт</translation>
    </message>
    <message>
        <source>Minhiriath</source>
        <translation>Мінгіріат</translation>
    </message>
    <message>
        <source>Morannon</source>
        <translation>Мораннон</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Морія</translation>
    </message>
    <message>
        <source>Mount Gram</source>
        <translation>Гора Ґрам</translation>
    </message>
    <message>
        <source>Mount Gundabad</source>
        <translation>Гора Ґундабад</translation>
    </message>
    <message>
        <source>Narrows of the Forest</source>
        <translation>Лісова тіснина</translation>
    </message>
    <message>
        <source>Near Harad</source>
        <translation>Близький Гарад</translation>
    </message>
    <message>
        <source>Noman-lands</source>
        <translation>Нічийні Землі</translation>
    </message>
    <message>
        <source>North Anduin Vale</source>
        <translation>Північна долина Андуїну</translation>
    </message>
    <message>
        <source>North Downs</source>
        <translation>Північні Схили</translation>
    </message>
    <message>
        <source>North Dunland</source>
        <translation>Північні Смурні Землі</translation>
    </message>
    <message>
        <source>North Ered Luin</source>
        <translation>Північний Еред-Луїн</translation>
    </message>
    <message>
        <source>North Ithilien</source>
        <translation>Північний Ітілієн</translation>
    </message>
    <message>
        <source>North Rhûn</source>
        <translation>Північний Рŷн</translation>
    </message>
    <message>
        <source>Northern Dorwinion</source>
        <translation>Північний Дорвініон</translation>
    </message>
    <message>
        <source>Northern Mirkwood</source>
        <translation>Північний Морок-ліс</translation>
    </message>
    <message>
        <source>Northern Rhovanion</source>
        <translation>Північний Рованіон</translation>
    </message>
    <message>
        <source>Nurn</source>
        <translation>Нурн</translation>
    </message>
    <message>
        <source>Old Ford</source>
        <translation>Старий брід</translation>
    </message>
    <message>
        <source>Old Forest</source>
        <translation>Праліс</translation>
    </message>
    <message>
        <source>Old Forest Road</source>
        <translation>Стара лісова дорога</translation>
    </message>
    <message>
        <source>Orthanc</source>
        <translation>Ортанк</translation>
    </message>
    <message>
        <source>Osgiliath</source>
        <translation>Осґіліат</translation>
    </message>
    <message>
        <source>Parth Celebrant</source>
        <translation>Парт-Келебрант</translation>
    </message>
    <message>
        <source>Pelargir</source>
        <translation>Пеларґір</translation>
    </message>
    <message>
        <source>Rhosgobel</source>
        <translation>Росґобель</translation>
    </message>
    <message>
        <source>Rivendell</source>
        <translation>Рівенділ</translation>
    </message>
    <message>
        <source>South Anduin Vale</source>
        <translation>Південна долина Андуїну</translation>
    </message>
    <message>
        <source>South Downs</source>
        <translation>Південні Схили</translation>
    </message>
    <message>
        <source>South Dunland</source>
        <translation>Південні Смурні Землі</translation>
    </message>
    <message>
        <source>South Ered Luin</source>
        <translation>Південний Еред-Луїн</translation>
    </message>
    <message>
        <source>South Ithilien</source>
        <translation>Південний Ітілієн</translation>
    </message>
    <message>
        <source>South Rhûn</source>
        <translation>Південний Рŷн</translation>
    </message>
    <message>
        <source>Southern Dorwinion</source>
        <translation>Південний Дорвініон</translation>
    </message>
    <message>
        <source>Southern Mirkwood</source>
        <translation>Південний Морок-ліс</translation>
    </message>
    <message>
        <source>Southern Rhovanion</source>
        <translation>Південний Рованіон</translation>
    </message>
    <message>
        <source>Tharbad</source>
        <translation>Тарбад</translation>
    </message>
    <message>
        <source>The Shire</source>
        <translation>Шир</translation>
    </message>
    <message>
        <source>Tower Hills</source>
        <translation>Вежові Пагорби</translation>
    </message>
    <message>
        <source>Trollshaws</source>
        <translation>Тролячі чагарі</translation>
    </message>
    <message>
        <source>Umbar</source>
        <translation>Умбар</translation>
    </message>
    <message>
        <source>Vale of the Carnen</source>
        <translation>Долина Карнена</translation>
    </message>
    <message>
        <source>Vale of the Celduin</source>
        <translation>Долина Кельдуїну</translation>
    </message>
    <message>
        <source>Weather Hills</source>
        <translation>Погодні Пагорби</translation>
    </message>
    <message>
        <source>West Harondor</source>
        <translation>Західний Гарондор</translation>
    </message>
    <message>
        <source>Westemnet</source>
        <translation>Західний Луг</translation>
    </message>
    <message>
        <source>Western Brown Lands</source>
        <translation>Західні Бурі Землі</translation>
    </message>
    <message>
        <source>Western Emyn Muil</source>
        <translation>Західний Емин-Муїл</translation>
    </message>
    <message>
        <source>Western Mirkwood</source>
        <translation>Західний Морок-ліс</translation>
    </message>
    <message>
        <source>Withered Heath</source>
        <translation>Сухі Вересовища</translation>
    </message>
    <message>
        <source>Woodland Realm</source>
        <translation>Лісове Королівство</translation>
    </message>
</context>
<context>
    <name>wotr.result</name>
    <message>
        <source>Army</source>
        <translation>Військо</translation>
    </message>
    <message>
        <source>Army/Muster</source>
        <translation>Мобілізація/Військо</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Подія</translation>
    </message>
    <message>
        <source>Eye</source>
        <translation>Око</translation>
    </message>
    <message>
        <source>Muster</source>
        <translation>Мобілізація</translation>
    </message>
    <message>
        <source>Will of the West</source>
        <translation>Воля Заходу</translation>
    </message>
</context>
<context>
    <name>wotr.seat</name>
    <message>
        <source>Free Peoples</source>
        <translation>Вільні Народи</translation>
    </message>
    <message>
        <source>Gondor and the Elves</source>
        <translation>Ґондор і ельфи</translation>
    </message>
    <message>
        <source>Rohan, the North and the Dwarves</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Роган, північани й ґноми</translation>
    </message>
    <message>
        <source>Saruman and Sauron&apos;s allies</source>
        <translation>Саруман і союзники Саурона</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь</translation>
    </message>
    <message>
        <source>the Witch-king</source>
        <translation>Король-Відьмак</translation>
    </message>
</context>
<context>
    <name>wotr.side</name>
    <message>
        <source>the Free Peoples player</source>
        <translation>Гравець за Вільні Народи</translation>
    </message>
    <message>
        <source>the Shadow player</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Гравець за Тінь</translation>
    </message>
</context>
<context>
    <name>wotr.table</name>
    <message>
        <source>2: one per side; 3: the Free Peoples against two Shadow players; 4: two per side</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>2: по одному за сторону; 3: Вільні Народи проти двох гравців Тіні; 4: по двоє за сторону</translation>
    </message>
    <message>
        <source>A look at the board: the decisions of War of the Ring are not at the table yet. Zoom with the wheel or + and -, pan by dragging or with the arrow keys, 0 fits the map, a double click zooms to a region.</source>
        <translation type="vanished">Огляд поля: рішень «Війни Персня» за столом поки немає. Коліщатко або + і − змінюють масштаб, перетягування або стрілки зсувають мапу, 0 показує її цілком, подвійне клацання наближає регіон.</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Нападник</translation>
    </message>
    <message>
        <source>Combat card {name} (initiative {n}): {text}</source>
        <translation>Бойова карта {name} (ініціатива {n}): {text}</translation>
    </message>
    <message>
        <source>Companions in the Fellowship: {n}</source>
        <translation>Супутників у Братстві: {n}</translation>
    </message>
    <message>
        <source>Corruption</source>
        <translation type="vanished">Споганення</translation>
    </message>
    <message>
        <source>Corruption: {n} of {most}</source>
        <translation>Споганення: {n} з {most}</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Захисник</translation>
    </message>
    <message>
        <source>Elven Rings: {n}</source>
        <translation>Ельфійські Персні: {n}</translation>
    </message>
    <message>
        <source>Event: {text}</source>
        <translation>Подія: {text}</translation>
    </message>
    <message>
        <source>Event: {type}</source>
        <translation type="vanished">Подія: {type}</translation>
    </message>
    <message>
        <source>Field battle</source>
        <translation>Польовий бій</translation>
    </message>
    <message>
        <source>Free Peoples</source>
        <translation>Вільні Народи</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал партії</translation>
    </message>
    <message>
        <source>Guide: {name}</source>
        <translation>Провідник: {name}</translation>
    </message>
    <message>
        <source>Hunt Box: {n} dice</source>
        <translation>Комірка гонитви: кубиків {n}</translation>
    </message>
    <message>
        <source>Hunt Pool: {n} tiles</source>
        <translation>Запас гонитви: жетонів {n}</translation>
    </message>
    <message>
        <source>Hunt roll:</source>
        <translation>Кидок гонитви:</translation>
    </message>
    <message>
        <source>Hunt roll: none yet</source>
        <translation>Кидок гонитви: ще не було</translation>
    </message>
    <message>
        <source>Hunt roll: {dice} dice, {n} successes</source>
        <translation>Кидок гонитви: {dice} куб., успіхів {n}</translation>
    </message>
    <message>
        <source>Mordor track: not yet on it</source>
        <translation>Трек Мордору: ще не на ньому</translation>
    </message>
    <message>
        <source>Mordor track: step {n} of 5</source>
        <translation>Трек Мордору: поділка {n} з 5</translation>
    </message>
    <message>
        <source>On the table:</source>
        <translation>На столі:</translation>
    </message>
    <message>
        <source>People playing</source>
        <translation>Скільки людей грає</translation>
    </message>
    <message>
        <source>Political track</source>
        <translation>Трек політики</translation>
    </message>
    <message>
        <source>Progress: {n} · {state}</source>
        <translation>Просування: {n} · {state}</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь</translation>
    </message>
    <message>
        <source>Siege battle</source>
        <translation>Бій в облозі</translation>
    </message>
    <message>
        <source>Sortie</source>
        <translation>Вилазка</translation>
    </message>
    <message>
        <source>The Fellowship</source>
        <translation>Братство</translation>
    </message>
    <message>
        <source>The Fellowship and the Hunt</source>
        <translation>Братство і гонитва</translation>
    </message>
    <message>
        <source>The Fellowship&apos;s progress</source>
        <translation type="vanished">Просування Братства</translation>
    </message>
    <message>
        <source>The Free Peoples win ({seats}). {cause}</source>
        <translation>Перемагають Вільні Народи ({seats}). {cause}</translation>
    </message>
    <message>
        <source>The Free Peoples win. {cause}</source>
        <translation>Перемагають Вільні Народи. {cause}</translation>
    </message>
    <message>
        <source>The Shadow wins ({seats}). {cause}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Перемагає Тінь ({seats}). {cause}</translation>
    </message>
    <message>
        <source>The Shadow wins. {cause}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Перемагає Тінь. {cause}</translation>
    </message>
    <message>
        <source>The map of Middle-earth</source>
        <translation type="vanished">Мапа Середзем’я</translation>
    </message>
    <message>
        <source>Tiles drawn: {tiles}</source>
        <translation>Жетони: {tiles}</translation>
    </message>
    <message>
        <source>To act: {seats}</source>
        <translation>Ходить: {seats}</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>Зіграно ходів</translation>
    </message>
    <message>
        <source>VP: {fp} {a} · {shadow} {b}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>ПО: {fp} {a} · {shadow} {b}</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation type="vanished">Перемога</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Переможні очки</translation>
    </message>
    <message>
        <source>War of the Ring · Turn {n}</source>
        <translation>Війна Персня · Хід {n}</translation>
    </message>
    <message>
        <source>Your event cards</source>
        <translation>Ваші карти подій</translation>
    </message>
    <message>
        <source>a combat card, face down</source>
        <translation>бойова карта долілиць</translation>
    </message>
    <message>
        <source>a special tile</source>
        <translation>особливий жетон</translation>
    </message>
    <message>
        <source>active</source>
        <translation>активний</translation>
    </message>
    <message>
        <source>at war</source>
        <translation>війна</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>приховане</translation>
    </message>
    <message>
        <source>hits to take: {n}</source>
        <translation>отримати влучань: {n}</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>ініціатива</translation>
    </message>
    <message>
        <source>initiative {n}</source>
        <translation>ініціатива {n}</translation>
    </message>
    <message>
        <source>leaders: {n}</source>
        <translation>ватажків: {n}</translation>
    </message>
    <message>
        <source>no cards in your hand</source>
        <translation>у руці немає карт</translation>
    </message>
    <message>
        <source>no combat card</source>
        <translation>без бойової карти</translation>
    </message>
    <message>
        <source>no dice to use</source>
        <translation>немає кубиків для дій</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>пасивний</translation>
    </message>
    <message>
        <source>progress {progress} · corruption {corruption}</source>
        <translation>просування {progress} · споганення {corruption}</translation>
    </message>
    <message>
        <source>re-roll: {dice}</source>
        <translation>перекидання: {dice}</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>розкрите</translation>
    </message>
    <message>
        <source>roll: {dice}</source>
        <translation>кидок: {dice}</translation>
    </message>
    <message>
        <source>to roll: {n}</source>
        <translation>кинути: {n}</translation>
    </message>
    <message>
        <source>used: {n}</source>
        <translation>використано: {n}</translation>
    </message>
    <message>
        <source>{deck}: {n} cards in the deck</source>
        <translation>{deck}: карт у колоді {n}</translation>
    </message>
    <message>
        <source>{fp}: {a} VP · {shadow}: {b} VP</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>{fp}: {a} ПО · {shadow}: {b} ПО</translation>
    </message>
    <message>
        <source>{kind} at {region} · round {n}</source>
        <translation>{kind}: {region} · раунд {n}</translation>
    </message>
    <message>
        <source>{kind} at {region}: the battle is over</source>
        <translation>{kind}: {region} · бій закінчено</translation>
    </message>
    <message>
        <source>{seat}: {d} discarded</source>
        <translation>{seat}: у скиді {d}</translation>
    </message>
    <message>
        <source>{seat}: {n} in hand, {d} discarded</source>
        <translation>{seat}: у руці {n}, у скиді {d}</translation>
    </message>
    <message>
        <source>{side}, {kind}</source>
        <translation>{side}, {kind}</translation>
    </message>
    <message>
        <source>{side}: action dice</source>
        <translation>{side}: кубики</translation>
    </message>
    <message>
        <source>{side}: victory points</source>
        <translation type="vanished">{side}: переможні очки</translation>
    </message>
    <message>
        <source>{side}: {n} VP</source>
        <translation type="vanished">{side}: {n} ПО</translation>
    </message>
</context>
<context>
    <name>wotr.tile</name>
    <message>
        <source>0, reveal</source>
        <translation>0, розкриття</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>1, reveal</source>
        <translation>1, розкриття</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>2, reveal</source>
        <translation>2, розкриття</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>Elven Cloaks (0)</source>
        <translation>Ельфійські плащі (0)</translation>
    </message>
    <message>
        <source>Elven Rope (0)</source>
        <translation>Ельфійська мотузка (0)</translation>
    </message>
    <message>
        <source>Give it to Uss! (1, reveal, stop)</source>
        <translation>Віддай його нам! (1, розкриття, стоп)</translation>
    </message>
    <message>
        <source>On, On They Went (3, stop)</source>
        <translation>Далі й далі (3, стоп)</translation>
    </message>
    <message>
        <source>Phial of Galadriel (−2)</source>
        <translation>Фіал Ґаладріелі (−2)</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair (a die, stop)</source>
        <translation>Лігво Шелоб (кубик, стоп)</translation>
    </message>
    <message>
        <source>Sméagol Helps Nice Master (−1)</source>
        <translation>Смеаґол допомагає доброму хазяїнові (−1)</translation>
    </message>
    <message>
        <source>The Ring is Mine! (the Eye, reveal, stop)</source>
        <translation>Перстень мій! (Око, розкриття, стоп)</translation>
    </message>
    <message>
        <source>the Eye, reveal</source>
        <translation>Око, розкриття</translation>
    </message>
</context>
<context>
    <name>wotr.use</name>
    <message>
        <source>A companion moves his nation toward war</source>
        <translation>Супутник просуває свій народ до війни</translation>
    </message>
    <message>
        <source>Attack with an army</source>
        <translation>Атакувати військом</translation>
    </message>
    <message>
        <source>Attack with an army led by a leader</source>
        <translation>Атакувати військом із лідером</translation>
    </message>
    <message>
        <source>Bring Gandalf the White or Aragorn into play</source>
        <translation>Ввести в гру Ґандальфа Білого або Араґорна</translation>
    </message>
    <message>
        <source>Bring a minion into play</source>
        <translation>Ввести в гру посіпаку</translation>
    </message>
    <message>
        <source>Diplomatic action</source>
        <translation>Дипломатична дія</translation>
    </message>
    <message>
        <source>Discard a card from the table</source>
        <translation>Скинути карту зі столу</translation>
    </message>
    <message>
        <source>Draw an event card</source>
        <translation>Взяти карту події</translation>
    </message>
    <message>
        <source>Hide the Fellowship</source>
        <translation>Приховати Братство</translation>
    </message>
    <message>
        <source>Hide the Fellowship (Strider, the Guide)</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Приховати Братство (Бурлака, Провідник)</translation>
    </message>
    <message>
        <source>Move an army with a leader</source>
        <translation>Перемістити військо з лідером</translation>
    </message>
    <message>
        <source>Move companions</source>
        <translation>Перемістити супутників</translation>
    </message>
    <message>
        <source>Move the Fellowship</source>
        <translation>Перемістити Братство</translation>
    </message>
    <message>
        <source>Move the minions</source>
        <translation>Перемістити посіпак</translation>
    </message>
    <message>
        <source>Move up to two armies</source>
        <translation>Перемістити до двох військ</translation>
    </message>
    <message>
        <source>Play an event card</source>
        <translation>Зіграти карту події</translation>
    </message>
    <message>
        <source>Recruit a regular unit and a leader</source>
        <translation>Найняти звичайний загін і лідера</translation>
    </message>
    <message>
        <source>Recruit an elite unit</source>
        <translation>Найняти елітний загін</translation>
    </message>
    <message>
        <source>Recruit two leaders</source>
        <translation>Найняти двох лідерів</translation>
    </message>
    <message>
        <source>Recruit two regular units</source>
        <translation>Найняти два звичайні загони</translation>
    </message>
    <message>
        <source>Separate companions from the Fellowship</source>
        <translation>Відокремити супутників від Братства</translation>
    </message>
    <message>
        <source>Set the die aside without acting</source>
        <translation>Відкласти кубик без дії</translation>
    </message>
    <message>
        <source>The Voice of Saruman: a regular unit in every Isengard settlement</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Голос Сарумана: звичайний загін у кожному поселенні Ісенґарду</translation>
    </message>
    <message>
        <source>The Voice of Saruman: two regular units of Orthanc become elite units</source>
        <translation>Голос Сарумана: два звичайні загони Ортанку стають елітними</translation>
    </message>
</context>
<context>
    <name>wotr_cards.card</name>
    <message>
        <source>Amon Hen</source>
        <translation>Амон Ген</translation>
    </message>
    <message>
        <source>Andúril</source>
        <translation>Андуріль</translation>
    </message>
    <message>
        <source>Aragorn</source>
        <translation>Араґорн</translation>
    </message>
    <message>
        <source>Arwen</source>
        <translation>Арвен</translation>
    </message>
    <message>
        <source>Bag End</source>
        <translation>Торба-на-Кручі</translation>
    </message>
    <message>
        <source>Balrog of Moria</source>
        <translation>Балроґ із Морії</translation>
    </message>
    <message>
        <source>Barrow-wights</source>
        <translation>Могильні мари</translation>
    </message>
    <message>
        <source>Bilbo Baggins</source>
        <translation>Більбо Беґінс</translation>
    </message>
    <message>
        <source>Black Breath</source>
        <translation>Чорний подих</translation>
    </message>
    <message>
        <source>Black Rider&apos;s Mount</source>
        <extracomment>the card game&apos;s book: «Конь назгула»</extracomment>
        <translation>Кінь Чорного Вершника</translation>
    </message>
    <message>
        <source>Black Uruks</source>
        <translation>Чорні урук-гаї</translation>
    </message>
    <message>
        <source>Blade of Westernesse</source>
        <translation>Нуменорський клинок</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Боромир</translation>
    </message>
    <message>
        <source>Bow of the Galadhrim</source>
        <translation>Лук ґаладримів</translation>
    </message>
    <message>
        <source>Buckleberry Ferry</source>
        <translation>Переправа Баклбері</translation>
    </message>
    <message>
        <source>Candles of Corpses</source>
        <translation>Свічки мерців</translation>
    </message>
    <message>
        <source>Caradhras</source>
        <translation>Карадрас</translation>
    </message>
    <message>
        <source>Caradhras the Cruel</source>
        <translation>Жорстокий Карадрас</translation>
    </message>
    <message>
        <source>Cave-troll</source>
        <translation>Печерний троль</translation>
    </message>
    <message>
        <source>Cirith Ungol</source>
        <translation>Кірит Унґол</translation>
    </message>
    <message>
        <source>Coastal Raiders</source>
        <translation>Берегові нападники</translation>
    </message>
    <message>
        <source>Corsairs of Umbar</source>
        <translation>Корсари Умбару</translation>
    </message>
    <message>
        <source>Crack of Doom</source>
        <translation>Розколина Недолі</translation>
    </message>
    <message>
        <source>Dead Marshes</source>
        <translation>Мертві Болота</translation>
    </message>
    <message>
        <source>Dead Men of Dunharrow</source>
        <translation>Мерці Смурного Капища</translation>
    </message>
    <message>
        <source>Death! Ride, Ride to Ruin!</source>
        <translation>Смерть! Вперед, назустріч загибелі!</translation>
    </message>
    <message>
        <source>Denethor</source>
        <translation>Денетор</translation>
    </message>
    <message>
        <source>Devilry of Saruman</source>
        <translation>Чаклунство Сарумана</translation>
    </message>
    <message>
        <source>Dimrill Dale</source>
        <extracomment>the card game&apos;s book: «Долина Тёмных вод»; elsewhere «Черноречье» (published)</extracomment>
        <translation>Долина Затінених Струмків</translation>
    </message>
    <message>
        <source>Dol Amroth</source>
        <translation>Дол-Амрот</translation>
    </message>
    <message>
        <source>Dol Guldur</source>
        <translation>Дол-Ґульдур</translation>
    </message>
    <message>
        <source>Dwarven Axe</source>
        <extracomment>Ukrainian «ґном» as the War of the Ring book (seed 003)</extracomment>
        <translation>Ґномська сокира</translation>
    </message>
    <message>
        <source>Edoras</source>
        <translation>Едорас</translation>
    </message>
    <message>
        <source>Egladil</source>
        <translation>Еґладіл</translation>
    </message>
    <message>
        <source>Elrond</source>
        <translation>Елронд</translation>
    </message>
    <message>
        <source>Elven Cloak</source>
        <translation>Ельфійський плащ</translation>
    </message>
    <message>
        <source>Emyn Muil</source>
        <extracomment>one Russian form in every game, hyphened as «Амон-Хен»</extracomment>
        <translation>Емин-Муїл</translation>
    </message>
    <message>
        <source>Ent-draught</source>
        <translation>Ентове питво</translation>
    </message>
    <message>
        <source>Faramir</source>
        <translation>Фарамір</translation>
    </message>
    <message>
        <source>Fatty Bolger</source>
        <extracomment>the card game&apos;s book: «Толстячок Болджер»; the cooperative game&apos;s book (seed 004) «Фэтти»</extracomment>
        <translation>Фатті Болджер</translation>
    </message>
    <message>
        <source>Fell Beast</source>
        <translation>Крилата потвора</translation>
    </message>
    <message>
        <source>Fighting Uruk-hai</source>
        <translation>Бойові урук-гаї</translation>
    </message>
    <message>
        <source>Flocks of Crebain</source>
        <translation>Зграя кребайнів</translation>
    </message>
    <message>
        <source>Fords of Bruinen</source>
        <translation>Брід на Бруїнені</translation>
    </message>
    <message>
        <source>Frodo Baggins</source>
        <translation>Фродо Беґінс</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Ґаладріель</translation>
    </message>
    <message>
        <source>Gandalf the Grey</source>
        <translation>Ґандальф Сірий</translation>
    </message>
    <message>
        <source>Gandalf the White</source>
        <translation>Ґандальф Білий</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Staff</source>
        <translation>Посох Ґандальфа</translation>
    </message>
    <message>
        <source>Gildor&apos;s Encampment</source>
        <translation>Табір Ґілдора</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Ґімлі</translation>
    </message>
    <message>
        <source>Glamdring</source>
        <translation>Ґламдрінґ</translation>
    </message>
    <message>
        <source>Goblins of the Misty Mountains</source>
        <translation>Ґобліни Імлистих гір</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Ґолум</translation>
    </message>
    <message>
        <source>Gorbag and Shagrat</source>
        <translation>Ґорбаґ і Шаґрат</translation>
    </message>
    <message>
        <source>Grishnákh</source>
        <translation>Ґрішнах</translation>
    </message>
    <message>
        <source>Grond, Hammer of the Underworld</source>
        <translation>Ґронд, Молот Підземного світу</translation>
    </message>
    <message>
        <source>Gríma Wormtongue</source>
        <extracomment>a man: his verbs are masculine though «Грима» ends in -а</extracomment>
        <translation>Ґріма Червослов</translation>
    </message>
    <message>
        <source>Guards of the Citadel</source>
        <translation>Варта Цитаделі</translation>
    </message>
    <message>
        <source>Gwaihir the Windlord</source>
        <translation>Ґвайгір, Володар Вітрів</translation>
    </message>
    <message>
        <source>Halbarad</source>
        <translation>Галбарад</translation>
    </message>
    <message>
        <source>Harad</source>
        <translation>Гарад</translation>
    </message>
    <message>
        <source>Haradrim Cavalry</source>
        <translation>Кіннота гарадримів</translation>
    </message>
    <message>
        <source>Haradrim Mûmakil</source>
        <translation>Мумакили гарадримів</translation>
    </message>
    <message>
        <source>Haradrim Regulars</source>
        <translation>Військо гарадримів</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep</source>
        <translation>Гельмів Яр</translation>
    </message>
    <message>
        <source>Henneth Annûn</source>
        <translation>Геннет Аннун</translation>
    </message>
    <message>
        <source>Herbs and Stewed Rabbit</source>
        <translation>Трави й тушкований кролик</translation>
    </message>
    <message>
        <source>High Elves</source>
        <translation>Високі ельфи</translation>
    </message>
    <message>
        <source>Hill-troll</source>
        <translation>Пагорбовий троль</translation>
    </message>
    <message>
        <source>Imladris</source>
        <translation>Імладріс</translation>
    </message>
    <message>
        <source>Inn of the Prancing Pony</source>
        <translation>Корчма «Гарцюючий поні»</translation>
    </message>
    <message>
        <source>Khazad-dûm</source>
        <translation>Казад-Дум</translation>
    </message>
    <message>
        <source>Knights of Dol Amroth</source>
        <translation>Лицарі Дол-Амроту</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Леґолас</translation>
    </message>
    <message>
        <source>Lembas</source>
        <translation>Лембас</translation>
    </message>
    <message>
        <source>Lothlórien</source>
        <extracomment>the card game&apos;s book has both «Лотлориен» (this card) and «Лориен» (Lórien)</extracomment>
        <translation>Лорієн</translation>
    </message>
    <message>
        <source>Lórien</source>
        <translation>Лорієн</translation>
    </message>
    <message>
        <source>Merry Brandybuck</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Меріадок Брендібак</translation>
    </message>
    <message>
        <source>Minas Morgul</source>
        <translation>Мінас-Морґул</translation>
    </message>
    <message>
        <source>Minas Tirith</source>
        <translation>Мінас-Тіріт</translation>
    </message>
    <message>
        <source>Mirror of Galadriel</source>
        <translation>Дзеркало Ґаладріелі</translation>
    </message>
    <message>
        <source>Mithril Coat</source>
        <translation>Мітрилова кольчуга</translation>
    </message>
    <message>
        <source>Morannon</source>
        <translation>Мораннон</translation>
    </message>
    <message>
        <source>Mordor Orcs</source>
        <translation>Орки Мордору</translation>
    </message>
    <message>
        <source>Morgai</source>
        <translation>Морґай</translation>
    </message>
    <message>
        <source>Morgul Blade</source>
        <translation>Морґульський клинок</translation>
    </message>
    <message>
        <source>Morgul Vale</source>
        <translation>Долина Морґулу</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Морія</translation>
    </message>
    <message>
        <source>Mouth of Sauron</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Речник Саурона</translation>
    </message>
    <message>
        <source>Narya, Ring of Fire</source>
        <translation>Нар&apos;я, Перстень Вогню</translation>
    </message>
    <message>
        <source>Nazgûl&apos;s Mantle</source>
        <translation>Плащ назґула</translation>
    </message>
    <message>
        <source>Nenya, Ring of Adamant</source>
        <translation>Нення, Адамантовий Перстень</translation>
    </message>
    <message>
        <source>Olog-hai</source>
        <translation>Олоґ-гаї</translation>
    </message>
    <message>
        <source>Orodruin</source>
        <translation>Ородруїн</translation>
    </message>
    <message>
        <source>Orthanc</source>
        <translation>Ортанк</translation>
    </message>
    <message>
        <source>Osgiliath</source>
        <translation>Осґіліат</translation>
    </message>
    <message>
        <source>Palantír of Orthanc</source>
        <translation>Палантир Ортанку</translation>
    </message>
    <message>
        <source>Paths of the Dead</source>
        <translation>Стежки Мертвих</translation>
    </message>
    <message>
        <source>Pelargir</source>
        <translation>Пеларґір</translation>
    </message>
    <message>
        <source>Phial of Galadriel</source>
        <translation>Фіал Ґаладріелі</translation>
    </message>
    <message>
        <source>Pippin Took</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Переґрін Тук</translation>
    </message>
    <message>
        <source>Prince Imrahil</source>
        <translation>Князь Імрагіль</translation>
    </message>
    <message>
        <source>Quickbeam</source>
        <translation>Швидкоцвіт</translation>
    </message>
    <message>
        <source>Riders of Rohan</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours; «Рохан» is seed 000&apos;s; the card&apos;s name is ours</extracomment>
        <translation>Вершники Рогану</translation>
    </message>
    <message>
        <source>Rivendell</source>
        <translation>Рівенділ</translation>
    </message>
    <message>
        <source>Sam Gamgee</source>
        <translation>Сем Ґемджі</translation>
    </message>
    <message>
        <source>Saruman</source>
        <translation>Саруман</translation>
    </message>
    <message>
        <source>Saruman&apos;s Staff</source>
        <translation>Патериця Сарумана</translation>
    </message>
    <message>
        <source>Shadowfax</source>
        <translation>Тіньогрив</translation>
    </message>
    <message>
        <source>Shelob</source>
        <translation>Шелоб</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair</source>
        <translation>Лігво Шелоб</translation>
    </message>
    <message>
        <source>Sméagol</source>
        <translation>Смеаґол</translation>
    </message>
    <message>
        <source>Soldiers of Gondor</source>
        <translation>Вояки Ґондору</translation>
    </message>
    <message>
        <source>Sting</source>
        <translation>Жало</translation>
    </message>
    <message>
        <source>Strider</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Бурлака</translation>
    </message>
    <message>
        <source>The Beguiler</source>
        <translation>Заклинач</translation>
    </message>
    <message>
        <source>The Black Captain</source>
        <extracomment>«провідник» is seed 003&apos;s word for the Guide; the name is ours</extracomment>
        <translation>Чорний провідник</translation>
    </message>
    <message>
        <source>The Black Easterling</source>
        <translation>Чорний істерлінґ</translation>
    </message>
    <message>
        <source>The Black Fleet</source>
        <translation>Чорний флот</translation>
    </message>
    <message>
        <source>The Black Serpent</source>
        <translation>Чорний змій</translation>
    </message>
    <message>
        <source>The Commander</source>
        <translation>Повелитель</translation>
    </message>
    <message>
        <source>The Council of Elrond</source>
        <translation>Рада Елронда</translation>
    </message>
    <message>
        <source>The Cross-roads</source>
        <translation>Перехрестя</translation>
    </message>
    <message>
        <source>The Day Without Dawn</source>
        <translation>День без світанку</translation>
    </message>
    <message>
        <source>The Destroyer</source>
        <translation>Руйнівник</translation>
    </message>
    <message>
        <source>The Doors of Durin</source>
        <translation>Ворота Дуріна</translation>
    </message>
    <message>
        <source>The Great Gate</source>
        <translation>Великі ворота</translation>
    </message>
    <message>
        <source>The Hunter</source>
        <translation>Мисливець</translation>
    </message>
    <message>
        <source>The Lidless Eye</source>
        <translation>Око без повік</translation>
    </message>
    <message>
        <source>The Messenger</source>
        <translation>Вісник</translation>
    </message>
    <message>
        <source>The Old Forest</source>
        <extracomment>Ukrainian: the War of the Ring book&apos;s «Праліс»</extracomment>
        <translation>Праліс</translation>
    </message>
    <message>
        <source>The Reaver</source>
        <translation>Викрадач</translation>
    </message>
    <message>
        <source>The Red Arrow</source>
        <translation>Червона стріла</translation>
    </message>
    <message>
        <source>The Ringwraiths Are Abroad</source>
        <translation>Вершники з&apos;явилися</translation>
    </message>
    <message>
        <source>The Three Hunters</source>
        <translation>Три мисливці</translation>
    </message>
    <message>
        <source>The Warrior</source>
        <translation>Воїн</translation>
    </message>
    <message>
        <source>The Witch-king</source>
        <translation>Король-Відьмак</translation>
    </message>
    <message>
        <source>There is Another Way</source>
        <translation>Є інший шлях</translation>
    </message>
    <message>
        <source>Threats and Promises</source>
        <translation>Погрози й обіцянки</translation>
    </message>
    <message>
        <source>Théoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Теоден</translation>
    </message>
    <message>
        <source>Treebeard</source>
        <extracomment>one Ukrainian word in every game (as Confrontation)</extracomment>
        <translation>Деревобород</translation>
    </message>
    <message>
        <source>Trolls of Udûn</source>
        <translation>Тролі Удуну</translation>
    </message>
    <message>
        <source>Uglúk</source>
        <translation>Уґлук</translation>
    </message>
    <message>
        <source>Umbar</source>
        <translation>Умбар</translation>
    </message>
    <message>
        <source>Village Militia</source>
        <translation>Сільське ополчення</translation>
    </message>
    <message>
        <source>Vilya, Ring of Air</source>
        <translation>Вілья, Перстень Повітря</translation>
    </message>
    <message>
        <source>Weathertop</source>
        <translation>Буреверх</translation>
    </message>
    <message>
        <source>White Hand Orcs</source>
        <translation>Орки Білої Руки</translation>
    </message>
    <message>
        <source>Wolf-Riders</source>
        <translation>Вовчі вершники</translation>
    </message>
    <message>
        <source>Woven of All Colours</source>
        <translation>Плащ усіх кольорів</translation>
    </message>
    <message>
        <source>Éomer</source>
        <translation>Еомер</translation>
    </message>
    <message>
        <source>Éowyn</source>
        <translation>Еовін</translation>
    </message>
</context>
<context>
    <name>wotr_cards.card_text</name>
    <message>
        <source>+1 battleground attack and +1 battleground defence while Gandalf is in play. When played: draw 5 cards, play up to 1 Rohan card from them, and cycle the rest.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Якщо Ґандальф у грі: +1 атака й +1 оборона на полі битви. Під час розіграшу: візьміть 5 карт, розіграйте з них щонайбільше 1 карту Рогану, решту скиньте.</translation>
    </message>
    <message>
        <source>+1 battleground attack on Dol Amroth. In reserve: you may use an action and eliminate this card to activate Dol Amroth if it is in the Free Peoples battleground deck.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 атака на полі битви Дол-Амрот. У резерві: можете використати дію й видалити цю карту, щоб активувати Дол-Амрот, якщо він у колоді полів битв Вільних Народів.</translation>
    </message>
    <message>
        <source>+1 battleground attack on Minas Tirith. In reserve: you may use an action and eliminate this card to activate Minas Tirith if it is in the Free Peoples battleground deck.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 атака на полі битви Мінас-Тіріт. У резерві: можете використати дію й видалити цю карту, щоб активувати Мінас-Тіріт, якщо він у колоді полів битв Вільних Народів.</translation>
    </message>
    <message>
        <source>+1 battleground attack on Pelargir. In reserve: you may use an action and eliminate this card to activate Pelargir if it is in the Free Peoples battleground deck.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 атака на полі битви Пеларґір. У резерві: можете використати дію й видалити цю карту, щоб активувати Пеларґір, якщо він у колоді полів битв Вільних Народів.</translation>
    </message>
    <message>
        <source>+1 battleground defence on Dol Amroth.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>+1 оборона на полі битви Дол-Амрот.</translation>
    </message>
    <message>
        <source>+1 path attack on Khazad-dûm. When played or moved to a path or a battleground: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>На шляху Казад-Дум: +1 атака. Під час розіграшу на шлях чи поле битви або переміщення туди: кожен гравець за Вільні Народи відмовляється від 1 карти.</translation>
    </message>
    <message>
        <source>+1 path attack on Shelob&apos;s Lair. When played or moved to a path: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 атака на шляху Лігво Шелоб. Під час розіграшу на шлях чи переміщення туди: кожен гравець за Вільні Народи відмовляється від 1 карти.</translation>
    </message>
    <message>
        <source>+1 path attack on the Dead Marshes. In reserve: you may use an action and eliminate this card: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 атака на шляху Мертві Болота. У резерві: можете використати дію й видалити цю карту: кожен гравець за Вільні Народи відмовляється від 1 карти.</translation>
    </message>
    <message>
        <source>+2 battleground attack and +2 battleground defence while supporting Strider or Aragorn.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>+2 атаки й +2 оборони на полі битви, поки підтримує Бурлаку чи Араґорна.</translation>
    </message>
    <message>
        <source>+3 battleground defence on Minas Tirith. Can never be played or moved to a Shadow battleground.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>+3 оборони на полі битви Мінас-Тіріт. Ніколи не може бути розіграна чи переміщена на поле битви Тіні.</translation>
    </message>
    <message>
        <source>Activate a different path with the number of the active path; it gets +1 path defence.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Активуйте інший шлях із номером активного шляху; він отримує +1 оборону.</translation>
    </message>
    <message>
        <source>Cannot be played or moved to a path while a Shadow battleground is active. In reserve: draw 1 more card in each draw phase.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Не можна розіграти чи перемістити на шлях, поки активне поле битви Тіні. У резерві: у кожну фазу добору беріть на 1 карту більше.</translation>
    </message>
    <message>
        <source>Cannot be played or moved to a path while a Shadow battleground is active. When played: each Shadow player draws 1 card. In reserve: your carryover limit is 1 higher.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Не можна розіграти чи перемістити на шлях, поки активне поле битви Тіні. Під час розіграшу: кожен гравець за Тінь бере 1 карту. У резерві: ваша межа залишку карт більша на 1.</translation>
    </message>
    <message>
        <source>Draw 7 cards: eliminate 1 of them, play up to 2 Nazgûl characters from them, and cycle the rest.</source>
        <translation>Візьміть 7 карт: видаліть 1 з них, розіграйте з них щонайбільше 2 персонажів-назґулів, решту скиньте.</translation>
    </message>
    <message>
        <source>Draw 7 cards: eliminate 1 of them, play up to 2 armies from them, and cycle the rest.</source>
        <translation>Візьміть 7 карт: видаліть 1 з них, розіграйте з них щонайбільше 2 війська, решту скиньте.</translation>
    </message>
    <message>
        <source>Each Free Peoples player draws 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Кожен гравець за Вільні Народи бере 1 карту.</translation>
    </message>
    <message>
        <source>Each Free Peoples player draws 2 cards, then cycles 1 card from their hand.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Кожен гравець за Вільні Народи бере 2 карти, потім скидає 1 карту з руки.</translation>
    </message>
    <message>
        <source>Each Free Peoples player forsakes 1 card, then draws 3 cards.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Кожен гравець за Вільні Народи відмовляється від 1 карти, потім бере 3 карти.</translation>
    </message>
    <message>
        <source>Each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Кожен гравець за Вільні Народи відмовляється від 1 карти.</translation>
    </message>
    <message>
        <source>Each Shadow player cycles 2 cards from their hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Кожен гравець за Тінь скидає 2 карти з руки.</translation>
    </message>
    <message>
        <source>Each Shadow player draws 1 card.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Кожен гравець за Тінь бере 1 карту.</translation>
    </message>
    <message>
        <source>Each Shadow player draws 2 cards.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Кожен гравець за Тінь бере 2 карти.</translation>
    </message>
    <message>
        <source>Eliminate any number of Rohan cards from your reserve; the Mordor player must eliminate as many Mordor cards from active battlegrounds.</source>
        <translation>Видаліть будь-яку кількість карт Рогану зі свого резерву; гравець за Мордор мусить видалити стільки ж карт Мордору з активних полів битв.</translation>
    </message>
    <message>
        <source>Ent. +1 battleground attack and +1 battleground defence for every 2 Isengard characters and armies on the same battleground.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Ент. +1 атака й +1 оборона на полі битви за кожні 2 персонажі та війська Ісенґарду на тому самому полі битви.</translation>
    </message>
    <message>
        <source>Ent. +1 battleground attack on Orthanc. When played or moved to a battleground: the Isengard player must eliminate 1 Isengard army on that battleground.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Ент. +1 атака на полі битви Ортанк. Під час розіграшу на поле битви чи переміщення туди: гравець за Ісенґард мусить видалити 1 військо Ісенґарду з цього поля битви.</translation>
    </message>
    <message>
        <source>Forsake 2 cards, then draw 4 cards (5 if Strider or Aragorn is in your reserve).</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Відмовтеся від 2 карт, потім візьміть 4 карти (5, якщо Бурлака чи Араґорн у вашому резерві).</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep is activated too, if it is in the Free Peoples battleground deck.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Також активується Гельмів Яр, якщо він в колоді полів битв Вільних Народів.</translation>
    </message>
    <message>
        <source>If Saruman is in reserve: activate or reactivate any Isengard battleground, then you may move Saruman there (even if played this round).</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Якщо Саруман у резерві: активуйте чи повторно активуйте будь-яке поле битви Ісенґарду, потім можете перемістити туди Сарумана (навіть якщо його розіграли в цьому раунді).</translation>
    </message>
    <message>
        <source>If its bearer would be eliminated in a combat: cycle the bearer instead (with its items).</source>
        <translation>Якщо під час бою власник цього предмета має бути видалений: натомість скиньте його (разом із предметами).</translation>
    </message>
    <message>
        <source>If its bearer would be eliminated in a path combat: cycle the bearer instead (with its items).</source>
        <translation>Якщо під час бою на шляху власник цього предмета має бути видалений: натомість скиньте його (разом із предметами).</translation>
    </message>
    <message>
        <source>If the Witch-king is in reserve: activate or reactivate a Mordor battleground, then you may move the Witch-king there (even if played this round).</source>
        <translation>Якщо Король-Відьмак у резерві, активуйте чи повторно активуйте поле битви Мордору й потім можете перемістити на нього Короля-Відьмака (навіть якщо його розіграли в цьому раунді).</translation>
    </message>
    <message>
        <source>If this card would be eliminated (forsaken too): cycle it instead; if it bore items, eliminate them.</source>
        <translation>Якщо цю карту має бути видалено (зокрема через відмову): натомість скиньте її; якщо вона мала предмети, видаліть їх.</translation>
    </message>
    <message>
        <source>If this card would be eliminated for any reason (forsaken too): cycle it instead. In reserve: you may use an action and cycle this card to draw 2 cards.</source>
        <translation>Якщо цю карту має бути видалено з будь-якої причини (зокрема через відмову): натомість скиньте її. У резерві: можете використати дію й скинути цю карту, щоб узяти 2 карти.</translation>
    </message>
    <message>
        <source>In play: you may look at the top card of your deck at any time.</source>
        <translation>У грі: ви можете будь-коли дивитися верхню карту своєї колоди.</translation>
    </message>
    <message>
        <source>In play: you may use an action and eliminate this card to take a Hobbit character from your cycle pile into your hand, then draw 1 card.</source>
        <translation>У грі: можете використати дію й видалити цю карту, щоб забрати зі свого скиду до руки персонажа-гобіта, потім візьміть 1 карту.</translation>
    </message>
    <message>
        <source>In play: you may use an action and eliminate this card: the Hobbit player may take up to 2 Hobbit characters from their cycle pile into their hand.</source>
        <translation>У грі: можете використати дію й видалити цю карту: гравець за гобітів може забрати зі свого скиду до руки до 2 персонажів-гобітів.</translation>
    </message>
    <message>
        <source>In reserve, once a round: you may use an action to look at the top 3 cards of your deck, eliminate 1, cycle 1 and take the last into your hand.</source>
        <translation>У резерві, раз за раунд: можете використати дію, щоб подивитися 3 верхні карти своєї колоди, видалити 1, скинути 1, а останню взяти до руки.</translation>
    </message>
    <message>
        <source>In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</source>
        <translation>У резерві: у кожну фазу добору беріть на 1 карту більше. Якщо від цієї карти відмовилися, коли вона була верхньою картою вашої колоди: скиньте її замість видалення.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card and its items to add 1 path defence to the active path.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>У резерві: можете використати дію й скинути цю карту з її предметами, щоб додати 1 оборону на активний шлях.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card to add 1 path defence to the active path or 1 battleground defence to an active battleground.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>У резерві: можете використати дію й скинути цю карту, щоб додати 1 оборону на активний шлях чи 1 оборону на активне поле битви.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card to take Gandalf the Grey or Gandalf the White from your cycle pile into your hand.</source>
        <translation>У резерві: можете використати дію й скинути цю карту, щоб забрати зі свого скиду до руки Ґандальфа Сірого чи Ґандальфа Білого.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card to take Strider or Aragorn from your deck into your hand.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>У резерві: можете використати дію й скинути цю карту, щоб забрати зі своєї колоди до руки Бурлаку чи Араґорна.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card: each Free Peoples player draws 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>У резерві: можете використати дію й скинути цю карту: кожен гравець за Вільні Народи бере 1 карту.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card: each Shadow player must cycle 1 card from their hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>У резерві: можете використати дію й скинути цю карту: кожен гравець за Тінь мусить скинути 1 карту з руки.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card either to take Saruman from your deck into your hand or to eliminate a Rohan character in play.</source>
        <translation>У резерві: можете використати дію й видалити цю карту, щоб або забрати зі своєї колоди до руки Сарумана, або видалити персонажа Рогану в грі.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card to activate Harad if it is in the Shadow battleground deck.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>У резерві: можете використати дію й видалити цю карту, щоб активувати Гарад, якщо він у колоді полів битв Тіні.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card to activate Umbar if it is in the Shadow battleground deck.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>У резерві: можете використати дію й видалити цю карту, щоб активувати Умбар, якщо він у колоді полів битв Тіні.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card to draw 3 cards. If forsaken from the reserve: cycle it instead.</source>
        <translation>У резерві: можете використати дію й видалити цю карту, щоб узяти 3 карти. Якщо від неї відмовилися в резерві: натомість скиньте її.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card to reactivate (from a victory area) a Harad battleground.</source>
        <translation>У резерві: можете використати дію й видалити цю карту, щоб повторно активувати (із зони ПО) поле битви Гарадриму.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>У резерві: можете використати дію й видалити цю карту: кожен гравець за Вільні Народи відмовляється від 1 карти.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and forsake 1 card to take Boromir or Faramir from your deck into your hand.</source>
        <translation>У резерві: можете використати дію й відмовитися від 1 карти, щоб забрати зі своєї колоди до руки Боромира чи Фараміра.</translation>
    </message>
    <message>
        <source>May be played or moved to a Dúnedain battleground, and supported by a Dúnedain army. If eliminated in a path combat: cycle it instead (with its items).</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Може бути розіграний чи переміщений на поле битви дунедайн і мати підтримку війська дунедайн. Якщо видалений у бою на шляху: натомість скиньте його (разом із предметами).</translation>
    </message>
    <message>
        <source>May be played or moved to a Rohan battleground, and supported by a Rohan army. If eliminated in a path combat: cycle it instead (with its items).</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Може бути розіграний чи переміщений на поле битви Рогану й мати підтримку війська Рогану. Якщо видалений у бою на шляху: натомість скиньте його (разом із предметами).</translation>
    </message>
    <message>
        <source>Mount. In reserve: you may use an action to activate or reactivate any battleground; then you must move the bearer there (even if it was played this round).</source>
        <translation>Скакун. У резерві: можете використати дію, щоб активувати чи повторно активувати будь-яке поле битви; потім ви мусите перемістити туди власника (навіть якщо його розіграли в цьому раунді).</translation>
    </message>
    <message>
        <source>Mount. When played on a bearer in reserve: you may move the bearer to a battleground at once (even if played this round).</source>
        <translation>Скакун. Під час розіграшу на власника в резерві: можете одразу перемістити власника на поле битви (навіть якщо його розіграли в цьому раунді).</translation>
    </message>
    <message>
        <source>Nazgûl. +1 battleground defence on Dol Guldur. When played: draw 1 card.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Назґул. +1 оборона на полі битви Дол-Ґульдур. Під час розіграшу: візьміть 1 карту.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</source>
        <translation>Назґул. У резерві: у кожну фазу добору беріть на 1 карту більше. Якщо від цієї карти відмовилися, коли вона була верхньою картою вашої колоди: скиньте її замість видалення.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card to add 1 battleground attack to an active battleground.</source>
        <translation>Назґул. У резерві: можете використати дію й скинути цю карту, щоб додати 1 атаку на активне поле битви.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card to add 1 battleground defence to an active battleground.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Назґул. У резерві: можете використати дію й скинути цю карту, щоб додати 1 оборону на активне поле битви.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card to add 1 path attack to the active path.</source>
        <translation>Назґул. У резерві: можете використати дію й скинути цю карту, щоб додати 1 атаку на активний шлях.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card to take a Nazgûl character from your cycle pile into your hand.</source>
        <translation>Назґул. У резерві: можете використати дію й скинути цю карту, щоб забрати зі свого скиду до руки персонажа-назґула.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Назґул. У резерві: можете використати дію й скинути цю карту, щоб кожен гравець за Вільні Народи відмовився від 1 карти.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card: each Free Peoples player must cycle 1 card from their hand.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Назґул. У резерві: можете використати дію й скинути цю карту: кожен гравець за Вільні Народи мусить скинути 1 карту з руки.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card: each Shadow player draws 1 card.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Назґул. У резерві: можете використати дію й скинути цю карту, щоб кожен гравець за Тінь узяв 1 карту.</translation>
    </message>
    <message>
        <source>On Minas Tirith: +1 battleground defence.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>На полі битви Мінас-Тіріт: +1 оборона.</translation>
    </message>
    <message>
        <source>On a path or a battleground: you may use an action and cycle this card, its bearer and the bearer&apos;s items to add 1 corruption.</source>
        <translation>На шляху чи полі битви: можете використати дію й скинути цю карту, її власника та його предмети, щоб додати 1 вплив Персня.</translation>
    </message>
    <message>
        <source>On a path: the Hobbit player may use an action and eliminate this card to remove 1 corruption for each Hobbit character on this path.</source>
        <translation>На шляху: гравець за гобітів може використати дію й видалити цю карту, щоб прибрати 1 вплив Персня за кожного персонажа-гобіта на цьому шляху.</translation>
    </message>
    <message>
        <source>On a path: the path gets +2 path defence (the path, not the bearer).</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>На шляху: шлях отримує +2 оборони (шлях, а не власник).</translation>
    </message>
    <message>
        <source>On a path: you may use an action and add 1 corruption to activate the path with the next number. If eliminated in a path combat: cycle it instead.</source>
        <translation>На шляху: можете використати дію й додати 1 вплив Персня, щоб активувати шлях із наступним номером. Якщо видалений у бою на шляху: натомість скиньте його.</translation>
    </message>
    <message>
        <source>On a path: you may use an action and eliminate this card to add 1 corruption.</source>
        <translation>На шляху: можете використати дію й видалити цю карту, щоб додати 1 вплив Персня.</translation>
    </message>
    <message>
        <source>On a path: you may use an action to activate a different path with the same number.</source>
        <translation>На шляху: можете використати дію, щоб активувати інший шлях із тим самим номером.</translation>
    </message>
    <message>
        <source>On a path: you may use an action to activate a different path with the same number. If eliminated in a path combat: cycle it instead.</source>
        <translation>На шляху: можете використати дію, щоб активувати інший шлях із тим самим номером. Якщо видалений у бою на шляху: натомість скиньте його.</translation>
    </message>
    <message>
        <source>On a path: you may use an action to activate the path with the next number. When Aragorn is played, this card leaves the game.</source>
        <translation>На шляху: можете використати дію, щоб активувати шлях із наступним номером. Коли розігрують Араґорна, ця карта виходить із гри.</translation>
    </message>
    <message>
        <source>On a path: you may use an action to activate the path with the next number. When Gandalf the White is played, this card leaves the game.</source>
        <translation>На шляху: можете використати дію, щоб активувати шлях із наступним номером. Коли розігрують Ґандальфа Білого, ця карта виходить із гри.</translation>
    </message>
    <message>
        <source>Steed. When played on a bearer in reserve: you may move the bearer to the path at once (even if played this round).</source>
        <translation>Скакун. Під час розіграшу на власника в резерві: можете одразу перемістити власника цього предмета на шлях (навіть якщо його розіграли в цьому раунді).</translation>
    </message>
    <message>
        <source>The Dúnedain player draws 1 card.</source>
        <translation>Гравець за дунедайн бере 1 карту.</translation>
    </message>
    <message>
        <source>The Dúnedain player may forsake 1 card to draw 1 card.</source>
        <translation>Гравець за дунедайн може відмовитися від 1 карти, щоб узяти 1 карту.</translation>
    </message>
    <message>
        <source>The Dúnedain player may forsake 1 card to draw 3 cards.</source>
        <translation>Гравець за дунедайн може відмовитися від 1 карти, щоб узяти 3 карти.</translation>
    </message>
    <message>
        <source>The Elf player draws 1 card, then cycles 1 card from their hand.</source>
        <translation>Гравець за ельфів бере 1 карту, потім скидає 1 карту з руки.</translation>
    </message>
    <message>
        <source>The Elf player draws 2 cards.</source>
        <translation>Гравець за ельфів бере 2 карти.</translation>
    </message>
    <message>
        <source>The Free Peoples battleground Lórien is activated or reactivated too.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Також активується чи повторно активується поле битви Вільних Народів Лорієн.</translation>
    </message>
    <message>
        <source>The Hobbit player draws 2 cards.</source>
        <translation>Гравець за гобітів бере 2 карти.</translation>
    </message>
    <message>
        <source>The Isengard player may take Saruman from their deck or cycle pile into their hand. Then the Isengard player shuffles their cycle pile into their deck.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Гравець за Ісенґард може забрати Сарумана зі своєї колоди чи скиду. Потім гравець за Ісенґард замішує свій скид у колоду.</translation>
    </message>
    <message>
        <source>The Monsters player draws 2 cards.</source>
        <translation>Гравець за Потвор бере 2 карти.</translation>
    </message>
    <message>
        <source>The Monsters player may forsake 1 card to add 1 path attack to this path.</source>
        <translation>Гравець за Потвор може відмовитися від 1 карти, щоб додати 1 атаку на цей шлях.</translation>
    </message>
    <message>
        <source>The Mordor player and the Hobbit player each draw 1 card.</source>
        <translation>Гравець за Мордор і гравець за гобітів беруть по 1 карті.</translation>
    </message>
    <message>
        <source>The Mordor player draws 1 card, then cycles 1 card from their hand.</source>
        <translation>Гравець за Мордор бере 1 карту, потім скидає 1 карту з руки.</translation>
    </message>
    <message>
        <source>The Mordor player draws 2 cards.</source>
        <translation>Гравець за Мордор бере 2 карти.</translation>
    </message>
    <message>
        <source>The Mordor player draws 5 cards, may play up to 1 Nazgûl character from them, and cycles the rest.</source>
        <translation>Гравець за Мордор бере 5 карт, може розіграти з них щонайбільше 1 персонажа-назґула, решту скидає.</translation>
    </message>
    <message>
        <source>The Mordor player draws 5 cards, may play up to 1 Nazgûl from them to their reserve, and cycles the rest.</source>
        <translation>Гравець за Мордор бере 5 карт, може розіграти з них щонайбільше 1 назґула у свій резерв, решту скидає.</translation>
    </message>
    <message>
        <source>The Mordor player draws 5 cards, may play up to 1 army from them, and cycles the rest.</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Гравець за Мордор бере 5 карт, може розіграти з них щонайбільше 1 військо, решту скидає.</translation>
    </message>
    <message>
        <source>The Rohan player draws 5 cards, may play 1 army or character from them onto Helm&apos;s Deep, and cycles the rest.</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Гравець за Роган бере 5 карт, може розіграти з них 1 військо чи персонажа у Гельмів Яр, решту скидає.</translation>
    </message>
    <message>
        <source>The Shadow battleground Dol Guldur is activated or reactivated too.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Також активується чи повторно активується поле битви Тіні Дол-Ґульдур.</translation>
    </message>
    <message>
        <source>This path gets 1 path attack.</source>
        <translation>Цей шлях отримує 1 атаку.</translation>
    </message>
    <message>
        <source>This round Legolas, Gimli and Strider (or Aragorn) may be played or moved to any battleground and may be supported by any Free Peoples army.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»); the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>У цьому раунді Леґоласа, Ґімлі та Бурлаку (чи Араґорна) можна розігрувати й переміщувати на будь-яке поле битви, і їх може підтримувати будь-яке військо Вільних Народів.</translation>
    </message>
    <message>
        <source>This round Rohan cards may be played or moved to Dúnedain battlegrounds.</source>
        <translation>У цьому раунді карти Рогану можна розігрувати й переміщувати на поля битв дунедайн.</translation>
    </message>
    <message>
        <source>Weapon.</source>
        <translation>Зброя.</translation>
    </message>
    <message>
        <source>Weapon. +1 path defence while its bearer is on a path with a Monsters character.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Зброя. +1 оборона на шляху, поки власник на шляху разом із персонажем Потвор.</translation>
    </message>
    <message>
        <source>Weapon. In play: your carryover limit is 1 higher.</source>
        <translation>Зброя. У грі: ваша межа залишку карт більша на 1.</translation>
    </message>
    <message>
        <source>Weapon. In reserve: you may use an action to activate or reactivate any Dúnedain battleground; then you must move the bearer there (even if it was played this round).</source>
        <translation>Зброя. У резерві: можете використати дію, щоб активувати чи повторно активувати будь-яке поле битви дунедайн; потім ви мусите перемістити туди власника (навіть якщо його розіграли в цьому раунді).</translation>
    </message>
    <message>
        <source>Weapon. Its bearer can bear no other weapon.</source>
        <translation>Зброя. Власник цього предмета не може володіти іншою зброєю.</translation>
    </message>
    <message>
        <source>Weapon. On a path: you may use an action and eliminate this card to add 1 corruption.</source>
        <translation>Зброя. На шляху: можете використати дію й видалити цю карту, щоб додати 1 вплив Персня.</translation>
    </message>
    <message>
        <source>When played on a battleground: eliminate a Nazgûl from this battleground. When played to reserve: you may take Merry or Pippin from your cycle pile into your hand.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок; Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Під час розіграшу на поле битви: видаліть будь-якого назґула з цього поля битви. Під час розіграшу в резерв: можете забрати зі свого скиду Меріадока чи Переґріна.</translation>
    </message>
    <message>
        <source>When played on the Caradhras path: activate a different path 4. In reserve: you may use an action and eliminate this card: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Під час розіграшу на шлях Карадрас: активуйте інший шлях 4. У резерві: можете використати дію й видалити цю карту: кожен гравець за Вільні Народи відмовляється від 1 карти.</translation>
    </message>
    <message>
        <source>When played or moved to a path 7: you may activate a different path 7.</source>
        <translation>Під час розіграшу на шлях 7 чи переміщення туди: можете активувати інший шлях 7.</translation>
    </message>
    <message>
        <source>When played or moved to a path: you may cycle 1 card from your hand to give this card +1 path attack, or +2 path attack if Cirith Ungol is the active path.</source>
        <translation>Під час розіграшу на шлях чи переміщення туди: можете скинути 1 карту з руки, щоб дати цій карті +1 атаку на шляху, або +2, якщо активний шлях — Кірит Унґол.</translation>
    </message>
    <message>
        <source>When played: draw 1 card. In reserve: Strider or Aragorn gets +1 battleground defence and +1 path defence.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Під час розіграшу: візьміть 1 карту. У резерві: Бурлака чи Араґорн отримує +1 оборону на полі битви й +1 оборону на шляху.</translation>
    </message>
    <message>
        <source>When played: draw 1 card. In reserve: draw 1 more card in each draw phase, then cycle 1 card from your hand.</source>
        <translation>Під час розіграшу: візьміть 1 карту. У резерві: у кожну фазу добору беріть на 1 карту більше, але потім скидайте 1 карту з руки.</translation>
    </message>
    <message>
        <source>When played: draw 1 card. In reserve: your carryover limit is 1 higher.</source>
        <translation>Під час розіграшу: візьміть 1 карту. У резерві: ваша межа залишку карт більша на 1.</translation>
    </message>
    <message>
        <source>When played: draw 1 card. When played or moved to a path, you must also forsake 1 card.</source>
        <translation>Під час розіграшу: візьміть 1 карту. Під час розіграшу на шлях чи переміщення туди ви також мусите відмовитися від 1 карти.</translation>
    </message>
    <message>
        <source>When played: draw 5 cards, play up to 1 Rohan army from them, and cycle the rest.</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Під час розіграшу: візьміть 5 карт, розіграйте з них щонайбільше 1 військо Рогану, решту скиньте.</translation>
    </message>
    <message>
        <source>When played: remove Gandalf the Grey from the game. In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</source>
        <translation>Під час розіграшу: приберіть із гри Ґандальфа Сірого. У резерві: у кожну фазу добору беріть на 1 карту більше. Якщо від цієї карти відмовилися, коли вона була верхньою картою вашої колоди: скиньте її замість видалення.</translation>
    </message>
    <message>
        <source>When played: remove Strider from the game. In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Під час розіграшу: приберіть із гри Бурлаку. У резерві: у кожну фазу добору беріть на 1 карту більше. Якщо від цієї карти відмовилися, коли вона була верхньою картою вашої колоди: скиньте її замість видалення.</translation>
    </message>
    <message>
        <source>When played: you may cycle 1 card from your hand to take Knights of Dol Amroth from your deck into your hand.</source>
        <translation>Під час розіграшу: можете скинути 1 карту з руки, щоб забрати зі своєї колоди до руки Лицарів Дол-Амроту.</translation>
    </message>
    <message>
        <source>When played: you may take Bow of the Galadhrim from your deck into your hand.</source>
        <translation>Під час розіграшу: можете забрати зі своєї колоди до руки Лук ґаладримів.</translation>
    </message>
    <message>
        <source>When played: you may take Dwarven Axe from your cycle pile into your hand.</source>
        <extracomment>Ukrainian «ґном» as the War of the Ring book (seed 003)</extracomment>
        <translation>Під час розіграшу: можете забрати зі свого скиду Ґномську сокиру.</translation>
    </message>
</context>
<context>
    <name>wotr_cards.faction</name>
    <message>
        <source>Dwarves</source>
        <translation>Ґноми</translation>
    </message>
    <message>
        <source>Dúnedain</source>
        <translation>Дунедайн</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>Ельфи</translation>
    </message>
    <message>
        <source>Harad</source>
        <translation>Гарадрим</translation>
    </message>
    <message>
        <source>Hobbits</source>
        <translation>Гобіти</translation>
    </message>
    <message>
        <source>Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Ісенґард</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Потвори</translation>
    </message>
    <message>
        <source>Mordor</source>
        <translation>Мордор</translation>
    </message>
    <message>
        <source>Rohan</source>
        <translation>Роган</translation>
    </message>
    <message>
        <source>Wizards</source>
        <translation>Чарівники</translation>
    </message>
</context>
<context>
    <name>wotr_cards.log</name>
    <message>
        <source>Combat at {location}: {attack} attack, {defence} defence on the location.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Бій: {location}. Атака {attack}, оборона локації {defence}.</translation>
    </message>
    <message>
        <source>Corruption changes by {n}.</source>
        <translation>Вплив Персня змінюється на {n}.</translation>
    </message>
    <message>
        <source>No battleground can be activated.</source>
        <translation>Немає поля битви, яке можна активувати.</translation>
    </message>
    <message>
        <source>No path can be activated.</source>
        <translation>Немає шляху, який можна активувати.</translation>
    </message>
    <message>
        <source>Nothing happens: the card named is not in reserve.</source>
        <translation>Нічого не відбувається: названої карти немає в резерві.</translation>
    </message>
    <message>
        <source>Round {n} begins; {seat} is the first player.</source>
        <translation>Починається раунд {n}; перший гравець — {seat}.</translation>
    </message>
    <message>
        <source>The Shadow gain {n} corruption.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь отримує вплив Персня: {n}.</translation>
    </message>
    <message>
        <source>The defenders do not agree: the attackers choose.</source>
        <translation>Захисники не домовилися: обирають нападники.</translation>
    </message>
    <message>
        <source>The game ends: Free Peoples {fp}, Shadow {shadow}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Гру закінчено: Вільні Народи {fp}, Тінь {shadow}.</translation>
    </message>
    <message>
        <source>{card} is cycled.</source>
        <translation>{card}: карту скинуто.</translation>
    </message>
    <message>
        <source>{card} is eliminated.</source>
        <translation>{card}: карту видалено.</translation>
    </message>
    <message>
        <source>{card} is removed from the game.</source>
        <translation>{card}: карту прибрано з гри.</translation>
    </message>
    <message>
        <source>{card} moves to {location}.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{card}: переміщення на локацію «{location}».</translation>
    </message>
    <message>
        <source>{card} would be eliminated and is cycled instead.</source>
        <translation>{card}: замість видалення карту скинуто.</translation>
    </message>
    <message>
        <source>{location} goes to nobody: attack and defence are equal.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>{location}: нічия — атака й оборона рівні.</translation>
    </message>
    <message>
        <source>{location} is activated.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{location}: локацію активовано.</translation>
    </message>
    <message>
        <source>{location} is reactivated.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{location}: локацію повторно активовано.</translation>
    </message>
    <message>
        <source>{seat} cycles a card from hand.</source>
        <translation>{seat} скидає карту з руки.</translation>
    </message>
    <message>
        <source>{seat} cycles the other cards drawn.</source>
        <translation>{seat} скидає решту взятих карт.</translation>
    </message>
    <message>
        <source>{seat} draws {n} card(s).</source>
        <translation>{seat} бере карти: {n}.</translation>
    </message>
    <message>
        <source>{seat} eliminates a card from hand.</source>
        <translation>{seat} видаляє карту з руки.</translation>
    </message>
    <message>
        <source>{seat} flips the Ring token.</source>
        <translation>{seat} перевертає жетон Персня.</translation>
    </message>
    <message>
        <source>{seat} forsakes a card from hand.</source>
        <translation>{seat} відмовляється від карти з руки.</translation>
    </message>
    <message>
        <source>{seat} forsakes the top card of the deck.</source>
        <translation>{seat} відмовляється від верхньої карти колоди.</translation>
    </message>
    <message>
        <source>{seat} has no cards left to draw.</source>
        <translation>{seat}: карт для добору не залишилося.</translation>
    </message>
    <message>
        <source>{seat} has nothing to forsake.</source>
        <translation>{seat}: немає від чого відмовитися.</translation>
    </message>
    <message>
        <source>{seat} moves {card} to {location}.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{seat} переміщує карту «{card}» на локацію «{location}».</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat} розігрує: {card}.</translation>
    </message>
    <message>
        <source>{seat} searches and finds nothing to take.</source>
        <translation>{seat} шукає, але забрати нічого.</translation>
    </message>
    <message>
        <source>{seat} shuffles the cycle pile into the deck.</source>
        <translation>{seat} замішує скид у колоду.</translation>
    </message>
    <message>
        <source>{seat} takes {card} into hand.</source>
        <translation>{seat} забирає до руки: {card}.</translation>
    </message>
    <message>
        <source>{seat} uses the Ring token.</source>
        <translation>{seat} використовує жетон Персня.</translation>
    </message>
    <message>
        <source>{seat} uses {card}.</source>
        <translation>{seat} використовує: {card}.</translation>
    </message>
    <message>
        <source>{seat} winnows.</source>
        <translation>{seat} відсіює карти.</translation>
    </message>
    <message>
        <source>{side} win {location}.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{side}: локацію «{location}» здобуто.</translation>
    </message>
    <message>
        <source>{target} gets {n} added icon(s).</source>
        <translation>{target}: додано символів — {n}.</translation>
    </message>
</context>
<context>
    <name>wotr_cards.outcome</name>
    <message>
        <source>a tie goes to the Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>за рівності перемагає Тінь</translation>
    </message>
    <message>
        <source>the Free Peoples have more victory points</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>у Вільних Народів більше переможних очок</translation>
    </message>
    <message>
        <source>the Shadow have more victory points</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>у Тіні більше переможних очок</translation>
    </message>
</context>
<context>
    <name>wotr_cards.prompt</name>
    <message>
        <source>Choose a card to eliminate to cancel attack icons.</source>
        <translation>Оберіть карту для видалення, щоб скасувати символи атаки.</translation>
    </message>
    <message>
        <source>Choose a card to take into your hand.</source>
        <translation>Оберіть карту, яку заберете до руки.</translation>
    </message>
    <message>
        <source>Choose one of the card&apos;s effects.</source>
        <translation>Оберіть один з ефектів карти.</translation>
    </message>
    <message>
        <source>Choose the battleground to activate.</source>
        <translation>Оберіть поле битви для активації.</translation>
    </message>
    <message>
        <source>Choose the card to eliminate.</source>
        <translation>Оберіть карту для видалення.</translation>
    </message>
    <message>
        <source>Choose the character this army supports.</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Оберіть персонажа, якого підтримує це військо.</translation>
    </message>
    <message>
        <source>Choose the location whose combat is fought next.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>Оберіть локацію, де бій відбудеться наступним.</translation>
    </message>
    <message>
        <source>Choose the order of your triggered abilities.</source>
        <translation>Оберіть порядок спрацювання своїх ефектів.</translation>
    </message>
    <message>
        <source>Choose the path to activate.</source>
        <translation>Оберіть шлях для активації.</translation>
    </message>
    <message>
        <source>Choose where the icon goes.</source>
        <translation>Оберіть, куди додати символ.</translation>
    </message>
    <message>
        <source>Cycle a card from your hand.</source>
        <translation>Скиньте карту з руки.</translation>
    </message>
    <message>
        <source>Cycle another card from your hand to pay for the card played.</source>
        <translation>Скиньте з руки іншу карту, щоб оплатити розіграну.</translation>
    </message>
    <message>
        <source>Cycle one of the cards looked at.</source>
        <translation>Скиньте одну з переглянутих карт.</translation>
    </message>
    <message>
        <source>Eliminate a Rohan card from your reserve, or stop.</source>
        <translation type="vanished">Видаліть карту Рогану з резерву чи зупиніться.</translation>
    </message>
    <message>
        <source>Eliminate a card from your hand.</source>
        <translation>Видаліть карту з руки.</translation>
    </message>
    <message>
        <source>Eliminate a card from your reserve, or stop.</source>
        <translation>Видаліть карту з резерву чи зупиніться.</translation>
    </message>
    <message>
        <source>Forsake 1 card for this?</source>
        <translation>Відмовитися від 1 карти заради цього?</translation>
    </message>
    <message>
        <source>Forsake a card to pay for the card played.</source>
        <translation>Відмовтеся від карти, щоб оплатити розіграну.</translation>
    </message>
    <message>
        <source>Forsake a card: from your hand, your reserve or the top of your deck.</source>
        <translation>Відмовтеся від карти: з руки, з резерву чи верхньої карти колоди.</translation>
    </message>
    <message>
        <source>Move the bearer?</source>
        <translation>Перемістити власника?</translation>
    </message>
    <message>
        <source>Move the card there?</source>
        <translation>Перемістити туди карту?</translation>
    </message>
    <message>
        <source>Play a card from those drawn, or stop.</source>
        <translation>Розіграйте карту з узятих чи зупиніться.</translation>
    </message>
    <message>
        <source>Take an action or pass.</source>
        <translation>Виконайте дію чи пропустіть хід.</translation>
    </message>
    <message>
        <source>Take an action: you may pass only with no more cards than your carryover limit, or fewer than every opponent.</source>
        <translation>Виконайте дію: пропустити хід можна, лише якщо карт у руці не більше за межу залишку або менше, ніж у будь-якого супротивника.</translation>
    </message>
    <message>
        <source>Use {ability}?</source>
        <translation>Використати {ability}?</translation>
    </message>
    <message>
        <source>Your partner proposes: {proposal}. Do you agree?</source>
        <translation>Союзник пропонує: {proposal}. Ви згодні?</translation>
    </message>
</context>
<context>
    <name>wotr_cards.refusal</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Зараз це неможливо.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру закінчено.</translation>
    </message>
    <message>
        <source>The same character or item may not be played twice in a round.</source>
        <translation>Того самого персонажа чи предмет не можна розіграти двічі за раунд.</translation>
    </message>
    <message>
        <source>Winnowing needs 2 cards in your hand.</source>
        <translation>Щоб відсіяти карти, потрібно 2 карти в руці.</translation>
    </message>
    <message>
        <source>You can only play a card from your own hand.</source>
        <translation>Розіграти можна лише карту зі своєї руки.</translation>
    </message>
    <message>
        <source>You may pass only with no more cards than your carryover limit, or fewer than every opponent.</source>
        <translation>Пропустити хід можна, лише якщо карт у руці не більше за межу залишку або менше, ніж у будь-якого супротивника.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>гру закінчено</translation>
    </message>
</context>
<context>
    <name>wotr_cards.seat</name>
    <message>
        <source>Aragorn</source>
        <translation>Араґорн</translation>
    </message>
    <message>
        <source>Balrog</source>
        <translation>Балроґ</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Фродо</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Ґандальф</translation>
    </message>
    <message>
        <source>Saruman</source>
        <translation>Саруман</translation>
    </message>
    <message>
        <source>Witch-king</source>
        <translation>Король-Відьмак</translation>
    </message>
</context>
<context>
    <name>wotr_cards.side</name>
    <message>
        <source>Free Peoples</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Вільні Народи</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь</translation>
    </message>
</context>
<context>
    <name>wotr_cards.table</name>
    <message>
        <source>Allowed paths: {paths}</source>
        <translation>Дозволені шляхи: {paths}</translation>
    </message>
    <message>
        <source>Army</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Військо</translation>
    </message>
    <message>
        <source>Attack {n}: {cards}</source>
        <translation>Атака {n}: {cards}</translation>
    </message>
    <message>
        <source>Battle atk</source>
        <translation>Поле: ат.</translation>
    </message>
    <message>
        <source>Battle def</source>
        <translation>Поле: об.</translation>
    </message>
    <message>
        <source>Battleground</source>
        <translation>Поле битви</translation>
    </message>
    <message>
        <source>Battleground attack</source>
        <translation>Атака на полі битви</translation>
    </message>
    <message>
        <source>Battleground defence</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Оборона на полі битви</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Corruption</source>
        <translation>Вплив Персня</translation>
    </message>
    <message>
        <source>Corruption: {n}</source>
        <translation>Вплив Персня: {n}</translation>
    </message>
    <message>
        <source>Cycle pile</source>
        <translation>Скид</translation>
    </message>
    <message>
        <source>Cycle {card}</source>
        <translation>Скинути: {card}</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Defence {d} · {vp} VP</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Оборона {d} · ПО {vp}</translation>
    </message>
    <message>
        <source>Defence {n}: the location {d}; {cards}</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Оборона {n}: локація {d}; {cards}</translation>
    </message>
    <message>
        <source>Defence: {d}</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Оборона: {d}</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Взяті</translation>
    </message>
    <message>
        <source>Effect {n}</source>
        <translation>Ефект {n}</translation>
    </message>
    <message>
        <source>Eliminate {card}</source>
        <translation>Видалити: {card}</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Видалені</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Подія</translation>
    </message>
    <message>
        <source>Forsake the top card of the deck</source>
        <translation>Відмовитися від верхньої карти колоди</translation>
    </message>
    <message>
        <source>Forsake {card}</source>
        <translation>Відмовитися: {card}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Предмет</translation>
    </message>
    <message>
        <source>Lead atk</source>
        <translation>Лід.: ат.</translation>
    </message>
    <message>
        <source>Lead def</source>
        <translation>Лід.: об.</translation>
    </message>
    <message>
        <source>Leadership attack</source>
        <extracomment>the card game&apos;s book: «лидерство» (not «командование»)</extracomment>
        <translation>Атака лідерства</translation>
    </message>
    <message>
        <source>Leadership defence</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»); the card game&apos;s book: «лидерство» (not «командование»)</extracomment>
        <translation>Оборона лідерства</translation>
    </message>
    <message>
        <source>Move {card} to {place}</source>
        <translation>{card}: перемістити — {place}</translation>
    </message>
    <message>
        <source>No location won yet</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>Поки жодної локації</translation>
    </message>
    <message>
        <source>Partners on a side share their victory points and win or lose together; one person may hold both decks of a side.</source>
        <translation>Союзники на одному боці ділять переможні очки й разом перемагають або програють; одна людина може вести обидві колоди боку.</translation>
    </message>
    <message>
        <source>Passed in a row: {n} of {m}</source>
        <translation>Пропустили хід поспіль: {n} з {m}</translation>
    </message>
    <message>
        <source>Path atk</source>
        <translation>Шлях: ат.</translation>
    </message>
    <message>
        <source>Path attack</source>
        <translation>Атака на шляху</translation>
    </message>
    <message>
        <source>Path def</source>
        <translation>Шлях: об.</translation>
    </message>
    <message>
        <source>Path defence</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Оборона на шляху</translation>
    </message>
    <message>
        <source>Path {n}</source>
        <translation>Шлях {n}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Розіграти: {card}</translation>
    </message>
    <message>
        <source>Play {card} on {bearer}</source>
        <translation>{card}: розіграти на карту «{bearer}»</translation>
    </message>
    <message>
        <source>Play {card} to {place}</source>
        <translation>{card}: розіграти — {place}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Гравець {n}</translation>
    </message>
    <message>
        <source>Player {n}: {deck}, {side}</source>
        <translation>Гравець {n}: {deck}, {side}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Резерв</translation>
    </message>
    <message>
        <source>Ring token flipped</source>
        <translation>жетон Персня перевернуто</translation>
    </message>
    <message>
        <source>Ring token unused</source>
        <translation>жетон Персня не використано</translation>
    </message>
    <message>
        <source>Ring token used</source>
        <translation>жетон Персня використано</translation>
    </message>
    <message>
        <source>Ring tokens unused: {n}</source>
        <translation>Невикористані жетони Персня: {n}</translation>
    </message>
    <message>
        <source>Round {n}, {phase}</source>
        <translation>Раунд {n}, {phase}</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарій</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Завершити</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Узяти: {card}</translation>
    </message>
    <message>
        <source>Teams — {fp}: {fp_decks}; {shadow}: {shadow_decks}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Команди: {fp} — {fp_decks}; {shadow} — {shadow_decks}.</translation>
    </message>
    <message>
        <source>The Duel (2 players)</source>
        <translation>Дуель (2 гравці)</translation>
    </message>
    <message>
        <source>The Fellowship of the Ring (2 players)</source>
        <translation>Братство Персня (2 гравці)</translation>
    </message>
    <message>
        <source>The Free Peoples win ({seats}): {fp} victory points to {shadow}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Вільні Народи перемагають ({seats}): переможні очки {fp} проти {shadow}.</translation>
    </message>
    <message>
        <source>The Shadow wins ({seats}): {shadow} victory points to {fp}, and a tie goes to the Shadow.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь перемагає ({seats}): переможні очки {shadow} проти {fp}, а за рівності перемагає Тінь.</translation>
    </message>
    <message>
        <source>The Shadow wins ({seats}): {shadow} victory points to {fp}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тінь перемагає ({seats}): переможні очки {shadow} проти {fp}.</translation>
    </message>
    <message>
        <source>The Three-Player Duel</source>
        <translation>Дуель для трьох гравців</translation>
    </message>
    <message>
        <source>The Trilogy (2 to 4 players)</source>
        <translation>Трилогія (2–4 гравці)</translation>
    </message>
    <message>
        <source>The combats of round {n}</source>
        <translation type="vanished">Бої раунду {n}</translation>
    </message>
    <message>
        <source>The combats of round {n}: {k} of {m}</source>
        <translation>Битви раунду {n}: {k} з {m}</translation>
    </message>
    <message>
        <source>To act: {seats}</source>
        <translation>Ходить: {seats}</translation>
    </message>
    <message>
        <source>To win: more than {n}</source>
        <translation>Перемога: більше {n}</translation>
    </message>
    <message>
        <source>To win: {n} or more</source>
        <translation>Перемога: не менше {n}</translation>
    </message>
    <message>
        <source>Triggered ability {n}</source>
        <translation>Спрацьовувальна властивість {n}</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Порядок ходів</translation>
    </message>
    <message>
        <source>Use the Ring token</source>
        <translation>Використати жетон Персня</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Використати: {card}</translation>
    </message>
    <message>
        <source>Victory points: {vp}</source>
        <translation>Переможні очки: {vp}</translation>
    </message>
    <message>
        <source>Winnow</source>
        <translation>Відсіяти карти</translation>
    </message>
    <message>
        <source>Wins with at least the Free Peoples&apos; {n} at the end</source>
        <translation type="vanished">Перемагає, якщо наприкінці має не менше, ніж {n} у Вільних Народів</translation>
    </message>
    <message>
        <source>Wins with more than the Shadow&apos;s {n} at the end</source>
        <translation type="vanished">Перемагають, якщо наприкінці мають більше, ніж {n} у Тіні</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>прихована карта</translation>
    </message>
    <message>
        <source>action phase</source>
        <translation>фаза дій</translation>
    </message>
    <message>
        <source>combat phase</source>
        <extracomment>the card game&apos;s book: «фаза сражений» (not «фаза боя»)</extracomment>
        <translation>фаза битв</translation>
    </message>
    <message>
        <source>draw phase</source>
        <translation>фаза добору</translation>
    </message>
    <message>
        <source>location phase</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>фаза локацій</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>резерв</translation>
    </message>
    <message>
        <source>the game begins</source>
        <translation>початок гри</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>гру закінчено</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>ходить</translation>
    </message>
    <message>
        <source>victory phase</source>
        <extracomment>the card game&apos;s book: «фаза проверки» (not «фаза победных очков»)</extracomment>
        <translation>фаза перевірки</translation>
    </message>
    <message>
        <source>{army} supports {character}</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>{army}: підтримка персонажа «{character}»</translation>
    </message>
    <message>
        <source>{card} as a casualty</source>
        <translation>{card}: у втрати</translation>
    </message>
    <message>
        <source>{fp}: {a} VP · {shadow}: {b} VP</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>{fp}: {a} ПО · {shadow}: {b} ПО</translation>
    </message>
    <message>
        <source>{fp}: {fp_decks}. {shadow}: {shadow_decks}.</source>
        <translation type="vanished">{fp}: {fp_decks}. {shadow}: {shadow_decks}.</translation>
    </message>
    <message>
        <source>{icon} on {target}</source>
        <translation>{icon}: {target}</translation>
    </message>
    <message>
        <source>{location} {n}</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{location} {n}</translation>
    </message>
    <message>
        <source>{side}: locations won</source>
        <translation>{side}: здобуті локації</translation>
    </message>
    <message>
        <source>{side}: victory points</source>
        <translation>{side}: переможні очки</translation>
    </message>
    <message>
        <source>{side}: {n} VP</source>
        <translation type="vanished">{side}: {n} ПО</translation>
    </message>
</context>
</TS>
