<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en_US">
<context>
    <name>Analysis</name>
    <message>
        <source>Analyse</source>
        <translation>Анализировать</translation>
    </message>
    <message>
        <source>Analysed {done} of {total} decisions.</source>
        <translation>Проанализировано решений: {done} из {total}.</translation>
    </message>
    <message>
        <source>Chance to win, together</source>
        <translation>Шанс на общую победу</translation>
    </message>
    <message>
        <source>Next turning point (T)</source>
        <translation>Следующий перелом (T)</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Анализа ещё нет.</translation>
    </message>
    <message>
        <source>Only a finished game saved from its start can be analysed.</source>
        <translation>Анализировать можно только законченную партию, сохранённую с самого начала.</translation>
    </message>
    <message>
        <source>Resume the analysis</source>
        <translation>Продолжить анализ</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Остановить</translation>
    </message>
    <message>
        <source>The analysis stopped: {problem}</source>
        <translation>Анализ остановлен: {problem}</translation>
    </message>
    <message>
        <source>Turning point for {seat}: 1 the better move, 2 the move made</source>
        <translation>Перелом ({seat}): 1 — лучший ход, 2 — сделанный ход</translation>
    </message>
    <message>
        <source>Weighing each decision from the player&apos;s view at that moment…</source>
        <translation>Каждое решение взвешивается с того, что игрок знал в тот момент…</translation>
    </message>
    <message>
        <source>turning point (T: the next one)</source>
        <translation>перелом (T — следующий)</translation>
    </message>
    <message>
        <source>{count} turning points in {total} decisions.</source>
        <translation>Переломов: {count} из {total} решений.</translation>
    </message>
    <message>
        <source>{done} of {total} decisions</source>
        <translation>{done} из {total} решений</translation>
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
        <translation>Битва в области {region}</translation>
    </message>
    <message>
        <source>Click a card in your hand to play it.</source>
        <translation>Щёлкните карту в руке, чтобы сыграть её.</translation>
    </message>
    <message>
        <source>Deciding…</source>
        <translation>Принимает решение…</translation>
    </message>
    <message>
        <source>Gandalf lends 1 strength.</source>
        <translation>Гэндальф добавляет 1 к силе.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind carries the Fellowship hero away.</source>
        <translation>«Гваихир Повелитель Ветров» уносит героя Братства.</translation>
    </message>
    <message>
        <source>Has chosen a card</source>
        <translation>Карта выбрана</translation>
    </message>
    <message>
        <source>Last battle: {region}</source>
        <translation>Последняя битва: {region}</translation>
    </message>
    <message>
        <source>The attacker chooses the next defender.</source>
        <translation>Нападающий выбирает следующего обороняющегося.</translation>
    </message>
    <message>
        <source>This battle is fought without cards.</source>
        <translation>Эта битва проводится без карт.</translation>
    </message>
    <message>
        <source>Your card, hidden until both have chosen</source>
        <translation>Ваша карта (закрыта, пока оба игрока не выберут)</translation>
    </message>
    <message>
        <source>{side} attacks</source>
        <translation>{side} нападает</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>Anduin</source>
        <translation>Андуин</translation>
    </message>
    <message>
        <source>Moria tunnel</source>
        <translation>Туннель Мории</translation>
    </message>
</context>
<context>
    <name>CombatCard</name>
    <message>
        <source>Strength card</source>
        <translation>Карта силы</translation>
    </message>
</context>
<context>
    <name>ConfrontationOptionsForm</name>
    <message>
        <source>A match of two games, sides swapped</source>
        <translation>Матч из двух партий со сменой сторон</translation>
    </message>
    <message>
        <source>A single game</source>
        <translation>Одна партия</translation>
    </message>
    <message>
        <source>Alternative heroes</source>
        <translation>Альтернативные герои</translation>
    </message>
    <message>
        <source>Cards go to</source>
        <translation>Карты получает</translation>
    </message>
    <message>
        <source>Classic heroes</source>
        <translation>Классические герои</translation>
    </message>
    <message>
        <source>Draft, choices kept secret</source>
        <translation>Драфт с тайным выбором</translation>
    </message>
    <message>
        <source>Draft, choices shown to the opponent</source>
        <translation>Драфт с известным выбором</translation>
    </message>
    <message>
        <source>Each player chooses 2 of his own</source>
        <translation>Каждый игрок выбирает 2 из своих</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Фора</translation>
    </message>
    <message>
        <source>Handicap: chosen cards for one player</source>
        <translation>Фора: выбранные карты для одного игрока</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Герои</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Продолжительность</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Игрок 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Игрок 2</translation>
    </message>
    <message>
        <source>Special cards</source>
        <translation>Специальные карты</translation>
    </message>
    <message>
        <source>The Fellowship announces a number; each picks the opponent&apos;s</source>
        <translation>Братство объявляет число; каждый выбирает карты соперника</translation>
    </message>
    <message>
        <source>The Fellowship is played by</source>
        <translation>За Братство играет</translation>
    </message>
</context>
<context>
    <name>ConfrontationPanel</name>
    <message>
        <source>Game log</source>
        <translation>Журнал партии</translation>
    </message>
</context>
<context>
    <name>CoopOptionsForm</name>
    <message>
        <source>Competition: runes are hidden and counted per player</source>
        <translation>Состязание: руны хранятся в закрытую, счёт у каждого свой</translation>
    </message>
    <message>
        <source>Dealt one by one from the Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Раздаются по одной, начиная с Кольценосца</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Сложность</translation>
    </message>
    <message>
        <source>Equality in the Fellowship: turns simply go on clockwise</source>
        <translation>Равенство в Братстве: ход просто передаётся по часовой стрелке</translation>
    </message>
    <message>
        <source>Expert: Sauron starts on {n}</source>
        <translation>Экспертный: Саурон на {n}-м делении</translation>
    </message>
    <message>
        <source>Handed out by the Ring-bearer, card by card</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец раздаёт их по одной на свой выбор</translation>
    </message>
    <message>
        <source>Hobbits</source>
        <translation>Хоббиты</translation>
    </message>
    <message>
        <source>Introductory: Sauron starts on {n}</source>
        <translation>Ознакомительный: Саурон на {n}-м делении</translation>
    </message>
    <message>
        <source>Legendary cards at Rivendell and Lothlórien</source>
        <translation>Легендарные карты Ривенделла и Лориена</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Relay: if the Ring-bearer dies other than by meeting Sauron, the next hobbit takes the Ring</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Эстафета: если Кольценосец гибнет не от Саурона, Кольцо берёт следующий хоббит</translation>
    </message>
    <message>
        <source>Standard: Sauron starts on {n}</source>
        <translation>Стандартный: Саурон на {n}-м делении</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Варианты игры</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Pass the screen to the {seat} player. Everyone else, please look away.</source>
        <translation>Передайте экран игроку — {seat}. Остальных просим отвернуться.</translation>
    </message>
    <message>
        <source>Show my table</source>
        <translation>Показать мой стол</translation>
    </message>
    <message>
        <source>This is how it went, for everyone who took part to see. When you have seen it, press Continue: the screen then passes to {seat}.</source>
        <translation>Вот чем это кончилось — смотрят все, кто участвовал. Посмотрите и нажмите «Продолжить»: затем экран перейдёт к следующему игроку — {seat}.</translation>
    </message>
    <message>
        <source>This is how it went. When you have seen it, press Continue: the screen then passes to {seat}.</source>
        <translation>Вот чем это кончилось. Посмотрите и нажмите «Продолжить»: затем экран перейдёт к следующему игроку — {seat}.</translation>
    </message>
    <message>
        <source>{seat} to play</source>
        <translation>Ходит: {seat}</translation>
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
        <translation>Выберите порядок срабатывания ваших способностей.</translation>
    </message>
    <message>
        <source>Chosen: click it again, or press its button, to do it; Cancel lets it go.</source>
        <translation>Выбрано: щёлкните ещё раз или нажмите кнопку, чтобы сделать это; «Отмена» снимает выбор.</translation>
    </message>
    <message>
        <source>Chosen: {n} (from {low} to {high})</source>
        <translation>Выбрано: {n} (от {low} до {high})</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <source>Down (Ctrl+Down)</source>
        <translation>Ниже (Ctrl+Вниз)</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation>Нет (N)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Press again to confirm</source>
        <translation>Нажмите ещё раз, чтобы подтвердить</translation>
    </message>
    <message>
        <source>Up (Ctrl+Up)</source>
        <translation>Выше (Ctrl+Вверх)</translation>
    </message>
    <message>
        <source>Use {ability}?</source>
        <translation>Применить {ability}?</translation>
    </message>
    <message>
        <source>Waiting for {seats}.</source>
        <translation>Ждём: {seats}.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>Yes (Y)</source>
        <translation>Да (Y)</translation>
    </message>
    <message>
        <source>Your partner proposes: {proposal}. Do you agree?</source>
        <translation>Ваш союзник предлагает: {proposal}. Вы согласны?</translation>
    </message>
    <message>
        <source>{answer} — press again to confirm</source>
        <translation>{answer} — нажмите ещё раз, чтобы подтвердить</translation>
    </message>
    <message>
        <source>{answer} — {warning} Press again to confirm.</source>
        <translation>{answer} — {warning} Нажмите ещё раз, чтобы подтвердить.</translation>
    </message>
</context>
<context>
    <name>DecisionArea</name>
    <message>
        <source>A Fellowship hero goes through the Moria tunnel under Caradhras. Reveal the Balrog?</source>
        <translation>Герой Братства идёт туннелем Мории под Карадрасом. Раскрыть Балрога?</translation>
    </message>
    <message>
        <source>Announce how many special cards each player gets (0 to 4).</source>
        <translation>Объявите, сколько Специальных карт получит каждый игрок (от 0 до 4).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Choose the special cards your opponent may use.</source>
        <translation>Выберите Специальные карты, которые сможет использовать соперник.</translation>
    </message>
    <message>
        <source>Choose your combat card: click a card in your hand. Your opponent will not see it until both cards are chosen.</source>
        <translation>Выберите Боевую карту: щёлкните карту в руке. Соперник не увидит её, пока не выбраны обе карты.</translation>
    </message>
    <message>
        <source>Choose your special cards.</source>
        <translation>Выберите свои Специальные карты.</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>Выберите.</translation>
    </message>
    <message>
        <source>Magic: choose a card from your discard to play instead.</source>
        <translation>«Магия»: выберите карту из сброса, чтобы сыграть её взамен.</translation>
    </message>
    <message>
        <source>Place your heroes: four in {home}, one in each region in front of it. Drag a tile to a lit region, or click the tile and then the region.</source>
        <translation>Расставьте героев: четырёх в область {home} и по одному в каждую область перед ней. Перетащите плитку на подсвеченную область или щёлкните плитку, а затем область.</translation>
    </message>
    <message>
        <source>Reveal Gandalf to add 1 to your hero&apos;s strength?</source>
        <translation>Раскрыть Гэндальфа, чтобы добавить 1 к силе вашего героя?</translation>
    </message>
    <message>
        <source>Saruman: make the Fellowship show another card?</source>
        <translation>Саруман: заставить Братство открыть другую карту?</translation>
    </message>
    <message>
        <source>Several heroes defend this region: choose whom to fight.</source>
        <translation>Эту область обороняют несколько героев: выберите, с кем сражаться.</translation>
    </message>
    <message>
        <source>The Mouth of Sauron: swap your card for the 4?</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»); Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Уста Саурона: заменить вашу карту на «4»?</translation>
    </message>
    <message>
        <source>The battle begins. Play Gwaihir the Wind to carry your hero away?</source>
        <translation>Битва начинается. Сыграть «Гваихир Повелитель Ветров», чтобы унести своего героя?</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>This move can be made in more than one way. Which one?</source>
        <translation>Этот ход можно сделать несколькими способами. Каким?</translation>
    </message>
    <message>
        <source>Tile {n} of 9: which face of this tile do you field?</source>
        <translation>Плитка {n} из 9: какую сторону этой плитки вы выставляете?</translation>
    </message>
    <message>
        <source>Waiting for {side}.</source>
        <translation>Ожидание: {side}.</translation>
    </message>
    <message>
        <source>Wormtongue is defeated: escape backwards into an empty region?</source>
        <translation>Гнилоуст побеждён: отступить назад на пустую область?</translation>
    </message>
    <message>
        <source>Your hero retreats: choose where to.</source>
        <translation>Ваш герой отступает: выберите куда.</translation>
    </message>
    <message>
        <source>Your hero&apos;s text gives you a choice.</source>
        <translation>Текст вашего героя даёт вам выбор.</translation>
    </message>
    <message>
        <source>Your move is made. Play Palantir, or end the turn.</source>
        <translation>Ход сделан. Сыграйте «Палантир» или закончите ход.</translation>
    </message>
    <message>
        <source>Your turn: move one hero forward. Drag a tile to a region, or click the tile and then the region. Keys: arrows, Enter, then a number.</source>
        <translation>Ваш ход: переместите одного героя вперёд. Перетащите плитку на область или щёлкните плитку, а затем область. Клавиши: стрелки, Enter, затем номер.</translation>
    </message>
    <message>
        <source>Your turn: you must move {hero}. Drag it to a lit region, or click it and then the region.</source>
        <translation>Ваш ход: {hero:должен|f:должна|n:должно|pl:должны} ходить {hero}. Перетащите плитку на подсвеченную область или щёлкните её, а затем область.</translation>
    </message>
    <message>
        <source>“{answer}” is no longer offered: it has been used already.</source>
        <translation>«{answer}» больше не предлагается: это уже сделано.</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>A deck list named {file} is saved already. Replace it?</source>
        <translation>Список колоды {file} уже сохранён. Заменить его?</translation>
    </message>
    <message>
        <source>Add a copy</source>
        <translation>Добавить карту</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>Союзник</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Любая</translation>
    </message>
    <message>
        <source>Aragorn starter deck</source>
        <translation>Стартовая колода Арагорна</translation>
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
        <translation>Тип карты</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Обычная (C)</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Спутник</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Обстоятельство</translation>
    </message>
    <message>
        <source>Culture</source>
        <translation>Культура</translation>
    </message>
    <message>
        <source>Damage +1</source>
        <translation>Повреждение +1</translation>
    </message>
    <message>
        <source>Deck builder: The Lord of the Rings Trading Card Game</source>
        <translation>Составление колоды: ККИ «Властелин Колец»</translation>
    </message>
    <message>
        <source>Deck lists (*.txt)</source>
        <translation>Списки колод (*.txt)</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Название колоды</translation>
    </message>
    <message>
        <source>Draw deck: {n} cards — {fp} Free Peoples, {shadow} Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Игральная колода, карт: {n} — Свободных народов: {fp}, Тьмы: {shadow}</translation>
    </message>
    <message>
        <source>Dwarven</source>
        <translation>Гномы</translation>
    </message>
    <message>
        <source>Elven</source>
        <translation>Эльфы</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Fierce</source>
        <translation>Свирепый</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Лес</translation>
    </message>
    <message>
        <source>Free Peoples</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Свободные народы</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Гэндальф</translation>
    </message>
    <message>
        <source>Gandalf starter deck</source>
        <translation>Стартовая колода Гэндальфа</translation>
    </message>
    <message>
        <source>Gondor</source>
        <translation>Гондор</translation>
    </message>
    <message>
        <source>Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Изенгард</translation>
    </message>
    <message>
        <source>Keyword</source>
        <translation>Ключевое слово</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Болото</translation>
    </message>
    <message>
        <source>Minion</source>
        <translation>Враг</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Мория</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Новая колода</translation>
    </message>
    <message>
        <source>No One Ring yet: add The One Ring (R2.6).</source>
        <translation>Ещё нет Кольца Всевластия: добавьте его (R2.6).</translation>
    </message>
    <message>
        <source>No Ring-bearer yet: add a Frodo (R2.6).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ещё нет Кольценосца: добавьте Фродо (R2.6).</translation>
    </message>
    <message>
        <source>None: the deck is legal.</source>
        <translation>Никаких: колода составлена по правилам.</translation>
    </message>
    <message>
        <source>Not saved: give the deck a name first.</source>
        <translation>Не сохранено: сначала дайте колоде название.</translation>
    </message>
    <message>
        <source>Not saved: the deck breaks the rules named above.</source>
        <translation>Не сохранено: колода нарушает названные выше правила.</translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>Не сохранено: {why}</translation>
    </message>
    <message>
        <source>Open a deck list</source>
        <translation>Открыть список колоды</translation>
    </message>
    <message>
        <source>Open a list…</source>
        <translation>Открыть список…</translation>
    </message>
    <message>
        <source>Pipeweed</source>
        <translation>Трубочное зелье</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Равнина</translation>
    </message>
    <message>
        <source>Possession</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <source>Promotional</source>
        <translation>Специальная (P)</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Следопыт</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Редкая (R)</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Редкость</translation>
    </message>
    <message>
        <source>Remove a copy</source>
        <translation>Убрать карту</translation>
    </message>
    <message>
        <source>Replace the list?</source>
        <translation>Заменить список?</translation>
    </message>
    <message>
        <source>Resistance {n}</source>
        <translation>Стойкость {n}</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец</translation>
    </message>
    <message>
        <source>Ring-bearer: {card}</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец: {card}</translation>
    </message>
    <message>
        <source>Ringwraith</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>Назгулы</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Река</translation>
    </message>
    <message>
        <source>Rules the deck breaks</source>
        <translation>Нарушенные правила</translation>
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
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Saved as {file}; the lobby offers it.</source>
        <translation>Сохранено как {file}; колоду можно выбрать перед игрой.</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма</translation>
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
        <translation>Местность</translation>
    </message>
    <message>
        <source>Site {n}</source>
        <translation>Местность {n}</translation>
    </message>
    <message>
        <source>Sites: {n} of 9 — {marks}</source>
        <translation>Местностей: {n} из 9 — {marks}</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Заклинание</translation>
    </message>
    <message>
        <source>Start from a starter deck…</source>
        <translation>Начать со стартовой колоды…</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Скрытность</translation>
    </message>
    <message>
        <source>Strength {n}</source>
        <translation>Сила {n}</translation>
    </message>
    <message>
        <source>Tale</source>
        <translation>Сказание</translation>
    </message>
    <message>
        <source>The One Ring</source>
        <translation>Кольцо Всевластия</translation>
    </message>
    <message>
        <source>The One Ring: {card}</source>
        <translation>Кольцо Всевластия: {card}</translation>
    </message>
    <message>
        <source>Title or game text</source>
        <translation>Название или текст карты</translation>
    </message>
    <message>
        <source>Tracker</source>
        <translation>Ищейка</translation>
    </message>
    <message>
        <source>Twilight cost</source>
        <translation>Сумеречная стоимость</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Необычная (U)</translation>
    </message>
    <message>
        <source>Underground</source>
        <translation>Подземелье</translation>
    </message>
    <message>
        <source>Vitality {n}</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>Здоровье {n}</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <source>{n} of {all} cards shown</source>
        <translation>Показано карт: {n} из {all}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>A game is in play</source>
        <translation>Идёт партия</translation>
    </message>
    <message>
        <source>A game of {game} is in play.</source>
        <translation>Идёт партия: {game}.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Вернуться к партии</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>It stays among the unfinished games in the lobby, to be continued.</source>
        <translation>Она останется среди неоконченных партий в главном меню, её можно будет продолжить.</translation>
    </message>
    <message>
        <source>LOTR Table did not close properly last time. An unfinished game of {game} was saved.</source>
        <translation>В прошлый раз LOTR Table закрылась некорректно. Незаконченная партия ({game}) сохранена.</translation>
    </message>
    <message>
        <source>LOTR Table saves (*{suffix})</source>
        <translation>Сохранения LOTR Table (*{suffix})</translation>
    </message>
    <message>
        <source>One unfinished game of each kind is kept: the new game takes its place, and the game in play is lost unless you have saved it.</source>
        <translation>Хранится одна неоконченная партия каждой игры: новая займёт её место, и текущая партия пропадёт, если вы её не сохранили.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Открыть сохранённую партию</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Resume it, or discard it?</source>
        <translation>Продолжить её или удалить?</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Начать новую партию</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Незаконченная партия</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>2 players · about 30 minutes a game · a match is two games</source>
        <translation>2 игрока · около 30 минут на партию · матч — две партии</translation>
    </message>
    <message>
        <source>2 to 4 players, each with a deck · about 45 minutes a game for two</source>
        <translation>2–4 игрока, у каждого своя колода · около 45 минут на партию вдвоём</translation>
    </message>
    <message>
        <source>2 to 4 players, the Free Peoples against the Shadow · about 3 hours</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>От 2 до 4 игроков, Свободные народы против Тьмы · около 3 часов</translation>
    </message>
    <message>
        <source>2 to 4 players, the Free Peoples against the Shadow · about 60 minutes</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>2–4 игрока, Свободные народы против Тьмы · около 60 минут</translation>
    </message>
    <message>
        <source>2 to 5 players, together · about 90 minutes</source>
        <translation>от 2 до 5 игроков, все вместе · около 90 минут</translation>
    </message>
    <message>
        <source>Reiner Knizia&apos;s cooperative Lord of the Rings. Each player is a hobbit, and together you carry the Ring from Bag End to the Crack of Doom, through the adventures of Moria, Helm&apos;s Deep, Shelob&apos;s Lair and Mordor. Play cards to advance along the tracks, share out the burdens, and keep every hobbit away from Sauron on the corruption track. You win or lose as one.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Кооперативный «Властелин Колец» Райнера Книции. Каждый игрок — хоббит, и вместе вы несёте Кольцо из Бэг-Энда к Роковой расщелине через приключения в Мории, Хельмовой Пади, логове Шелоб и Мордоре. Играйте карты, чтобы продвигаться по трекам, делите тяготы и держите каждого хоббита подальше от Саурона на треке искушения. Побеждаете или проигрываете вы все вместе.</translation>
    </message>
    <message>
        <source>Reiner Knizia&apos;s duel of bluff and nerve. One player leads the Fellowship and tries to bring Frodo into Mordor; the other leads Sauron&apos;s servants and hunts him. Each side&apos;s nine heroes stand face down, so you never know whom you are attacking until the battle: there both choose a combat card in secret, and the stronger survives.</source>
        <translation>Дуэль блефа и выдержки Райнера Книции. Один игрок ведёт Братство и пытается довести Фродо до Мордора; другой ведёт слуг Саурона и охотится на него. Девять героев каждой стороны стоят лицом к хозяину, так что вы не знаете, на кого нападаете, пока не начнётся битва: там оба втайне выбирают боевую карту, и выживает сильнейший.</translation>
    </message>
    <message>
        <source>The Lord of the Rings (cooperative)</source>
        <translation>Властелин Колец (кооперативная)</translation>
    </message>
    <message>
        <source>The Lord of the Rings Trading Card Game</source>
        <translation>Властелин Колец: коллекционная карточная игра</translation>
    </message>
    <message>
        <source>The Lord of the Rings: The Confrontation</source>
        <translation>Властелин Колец: Противостояние</translation>
    </message>
    <message>
        <source>The card game of the War of the Ring. Each player leads a deck of faction cards: heroes, armies, items and events. Round after round a path of the Ring-bearer&apos;s journey and the battlegrounds are fought over; play your cards there or keep them in reserve, and win the locations&apos; victory points. After the last path the side with more points wins.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Карточная игра по «Войне Кольца». Каждый игрок ведёт колоду карт фракций: героев, армий, предметов и событий. Раунд за раундом идёт борьба за путь похода Кольценосца и за поля битв; разыгрывайте туда карты или держите их в резерве и забирайте победные очки местностей. После последнего пути побеждает сторона, у которой больше очков.</translation>
    </message>
    <message>
        <source>The strategy game of the War of the Ring on the map of Middle-earth. The Free Peoples try to carry the Ring to Mount Doom while their armies hold out; the Shadow hunts the Fellowship and marches on their cities and strongholds. Each turn both sides roll action dice and use them one by one to move armies and characters, muster, play event cards and fight battles.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Стратегическая игра о Войне Кольца на карте Средиземья. Свободные народы пытаются донести Кольцо до Роковой горы, пока их войска держатся; Тьма охотится за Братством и идёт войной на их города и крепости. Каждый ход обе стороны бросают кубики действий и используют их по одному: двигают войска и персонажей, проводят мобилизацию, разыгрывают карты событий и сражаются.</translation>
    </message>
    <message>
        <source>The trading card game of the Fellowship of the Ring. Each player brings one deck of Free Peoples cards and Shadow cards. On your turn your fellowship moves along the adventure path while the others play minions against it with the twilight your moves add; companions skirmish the minions, take wounds and carry burdens. The first fellowship to reach the last site alive and uncorrupted wins. Play one of the two starter decks, a deck of your own, or a random one.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Коллекционная карточная игра по «Братству Кольца». У каждого игрока одна колода из карт Свободных народов и карт Тьмы. В свой ход вы ведёте Братство по пути приключений, а остальные играют против него врагов на жетоны тьмы, которые добавляет ваше перемещение; спутники сражаются с врагами, получают ранения и несут бремя. Побеждает Братство, первым дошедшее до последней местности живым и не переманенным. Играйте одной из двух стартовых колод, своей колодой или случайной.</translation>
    </message>
    <message>
        <source>War of the Ring</source>
        <translation>Война Кольца</translation>
    </message>
    <message>
        <source>War of the Ring: The Card Game</source>
        <translation>Война Кольца: карточная игра</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>Choose a lit region by its number, or press Escape.</source>
        <translation>Выберите подсвеченную область по её номеру или нажмите Escape.</translation>
    </message>
    <message>
        <source>Drop the tile on a region of the board.</source>
        <translation>Перетащите плитку на область поля.</translation>
    </message>
    <message>
        <source>Play this card? Once played it cannot be taken back: click it again or press the button.</source>
        <translation>Сыграть эту карту? Сыгранную карту нельзя забрать назад: щёлкните по ней ещё раз или нажмите кнопку.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Arrows</source>
        <translation>Стрелки</translation>
    </message>
    <message>
        <source>Choose a lit target by its number</source>
        <translation>Выбрать подсвеченную цель по её номеру</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Drag the empty table</source>
        <translation>Тащить пустое место стола</translation>
    </message>
    <message>
        <source>Fit the board to the window</source>
        <translation>Вписать поле в окно</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Во весь экран</translation>
    </message>
    <message>
        <source>In a review: one action back or on</source>
        <translation>При просмотре: на действие назад или вперёд</translation>
    </message>
    <message>
        <source>In a review: to the start or the end</source>
        <translation>При просмотре: в начало или в конец</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Move the board about</source>
        <translation>Сдвинуть поле</translation>
    </message>
    <message>
        <source>New game (the lobby)</source>
        <translation>Новая партия (главное меню)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Открыть сохранённую партию</translation>
    </message>
    <message>
        <source>Pick a piece or card to act with</source>
        <translation>Выбрать фишку или карту для хода</translation>
    </message>
    <message>
        <source>Put the piece down again</source>
        <translation>Положить фишку обратно</translation>
    </message>
    <message>
        <source>Quit (the game is kept)</source>
        <translation>Выйти (партия сохранится)</translation>
    </message>
    <message>
        <source>Rest the pointer on a piece</source>
        <translation>Задержать указатель на фишке</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Правила: {game}</translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation>Сохранить / сохранить как</translation>
    </message>
    <message>
        <source>See it large, with its whole text</source>
        <translation>Увидеть её крупно, со всем текстом</translation>
    </message>
    <message>
        <source>Show the picked piece or card large</source>
        <translation>Показать выбранную фишку или карту крупно</translation>
    </message>
    <message>
        <source>Skip the computer&apos;s moves to where a person acts</source>
        <translation>Пропустить ходы компьютера до хода человека</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <source>Take back your last action (not past something revealed)</source>
        <translation>Отменить ваше последнее действие (но не то, что открыло скрытое)</translation>
    </message>
    <message>
        <source>Take the picked piece, or play the picked card</source>
        <translation>Взять выбранную фишку или сыграть выбранную карту</translation>
    </message>
    <message>
        <source>Zoom in and out, about the pointer</source>
        <translation>Приблизить и отдалить вокруг указателя</translation>
    </message>
    <message>
        <source>mouse wheel</source>
        <translation>колесо мыши</translation>
    </message>
</context>
<context>
    <name>HeroTile</name>
    <message>
        <source>alternative version</source>
        <translation>альтернативная версия</translation>
    </message>
    <message>
        <source>classic version</source>
        <translation>классическая версия</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>No hint could be found for this position.</source>
        <translation>Для этой позиции подсказки не нашлось.</translation>
    </message>
    <message>
        <source>The computer weighs your options from what your seat knows, and shows the best on the table. You still make the move.</source>
        <translation>Компьютер взвешивает ваши варианты по тому, что знает ваше место, и показывает лучшие на столе. Ход всё равно делаете вы.</translation>
    </message>
    <message>
        <source>What I would do as {seat}</source>
        <translation>Что сделал бы компьютер ({seat})</translation>
    </message>
    <message>
        <source>What would you do? (H)</source>
        <translation>Как бы вы сходили? (H)</translation>
    </message>
    <message>
        <source>Why: as likely as {other}, and the search tried it most.</source>
        <translation>Почему: шансы как у хода «{other}», но этот ход поиск проверял чаще всего.</translation>
    </message>
    <message>
        <source>Why: no simulated game was won from here; this option did best by the game&apos;s score.</source>
        <translation>Почему: ни одна смоделированная партия отсюда не выиграна; по очкам игры этот ход оказался лучше всех.</translation>
    </message>
    <message>
        <source>Why: {percent} against {other_percent} for {other}.</source>
        <translation>Почему: {percent} против {other_percent} у хода «{other}».</translation>
    </message>
    <message>
        <source>to win</source>
        <translation>на победу</translation>
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
        <translation>&lt;b&gt;Прежде чем сделать:&lt;/b&gt; сброс, удаление карты, отказ от неё и пас нельзя вернуть, когда ходит следующий игрок, поэтому каждое из них переспрашивает один раз. В меню «Справка» — правила и все клавиши.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Look closer:&lt;/b&gt; rest the pointer on a piece or card to see it large, with its whole text.</source>
        <translation>&lt;b&gt;Рассмотреть:&lt;/b&gt; задержите указатель на фишке или карте, чтобы увидеть её крупно, со всем текстом.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move:&lt;/b&gt; drag a piece or card onto a lit place, or click it and then the place. The lit places are numbered: with a piece picked, press the number.</source>
        <translation>&lt;b&gt;Ход:&lt;/b&gt; перетащите фишку или карту на подсвеченное место или щёлкните её, а затем место. Подсвеченные места пронумерованы: выбрав фишку, нажмите номер.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play a card:&lt;/b&gt; click a lit card to choose it; what it can do is listed on the right. Click it again, or press its button, to do it. You may also drag it onto a lit location or your reserve.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>&lt;b&gt;Сыграть карту:&lt;/b&gt; щёлкните подсвеченную карту, чтобы выбрать её; справа перечислено, что с ней можно сделать. Щёлкните её ещё раз или нажмите кнопку, чтобы это сделать. Карту можно и перетащить на подсвеченную локацию или в свой резерв.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play a card:&lt;/b&gt; drag it from your hand onto a lit place (your row, or the companion who will bear it), or click it; every answer is also a button on the right, Pass among them. Assign a minion by dragging it onto a companion.</source>
        <translation>&lt;b&gt;Сыграть карту:&lt;/b&gt; перетащите её из руки на подсвеченное место (в свой ряд или на спутника, который будет её носить) или щёлкните её; каждый ответ — ещё и кнопка справа, среди них «Пас». Чтобы сблизить врага со спутником, перетащите врага на спутника.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read a card:&lt;/b&gt; rest the pointer on a card, or reach it with the arrow keys and press Space, to read it whole, its game text included.</source>
        <translation>&lt;b&gt;Прочитать карту:&lt;/b&gt; задержите указатель на карте или выделите её стрелками и нажмите пробел — карта покажется целиком, с игровым текстом.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read a card:&lt;/b&gt; rest the pointer on a card, or reach it with the arrow keys and press Space, to read it whole: its icons, its paths and its text.</source>
        <translation>&lt;b&gt;Прочитать карту:&lt;/b&gt; задержите указатель на карте или выделите её стрелками и нажмите пробел — карта покажется целиком: её значки, пути и текст.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Take back:&lt;/b&gt; Ctrl+Z takes back your last move, until something hidden has been revealed. The Help menu has the rules and every key.</source>
        <translation>&lt;b&gt;Отмена:&lt;/b&gt; Ctrl+Z отменяет ваш последний ход, пока не открылось ничего скрытого. В меню «Справка» — правила и все клавиши.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zoom:&lt;/b&gt; turn the mouse wheel, or press + and −; Ctrl+0 fits the board to the window. Drag the empty table to move it about.</source>
        <translation>&lt;b&gt;Масштаб:&lt;/b&gt; крутите колесо мыши или нажимайте + и −; Ctrl+0 вписывает поле в окно. Тащите пустое место стола, чтобы сдвинуть его.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Zoom:&lt;/b&gt; turn the mouse wheel, or press + and −; Ctrl+0 fits the table to the window. Drag the empty table to move it about.</source>
        <translation>&lt;b&gt;Масштаб:&lt;/b&gt; крутите колесо мыши или нажимайте + и −; Ctrl+0 вписывает стол в окно. Тащите пустое место стола, чтобы сдвинуть его.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Понятно</translation>
    </message>
    <message>
        <source>How to play at this table</source>
        <translation>Как играть за этим столом</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>Back to the game</source>
        <translation>Вернуться к партии</translation>
    </message>
    <message>
        <source>Computer — easy</source>
        <translation>Компьютер — лёгкий</translation>
    </message>
    <message>
        <source>Computer — hard</source>
        <translation>Компьютер — сложный</translation>
    </message>
    <message>
        <source>Computer — normal</source>
        <translation>Компьютер — средний</translation>
    </message>
    <message>
        <source>Continue: {game}</source>
        <translation>Продолжить: {game}</translation>
    </message>
    <message>
        <source>Hints allowed: the computer says what it would do, when asked</source>
        <translation>Подсказки разрешены: компьютер по просьбе скажет, как бы он сходил</translation>
    </message>
    <message>
        <source>LOTR Table</source>
        <translation>LOTR Table</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Open table: one person plays every seat, no curtain (for learning)</source>
        <translation>Открытый стол: один человек играет за всех, без занавеса (для обучения)</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Person at this screen</source>
        <translation>Человек за этим экраном</translation>
    </message>
    <message>
        <source>Person {number}, holding all their seats</source>
        <translation>Человек {number} за этим экраном (все его места)</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Игрок {number}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Недавние партии</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Сохранённые партии</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>The saved game and the result say that hints were allowed, and how many each player used.</source>
        <translation>В сохранении и в итогах партии будет отмечено, что подсказки были разрешены и сколько взял каждый игрок.</translation>
    </message>
    <message>
        <source>These options cannot be played</source>
        <translation>С такими параметрами играть нельзя</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Неоконченные партии</translation>
    </message>
    <message>
        <source>cannot be read now</source>
        <translation>сейчас не читается</translation>
    </message>
</context>
<context>
    <name>LotrCoopPanel</name>
    <message>
        <source>(used)</source>
        <translation>(использована)</translation>
    </message>
    <message>
        <source>A Ring life token</source>
        <translation>Жетон Кольца</translation>
    </message>
    <message>
        <source>A gold rune, drawn blind</source>
        <translation>Золотая руна, вслепую</translation>
    </message>
    <message>
        <source>A heart life token</source>
        <translation>Жетон сердца</translation>
    </message>
    <message>
        <source>A sanctuary: its actions are done from left to right, the Ring-bearer acting for the Fellowship.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>«Спокойный приют»: действия выполняются слева направо, за Братство действует Кольценосец.</translation>
    </message>
    <message>
        <source>A silver rune for the active player</source>
        <translation>Серебряная руна активному игроку</translation>
    </message>
    <message>
        <source>A sun life token</source>
        <translation>Жетон солнца</translation>
    </message>
    <message>
        <source>Asked:</source>
        <translation>Требуется:</translation>
    </message>
    <message>
        <source>At any time:</source>
        <translation>В любой момент:</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Пройден</translation>
    </message>
    <message>
        <source>Corruption</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Искушение</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Выполнено</translation>
    </message>
    <message>
        <source>End of the first part</source>
        <translation>Конец первой части</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>События</translation>
    </message>
    <message>
        <source>Fallen</source>
        <translation>Погиб</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал партии</translation>
    </message>
    <message>
        <source>Gandalf (5 runes)</source>
        <translation>Гэндальф (5 рун)</translation>
    </message>
    <message>
        <source>Gold runes left: {n}</source>
        <translation>Золотых рун осталось: {n}</translation>
    </message>
    <message>
        <source>It is not your turn to play a card.</source>
        <translation>Сейчас не ваш ход: играть карты нельзя.</translation>
    </message>
    <message>
        <source>Journey deck: {n} cards</source>
        <translation>Колода путешествия: {n}</translation>
    </message>
    <message>
        <source>Journey discard: {card}</source>
        <translation>Сброс карт: {card}</translation>
    </message>
    <message>
        <source>Legendary cards of {location}</source>
        <translation>Легендарные карты: {location}</translation>
    </message>
    <message>
        <source>Next story tiles (only you see them)</source>
        <translation>Следующие жетоны истории (видите только вы)</translation>
    </message>
    <message>
        <source>No card in your hand can be played now: end your turn.</source>
        <translation>Ни одну карту из руки сейчас сыграть нельзя: завершите ход.</translation>
    </message>
    <message>
        <source>No tile is shown</source>
        <translation>Жетон не раскрыт</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Or:</source>
        <translation>Или:</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Оплата</translation>
    </message>
    <message>
        <source>Play a card (or drag it onto a track):</source>
        <translation>Сыграйте карту или перетащите на трек:</translation>
    </message>
    <message>
        <source>Played this turn</source>
        <translation>Сыграно в этот ход</translation>
    </message>
    <message>
        <source>Progress marker</source>
        <translation>Маркер прохождения</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец</translation>
    </message>
    <message>
        <source>Ring-bearer (Ring used)</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец (Кольцо надето)</translation>
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
        <translation>Отложено вами</translation>
    </message>
    <message>
        <source>Shown face up</source>
        <translation>Раскрыто</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>Still needed:</source>
        <translation>Ещё нужно:</translation>
    </message>
    <message>
        <source>Still to come</source>
        <translation>Впереди</translation>
    </message>
    <message>
        <source>Story tile</source>
        <translation>Жетон истории</translation>
    </message>
    <message>
        <source>Story tiles left: {n}</source>
        <translation>Жетонов истории осталось: {n}</translation>
    </message>
    <message>
        <source>The Ring is laid here for the last attempt: roll the die; survive it and the Ring is destroyed</source>
        <translation>Сюда кладут Кольцо для последней попытки: бросьте кубик; выживете — Кольцо уничтожено</translation>
    </message>
    <message>
        <source>The active player rolls the threat die</source>
        <translation>Активный игрок бросает кубик угрозы</translation>
    </message>
    <message>
        <source>The active player takes {card}</source>
        <translation>Активный игрок берёт «{card}»</translation>
    </message>
    <message>
        <source>The active player&apos;s hobbit may move 1 space left</source>
        <translation>Хоббит активного игрока может сдвинуться на 1 влево</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Карты на руках скрыты</translation>
    </message>
    <message>
        <source>The journey</source>
        <translation>Путешествие</translation>
    </message>
    <message>
        <source>The progress marker</source>
        <translation>Маркер прохождения</translation>
    </message>
    <message>
        <source>The threat die has not been rolled yet</source>
        <translation>Кубик угрозы ещё не бросали</translation>
    </message>
    <message>
        <source>This card can be used in more than one way. Which one?</source>
        <translation>Эту карту можно применить несколькими способами. Каким?</translation>
    </message>
    <message>
        <source>Tile discard: {tile}</source>
        <translation>Сброс жетонов: {tile}</translation>
    </message>
    <message>
        <source>Turn of {hobbit}</source>
        <translation>Ходит {hobbit}</translation>
    </message>
    <message>
        <source>Variants: {names}</source>
        <translation>Варианты: {names}</translation>
    </message>
    <message>
        <source>Waiting for {hobbit}.</source>
        <translation>Ожидание: {hobbit}.</translation>
    </message>
    <message>
        <source>You hold no card or token that pays for this, so you can only decline.</source>
        <translation>У вас нет ни карты, ни жетона, которыми можно заплатить, поэтому остаётся только отказаться.</translation>
    </message>
    <message>
        <source>You hold nothing more that pays for this.</source>
        <translation>Больше вам нечем за это заплатить.</translation>
    </message>
    <message>
        <source>Your hand, {hobbit}: {n} cards</source>
        <translation>Ваши карты, {hobbit}: {n}</translation>
    </message>
    <message>
        <source>a {token} life token</source>
        <translation>жетон жизни «{token}»</translation>
    </message>
    <message>
        <source>active</source>
        <translation>активный</translation>
    </message>
    <message>
        <source>competition</source>
        <translation>состязание</translation>
    </message>
    <message>
        <source>equality in the Fellowship</source>
        <translation>равенство в Братстве</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>нет карт</translation>
    </message>
    <message>
        <source>none on the table</source>
        <translation>на столе нет</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>relay</source>
        <translation>эстафета</translation>
    </message>
    <message>
        <source>runes worth {value}</source>
        <translation>руны на {value}</translation>
    </message>
    <message>
        <source>to come through the adventure at hand</source>
        <translation>на прохождение ближайшего приключения</translation>
    </message>
    <message>
        <source>to finish the journey</source>
        <translation type="vanished">на завершение похода</translation>
    </message>
    <message>
        <source>to {hobbit}</source>
        <translation>получает {hobbit}</translation>
    </message>
    <message>
        <source>{card} cannot be given now.</source>
        <translation>«{card}» сейчас нельзя отдать.</translation>
    </message>
    <message>
        <source>{card} cannot be used now.</source>
        <translation>«{card}» сейчас применить нельзя.</translation>
    </message>
    <message>
        <source>{card}: click a lit track to play it there.</source>
        <translation>«{card}»: щёлкните подсвеченный трек, чтобы сыграть карту туда.</translation>
    </message>
    <message>
        <source>{card}: {hobbit} gives</source>
        <translation>{card}: отдаёт {hobbit}</translation>
    </message>
    <message>
        <source>{hobbit} (you)</source>
        <translation>{hobbit} (вы)</translation>
    </message>
    <message>
        <source>{hobbit} decides</source>
        <translation>Решает {hobbit}</translation>
    </message>
    <message>
        <source>{hobbit} rolled: {face}</source>
        <translation>{hobbit} выбросил: {face}</translation>
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
        <translation>{track} (главный)</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Continue saved game</source>
        <translation>&amp;Продолжить сохранённую партию</translation>
    </message>
    <message>
        <source>&amp;Deck builder (Trading Card Game)…</source>
        <translation>Составление &amp;колоды (ККИ)…</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>&amp;Вписать поле в окно</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>&amp;Skip the computer&apos;s moves</source>
        <translation>&amp;Пропустить ходы компьютера</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>От&amp;менить ход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>How to play at this &amp;table</source>
        <translation>Как играть за этим &amp;столом</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Нет недавних партий</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Н&amp;едавние партии</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>&amp;Просмотреть сохранённую партию…</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>Правила: {game}</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>The computer&apos;s &amp;pace</source>
        <translation>&amp;Темп компьютера</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <source>60 for the Ring + {runes} runes gained = {score}</source>
        <translation>60 за Кольцо + {runes} добытых рун = {score}</translation>
    </message>
    <message>
        <source>60: the Fellowship reached the Crack of Doom</source>
        <translation>60: Братство дошло до Роковой расщелины</translation>
    </message>
    <message>
        <source>Analyse: the turning points</source>
        <translation>Анализ: переломы партии</translation>
    </message>
    <message>
        <source>Back to the lobby</source>
        <translation>В главное меню</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>Партия {n}</translation>
    </message>
    <message>
        <source>Match points</source>
        <translation>Очки матча</translation>
    </message>
    <message>
        <source>Match score</source>
        <translation>Счёт матча</translation>
    </message>
    <message>
        <source>New game, same seats</source>
        <translation>Новая партия, те же места</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <source>Player {n} won the match, {high} to {low}.</source>
        <translation>Игрок {n} выиграл матч со счётом {high}:{low}.</translation>
    </message>
    <message>
        <source>Rematch, seats swapped</source>
        <translation>Реванш, игроки меняются местами</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Просмотреть партию</translation>
    </message>
    <message>
        <source>Runes left over</source>
        <translation>Оставшиеся руны</translation>
    </message>
    <message>
        <source>Sauron has won: {reason}.</source>
        <translation>Победил Саурон: {reason}.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>The Fellowship has won: {reason}.</source>
        <translation>Братство победило: {reason}.</translation>
    </message>
    <message>
        <source>The Ring destroyed</source>
        <translation>Кольцо уничтожено</translation>
    </message>
    <message>
        <source>The computer weighs every decision each person made, from what they knew then, and marks where the game turned.</source>
        <translation>Компьютер взвешивает каждое решение каждого игрока по тому, что тот знал в тот момент, и отмечает, где партия переломилась.</translation>
    </message>
    <message>
        <source>The match is drawn, {a} to {b}.</source>
        <translation>Матч сыгран вничью, {a}:{b}.</translation>
    </message>
    <message>
        <source>The same game and options; each player takes the next seat.</source>
        <translation>Та же игра и настройки; каждый игрок пересаживается на следующее место.</translation>
    </message>
    <message>
        <source>{first}: {a}, {second}: {b} (sides swapped in the second game)</source>
        <translation>{first}: {a}, {second}: {b} (во второй партии стороны менялись)</translation>
    </message>
    <message>
        <source>{names} won: {reason}.</source>
        <translation>Победа — {names}: {reason}.</translation>
    </message>
    <message>
        <source>{score}: the number the main track reached</source>
        <translation>{score}: число, до которого дошла главная дорожка</translation>
    </message>
    <message>
        <source>{side} won: {reason}. {points} points, one for each of its heroes left on the board.</source>
        <translation>Победа: {side} — {reason}. Очков: {points}, по одному за каждого своего героя на поле.</translation>
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
        <translation>Действие {at} из {total}</translation>
    </message>
    <message>
        <source>As {seat} saw it</source>
        <translation>Глазами: {seat}</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Закрыть просмотр</translation>
    </message>
    <message>
        <source>One action back (Ctrl+Left)</source>
        <translation>На действие назад (Ctrl+Влево)</translation>
    </message>
    <message>
        <source>One action on (Ctrl+Right)</source>
        <translation>На действие вперёд (Ctrl+Вправо)</translation>
    </message>
    <message>
        <source>Public view</source>
        <translation>Открытый вид (для всех)</translation>
    </message>
    <message>
        <source>To the end (Ctrl+End)</source>
        <translation>В конец (Ctrl+End)</translation>
    </message>
    <message>
        <source>To the start (Ctrl+Home)</source>
        <translation>В начало (Ctrl+Home)</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>computer</source>
        <translation>компьютер</translation>
    </message>
    <message>
        <source>computer (easy)</source>
        <translation>компьютер (лёгкий)</translation>
    </message>
    <message>
        <source>computer (hard)</source>
        <translation>компьютер (сложный)</translation>
    </message>
    <message>
        <source>computer (normal)</source>
        <translation>компьютер (средний)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>окончена</translation>
    </message>
    <message>
        <source>person</source>
        <translation>человек</translation>
    </message>
    <message>
        <source>person {n}</source>
        <translation>человек {n}</translation>
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
        <translation>сыграна</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Game over: a draw ({reason}).</source>
        <translation>Партия окончена: ничья ({reason}).</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Партия окончена: ничья.</translation>
    </message>
    <message>
        <source>Game over: {winners} won ({reason}).</source>
        <translation>Партия окончена. Победа: {winners} ({reason}).</translation>
    </message>
    <message>
        <source>Game over: {winners} won.</source>
        <translation>Партия окончена. Победа: {winners}.</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Взято подсказок</translation>
    </message>
    <message>
        <source>It is not this seat&apos;s turn.</source>
        <translation>Сейчас ход не этого игрока.</translation>
    </message>
    <message>
        <source>The computer is thinking for {seats}…</source>
        <translation>Компьютер думает ({seats})…</translation>
    </message>
    <message>
        <source>The computer player of {seat} failed and chose at random: {problem}</source>
        <translation>Компьютерный игрок ({seat}) дал сбой и сделал случайный ход: {problem}</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {reason}</source>
        <translation>Не удалось автоматически сохранить партию: {reason}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>{seat} to play.</source>
        <translation>Ходит: {seat}.</translation>
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
        <translation>Герой отсюда должен сходить</translation>
    </message>
    <message>
        <source>Fallen: {side}</source>
        <translation>Павшие герои: {side}</translation>
    </message>
    <message>
        <source>Heroes to place</source>
        <translation>Герои для расстановки</translation>
    </message>
    <message>
        <source>Special cards to choose from</source>
        <translation>Специальные карты на выбор</translation>
    </message>
    <message>
        <source>Your combat cards ({n})</source>
        <translation>Ваши Боевые карты ({n})</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <source>{hero} must move</source>
        <translation>{hero:Должен|f:Должна|n:Должно|pl:Должны} ходить: {hero}</translation>
    </message>
    <message>
        <source>{side}: discard</source>
        <translation>{side}: сброс</translation>
    </message>
    <message>
        <source>{side}: special cards</source>
        <translation>{side}: Специальные карты</translation>
    </message>
    <message>
        <source>{side}: {n} cards in hand</source>
        <translation>{side}: карт в руке — {n}</translation>
    </message>
</context>
<context>
    <name>TurnIndicator</name>
    <message>
        <source>Game {n} of 2</source>
        <translation>Партия {n} из 2</translation>
    </message>
    <message>
        <source>Match score: player 1 — {a}, player 2 — {b}</source>
        <translation>Счёт матча: игрок 1 — {a}, игрок 2 — {b}</translation>
    </message>
    <message>
        <source>Setting up: choosing the heroes</source>
        <translation>Подготовка: выбор героев</translation>
    </message>
    <message>
        <source>Setting up: choosing the special cards</source>
        <translation>Подготовка: выбор Специальных карт</translation>
    </message>
    <message>
        <source>Setting up: placing the heroes</source>
        <translation>Подготовка: расстановка героев</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Одна партия</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Turn {n}: {side} moves</source>
        <translation>Ход {n}: ходит {side}</translation>
    </message>
    <message>
        <source>You play {side}</source>
        <translation>Ваша сторона: {side}</translation>
    </message>
    <message>
        <source>battle in {region}</source>
        <translation>битва в области {region}</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Cannot undo past a reveal or a random draw.</source>
        <translation>Нельзя отменить ход дальше раскрытия или случайного выбора.</translation>
    </message>
    <message>
        <source>Cannot undo: {reason}</source>
        <translation>Нельзя отменить: {reason}</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <source>The last action was not yours.</source>
        <translation>Последнее действие было не вашим.</translation>
    </message>
    <message>
        <source>The last action was taken back.</source>
        <translation>Последнее действие отменено.</translation>
    </message>
    <message>
        <source>Your last action and the computer&apos;s moves since were taken back.</source>
        <translation>Ваше последнее действие и ходы компьютера после него отменены.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Games cannot be kept on disk</source>
        <translation>Партии нельзя сохранить на диске</translation>
    </message>
    <message>
        <source>LOTR Table</source>
        <translation>LOTR Table</translation>
    </message>
    <message>
        <source>No translation into {language} was found; the texts stay in English.</source>
        <translation>Перевод на язык «{language}» не найден; тексты останутся на английском.</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Сохранено: {file}.</translation>
    </message>
    <message>
        <source>Show the computer&apos;s moves at once, up to your turn</source>
        <translation>Показать ходы компьютера сразу, до вашего хода</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>The autosaved game cannot be resumed and was discarded:
{reason}</source>
        <translation>Автосохраненную партию нельзя продолжить, она удалена:
{reason}</translation>
    </message>
    <message>
        <source>The autosaved game cannot be resumed:
{reason}

It was not removed either ({problem}), so it is still in the data folder and will be offered again.</source>
        <translation>Автосохраненную партию нельзя продолжить:
{reason}

Удалить её тоже не удалось ({problem}): она осталась в папке данных и будет предложена снова.</translation>
    </message>
    <message>
        <source>The game cannot be resumed</source>
        <translation>Партию нельзя продолжить</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>Партия не сохранена</translation>
    </message>
    <message>
        <source>The save cannot be opened</source>
        <translation>Не удается открыть сохранение</translation>
    </message>
    <message>
        <source>There is no autosaved game.</source>
        <translation>Автосохраненной партии нет.</translation>
    </message>
    <message>
        <source>This save was made under version {saved} of the rules of {game}, newer than this program&apos;s version {now}: open it with a newer LOTR Table.</source>
        <translation>Эта партия сохранена по правилам {game} версии {saved}, более новым, чем версия {now} в этой программе: откройте её в более новой LOTR Table.</translation>
    </message>
    <message>
        <source>This save was made under version {saved} of the rules of {game}; this program plays version {now}, and the game no longer plays out the same, so it cannot be opened.</source>
        <translation>Эта партия сохранена по правилам {game} версии {saved}; эта программа играет по версии {now}, и партия теперь разыгрывается иначе, поэтому её нельзя открыть.</translation>
    </message>
    <message>
        <source>this game cannot be played at the table yet.</source>
        <translation>в эту игру пока нельзя играть за столом.</translation>
    </message>
    <message>
        <source>{file} cannot be opened:
{reason}</source>
        <translation>Не удается открыть {file}:
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

Играть можно, но партии не сохраняются автоматически, а настройки не запоминаются, пока папка не будет исправлена.</translation>
    </message>
</context>
<context>
    <name>confrontation.action</name>
    <message>
        <source> through the Moria tunnel</source>
        <translation> туннелем Мории</translation>
    </message>
    <message>
        <source>Announce {count} special cards each</source>
        <translation>Объявить число Специальных карт для каждого: {count}</translation>
    </message>
    <message>
        <source>Choose the special cards {cards}</source>
        <translation>Выбрать Специальные карты: {cards}</translation>
    </message>
    <message>
        <source>Field the {face} face of tile {tile}</source>
        <translation>Плитка {tile}: {face} версия</translation>
    </message>
    <message>
        <source>Fight without cards</source>
        <translation>Провести битву без карт</translation>
    </message>
    <message>
        <source>Fight {target}</source>
        <translation>Выбрать противника: {target}</translation>
    </message>
    <message>
        <source>Force another card</source>
        <translation>Принудить открыть другую карту</translation>
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
        <translation>{hero}: поставить в область {region}</translation>
    </message>
    <message>
        <source>Play A King Revealed on {target} in {region}</source>
        <translation>Сыграть «Явление Короля»: {target} в области {region}</translation>
    </message>
    <message>
        <source>Play Crebain of Dunland on {target} in {region}</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>Сыграть «Кребайн из Дунланда»: {target} в области {region}</translation>
    </message>
    <message>
        <source>Play Gandalf the White</source>
        <translation>Сыграть «Гэндальф Белый»</translation>
    </message>
    <message>
        <source>Play Gwaihir the Wind</source>
        <translation>Сыграть «Гваихир Повелитель Ветров»</translation>
    </message>
    <message>
        <source>Play Palantir on {region}</source>
        <translation>Сыграть «Палантир»: область {region}</translation>
    </message>
    <message>
        <source>Play Recall to Mordor on {hero}</source>
        <translation>Сыграть «Возвращение в Мордор»: {hero}</translation>
    </message>
    <message>
        <source>Play Shadowfax: {hero} to {to}</source>
        <translation>Сыграть «Светозар»: {hero} в область {to}</translation>
    </message>
    <message>
        <source>Play The Dark of Mordor: {hero} to {to}</source>
        <translation>Сыграть «Тьма Мордора»: {hero} в область {to}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Сыграть карту {card}</translation>
    </message>
    <message>
        <source>Retreat to {to}</source>
        <translation>Отступить в область {to}</translation>
    </message>
    <message>
        <source>Reveal Frodo beside Sam</source>
        <translation>Раскрыть Фродо рядом с Сэмом</translation>
    </message>
    <message>
        <source>Reveal Gandalf to add 1</source>
        <translation>Раскрыть Гэндальфа: +1 к силе</translation>
    </message>
    <message>
        <source>Reveal the Balrog</source>
        <translation>Раскрыть Балрога</translation>
    </message>
    <message>
        <source>Sam takes Frodo&apos;s place</source>
        <translation>Сэм встаёт на место Фродо</translation>
    </message>
    <message>
        <source>Smeagol swaps with {hero}</source>
        <translation>Смеагол меняется местами: {hero}</translation>
    </message>
    <message>
        <source>Swap for the 4 from the {source}</source>
        <translation>Заменить на «4» ({source})</translation>
    </message>
    <message>
        <source>Take back {card}</source>
        <translation>Взять из сброса карту {card}</translation>
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
        <translation>Эльфийский плащ</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Магия</translation>
    </message>
    <message>
        <source>Noble Sacrifice</source>
        <translation>Благородная жертва</translation>
    </message>
    <message>
        <source>Retreat (Backwards)</source>
        <translation>Отступление (назад)</translation>
    </message>
    <message>
        <source>Retreat (Sideways)</source>
        <translation>Отступление (вбок)</translation>
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
        <translation>Оба героя, участвующие в битве, погибают. Если игрок Саурона сыграл карту «Отступление», никто не погибает (но обе карты считаются сброшенными).</translation>
    </message>
    <message>
        <source>Move your hero backwards to an adjacent region that contains no Sauron heroes and does not hold the maximum number of Fellowship heroes (otherwise the retreat is impossible, and the battle takes place).</source>
        <translation>Передвиньте своего героя назад на соседнюю область, в которой нет героев Саурона и нет максимального количества героев Братства (в ином случае отступление невозможно, и происходит битва).</translation>
    </message>
    <message>
        <source>Move your hero sideways to an adjacent region that is not a mountain region, contains no Fellowship heroes and does not hold the maximum number of Sauron heroes. The &quot;Noble Sacrifice&quot; card played by the Fellowship player is then ignored. If the Sauron player is forced to play &quot;Retreat (Sideways)&quot; but cannot retreat (the battle is in the mountains, or the adjacent regions are occupied by the enemy or by the maximum number of his own heroes), the card is discarded without effect and the battle takes place as usual. If the Fellowship player has played &quot;Noble Sacrifice&quot; in that case, both cards are discarded and no hero either dies or retreats.</source>
        <translation>Передвиньте своего героя вбок на соседнюю область, которая не является горной, в которой нет героев Братства и нет максимального количества героев Саурона. При этом сыгранная игроком Братства карта «Благородная жертва» игнорируется. Если игрок Саурона вынужден сыграть «Отступление (вбок)», но отступить не может (битва в горах или соседние области заняты врагом или максимальным количеством его героев), карта сбрасывается без эффекта, и битва происходит как обычно. Если при этом игрок Братства сыграл «Благородную жертву», обе карты сбрасываются и никто из героев не погибает и не отступает.</translation>
    </message>
    <message>
        <source>The Strength card played by the Sauron side is ignored. If the Sauron player played the card &quot;Magic&quot; and replaced it with a Strength card, that card is ignored as well.</source>
        <translation>Карта силы, сыгранная со стороны Саурона, игнорируется. Если игрок Саурона сыграл карту «Магия» и заменил её картой силы, то последняя также игнорируется.</translation>
    </message>
    <message>
        <source>The Text card played by the Fellowship side is ignored. If the Fellowship player played a Strength card, &quot;The Eye of Sauron&quot; has no effect.</source>
        <translation>Текстовая карта, сыгранная со стороны Братства, игнорируется. Если игрок Братства сыграл карту силы, то карта «Око Саурона» эффекта не имеет.</translation>
    </message>
    <message>
        <source>When you play this card in a battle, you must immediately replace it with any one of your discarded (previously played) cards. If you have no played cards, this card has neither strength nor effect. If both players play &quot;Magic&quot; at the same time, the Sauron player chooses his replacement first.</source>
        <translation>Сыграв эту карту во время битвы, вы должны немедленно заменить её любой своей картой из сброшенных (сыгранных ранее). Если у вас нет сыгранных карт, эта карта не имеет ни силы, ни эффекта. Если оба игрока одновременно сыграли карту «Магия», игрок Саурона первым выбирает замену.</translation>
    </message>
</context>
<context>
    <name>confrontation.hero</name>
    <message>
        <source>Aragorn</source>
        <translation>Арагорн</translation>
    </message>
    <message>
        <source>Balrog</source>
        <translation>Балрог</translation>
    </message>
    <message>
        <source>Black Rider</source>
        <translation>Чёрный всадник</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Боромир</translation>
    </message>
    <message>
        <source>Cave Troll</source>
        <translation>Пещерный тролль</translation>
    </message>
    <message>
        <source>Elrond</source>
        <translation>Элронд</translation>
    </message>
    <message>
        <source>Faramir</source>
        <translation>Фарамир</translation>
    </message>
    <message>
        <source>Flying Nazgul</source>
        <translation>Крылатый назгул</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Фродо</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Гэндальф</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Гимли</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Голлум</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Леголас</translation>
    </message>
    <message>
        <source>Merry</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Мерри</translation>
    </message>
    <message>
        <source>Mouth of Sauron</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Уста Саурона</translation>
    </message>
    <message>
        <source>Orcs</source>
        <translation>Орки</translation>
    </message>
    <message>
        <source>Pippin</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Пиппин</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Сэм</translation>
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
        <translation>Смеагол</translation>
    </message>
    <message>
        <source>The Watcher</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>Страж</translation>
    </message>
    <message>
        <source>Theoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Теоден</translation>
    </message>
    <message>
        <source>Treebeard</source>
        <translation>Древобород</translation>
    </message>
    <message>
        <source>Uruk-Hai</source>
        <translation>Урук-хаи</translation>
    </message>
    <message>
        <source>Warg</source>
        <translation>Варг</translation>
    </message>
    <message>
        <source>Witch King</source>
        <translation>Король-чародей</translation>
    </message>
    <message>
        <source>Wormtongue</source>
        <translation>Гнилоуст</translation>
    </message>
</context>
<context>
    <name>confrontation.hero_text</name>
    <message>
        <source>After the cards have been revealed, you may replace your played card with your Strength card &quot;4&quot; (even from the discard). If the &quot;4&quot; is taken from your hand, the first card goes back to your hand; if it is taken from the discard, the first card goes to the discard. Cannot replace if Aragorn (alternative version) has decided that no cards will be played.</source>
        <translation>После того как открыты карты, можно заменить свою сыгранную карту на свою карту силы «4» (даже из сброса). Если «4» берётся из руки, первая карта возвращается в руку; если из сброса — первая карта кладётся в сброс. Заменить нельзя, если Арагорн (альтернативная версия) решил, что карты играть не будут.</translation>
    </message>
    <message>
        <source>Defeats Gandalf immediately, before any cards are played. After the Fellowship player has revealed his card, you may force him to reveal another one (the first card goes back to his hand). Not allowed if Aragorn (alternative version) has decided that no cards will be played; not allowed if the Fellowship player had only 1 combat card left.</source>
        <translation>Побеждает Гэндальфа немедленно, до того как сыграны любые карты. После того как игрок Братства открыл свою карту, можно заставить его открыть другую (первая возвращается обратно в руку). Нельзя, если Арагорн (альтернативная версия) решил, что карты играть не будут; нельзя, если у игрока Братства оставалась только 1 боевая карта.</translation>
    </message>
    <message>
        <source>Defeats the Flying Nazgul immediately, before any cards are played. Against others, as usual.</source>
        <translation>Побеждает Крылатого назгула немедленно, до того как сыграны любые карты. Против других — как обычно.</translation>
    </message>
    <message>
        <source>Defeats the Orcs immediately, before any cards are played. Against others, as usual.</source>
        <translation>Побеждает Орков немедленно, до того как сыграны любые карты. Против других — как обычно.</translation>
    </message>
    <message>
        <source>Defeats the Witch King immediately, before any cards are played. Against others, as usual.</source>
        <translation>Побеждает Короля-чародея немедленно, до того как сыграны любые карты. Против других — как обычно.</translation>
    </message>
    <message>
        <source>Dies immediately together with the enemy hero, except against the Warg (the ability is ignored) and when the Balrog is revealed in Caradhras as Boromir uses the Moria tunnel (he dies without a battle).</source>
        <translation>Немедленно погибает вместе с героем противника, за исключением Варга (способность игнорируется) и раскрытия Балрога в Карадрасе, когда Боромир идёт туннелем Мории (погибает без боя).</translation>
    </message>
    <message>
        <source>If defeated, may retreat backwards to an adjacent empty region, even when defeated by Boromir or by the card &quot;Noble Sacrifice&quot; (in both cases the enemy hero dies). If he cannot retreat, he is removed from the board.</source>
        <translation>Если побеждён, может отступить назад на соседнюю пустую область, в т. ч. будучи побеждённым Боромиром или картой «Благородная жертва» (в обоих случаях вражеский герой погибает). Если отступить не может, убирается с поля.</translation>
    </message>
    <message>
        <source>If he enters the Shire, the Sauron player immediately wins the game (whether or not enemy heroes are in that region).</source>
        <translation>Если входит в Шир, игрок Саурона немедленно выигрывает партию (независимо от присутствия в этой области вражеских героев).</translation>
    </message>
    <message>
        <source>If in Caradhras when a Fellowship hero uses the Moria tunnel, may be revealed, if you wish, to defeat that enemy hero immediately without a battle (Frodo included). The Balrog himself stays unharmed, even if it is Boromir who is destroyed. Fellowship heroes killed this way do not reach Fangorn, so the Sauron heroes in that region are not revealed.</source>
        <translation>Если в Карадрасе, когда герой Братства идёт туннелем Мории, при желании можно раскрыть, чтобы немедленно победить этого вражеского героя без боя (в т. ч. Фродо). Сам Балрог остаётся невредимым, даже если уничтожается Боромир. Погибшие таким образом герои Братства не достигают Фангорна, поэтому герои Саурона в этой области не раскрываются.</translation>
    </message>
    <message>
        <source>If in the same region as Frodo and Frodo is attacked first, you may reveal Sam and have him take Frodo&apos;s place in this battle; in that case, in a battle with the Orcs (classic version), the Orcs immediately defeat Sam. Strength = 5 when in the same region as Frodo, but to prove this you must reveal both heroes, Frodo and Sam, at the start of the battle. Against the Warg this ability does not work (not even the substitution), because the Fellowship hero&apos;s text is ignored. Cannot accompany Frodo in the mountains, because the limit of your own heroes in those regions is 1.</source>
        <translation>Если в одной области с Фродо, которого атакуют первым, можно раскрыть Сэма и поставить его на место Фродо в этой битве; при этом в бою с Орками (классическая версия) Орки немедленно побеждают Сэма. Сила = 5, когда в одной области с Фродо, но для подтверждения этого в начале битвы обязательно раскрыть обоих героев — Фродо и Сэма. В бою против Варга способность не действует (в т. ч. невозможна замена), т. к. текст героя Братства игнорируется. Не может сопровождать Фродо в горах, т. к. лимит своих героев в горных областях = 1.</translation>
    </message>
    <message>
        <source>If no hero has died or retreated before the combat cards are played, you may decide to fight a battle in which he takes part without cards (including after Aragorn (alternative version) has decided not to use his ability), on the heroes&apos; strength only. Otherwise the normal rules apply.</source>
        <translation>Если до того, как сыграны боевые карты, нет погибших или отступивших героев, битву с его участием можно решить провести без карт (в т. ч. после того, как Арагорн (альтернативная версия) решил не использовать свою способность) — только на основе силы героев. В остальном действуют обычные правила.</translation>
    </message>
    <message>
        <source>If not in Gondor and she defeats an enemy hero, she immediately returns to Gondor; she then dies immediately (and is removed from the board) if a Fellowship hero or 2 other Sauron heroes are there.</source>
        <translation>Если не в Гондоре и побеждает вражеского героя, немедленно возвращается в Гондор, при этом немедленно погибает (и убирается с поля), если там присутствует герой Братства или 2 других героя Саурона.</translation>
    </message>
    <message>
        <source>Immediately defeat the enemy hero they attack first in a given region. Gimli defeats them immediately (and therefore stays unharmed in any battle with the Orcs). If they attack Boromir, both die. If more Fellowship heroes are present in that region, the ability is ignored in the subsequent battles with them. If the Orcs are not themselves attacking, the ability is ignored as well. If they attack Frodo first, he may retreat sideways and stay unharmed; in that case the Orcs are considered to have made their first attack (as when the Fellowship player has played the Special card &quot;Gwaihir the Wind&quot; on the first hero). If they attack Smeagol and there are no other Fellowship heroes in that region, he may swap places with a Fellowship hero in an adjacent region and stay unharmed; in that case no battle is considered to have taken place, and the Orcs&apos; attack on the new hero is their first.</source>
        <translation>Немедленно побеждают вражеского героя, которого первым атакуют в данной области. Гимли побеждает их немедленно (поэтому остаётся невредимым в любом бою с Орками). Если нападают на Боромира, погибают оба. Если в данной области есть ещё герои Братства, способность игнорируется в последующих битвах с ними. Если Орки не нападают сами, способность также игнорируется. Если первым атакуют Фродо, он может отступить вбок и остаться невредимым; в этом случае считается, что Орки свою первую атаку совершили (как в случае, если игрок Братства применил специальную карту «Гваихир Повелитель Ветров» на первого героя). Если нападают на Смеагола и в данной области нет других героев Братства, он может поменяться местами с героем Братства на соседней области и остаться невредимым; в этом случае считается, что битвы не было, и атака Орков на нового героя является их первой.</translation>
    </message>
    <message>
        <source>In Fangorn, strength = 6. May move from any region into Fangorn if it is occupied by a single Sauron hero. Otherwise moves as usual.</source>
        <translation>В Фангорне сила = 6. Может переместиться из любой области в Фангорн, если там находится единственный герой Саурона. Иначе ходит как обычно.</translation>
    </message>
    <message>
        <source>In Rohan or Gondor, strength = 4, even when attacking.</source>
        <translation>В Рохане или Гондоре сила = 4, даже если нападает сам.</translation>
    </message>
    <message>
        <source>May be revealed after the combat cards have been revealed in a battle in his own region or in an adjacent region (a mountain region included), to add 1 to the strength of the battling Fellowship hero. Allowed even if no cards were played at all because of the ability of Aragorn (alternative version) or Saruman (classic version). Not allowed if the battle is against the Warg. Not allowed if Gandalf himself is attacking or defending.</source>
        <translation>Можно раскрыть после того, как в битве в его области или в соседней (в т. ч. горной) открыты боевые карты, чтобы добавить 1 к силе сражающегося героя Братства. Можно, даже если карты вообще не были сыграны из-за способности Арагорна (альтернативная версия) или Сарумана (классическая версия). Нельзя, если битва с Варгом. Нельзя, если Гэндальф сам нападает или обороняется.</translation>
    </message>
    <message>
        <source>May be revealed to move forward any number of regions and end the move in an empty region. Not into or through regions holding the maximum number of Sauron heroes; not through regions containing Fellowship heroes. Otherwise move as usual.</source>
        <translation>Можно раскрыть, чтобы пройти вперёд любое количество областей и закончить движение на пустой области. Нельзя в/через области с максимальным количеством героев Саурона; нельзя через области с героями Братства. Иначе двигаются как обычно.</translation>
    </message>
    <message>
        <source>May move forward any number of regions if by doing so he attacks at least 1 enemy hero. Not without attacking; not into or through regions holding the maximum number of Sauron heroes; not through regions containing Fellowship heroes. Otherwise moves as usual.</source>
        <translation>Может пройти вперёд любое количество областей, если при этом он нападёт как минимум на 1 вражеского героя. Нельзя без нападения; нельзя в/через области с максимальным количеством героев Саурона; нельзя через области с героями Братства. Иначе двигается как обычно.</translation>
    </message>
    <message>
        <source>May move forward over 1 region (even one holding the maximum number of Sauron heroes or containing Fellowship heroes) in order to attack. Otherwise moves as usual.</source>
        <translation>Может переместиться вперёд через 1 область (в т.ч. с максимальным количеством героев Саурона или с героями Братства), чтобы напасть. Иначе двигается как обычно.</translation>
    </message>
    <message>
        <source>May move sideways to an adjacent region if by doing so he attacks at least 1 enemy hero. Not while in the mountains. A defending Frodo may retreat sideways into the region the Witch King came from, if there are no other Sauron heroes there. Otherwise moves as usual.</source>
        <translation>Может переместиться вбок на соседнюю область, если при этом нападёт как минимум на 1 вражеского героя. Нельзя, находясь в горах. Обороняющийся Фродо может отступить вбок на область, откуда пришёл Король-чародей, если там нет других героев Саурона. Иначе ходит как обычно.</translation>
    </message>
    <message>
        <source>May move to any adjacent region (forward, sideways or backwards) if by doing so he attacks at least 1 enemy hero. This way he can attack the Warg, because the ability is used before entering the region. Not sideways while in the mountains. Otherwise moves as usual.</source>
        <translation>Может переместиться в любую соседнюю область (вперёд, вбок или назад), если при этом нападёт как минимум на 1 вражеского героя: так можно атаковать Варга — способность используется перед входом в область. Нельзя вбок, находясь в горах. Иначе ходит как обычно.</translation>
    </message>
    <message>
        <source>May move to any region occupied by a single Fellowship hero (which makes it possible to attack an adjacent mountain region). Otherwise moves as usual.</source>
        <translation>Может переместиться в любую область, занятую единственным героем Братства (что позволяет атаковать соседнюю горную область). Иначе двигается как обычно.</translation>
    </message>
    <message>
        <source>May retreat forward. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not if the enemy hero has already retreated.</source>
        <translation>Может отступить вперёд: не считается обычным передвижением; можно только в начале битвы — до того, как сыграны карты; нельзя, если уже отступил вражеский герой.</translation>
    </message>
    <message>
        <source>May retreat sideways when defending, but not when attacking. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not in the mountains.</source>
        <translation>Может отступить вбок, когда обороняется, но не когда нападает сам: не считается обычным передвижением; можно только в начале битвы — до того, как сыграны карты; нельзя в горах.</translation>
    </message>
    <message>
        <source>Once revealed, stays revealed until the end of the game and loses the ability to move forward. He may still retreat sideways with the card &quot;Retreat&quot;, or return to Mordor with the Special card &quot;Recall to Mordor&quot; (staying revealed in either case).</source>
        <translation>Однажды раскрывшись, до конца партии остаётся раскрытым и теряет возможность перемещаться вперёд. При этом может отступить вбок картой «Отступление» или вернуться в Мордор специальной картой «Возвращение в Мордор» (оставаясь раскрытым в любом случае).</translation>
    </message>
    <message>
        <source>The Sauron player must choose and play his card first; after that the Fellowship player must do the same (even if the Sauron player played &quot;Retreat&quot;). If the Sauron player played &quot;Magic&quot;, he must carry it out completely and reveal his new card before the Fellowship player chooses and plays his card.</source>
        <translation>Игрок Саурона должен первым выбрать и сыграть свою карту, после чего игрок Братства должен сделать то же (даже если игрок Саурона сыграл «Отступление»). Если игрок Саурона сыграл «Магию», он обязан полностью выполнить её и открыть свою новую карту перед тем, как игрок Братства выберет и сыграет карту.</translation>
    </message>
    <message>
        <source>The Sauron player&apos;s Text card is ignored. If Frodo dies, Sam becomes the new Ring-bearer. If Frodo dies in a battle against the Warg, or when Sam is no longer on the board, the Sauron player immediately wins the game.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Текстовая карта игрока Саурона игнорируется. Если Фродо погибает, новым Кольценосцем становится Сэм. Если Фродо погибает в бою против Варга или когда Сэма уже нет на поле, игрок Саурона немедленно выигрывает партию.</translation>
    </message>
    <message>
        <source>The Sauron player&apos;s card is ignored (he must still play and discard a card).</source>
        <translation>Карта игрока Саурона игнорируется (он по-прежнему обязан сыграть и сбросить карту).</translation>
    </message>
    <message>
        <source>The Sauron player&apos;s cards &quot;The Eye of Sauron&quot; and &quot;Magic&quot; are ignored.</source>
        <translation>Карты игрока Саурона «Око Саурона» и «Магия» игнорируются.</translation>
    </message>
    <message>
        <source>The text of the opposing Fellowship hero is ignored. Aragorn can use his ability, because he applies it in the adjacent region, before the battle. Treebeard can use his ability to attack into Fangorn, because he applies it before the battle, but his strength does not rise to 6 in a battle in Fangorn against the Warg.</source>
        <translation>Игнорируется текст противостоящего героя Братства. Арагорн может использовать свою способность, т. к. применяет её в соседней области — до битвы. Древобород может использовать свою способность, чтобы атаковать в Фангорн, т. к. применяет её до битвы, но его сила не увеличивается до 6 в бою в Фангорне против Варга.</translation>
    </message>
    <message>
        <source>When attacking, after the heroes are revealed, may retreat backwards to an adjacent region. This does not count as an ordinary move; only at the start of the battle, before the cards are played.</source>
        <translation>Когда нападает, после раскрытия героев может отступить назад на соседнюю область: не считается обычным передвижением; можно только в начале битвы — до того, как сыграны карты.</translation>
    </message>
    <message>
        <source>When attacking, may retreat sideways. This does not count as an ordinary move; only at the start of the battle, before the cards are played.</source>
        <translation>Когда нападает, может отступить вбок: не считается обычным передвижением; можно только в начале битвы — до того, как сыграны карты.</translation>
    </message>
    <message>
        <source>When attacking, strength = 6.</source>
        <translation>Когда нападают, сила = 6.</translation>
    </message>
    <message>
        <source>When defending, if there are no other Fellowship heroes in his region, may swap places with an adjacent Fellowship hero. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not sideways in the mountains. The new hero defends instead of Smeagol, and the new hero&apos;s text applies accordingly. When defending against the Orcs (classic version), may swap and stay unharmed.</source>
        <translation>Если обороняется и в его области нет других героев Братства, может поменяться местами с соседним героем Братства: это не считается обычным ходом; можно только в начале битвы — до того, как сыграны карты; нельзя вбок в горах. Новый герой обороняется вместо Смеагола, и применяется текст нового героя. Если обороняется от Орков (классическая версия), может поменяться и остаться невредимым.</translation>
    </message>
    <message>
        <source>When defending, strength = the strength of the enemy hero (if it is the Orcs (alternative version), strength = 6). Combat cards and the abilities of heroes such as Gandalf (alternative version) add strength as usual.</source>
        <translation>Если обороняется, сила = силе вражеского героя (если это Орки (альтернативная версия), сила = 6). Боевые карты и способности таких героев, как Гэндальф (альтернативная версия), добавляют силу как обычно.</translation>
    </message>
    <message>
        <source>When defending, you may decide that the battle is fought without combat cards.</source>
        <translation>Если обороняется, можно решить провести битву без Боевых карт.</translation>
    </message>
</context>
<context>
    <name>confrontation.log</name>
    <message>
        <source>A Sauron hero is recalled from {frm} to Mordor.</source>
        <translation>Герой Саурона возвращается из области {frm} в Мордор.</translation>
    </message>
    <message>
        <source>A hero of {side} moves from {frm} to {to} through the Moria tunnel.</source>
        <translation>{side}: герой переходит туннелем Мории из области {frm} в область {to}.</translation>
    </message>
    <message>
        <source>A hero of {side} moves from {frm} to {to}.</source>
        <translation>{side}: герой переходит из области {frm} в область {to}.</translation>
    </message>
    <message>
        <source>All combat cards are spent: both players take their cards back.</source>
        <translation>Все Боевые карты использованы: каждый игрок забирает свои карты обратно в руку.</translation>
    </message>
    <message>
        <source>Battle in {region}: {attacker} attacks {defender}.</source>
        <translation>Битва в области {region}: {attacker} {attacker:нападает|pl:нападают}, {defender} {defender:обороняется|pl:обороняются}.</translation>
    </message>
    <message>
        <source>Both players have chosen their heroes in secret.</source>
        <translation>Оба игрока тайно выбрали своих героев.</translation>
    </message>
    <message>
        <source>Both players have chosen their special cards in secret.</source>
        <translation>Оба игрока тайно выбрали свои Специальные карты.</translation>
    </message>
    <message>
        <source>Cards revealed: the Fellowship plays {card}, Sauron plays {card2}.</source>
        <translation>Карты открыты: у Братства {card}, у Саурона {card2}.</translation>
    </message>
    <message>
        <source>Crebain of Dunland reveal {hero} in {region} for the rest of the game.</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>«Кребайн из Дунланда» раскрывают героя до конца партии: {hero} ({region}).</translation>
    </message>
    <message>
        <source>Gandalf is revealed to lend 1 strength.</source>
        <translation>Гэндальф раскрывается и добавляет 1 к силе.</translation>
    </message>
    <message>
        <source>Handicap: {side} may use {cards}.</source>
        <translation>Фора: {side} может использовать: {cards}.</translation>
    </message>
    <message>
        <source>Magic brings back {card}.</source>
        <translation>«Магия» возвращает карту {card}.</translation>
    </message>
    <message>
        <source>Magic finds no discarded card: it has no strength and no effect.</source>
        <translation>«Магия» не находит сброшенных карт: у неё нет ни силы, ни эффекта.</translation>
    </message>
    <message>
        <source>Noble Sacrifice is cancelled by Sauron&apos;s Retreat.</source>
        <translation>«Благородная жертва» отменена «Отступлением» Саурона.</translation>
    </message>
    <message>
        <source>Palantir reveals {hero} in {region}.</source>
        <translation>«Палантир» раскрывает героя: {hero} ({region}).</translation>
    </message>
    <message>
        <source>Retreat (Sideways) is impossible; the card has no effect.</source>
        <translation>Отступить вбок нельзя: карта «Отступление (вбок)» не действует.</translation>
    </message>
    <message>
        <source>Saruman forces the Fellowship to show another card; {card} returns to the hand.</source>
        <translation>Саруман заставляет Братство открыть другую карту; {card} возвращается в руку.</translation>
    </message>
    <message>
        <source>Sauron must move the chosen hero in {region} next turn.</source>
        <translation>В следующий ход Саурон должен сходить выбранным героем из области {region}.</translation>
    </message>
    <message>
        <source>Second game: the players swap sides.</source>
        <translation>Вторая партия: игроки меняются сторонами.</translation>
    </message>
    <message>
        <source>Shelob returns to Gondor.</source>
        <translation>Шелоб возвращается в Гондор.</translation>
    </message>
    <message>
        <source>Smeagol swaps places with a Fellowship hero from {frm}.</source>
        <translation>Смеагол меняется местами с героем Братства из области {frm}.</translation>
    </message>
    <message>
        <source>Strength: the Fellowship {n}, Sauron {n2}.</source>
        <translation>Сила: Братство {n}, Саурон {n2}.</translation>
    </message>
    <message>
        <source>The Balrog in Caradhras kills {hero} in the Moria tunnel.</source>
        <translation>Балрог в Карадрасе убивает героя в туннеле Мории: {hero}.</translation>
    </message>
    <message>
        <source>The Eye of Sauron: the Fellowship&apos;s card is ignored.</source>
        <translation>«Око Саурона»: карта Братства не действует.</translation>
    </message>
    <message>
        <source>The Fellowship announces {n} special cards each.</source>
        <translation>Братство объявляет число Специальных карт для каждого: {n}.</translation>
    </message>
    <message>
        <source>The Mouth of Sauron replaces his card with the 4 from the {source}.</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Уста Саурона заменяют свою карту на «4» ({source}).</translation>
    </message>
    <message>
        <source>The heroes are placed. Sauron moves first.</source>
        <translation>Герои расставлены. Первым ходит Саурон.</translation>
    </message>
    <message>
        <source>Wormtongue escapes backwards to {to}.</source>
        <translation>Гнилоуст отступает назад в область {to}.</translation>
    </message>
    <message>
        <source>You chose the special cards {cards}.</source>
        <translation>Вы выбрали Специальные карты: {cards}.</translation>
    </message>
    <message>
        <source>You field: {heroes}.</source>
        <translation>Ваши герои: {heroes}.</translation>
    </message>
    <message>
        <source>You place {hero} in {region}.</source>
        <translation>Вы ставите в область {region}: {hero}.</translation>
    </message>
    <message>
        <source>{hero} decides the battle is fought without cards.</source>
        <translation>{hero}: решено провести битву без карт.</translation>
    </message>
    <message>
        <source>{hero} dies.</source>
        <translation>{hero} {hero:погибает|pl:погибают}.</translation>
    </message>
    <message>
        <source>{hero} in {region} becomes the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{hero} в области {region} {hero:становится|pl:становятся} Кольценосцем.</translation>
    </message>
    <message>
        <source>{hero} is revealed beside Sam: Sam has strength 5.</source>
        <translation>Рядом с Сэмом раскрыт герой: {hero}. Сила Сэма — 5.</translation>
    </message>
    <message>
        <source>{hero} is revealed in {region}.</source>
        <translation>{hero} {hero:раскрывается|pl:раскрываются} в области {region}.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to} through the Moria tunnel.</source>
        <translation>{hero} {hero:переходит|pl:переходят} туннелем Мории из области {frm} в область {to}.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to}.</source>
        <translation>{hero} {hero:переходит|pl:переходят} из области {frm} в область {to}.</translation>
    </message>
    <message>
        <source>{hero} retreats from {frm} to {to}.</source>
        <translation>{hero} {hero:отступает|pl:отступают} из области {frm} в область {to}.</translation>
    </message>
    <message>
        <source>{hero} returns in Fangorn.</source>
        <translation>{hero} {hero:возвращается|pl:возвращаются} в игру в Фангорне.</translation>
    </message>
    <message>
        <source>{hero} takes Frodo&apos;s place in the battle.</source>
        <translation>{hero} {hero:встаёт|pl:встают} в этой битве на место Фродо.</translation>
    </message>
    <message>
        <source>{side} cannot move.</source>
        <translation>{side} не может сходить.</translation>
    </message>
    <message>
        <source>{side} fields: {heroes}.</source>
        <translation>{side} выставляет: {heroes}.</translation>
    </message>
    <message>
        <source>{side} may use: {cards}.</source>
        <translation>{side} может использовать: {cards}.</translation>
    </message>
    <message>
        <source>{side} plays {card}.</source>
        <translation>{side} играет карту {card}.</translation>
    </message>
    <message>
        <source>{side} plays {special}.</source>
        <translation>{side} играет Специальную карту {special}.</translation>
    </message>
    <message>
        <source>{side} wins: {reason}. {n} points.</source>
        <translation>{side} побеждает: {reason}. Очки: {n}.</translation>
    </message>
</context>
<context>
    <name>confrontation.outcome</name>
    <message>
        <source>Frodo died</source>
        <translation>погиб Фродо</translation>
    </message>
    <message>
        <source>Frodo died and Sam is not on the board</source>
        <translation>погиб Фродо, а Сэма на поле нет</translation>
    </message>
    <message>
        <source>Frodo died in battle against the Warg</source>
        <translation>Фродо погиб в бою против Варга</translation>
    </message>
    <message>
        <source>Frodo entered Mordor</source>
        <translation>Фродо вошёл в Мордор</translation>
    </message>
    <message>
        <source>Sam entered Mordor</source>
        <translation>Сэм вошёл в Мордор</translation>
    </message>
    <message>
        <source>Sauron could not move</source>
        <translation>Саурон не смог сходить</translation>
    </message>
    <message>
        <source>higher match score</source>
        <translation>больше очков в матче</translation>
    </message>
    <message>
        <source>the Fellowship could not move</source>
        <translation>Братство не смогло сходить</translation>
    </message>
    <message>
        <source>the Ring-bearer Sam died</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>погиб Кольценосец Сэм</translation>
    </message>
    <message>
        <source>the Witch King entered the Shire</source>
        <translation>Король-чародей вошёл в Шир</translation>
    </message>
    <message>
        <source>the match is drawn</source>
        <translation>матч закончился вничью</translation>
    </message>
    <message>
        <source>three Sauron heroes stand in the Shire</source>
        <translation>в Шире три героя Саурона</translation>
    </message>
</context>
<context>
    <name>confrontation.reason</name>
    <message>
        <source>Frodo died</source>
        <translation>погиб Фродо</translation>
    </message>
    <message>
        <source>Frodo died and Sam is not on the board</source>
        <translation>погиб Фродо, а Сэма на поле нет</translation>
    </message>
    <message>
        <source>Frodo died in battle against the Warg</source>
        <translation>Фродо погиб в бою против Варга</translation>
    </message>
    <message>
        <source>Frodo entered Mordor</source>
        <translation>Фродо вошёл в Мордор</translation>
    </message>
    <message>
        <source>Sam entered Mordor</source>
        <translation>Сэм вошёл в Мордор</translation>
    </message>
    <message>
        <source>Sauron could not move</source>
        <translation>Саурон не смог сходить</translation>
    </message>
    <message>
        <source>the Fellowship could not move</source>
        <translation>Братство не смогло сходить</translation>
    </message>
    <message>
        <source>the Ring-bearer Sam died</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>погиб Кольценосец Сэм</translation>
    </message>
    <message>
        <source>the Witch King entered the Shire</source>
        <translation>Король-чародей вошёл в Шир</translation>
    </message>
    <message>
        <source>three Sauron heroes stand in the Shire</source>
        <translation>в Шире три героя Саурона</translation>
    </message>
</context>
<context>
    <name>confrontation.refusal</name>
    <message>
        <source>A King Revealed cannot choose the Watcher once he is revealed.</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>«Явление Короля» не может выбрать Стража, если он уже раскрыт.</translation>
    </message>
    <message>
        <source>A King Revealed must choose a Sauron hero that can move.</source>
        <translation>«Явление Короля» должно выбрать героя Саурона, который может сходить.</translation>
    </message>
    <message>
        <source>A King Revealed needs Aragorn on the board.</source>
        <translation>Для «Явления Короля» нужен Арагорн на поле.</translation>
    </message>
    <message>
        <source>A hero tile has two faces: classic and alternative.</source>
        <translation>У плитки героя две стороны: классическая и альтернативная.</translation>
    </message>
    <message>
        <source>After Shadowfax the same hero must move on, and {hero} could not.</source>
        <translation>После «Светозара» тот же герой должен сходить ещё раз, а этот не сможет: {hero}.</translation>
    </message>
    <message>
        <source>After The Dark of Mordor another hero must move, and none could.</source>
        <translation>После «Тьмы Мордора» должен сходить другой герой, а ни один не смог бы.</translation>
    </message>
    <message>
        <source>After The Dark of Mordor you must move a different hero.</source>
        <translation>После «Тьмы Мордора» нужно сходить другим героем.</translation>
    </message>
    <message>
        <source>Against the Warg the Fellowship hero&apos;s text does not count.</source>
        <translation>В бою с Варгом текст героя Братства не действует.</translation>
    </message>
    <message>
        <source>Announce a number from 0 to 4.</source>
        <translation>Объявите число от 0 до 4.</translation>
    </message>
    <message>
        <source>Aragorn may decide on a battle without cards only when he defends.</source>
        <translation>Арагорн может решить биться без карт, только когда обороняется.</translation>
    </message>
    <message>
        <source>Choose the face of tile {tile} next.</source>
        <translation>Сейчас выбирается сторона плитки {tile}.</translation>
    </message>
    <message>
        <source>Choose {n} different special cards.</source>
        <translation>Выберите разные Специальные карты, всего {n}.</translation>
    </message>
    <message>
        <source>Frodo is revealed beside Sam only when Sam defends with Frodo beside him.</source>
        <translation>Фродо раскрывается рядом с Сэмом, только когда Сэм обороняется, а Фродо находится с ним в одной области.</translation>
    </message>
    <message>
        <source>Frodo may retreat only when he defends.</source>
        <translation>Фродо может отступить, только когда обороняется.</translation>
    </message>
    <message>
        <source>Gandalf cannot lend his strength in a battle against the Warg.</source>
        <translation>Гэндальф не может добавить свою силу в битве против Варга.</translation>
    </message>
    <message>
        <source>Gandalf cannot lend his strength to a battle he fights himself.</source>
        <translation>Гэндальф не может добавить свою силу, если сам нападает или обороняется.</translation>
    </message>
    <message>
        <source>Gandalf lends his strength once the combat cards are played.</source>
        <translation>Гэндальф добавляет свою силу после того, как сыграны боевые карты.</translation>
    </message>
    <message>
        <source>Gandalf lends his strength only from the battle&apos;s region or one next to it.</source>
        <translation>Гэндальф добавляет свою силу, только находясь в области битвы или в соседней с ней.</translation>
    </message>
    <message>
        <source>Gandalf the White cannot be played while Fangorn holds two Fellowship heroes.</source>
        <translation>«Гэндальфа Белого» нельзя сыграть, если в Фангорне уже 2 героя Братства.</translation>
    </message>
    <message>
        <source>Gandalf the White cannot be played while a Sauron hero is in Fangorn.</source>
        <translation>«Гэндальфа Белого» нельзя сыграть, если в Фангорне есть герой Саурона.</translation>
    </message>
    <message>
        <source>Gandalf the White needs a dead Gandalf.</source>
        <translation>«Гэндальфа Белого» нельзя сыграть, пока Гэндальф не погиб.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind cannot be played in a battle against the Warg.</source>
        <translation>«Гваихира Повелителя Ветров» нельзя сыграть в битве против Варга.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind is played at the start of a battle, before the heroes&apos; texts.</source>
        <translation>«Гваихир Повелитель Ветров» играется в начале битвы, до применения текстов героев.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind needs a region for {hero} to retreat to.</source>
        <translation>Для «Гваихира Повелителя Ветров» нужна область, куда можно отступить: {hero}.</translation>
    </message>
    <message>
        <source>Heroes&apos; texts are used before the combat cards are played.</source>
        <translation>Тексты героев применяются до того, как сыграны Боевые карты.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>No hero may travel up the Anduin against its current.</source>
        <translation>Ни один герой не может двигаться по Андуину против течения.</translation>
    </message>
    <message>
        <source>No moving sideways in the mountains.</source>
        <translation>В горах нельзя двигаться вбок.</translation>
    </message>
    <message>
        <source>Only a revealed hero can be named as the defender; a hidden one is chosen at random.</source>
        <translation>Назвать обороняющегося можно, только если он раскрыт; закрытый выбирается случайно.</translation>
    </message>
    <message>
        <source>Only a revealed hero can be named; a hidden one is chosen by its region.</source>
        <translation>Назвать можно только раскрытого героя; закрытого выбирают по его области.</translation>
    </message>
    <message>
        <source>Only the Balrog in Caradhras can kill a hero in the Moria tunnel.</source>
        <translation>Убить героя в туннеле Мории может только Балрог, стоящий в Карадрасе.</translation>
    </message>
    <message>
        <source>Only the Mouth of Sauron can swap his card for the 4.</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Заменить свою карту на «4» могут только Уста Саурона.</translation>
    </message>
    <message>
        <source>Only the alternative Gandalf lends his strength.</source>
        <translation>Добавить свою силу может только Гэндальф (альтернативная версия).</translation>
    </message>
    <message>
        <source>Only the alternative Saruman can force another card.</source>
        <translation>Заставить открыть другую карту может только Саруман (альтернативная версия).</translation>
    </message>
    <message>
        <source>Only {side} can do that.</source>
        <translation>Это может только {side}.</translation>
    </message>
    <message>
        <source>Palantir cannot look into the Shire.</source>
        <translation>«Палантир» не может раскрыть героев в Шире.</translation>
    </message>
    <message>
        <source>Recall to Mordor and Crebain of Dunland are played after the Fellowship&apos;s turn.</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>«Возвращение в Мордор» и «Кребайн из Дунланда» играются по окончании хода игрока Братства.</translation>
    </message>
    <message>
        <source>Recall to Mordor cannot be played while Mordor holds four Sauron heroes.</source>
        <translation>«Возвращение в Мордор» нельзя сыграть, если в Мордоре уже 4 героя Саурона.</translation>
    </message>
    <message>
        <source>Recall to Mordor cannot be played while a Fellowship hero is in Mordor.</source>
        <translation>«Возвращение в Мордор» нельзя сыграть, если в Мордоре есть герой Братства.</translation>
    </message>
    <message>
        <source>Sam takes Frodo&apos;s place only once in an attack.</source>
        <translation>Сэм может встать на место Фродо только один раз за атаку.</translation>
    </message>
    <message>
        <source>Sam takes Frodo&apos;s place only when Frodo defends with Sam beside him.</source>
        <translation>Сэм встаёт на место Фродо, только когда Фродо обороняется и Сэм находится с ним в одной области.</translation>
    </message>
    <message>
        <source>Saruman cannot force another card: the Fellowship has no other card.</source>
        <translation>Саруман не может заставить открыть другую карту: у игрока Братства нет другой карты.</translation>
    </message>
    <message>
        <source>Saruman may force another card only once in a battle.</source>
        <translation>Саруман может заставить открыть другую карту только один раз за битву.</translation>
    </message>
    <message>
        <source>Sauron heroes cannot use the Anduin.</source>
        <translation>Герои Саурона не могут пользоваться рекой Андуин.</translation>
    </message>
    <message>
        <source>Sauron heroes cannot use the Moria tunnel.</source>
        <translation>Герои Саурона не могут пользоваться туннелем Мории.</translation>
    </message>
    <message>
        <source>Smeagol may swap places only when he defends.</source>
        <translation>Смеагол может поменяться местами, только когда обороняется.</translation>
    </message>
    <message>
        <source>Smeagol may swap places only when no other Fellowship hero is with him.</source>
        <translation>Смеагол может поменяться местами, только если в его области нет других героев Братства.</translation>
    </message>
    <message>
        <source>Smeagol swaps only with a Fellowship hero in an adjacent region, never sideways in the mountains or along the Anduin.</source>
        <translation>Смеагол меняется местами только с героем Братства из соседней области, но не вбок в горах и не вдоль Андуина.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Сейчас это невозможно.</translation>
    </message>
    <message>
        <source>That is not possible now: a battle is being fought.</source>
        <translation>Сейчас это невозможно: идёт битва.</translation>
    </message>
    <message>
        <source>That is not possible now: that step of the setup is over.</source>
        <translation>Сейчас это невозможно: этот этап подготовки уже пройден.</translation>
    </message>
    <message>
        <source>That is not possible now: the heroes are not all on the board yet.</source>
        <translation>Сейчас это невозможно: ещё не все герои расставлены.</translation>
    </message>
    <message>
        <source>That is not possible now: the setup is over.</source>
        <translation>Сейчас это невозможно: подготовка к игре уже закончена.</translation>
    </message>
    <message>
        <source>That is not possible now: there is no battle.</source>
        <translation>Сейчас это невозможно: битвы нет.</translation>
    </message>
    <message>
        <source>That is not possible now: you must announce how many special cards each player gets.</source>
        <translation>Сейчас это невозможно: нужно объявить, сколько Специальных карт получит каждый игрок.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose a face for each of your tiles.</source>
        <translation>Сейчас это невозможно: нужно выбрать сторону для каждой своей плитки.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose special cards.</source>
        <translation>Сейчас это невозможно: нужно выбрать Специальные карты.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose the card Magic brings back.</source>
        <translation>Сейчас это невозможно: нужно выбрать карту, которую вернёт «Магия».</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose the defender.</source>
        <translation>Сейчас это невозможно: нужно выбрать обороняющегося.</translation>
    </message>
    <message>
        <source>That is not possible now: you must choose where to retreat.</source>
        <translation>Сейчас это невозможно: нужно выбрать, куда отступить.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether Gandalf lends his strength.</source>
        <translation>Сейчас это невозможно: нужно решить, добавит ли Гэндальф свою силу.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether Wormtongue escapes.</source>
        <translation>Сейчас это невозможно: нужно решить, отступит ли Гнилоуст.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to force another card.</source>
        <translation>Сейчас это невозможно: нужно решить, принуждать ли открыть другую карту.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to play Gwaihir the Wind.</source>
        <translation>Сейчас это невозможно: нужно решить, играть ли «Гваихира Повелителя Ветров».</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to reveal the Balrog.</source>
        <translation>Сейчас это невозможно: нужно решить, раскрывать ли Балрога.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to swap for the 4.</source>
        <translation>Сейчас это невозможно: нужно решить, менять ли карту на «4».</translation>
    </message>
    <message>
        <source>That is not possible now: you must move one of your heroes.</source>
        <translation>Сейчас это невозможно: нужно переместить одного из своих героев.</translation>
    </message>
    <message>
        <source>That is not possible now: you must place your heroes.</source>
        <translation>Сейчас это невозможно: нужно расставить своих героев.</translation>
    </message>
    <message>
        <source>That is not possible now: you must play Palantir or end the turn.</source>
        <translation>Сейчас это невозможно: нужно сыграть «Палантир» или закончить ход.</translation>
    </message>
    <message>
        <source>That is not possible now: you must play a combat card.</source>
        <translation>Сейчас это невозможно: нужно сыграть Боевую карту.</translation>
    </message>
    <message>
        <source>That is not possible now: you must use your hero&apos;s text or pass.</source>
        <translation>Сейчас это невозможно: нужно применить текст своего героя или спасовать.</translation>
    </message>
    <message>
        <source>That is not possible now: {side} must decide first.</source>
        <translation>Сейчас это невозможно: сначала решает {side}.</translation>
    </message>
    <message>
        <source>The 4 is not in your {source}.</source>
        <translation>Карты «4» здесь нет ({source}).</translation>
    </message>
    <message>
        <source>The Moria tunnel leads only from Eregion to Fangorn.</source>
        <translation>Туннель Мории ведёт только из Эрегиона в Фангорн.</translation>
    </message>
    <message>
        <source>The Watcher, once revealed, can no longer move forward.</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>Страж, однажды раскрывшись, больше не может перемещаться вперёд.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>There is no Fellowship hero in {region} to reveal.</source>
        <translation>В области {region} нет героев Братства, которых можно раскрыть.</translation>
    </message>
    <message>
        <source>There is no hero of that side in {region}.</source>
        <translation>В области {region} нет героев этой стороны.</translation>
    </message>
    <message>
        <source>There is no such action in this game.</source>
        <translation>В этой игре нет такого действия.</translation>
    </message>
    <message>
        <source>There is no such region.</source>
        <translation>Такой области нет.</translation>
    </message>
    <message>
        <source>This turn you must move {hero}.</source>
        <translation>В этот ход {hero:должен|f:должна|n:должно|pl:должны} ходить {hero}.</translation>
    </message>
    <message>
        <source>Under A King Revealed, Sauron may not skip his turn for a special card.</source>
        <translation>Из-за «Явления Короля» игрок Саурона не может пропустить ход ради специальной карты.</translation>
    </message>
    <message>
        <source>Under A King Revealed, {hero} makes this turn&apos;s move: The Dark of Mordor must carry another hero.</source>
        <translation>Из-за «Явления Короля» в этот ход ходит выбранный герой ({hero}): «Тьма Мордора» должна переместить другого героя.</translation>
    </message>
    <message>
        <source>Wormtongue escapes only into an empty region.</source>
        <translation>Гнилоуст может отступить только в пустую область.</translation>
    </message>
    <message>
        <source>Wormtongue may escape only when he is defeated.</source>
        <translation>Гнилоуст может отступить, только когда побеждён.</translation>
    </message>
    <message>
        <source>You do not have {special}.</source>
        <translation>У вас нет карты {special}.</translation>
    </message>
    <message>
        <source>You have already chosen the faces of your tiles.</source>
        <translation>Вы уже выбрали стороны своих плиток.</translation>
    </message>
    <message>
        <source>You have already chosen your combat card for this battle.</source>
        <translation>Вы уже выбрали свою Боевую карту для этой битвы.</translation>
    </message>
    <message>
        <source>You have already chosen your special cards.</source>
        <translation>Вы уже выбрали свои Специальные карты.</translation>
    </message>
    <message>
        <source>You have already placed your heroes.</source>
        <translation>Вы уже расставили своих героев.</translation>
    </message>
    <message>
        <source>You have already played a special card before this move.</source>
        <translation>Перед этим ходом вы уже сыграли Специальную карту.</translation>
    </message>
    <message>
        <source>Your card is already the 4.</source>
        <translation>Ваша карта и так «4».</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>партия окончена</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card}: этой карты нет у вас в руке.</translation>
    </message>
    <message>
        <source>{card} is not one of your combat cards.</source>
        <translation>{card}: это не ваша Боевая карта.</translation>
    </message>
    <message>
        <source>{card} is still in your hand: Magic brings back a discarded card.</source>
        <translation>{card}: эта карта ещё у вас в руке, а «Магия» возвращает карту из сброса.</translation>
    </message>
    <message>
        <source>{card} was sent back by Saruman: you must show another card.</source>
        <translation>{card}: эту карту Саруман вернул вам в руку — нужно открыть другую.</translation>
    </message>
    <message>
        <source>{hero} cannot be placed in {region}: four heroes go to your home corner and one to each region in front of it.</source>
        <translation>{hero}: нельзя поставить в область {region} — 4 героя ставятся в ваш угол и по одному в каждую область перед ним.</translation>
    </message>
    <message>
        <source>{hero} cannot move to {to} now.</source>
        <translation>{hero} сейчас {hero:не может|pl:не могут} перейти в область {to}.</translation>
    </message>
    <message>
        <source>{hero} cannot retreat into a region held by the enemy.</source>
        <translation>{hero} {hero:не может|pl:не могут} отступить в область, где есть враги.</translation>
    </message>
    <message>
        <source>{hero} cannot retreat to {to}.</source>
        <translation>{hero} {hero:не может|pl:не могут} отступить в область {to}.</translation>
    </message>
    <message>
        <source>{hero} goes from Eregion to Fangorn only through the Moria tunnel.</source>
        <translation>Из Эрегиона в Фангорн можно пройти только туннелем Мории: {hero}.</translation>
    </message>
    <message>
        <source>{hero} is already in Mordor.</source>
        <translation>Уже в Мордоре: {hero}.</translation>
    </message>
    <message>
        <source>{hero} is not on the board.</source>
        <translation>{hero}: этого героя нет на поле.</translation>
    </message>
    <message>
        <source>{hero} is not one of your heroes.</source>
        <translation>{hero}: это не ваш герой.</translation>
    </message>
    <message>
        <source>{hero} may only move forward into an adjacent region, unless its text allows more.</source>
        <translation>{hero} {hero:может|pl:могут} двигаться только вперёд на соседнюю область, если текст героя не позволяет большего.</translation>
    </message>
    <message>
        <source>{hero} may retreat only when he attacks.</source>
        <translation>{hero} {hero:может отступить, только когда нападает|pl:могут отступить, только когда нападают}.</translation>
    </message>
    <message>
        <source>{hero} must retreat backwards, and {to} is not an adjacent region behind.</source>
        <translation>{hero} {hero:может|pl:могут} отступить только назад, а {to} — не соседняя область позади.</translation>
    </message>
    <message>
        <source>{hero} must retreat forwards, and {to} is not an adjacent region ahead.</source>
        <translation>{hero} {hero:может|pl:могут} отступить только вперёд, а {to} — не соседняя область впереди.</translation>
    </message>
    <message>
        <source>{hero} must retreat sideways or backwards, and {to} is not an adjacent region beside or behind.</source>
        <translation>{hero} {hero:может|pl:могут} отступить только вбок или назад, а {to} — не соседняя область сбоку или позади.</translation>
    </message>
    <message>
        <source>{hero} must retreat sideways, and {to} is not an adjacent region beside.</source>
        <translation>{hero} {hero:может|pl:могут} отступить только вбок, а {to} — не соседняя область сбоку.</translation>
    </message>
    <message>
        <source>{hero}&apos;s text does not allow that.</source>
        <translation>{hero}: текст этого героя такого не позволяет.</translation>
    </message>
    <message>
        <source>{special} cannot carry a hero into a region held by the enemy.</source>
        <translation>{special} не может перенести героя в область, где есть враги.</translation>
    </message>
    <message>
        <source>{special} carries a hero forward into an adjacent region.</source>
        <translation>{special} переносит героя только вперёд на соседнюю область.</translation>
    </message>
    <message>
        <source>{special} has already been played: each special card is used once a game.</source>
        <translation>Карта {special} уже сыграна: каждая Специальная карта используется только 1 раз за партию.</translation>
    </message>
    <message>
        <source>{special} is not one of the cards you may choose.</source>
        <translation>{special}: эту карту выбрать нельзя.</translation>
    </message>
    <message>
        <source>{special} is not one of your special cards.</source>
        <translation>{special} — не ваша Специальная карта.</translation>
    </message>
    <message>
        <source>{to} already holds as many heroes of your side as it may.</source>
        <translation>В области {to} уже максимальное количество ваших героев.</translation>
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
        <translation>Дагорлад</translation>
    </message>
    <message>
        <source>Enedwaith</source>
        <extracomment>Ukrainian: spelt Еденвайт as the War of the Ring book spells it</extracomment>
        <translation>Энедвайт</translation>
    </message>
    <message>
        <source>Eregion</source>
        <translation>Эрегион</translation>
    </message>
    <message>
        <source>Fangorn</source>
        <translation>Фангорн</translation>
    </message>
    <message>
        <source>Gap of Rohan</source>
        <translation>Роханский проход</translation>
    </message>
    <message>
        <source>Gondor</source>
        <translation>Гондор</translation>
    </message>
    <message>
        <source>Mirkwood</source>
        <translation>Лихолесье</translation>
    </message>
    <message>
        <source>Misty Mountains</source>
        <translation>Мглистые горы</translation>
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
        <translation>Рохан</translation>
    </message>
    <message>
        <source>The High Pass</source>
        <extracomment>Ukrainian: Високий Прохід as the War of the Ring book, not «перевал»</extracomment>
        <translation>Высокий перевал</translation>
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
        <translation>Явление Короля</translation>
    </message>
    <message>
        <source>Crebain of Dunland</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>Кребайн из Дунланда</translation>
    </message>
    <message>
        <source>Gandalf the White</source>
        <translation>Гэндальф Белый</translation>
    </message>
    <message>
        <source>Gwaihir the Wind</source>
        <translation>Гваихир Повелитель Ветров</translation>
    </message>
    <message>
        <source>Palantir</source>
        <translation>Палантир</translation>
    </message>
    <message>
        <source>Recall to Mordor</source>
        <translation>Возвращение в Мордор</translation>
    </message>
    <message>
        <source>Shadowfax</source>
        <translation>Светозар</translation>
    </message>
    <message>
        <source>The Dark of Mordor</source>
        <translation>Тьма Мордора</translation>
    </message>
</context>
<context>
    <name>confrontation.special_text</name>
    <message>
        <source>Play at any moment of your turn. Reveal all Fellowship heroes in one region other than the Shire; the Fellowship player may not shuffle the heroes in that region until the end of the current turn.</source>
        <translation>Играется в любой момент своего хода. Раскройте всех героев Братства в одной области, кроме Шира; игрок Братства не может перемешивать героев в этой области до конца текущего хода.</translation>
    </message>
    <message>
        <source>Play at the end of the Fellowship player&apos;s turn; you then skip your own turn. You may choose and reveal an enemy hero; it must stay revealed until the end of the game. If Gandalf was chosen and later dies and returns to play through the Special card &quot;Gandalf the White&quot;, the effect of &quot;Crebain of Dunland&quot; does not apply to the new Gandalf.</source>
        <extracomment>crebain are birds: the verb agrees in the plural</extracomment>
        <translation>Играется по окончании хода игрока Братства, при этом свой ход пропускается. Можно выбрать и раскрыть вражеского героя — он должен оставаться раскрытым до конца партии. Если был выбран Гэндальф, который позже погибает и возвращается в игру со специальной картой «Гэндальф Белый», то на нового Гэндальфа эффект «Кребайн из Дунланда» не действует.</translation>
    </message>
    <message>
        <source>Play at the end of the Fellowship player&apos;s turn; you then skip your own turn. You may move any 1 of your heroes to Mordor. Not allowed if Mordor already contains a Fellowship hero or 4 other Sauron heroes.</source>
        <translation>Играется по окончании хода игрока Братства, при этом свой ход пропускается. Можно перенести в Мордор любого 1 из своих героев. Нельзя, если в Мордоре уже есть герой Братства или 4 других героя Саурона.</translation>
    </message>
    <message>
        <source>Play at the end of the Sauron player&apos;s turn; you then skip your own turn. You may return a dead Gandalf (either version) to play by placing him in Fangorn. Cannot be played if Fangorn already contains a Sauron hero or 2 other Fellowship heroes. Cannot be played if Gandalf has not died yet.</source>
        <translation>Играется по окончании хода игрока Саурона, при этом свой ход пропускается. Можно вернуть в игру погибшего Гэндальфа (любой версии), поставив его в Фангорн. Нельзя сыграть, если в Фангорне уже есть герой Саурона или 2 других героя Братства. Нельзя сыграть, если Гэндальф ещё не погиб.</translation>
    </message>
    <message>
        <source>Play at the end of the Sauron player&apos;s turn; you then skip your own turn. You must reveal Aragorn to choose an enemy hero with which the Sauron player must move on his next turn (so the Sauron player cannot skip his next turn to play a Special card). The Watcher cannot be chosen if he is already revealed. Cannot be played if Aragorn has already died.</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>Играется по окончании хода игрока Саурона, при этом свой ход пропускается. Обязательно раскройте Арагорна, чтобы выбрать вражеского героя, которым игрок Саурона должен сходить в свой следующий ход (следовательно, игрок Саурона не может пропустить свой следующий ход, чтобы сыграть специальную карту). Нельзя выбрать Стража, если он уже раскрыт. Нельзя сыграть, если Арагорн уже погиб.</translation>
    </message>
    <message>
        <source>Play at the start of a battle, before the hero texts are applied. For this battle only, the Fellowship hero&apos;s text is replaced with &quot;Immediately retreat sideways or backwards&quot;. Cannot be played in a battle against the Warg.</source>
        <translation>Играется в начале битвы, до применения текстов героев. Только на время этой битвы текст героя Братства заменяется на «Немедленно отступить вбок или назад». Нельзя сыграть в битве против Варга.</translation>
    </message>
    <message>
        <source>Play on your turn, before moving a hero. Move a Fellowship hero forward to an adjacent region that contains no Sauron heroes and does not hold the maximum number of Fellowship heroes (the move may go along the Anduin and through the Moria tunnel; as usual, the hero dies if the Sauron player reveals the Balrog in Caradhras). Then make your move as usual, but it must be made with this same hero.</source>
        <translation>Играется в свой ход до передвижения героя. Переместите героя Братства вперёд на соседнюю область, в которой нет героев Саурона и нет максимального количества героев Братства (можно вдоль Андуина и туннелем Мории; как обычно, герой погибает, если игрок Саурона раскрывает Балрога в Карадрасе). Затем сходите как обычно, но обязательно этим же героем.</translation>
    </message>
    <message>
        <source>Play on your turn, before moving a hero. Move a Sauron hero forward to an adjacent region that contains no Fellowship heroes and does not hold the maximum number of Sauron heroes. Then make your move as usual, but it must be made with a different hero. Cannot be used to move a revealed The Watcher forward.</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>Играется в свой ход до передвижения героя. Переместите героя Саурона вперёд на соседнюю область, в которой нет героев Братства и нет максимального количества героев Саурона. Затем сходите как обычно, но обязательно другим героем. Нельзя использовать для перемещения вперёд раскрытого Стража.</translation>
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
        <translation>случайный из закрытых обороняющихся</translation>
    </message>
    <message>
        <source>a hidden hero</source>
        <translation>закрытый герой</translation>
    </message>
    <message>
        <source>alternative</source>
        <translation>альтернативная</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>классическая</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>сброс</translation>
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
        <translation>Спросить: {seat}</translation>
    </message>
    <message>
        <source>Call Gandalf</source>
        <translation>Позвать Гэндальфа</translation>
    </message>
    <message>
        <source>Choose the {track} track</source>
        <translation>Трек «{track}»</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Отказаться</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Сбросить «{card}»</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Draw two cards</source>
        <translation>Взять две карты</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Завершить ход</translation>
    </message>
    <message>
        <source>Give a {token} token</source>
        <translation>Отдать жетон «{token}»</translation>
    </message>
    <message>
        <source>Give it to {seat}</source>
        <translation>Отдать: {seat}</translation>
    </message>
    <message>
        <source>Give runes worth {value}</source>
        <translation>Отдать руны на {value}</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>Отдать «{card}»</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Let {seat} act now</source>
        <translation>Передать слово: {seat}</translation>
    </message>
    <message>
        <source>Move one space left</source>
        <translation>Сдвинуться на деление влево</translation>
    </message>
    <message>
        <source>Pass {card}</source>
        <translation>Передать «{card}»</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Заплатить</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Сыграть «{card}»</translation>
    </message>
    <message>
        <source>Play {card} on the {track} track</source>
        <translation>Сыграть «{card}» на трек «{track}»</translation>
    </message>
    <message>
        <source>Prepare</source>
        <translation>Подготовиться</translation>
    </message>
    <message>
        <source>Put on the Ring</source>
        <translation>Надеть Кольцо</translation>
    </message>
    <message>
        <source>Put the tiles back as {tiles}</source>
        <translation>Вернуть жетоны так: {tiles}</translation>
    </message>
    <message>
        <source>Resolve the tile</source>
        <translation>Разыграть жетон</translation>
    </message>
    <message>
        <source>Rest: draw two cards</source>
        <translation>Передышка: взять две карты</translation>
    </message>
    <message>
        <source>Rest: move one space left</source>
        <translation>Передышка: на деление влево</translation>
    </message>
    <message>
        <source>Reveal a story tile</source>
        <translation>Раскрыть жетон истории</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Применить «{card}»</translation>
    </message>
    <message>
        <source>{action} (pay 5 runes)</source>
        <translation>{action} (руны на 5)</translation>
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
        <translation>{action}: {target} передаёт карту, получает {to}</translation>
    </message>
    <message>
        <source>{seat} pays</source>
        <translation>Платит {seat}</translation>
    </message>
    <message>
        <source>{seat} volunteers</source>
        <translation>Доброволец: {seat}</translation>
    </message>
</context>
<context>
    <name>lotr_coop.action_name</name>
    <message>
        <source>Council</source>
        <translation>Совет</translation>
    </message>
    <message>
        <source>Elrond</source>
        <translation>Элронд</translation>
    </message>
    <message>
        <source>Fellowship</source>
        <translation>Братство</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Галадриэль</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Гэндальф</translation>
    </message>
    <message>
        <source>Nazgûl attack</source>
        <translation>Налёт назгулов</translation>
    </message>
    <message>
        <source>Preparation</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Восстановление</translation>
    </message>
    <message>
        <source>Test of Galadriel</source>
        <translation>Испытание Галадриэли</translation>
    </message>
</context>
<context>
    <name>lotr_coop.action_text</name>
    <message>
        <source>Each player in turn, from the Ring-bearer clockwise, discards one friendship symbol or else rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Каждый игрок по очереди, начиная с Кольценосца, сбрасывает один символ дружбы, иначе бросает кубик угрозы.</translation>
    </message>
    <message>
        <source>Each player in turn, from the Ring-bearer, discards one star card or else rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Каждый игрок по очереди, начиная с Кольценосца, сбрасывает одну карту со звездой, иначе бросает кубик угрозы.</translation>
    </message>
    <message>
        <source>Each player in turn, from the Ring-bearer, may discard runes worth two to either draw two journey cards or move his hobbit one space left.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Каждый игрок по очереди, начиная с Кольценосца, может сбросить руны на 2, чтобы взять две карты путешествия или сдвинуть хоббита на деление влево.</translation>
    </message>
    <message>
        <source>Each player passes one card from his hand, face down, to the player on his left.</source>
        <translation>Каждый игрок передаёт одну карту с руки лицом вниз соседу слева.</translation>
    </message>
    <message>
        <source>Each player takes six journey cards into his hand.</source>
        <translation>Каждый игрок берёт на руку шесть карт путешествия.</translation>
    </message>
    <message>
        <source>One player discards two hiding symbols (two cards with one each, or one card with two; stars may stand in for them); otherwise Sauron moves one space.</source>
        <translation>Один игрок сбрасывает два символа уклонения (две карты с одним или одну с двумя; их могут заменить звёзды), иначе Саурон сдвигается на деление.</translation>
    </message>
    <message>
        <source>The Ring-bearer hands out the twelve Lothlórien legendary cards to the players.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец раздаёт игрокам двенадцать легендарных карт Лориена.</translation>
    </message>
    <message>
        <source>The Ring-bearer may reveal four more journey cards and hand them out to the players as he likes; then he rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец может раскрыть ещё четыре карты путешествия и раздать их игрокам на свой вкус, а затем бросает кубик угрозы.</translation>
    </message>
    <message>
        <source>The twelve Rivendell legendary cards are shared out among the players.</source>
        <translation>Двенадцать легендарных карт Ривенделла распределяются между игроками.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.card</name>
    <message>
        <source>Andúril</source>
        <translation>Андурил</translation>
    </message>
    <message>
        <source>Aragorn</source>
        <translation>Арагорн</translation>
    </message>
    <message>
        <source>Army of the Dead</source>
        <translation>Армия мёртвых</translation>
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
        <translation>Лодка</translation>
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
        <translation>Шкатулка с землёй</translation>
    </message>
    <message>
        <source>Brooch</source>
        <translation>Брошь</translation>
    </message>
    <message>
        <source>Elessar</source>
        <translation>Элессар</translation>
    </message>
    <message>
        <source>Elven Cloak</source>
        <translation>Эльфийский плащ</translation>
    </message>
    <message>
        <source>Elven Rope</source>
        <translation>Эльфийская верёвка</translation>
    </message>
    <message>
        <source>Faramir</source>
        <translation>Фарамир</translation>
    </message>
    <message>
        <source>Fighting (brown)</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Сражение (коричн.)</translation>
    </message>
    <message>
        <source>Fighting (grey)</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Сражение (серая)</translation>
    </message>
    <message>
        <source>Friendship (brown)</source>
        <translation>Дружба (коричн.)</translation>
    </message>
    <message>
        <source>Friendship (grey)</source>
        <translation>Дружба (серая)</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Галадриэль</translation>
    </message>
    <message>
        <source>Galadriel&apos;s Belt</source>
        <translation>Пояс Галадриэли</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Гэндальф</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Staff</source>
        <translation>Посох Гэндальфа</translation>
    </message>
    <message>
        <source>Ghân-buri-Ghân</source>
        <translation>Гхан-бури-Гхан</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Гимли</translation>
    </message>
    <message>
        <source>Glamdring</source>
        <translation>Гламдринг</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Голлум</translation>
    </message>
    <message>
        <source>Hiding (brown)</source>
        <translation>Уклонение (коричн.)</translation>
    </message>
    <message>
        <source>Hiding (grey)</source>
        <translation>Уклонение (серая)</translation>
    </message>
    <message>
        <source>Joker (brown)</source>
        <translation>Джокер (коричн.)</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Леголас</translation>
    </message>
    <message>
        <source>Lembas</source>
        <translation>Лембас</translation>
    </message>
    <message>
        <source>Miruvor</source>
        <translation>Мирувор</translation>
    </message>
    <message>
        <source>Mithril Coat</source>
        <translation>Кольчуга из мифрила</translation>
    </message>
    <message>
        <source>Phial of Galadriel</source>
        <translation>Фиал Галадриэли</translation>
    </message>
    <message>
        <source>Pipe</source>
        <translation>Трубка</translation>
    </message>
    <message>
        <source>Riders of Rohan</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours</extracomment>
        <translation>Всадники Рохана</translation>
    </message>
    <message>
        <source>Shadowfax</source>
        <translation>Светозар</translation>
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
        <translation>Движение (коричн.)</translation>
    </message>
    <message>
        <source>Travelling (grey)</source>
        <translation>Движение (серая)</translation>
    </message>
    <message>
        <source>Éomer</source>
        <translation>Эомер</translation>
    </message>
    <message>
        <source>Éowyn</source>
        <translation>Эовин</translation>
    </message>
</context>
<context>
    <name>lotr_coop.card_text</name>
    <message>
        <source>A player who lacks one or more life tokens takes no penalty for them. Use it for any player at the end of an adventure or at one of the Mordor events.</source>
        <translation>Игрок, которому не хватает жетонов жизни, не получает за это штраф. Применяется к любому игроку в конце приключения или при событии в Мордоре.</translation>
    </message>
    <message>
        <source>A triple joker (three stars). Use it to pay a penalty or to move the progress marker of one activity track; either way, whoever used it must roll the threat die right afterwards. If it is discarded for any other reason, so that its stars are not used, no roll is made.</source>
        <translation>Тройной джокер (три звезды): оплата штрафа или ход маркера прохождения по одному треку. В обоих случаях применивший сразу бросает кубик угрозы. Если карта сброшена по другой причине и звёзды не использованы, кубик не бросают.</translation>
    </message>
    <message>
        <source>Any player may discard as many cards as he likes, then draws journey cards until he holds six.</source>
        <translation>Любой игрок может сбросить сколько угодно карт, а затем добрать карты путешествия до шести на руке.</translation>
    </message>
    <message>
        <source>Any player may ignore the result of one threat roll (play it after the roll). It may be used at the Crack of Doom. When a hobbit puts on the Ring, it does not change how many spaces the progress marker moves.</source>
        <translation>Любой игрок может проигнорировать один бросок угрозы (после броска). Можно применить у Роковой расщелины. Когда хоббит надевает Кольцо, карта не меняет число делений, на которое сдвигается маркер.</translation>
    </message>
    <message>
        <source>Any player may move his hobbit one space left on the corruption track, if possible.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Любой игрок может сдвинуть своего хоббита на деление влево по треку искушения, если это возможно.</translation>
    </message>
    <message>
        <source>Cancels a Meagre Choice or a Retreat story tile: the Fellowship discards no cards or tokens and the event marker does not move on. It does not work on Relentless Time.</source>
        <translation>Отменяет жетон истории «Небогатый выбор» или «Отступление»: Братство ничего не сбрасывает, маркер событий не сдвигается. На «Неумолимое время» не действует.</translation>
    </message>
    <message>
        <source>Lets any player pass one card from his hand to any other player.</source>
        <translation>Любой игрок может передать одну карту с руки любому другому игроку.</translation>
    </message>
    <message>
        <source>Play it for the active player when he is about to reveal the next story tile: he reveals none and goes straight on to playing cards. It spares him revealing story tiles for one turn.</source>
        <translation>Играется, когда активный игрок должен раскрыть следующий жетон истории: он не раскрывает его и сразу переходит к розыгрышу карт. Освобождает от раскрытия жетонов на один ход.</translation>
    </message>
    <message>
        <source>Play it on any player who has to roll the threat die: he does not roll. It may be used at the Crack of Doom, but not for a hobbit who is putting on the Ring.</source>
        <translation>Сыграйте на любого игрока, который должен бросить кубик угрозы: он не бросает. Можно применить у Роковой расщелины, но не для хоббита, надевающего Кольцо.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.event</name>
    <message>
        <source>A stone in the well</source>
        <translation>Камень в колодце</translation>
    </message>
    <message>
        <source>Battle of the Pelennor Fields</source>
        <translation>Битва на Пеленнорских полях</translation>
    </message>
    <message>
        <source>Faces of the Dead</source>
        <translation>Лики мёртвых</translation>
    </message>
    <message>
        <source>Fly, you fools!</source>
        <translation>Бегите, глупцы!</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Голлум</translation>
    </message>
    <message>
        <source>Orcs attack the gate</source>
        <translation>Орки штурмуют ворота</translation>
    </message>
    <message>
        <source>Orcs conquer Helm&apos;s Deep</source>
        <translation>Орки захватывают Хельмову Падь</translation>
    </message>
    <message>
        <source>Orcs storm forward</source>
        <translation>Натиск орков</translation>
    </message>
    <message>
        <source>Riders of Rohan</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours</extracomment>
        <translation>Всадники Рохана</translation>
    </message>
    <message>
        <source>Sam saves Frodo</source>
        <translation>Сэм спасает Фродо</translation>
    </message>
    <message>
        <source>Shelob appears</source>
        <translation>Появление Шелоб</translation>
    </message>
    <message>
        <source>Shelob attacks</source>
        <translation>Шелоб нападает</translation>
    </message>
    <message>
        <source>Speak, friend, and enter</source>
        <translation>Скажи, друг, и входи</translation>
    </message>
    <message>
        <source>Surrounded by dark forces</source>
        <translation>В кольце тёмных сил</translation>
    </message>
    <message>
        <source>The Forbidden Pool</source>
        <translation>Запретное озеро</translation>
    </message>
    <message>
        <source>The Lord of the Nazgûl attacks</source>
        <translation>Предводитель назгулов нападает</translation>
    </message>
    <message>
        <source>The Lord of the Nazgûl searches for the Ring</source>
        <translation>Предводитель назгулов ищет Кольцо</translation>
    </message>
    <message>
        <source>The Mouth of Sauron</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Уста Саурона</translation>
    </message>
    <message>
        <source>The Ring is mine!</source>
        <translation>Кольцо моё!</translation>
    </message>
    <message>
        <source>The Watcher in the Water</source>
        <extracomment>the Watcher in the Water</extracomment>
        <translation>Страж водоёма</translation>
    </message>
    <message>
        <source>The fire of Orthanc</source>
        <translation>Огонь Ортханка</translation>
    </message>
    <message>
        <source>The orcs attack</source>
        <translation>Атака орков</translation>
    </message>
    <message>
        <source>Trapped!</source>
        <translation>Западня!</translation>
    </message>
    <message>
        <source>Wormtongue unmasked</source>
        <translation>Гнилоуст разоблачён</translation>
    </message>
</context>
<context>
    <name>lotr_coop.event_text</name>
    <message>
        <source>Each player discards one heart life token; otherwise he rolls the threat die and discards two cards.</source>
        <translation>Каждый игрок сбрасывает жетон сердца, иначе бросает кубик угрозы и сбрасывает две карты.</translation>
    </message>
    <message>
        <source>Each player discards one hiding symbol; otherwise that player rolls the threat die.</source>
        <translation>Каждый игрок сбрасывает один символ уклонения, иначе бросает кубик угрозы.</translation>
    </message>
    <message>
        <source>Each player discards one star card; otherwise that player must discard runes worth three.</source>
        <translation>Каждый игрок сбрасывает одну карту со звездой, иначе обязан сбросить руны на 3.</translation>
    </message>
    <message>
        <source>Each player discards one sun life token; otherwise he rolls the threat die and discards two cards.</source>
        <translation>Каждый игрок сбрасывает жетон солнца, иначе бросает кубик угрозы и сбрасывает две карты.</translation>
    </message>
    <message>
        <source>Each player may discard runes worth three to either draw two journey cards or move his hobbit one space left.</source>
        <translation>Каждый игрок может сбросить руны на 3, чтобы взять две карты путешествия или сдвинуть хоббита на деление влево.</translation>
    </message>
    <message>
        <source>If the Friendship track is complete, the active player takes the Riders of Rohan card; otherwise Sauron moves one space and the Ring-bearer rolls the threat die.</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours; Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Если трек дружбы пройден, активный игрок берёт карту «Всадники Рохана», иначе Саурон сдвигается на деление, а Кольценосец бросает кубик угрозы.</translation>
    </message>
    <message>
        <source>If the first part of the Travelling track is complete, each player draws one journey card; otherwise Sauron moves two spaces.</source>
        <translation>Если первая часть трека движения пройдена, каждый игрок берёт карту путешествия, иначе Саурон сдвигается на два деления.</translation>
    </message>
    <message>
        <source>One player discards one friendship and one fighting symbol; otherwise the Helm&apos;s Deep legendary cards not yet taken leave the game.</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Один игрок сбрасывает символ дружбы и символ сражения, иначе ещё не взятые легендарные карты Хельмовой Пади выходят из игры.</translation>
    </message>
    <message>
        <source>One player discards runes worth five, and then each player draws one journey card; otherwise Sauron moves two spaces.</source>
        <translation>Один игрок сбрасывает руны на 5, и тогда каждый игрок берёт карту путешествия, иначе Саурон сдвигается на два деления.</translation>
    </message>
    <message>
        <source>One player discards the Éowyn card, and then each player draws one journey card; otherwise each player rolls the threat die.</source>
        <translation>Один игрок сбрасывает карту «Эовин», и тогда каждый игрок берёт карту путешествия, иначе каждый игрок бросает кубик угрозы.</translation>
    </message>
    <message>
        <source>One player moves his hobbit three spaces right; otherwise each player rolls the threat die.</source>
        <translation>Один игрок сдвигает своего хоббита на три деления вправо, иначе каждый игрок бросает кубик угрозы.</translation>
    </message>
    <message>
        <source>Reveal the top journey card. The Ring-bearer may discard three symbols matching it (only stars if it is a joker) to move his hobbit one space left; otherwise each player rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Раскройте верхнюю карту путешествия. Кольценосец может сбросить три таких же символа (если это джокер — только звёзды) и сдвинуть хоббита на деление влево, иначе каждый бросает кубик угрозы.</translation>
    </message>
    <message>
        <source>Reveal the top journey card. The active player discards two symbols matching it (only stars if it is a joker); otherwise each player rolls the threat die.</source>
        <translation>Раскройте верхнюю карту путешествия. Активный игрок сбрасывает два таких же символа (если это джокер — только звёзды), иначе каждый игрок бросает кубик угрозы.</translation>
    </message>
    <message>
        <source>Reveal the top journey card. The active player may discard two symbols matching it (only stars if it is a joker) and then takes the Pipe; otherwise Sauron moves one space and the next event follows at once.</source>
        <translation>Раскройте верхнюю карту путешествия. Активный игрок может сбросить два таких же символа (если это джокер — только звёзды) и взять «Трубку», иначе Саурон сдвигается на деление и сразу наступает следующее событие.</translation>
    </message>
    <message>
        <source>Sauron moves two spaces. Unless the whole Travelling track is complete, the Ring-bearer also rolls the threat die twice.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Саурон сдвигается на два деления. Если трек движения пройден не целиком, Кольценосец ещё и дважды бросает кубик угрозы.</translation>
    </message>
    <message>
        <source>The Eye of Sauron finds the Ring: Sauron wins at once. Gandalf&apos;s Magic cannot cancel this event.</source>
        <translation>Око Саурона находит Кольцо: Саурон сразу побеждает. «Магия» Гэндальфа не может отменить это событие.</translation>
    </message>
    <message>
        <source>The active player rolls the threat die twice; otherwise Sauron moves two spaces.</source>
        <translation>Активный игрок дважды бросает кубик угрозы, иначе Саурон сдвигается на два деления.</translation>
    </message>
    <message>
        <source>The group discards five fighting symbols; otherwise Sauron moves two spaces.</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Отряд сбрасывает пять символов сражения, иначе Саурон сдвигается на два деления.</translation>
    </message>
    <message>
        <source>The group discards one friendship symbol and one star; otherwise Sauron moves one space.</source>
        <translation>Отряд сбрасывает символ дружбы и звезду, иначе Саурон сдвигается на деление.</translation>
    </message>
    <message>
        <source>The group discards one heart, one sun and one Ring life token; otherwise Sauron moves two spaces.</source>
        <translation>Отряд сбрасывает жетоны сердца, солнца и Кольца, иначе Саурон сдвигается на два деления.</translation>
    </message>
    <message>
        <source>The group discards seven cards of any kind; otherwise Sauron moves three spaces.</source>
        <translation>Отряд сбрасывает семь любых карт, иначе Саурон сдвигается на три деления.</translation>
    </message>
    <message>
        <source>The group discards seven fighting symbols; otherwise Sauron moves three spaces.</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Отряд сбрасывает семь символов сражения, иначе Саурон сдвигается на три деления.</translation>
    </message>
    <message>
        <source>The group may discard runes worth seven; if it does, the active player takes Gollum and every other player draws two journey cards. Nothing happens otherwise.</source>
        <translation>Отряд может сбросить руны на 7; тогда активный игрок берёт «Голлума», а каждый другой игрок — две карты путешествия. Иначе ничего не происходит.</translation>
    </message>
    <message>
        <source>Unless the Travelling and Hiding tracks are both complete, Sauron moves two spaces and the Ring-bearer rolls the threat die.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Если хотя бы один из треков движения и уклонения не пройден, Саурон сдвигается на два деления, а Кольценосец бросает кубик угрозы.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.face</name>
    <message>
        <source>Blank</source>
        <translation>Пустая грань</translation>
    </message>
    <message>
        <source>Eye of Sauron</source>
        <translation>Око Саурона</translation>
    </message>
    <message>
        <source>One ring</source>
        <translation>Одно кольцо</translation>
    </message>
    <message>
        <source>Three rings</source>
        <translation>Три кольца</translation>
    </message>
    <message>
        <source>Two cards</source>
        <translation>Две карты</translation>
    </message>
    <message>
        <source>Two rings</source>
        <translation>Два кольца</translation>
    </message>
</context>
<context>
    <name>lotr_coop.face_text</name>
    <message>
        <source>Nothing happens.</source>
        <translation>Ничего не происходит.</translation>
    </message>
    <message>
        <source>Sauron moves one space left on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Саурон сдвигается на деление влево по треку искушения.</translation>
    </message>
    <message>
        <source>The roller discards two cards from his hand.</source>
        <translation>Бросивший сбрасывает две карты с руки.</translation>
    </message>
    <message>
        <source>The roller&apos;s hobbit moves one space right on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Хоббит бросившего сдвигается на деление вправо по треку искушения.</translation>
    </message>
    <message>
        <source>The roller&apos;s hobbit moves three spaces right on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Хоббит бросившего сдвигается на три деления вправо по треку искушения.</translation>
    </message>
    <message>
        <source>The roller&apos;s hobbit moves two spaces right on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Хоббит бросившего сдвигается на два деления вправо по треку искушения.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.gandalf</name>
    <message>
        <source>Foresight</source>
        <translation>Предвидение</translation>
    </message>
    <message>
        <source>Guidance</source>
        <translation>Наставление</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Исцеление</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Магия</translation>
    </message>
    <message>
        <source>Persistence</source>
        <translation>Упорство</translation>
    </message>
</context>
<context>
    <name>lotr_coop.gandalf_text</name>
    <message>
        <source>The active player chooses a hobbit (his own is allowed); that hobbit moves two spaces left on the corruption track.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Активный игрок выбирает хоббита (можно своего); тот сдвигается на два деления влево по треку искушения.</translation>
    </message>
    <message>
        <source>The active player chooses a player (himself is allowed); that player draws four journey cards.</source>
        <translation>Активный игрок выбирает игрока (можно себя); тот берёт четыре карты путешествия.</translation>
    </message>
    <message>
        <source>The active player may look at the top three story tiles and put them back on the stack in any order he likes.</source>
        <translation>Активный игрок может посмотреть три верхних жетона истории и вернуть их в стопку в любом порядке.</translation>
    </message>
    <message>
        <source>The active player may use this card as if he had just played or discarded a card with two stars (jokers).</source>
        <translation>Активный игрок может применить эту карту так, словно только что разыграл или сбросил карту с двумя звёздами (джокерами).</translation>
    </message>
    <message>
        <source>When the event marker moves onto the next event, ignore that event. If it was the adventure&apos;s last event, the adventure is over. It cannot prevent defeat by cancelling the last event in Mordor.</source>
        <translation>Когда маркер событий переходит на следующее событие, игнорируйте его. Если это последнее событие приключения, приключение завершено. Не может предотвратить поражение, отменив последнее событие в Мордоре.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.hobbit</name>
    <message>
        <source>Fatty</source>
        <translation>Фэтти</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Фродо</translation>
    </message>
    <message>
        <source>Merry</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Мерри</translation>
    </message>
    <message>
        <source>Pippin</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Пиппин</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Сэм</translation>
    </message>
</context>
<context>
    <name>lotr_coop.hobbit_text</name>
    <message>
        <source>Fatty may draw two extra journey cards from the journey deck after each adventure.</source>
        <translation>Фэтти может брать две добавочные карты из колоды путешествия после каждого приключения.</translation>
    </message>
    <message>
        <source>For Frodo every brown journey card is a joker.</source>
        <translation>Для Фродо любая коричневая карта путешествия — джокер.</translation>
    </message>
    <message>
        <source>Merry needs one life token fewer at the end of each adventure: with one life token he moves one space right on the corruption track, with none he moves two.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок; The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Мерри в конце приключения нужно на один жетон жизни меньше: с одним жетоном он сдвигается на деление вправо по треку искушения, без жетонов — на два.</translation>
    </message>
    <message>
        <source>Pippin may play two cards of the same colour in his turn, instead of one brown and one grey like everyone else.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Пиппин может сыграть за ход две карты одного цвета, а не одну коричневую и одну серую, как все прочие.</translation>
    </message>
    <message>
        <source>Sam&apos;s loyalty shields him from temptation: when a threat roll would move him right on the corruption track, he moves only one space; when a threat roll would make him discard two cards, he discards only one.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Верность Сэма защищает его от искушения: если бросок угрозы сдвигает его вправо по треку искушения, он проходит только одно деление; если нужно сбросить две карты, он сбрасывает одну.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.location</name>
    <message>
        <source>Bag End</source>
        <translation>Бэг-Энд</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep</source>
        <translation>Хельмова Падь</translation>
    </message>
    <message>
        <source>Lothlórien</source>
        <translation>Лориен</translation>
    </message>
    <message>
        <source>Mordor</source>
        <translation>Мордор</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Мория</translation>
    </message>
    <message>
        <source>Rivendell</source>
        <translation>Ривенделл</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair</source>
        <translation>Логово Шелоб</translation>
    </message>
</context>
<context>
    <name>lotr_coop.log</name>
    <message>
        <source>Athelas spares {hobbit} the penalty.</source>
        <translation>«Ацелас»: {hobbit} избегает штрафа.</translation>
    </message>
    <message>
        <source>Event: {event}.</source>
        <translation>Событие: «{event}».</translation>
    </message>
    <message>
        <source>Gandalf: {card}.</source>
        <translation>Гэндальф: «{card}».</translation>
    </message>
    <message>
        <source>Magic: the event {event} is ignored.</source>
        <translation>«Магия»: событие «{event}» игнорируется.</translation>
    </message>
    <message>
        <source>No one pays for {label}</source>
        <translation>Никто не платит за «{label}»</translation>
    </message>
    <message>
        <source>Nobody volunteers.</source>
        <translation>Добровольцев нет.</translation>
    </message>
    <message>
        <source>Relay: {hobbit} takes up the burden of the Ring.</source>
        <translation>Эстафета: бремя Кольца берёт на себя {hobbit}.</translation>
    </message>
    <message>
        <source>Sanctuary action: {action}.</source>
        <translation>Действие приюта: «{action}».</translation>
    </message>
    <message>
        <source>Sauron moves {n} towards the hobbits, to space {pos}.</source>
        <translation>Саурон приближается к хоббитам на {n} (деление {pos}).</translation>
    </message>
    <message>
        <source>Story tiles, top first: {tiles}.</source>
        <translation>Жетоны истории сверху вниз: {tiles}.</translation>
    </message>
    <message>
        <source>The Fellowship could not pay for {label}</source>
        <translation>Братство не смогло заплатить за «{label}»</translation>
    </message>
    <message>
        <source>The Fellowship does not pay for {label}</source>
        <translation>Братство не платит за «{label}»</translation>
    </message>
    <message>
        <source>The Fellowship reaches {location}.</source>
        <translation>Братство прибывает: {location}.</translation>
    </message>
    <message>
        <source>The Fellowship sets out from {location}.</source>
        <translation>{location} позади: Братство отправляется дальше.</translation>
    </message>
    <message>
        <source>The Ring is laid on the Crack of Doom; nobody bears it any more.</source>
        <translation>Кольцо положено у Роковой расщелины; теперь его никто не несёт.</translation>
    </message>
    <message>
        <source>The Ring moves a marker {n} spaces.</source>
        <translation>Кольцо сдвигает маркер на {n}.</translation>
    </message>
    <message>
        <source>The adventure in {location} begins.</source>
        <translation>Начинается приключение: {location}.</translation>
    </message>
    <message>
        <source>The adventure in {location} is over.</source>
        <translation>Приключение завершено: {location}.</translation>
    </message>
    <message>
        <source>The adventure is over; the event {event} does not happen.</source>
        <translation>Приключение завершено; событие «{event}» не происходит.</translation>
    </message>
    <message>
        <source>The adventure is over; the tile {tile} is not resolved.</source>
        <translation>Приключение завершено; жетон «{tile}» не разыгрывается.</translation>
    </message>
    <message>
        <source>The cards {cards} leave the game.</source>
        <translation>Из игры выходят карты: {cards}.</translation>
    </message>
    <message>
        <source>The event marker moves to {event}.</source>
        <translation>Маркер событий переходит на «{event}».</translation>
    </message>
    <message>
        <source>The game is over: {reason}</source>
        <translation>Партия окончена: {reason}</translation>
    </message>
    <message>
        <source>The journey deck is empty: the discard pile is shuffled into a new deck; {n} legendary and Gandalf cards leave the game.</source>
        <translation>Колода путешествия кончилась: сброс перетасован в новую колоду; легендарные карты и карты Гэндальфа выходят из игры ({n}).</translation>
    </message>
    <message>
        <source>The main track is complete.</source>
        <translation>Главный трек пройден.</translation>
    </message>
    <message>
        <source>The result {face} is ignored.</source>
        <translation>Результат «{face}» игнорируется.</translation>
    </message>
    <message>
        <source>The top journey card is revealed: {card}.</source>
        <translation>Раскрыта верхняя карта путешествия: «{card}».</translation>
    </message>
    <message>
        <source>The top story tiles are {tiles}.</source>
        <translation>Верхние жетоны истории: {tiles}.</translation>
    </message>
    <message>
        <source>The {track} marker moves {n} to space {pos}.</source>
        <translation>Маркер трека «{track}» сдвигается на {n} (деление {pos}).</translation>
    </message>
    <message>
        <source>Travelling and Hiding are complete: nothing happens.</source>
        <translation>Движение и уклонение пройдены: ничего не происходит.</translation>
    </message>
    <message>
        <source>{card} protects {hobbit}.</source>
        <translation>{hobbit} под защитой: «{card}».</translation>
    </message>
    <message>
        <source>{hobbit} becomes the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{hobbit} становится Кольценосцем.</translation>
    </message>
    <message>
        <source>{hobbit} calls Gandalf.</source>
        <translation>{hobbit} зовёт Гэндальфа.</translation>
    </message>
    <message>
        <source>{hobbit} calls Gandalf: Guidance counts as two stars</source>
        <translation>{hobbit} зовёт Гэндальфа: «Наставление» считается за две звезды</translation>
    </message>
    <message>
        <source>{hobbit} cannot pay and dies.</source>
        <translation>{hobbit} не может заплатить и погибает.</translation>
    </message>
    <message>
        <source>{hobbit} cannot pay {label}</source>
        <translation>{hobbit} не может заплатить за «{label}»</translation>
    </message>
    <message>
        <source>{hobbit} chooses a card to pass.</source>
        <translation>{hobbit} выбирает карту для передачи.</translation>
    </message>
    <message>
        <source>{hobbit} declines the Preparation.</source>
        <translation>{hobbit} отказывается от «Подготовки».</translation>
    </message>
    <message>
        <source>{hobbit} declines.</source>
        <translation>{hobbit} отказывается.</translation>
    </message>
    <message>
        <source>{hobbit} discards a {token} token</source>
        <translation>{hobbit} сбрасывает жетон «{token}»</translation>
    </message>
    <message>
        <source>{hobbit} discards {card}.</source>
        <translation>{hobbit} сбрасывает «{card}».</translation>
    </message>
    <message>
        <source>{hobbit} does not pay for {label}</source>
        <translation>{hobbit} не платит за «{label}»</translation>
    </message>
    <message>
        <source>{hobbit} does not roll the threat die.</source>
        <translation>{hobbit} не бросает кубик угрозы.</translation>
    </message>
    <message>
        <source>{hobbit} draws a gold rune worth {n}.</source>
        <translation>{hobbit} тянет золотую руну номиналом {n}.</translation>
    </message>
    <message>
        <source>{hobbit} draws a gold rune.</source>
        <translation>{hobbit} тянет золотую руну.</translation>
    </message>
    <message>
        <source>{hobbit} draws {cards}.</source>
        <translation>{hobbit} берёт карты: {cards}.</translation>
    </message>
    <message>
        <source>{hobbit} draws {n} journey cards.</source>
        <translation>{hobbit} берёт карты путешествия: {n}.</translation>
    </message>
    <message>
        <source>{hobbit} gets {card}.</source>
        <translation>{hobbit} получает «{card}».</translation>
    </message>
    <message>
        <source>{hobbit} is already on space 0 and cannot move left.</source>
        <translation>{hobbit} уже на делении 0 и не может сдвинуться влево.</translation>
    </message>
    <message>
        <source>{hobbit} is caught by Sauron and dies.</source>
        <translation>{hobbit} пойман Сауроном и погибает.</translation>
    </message>
    <message>
        <source>{hobbit} is dealt {cards}.</source>
        <translation>{hobbit} получает карты: {cards}.</translation>
    </message>
    <message>
        <source>{hobbit} is dealt {n} {location} cards.</source>
        <translation>{hobbit} получает карты ({location}): {n}.</translation>
    </message>
    <message>
        <source>{hobbit} lacks {n} life tokens.</source>
        <translation>{hobbit}: не хватает жетонов жизни — {n}.</translation>
    </message>
    <message>
        <source>{hobbit} looks at the top {n} story tiles.</source>
        <translation>{hobbit} смотрит верхние жетоны истории ({n}).</translation>
    </message>
    <message>
        <source>{hobbit} moves {n} left on the corruption track, to space {pos}.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>{hobbit} сдвигается влево по треку искушения на {n} (деление {pos}).</translation>
    </message>
    <message>
        <source>{hobbit} moves {n} right on the corruption track, to space {pos}.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>{hobbit} сдвигается вправо по треку искушения на {n} (деление {pos}).</translation>
    </message>
    <message>
        <source>{hobbit} passes a card to {other}.</source>
        <translation>{hobbit} передаёт карту, получает {other}.</translation>
    </message>
    <message>
        <source>{hobbit} passes {card} to {other}.</source>
        <translation>{hobbit} передаёт «{card}», получает {other}.</translation>
    </message>
    <message>
        <source>{hobbit} plays {card} on the {track} track.</source>
        <translation>{hobbit} играет «{card}» на трек «{track}».</translation>
    </message>
    <message>
        <source>{hobbit} plays {card}.</source>
        <translation>{hobbit} играет «{card}».</translation>
    </message>
    <message>
        <source>{hobbit} puts on the Ring.</source>
        <translation>{hobbit} надевает Кольцо.</translation>
    </message>
    <message>
        <source>{hobbit} puts the story tiles back.</source>
        <translation>{hobbit} возвращает жетоны истории в стопку.</translation>
    </message>
    <message>
        <source>{hobbit} receives {card} from {other}.</source>
        <translation>{hobbit} получает «{card}» (отдал: {other}).</translation>
    </message>
    <message>
        <source>{hobbit} remains the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>{hobbit} остаётся Кольценосцем.</translation>
    </message>
    <message>
        <source>{hobbit} rests and draws two cards.</source>
        <translation>{hobbit} берёт передышку и две карты.</translation>
    </message>
    <message>
        <source>{hobbit} rests and moves one space left.</source>
        <translation>{hobbit} берёт передышку и сдвигается на деление влево.</translation>
    </message>
    <message>
        <source>{hobbit} reveals the story tile {tile}.</source>
        <translation>{hobbit} раскрывает жетон истории «{tile}».</translation>
    </message>
    <message>
        <source>{hobbit} rolls the threat die: {face}.</source>
        <translation>{hobbit} бросает кубик угрозы: {face}.</translation>
    </message>
    <message>
        <source>{hobbit} sets {item} aside</source>
        <translation>{hobbit} откладывает: {item}</translation>
    </message>
    <message>
        <source>{hobbit} spends runes worth {n}.</source>
        <translation>{hobbit} тратит руны на {n}.</translation>
    </message>
    <message>
        <source>{hobbit} takes a rune.</source>
        <translation>{hobbit} получает руну.</translation>
    </message>
    <message>
        <source>{hobbit} takes a {token} token.</source>
        <translation>{hobbit} получает жетон «{token}».</translation>
    </message>
    <message>
        <source>{hobbit} takes runes worth {n}.</source>
        <translation>{hobbit} получает руны на {n}.</translation>
    </message>
    <message>
        <source>{hobbit} takes {card}.</source>
        <translation>{hobbit} берёт «{card}».</translation>
    </message>
    <message>
        <source>{hobbit} tries to cast the Ring into the fire.</source>
        <translation>{hobbit} пытается бросить Кольцо в огонь.</translation>
    </message>
    <message>
        <source>{hobbit} volunteers.</source>
        <translation>{hobbit} вызывается добровольцем.</translation>
    </message>
    <message>
        <source>{hobbit} will pass {card}.</source>
        <translation>{hobbit} передаст «{card}».</translation>
    </message>
    <message>
        <source>{hobbit} will pay for {label}</source>
        <translation>{hobbit} заплатит за «{label}»</translation>
    </message>
    <message>
        <source>{hobbit}&apos;s turn.</source>
        <translation>Ходит {hobbit}.</translation>
    </message>
    <message>
        <source>{label} is paid</source>
        <translation>«{label}» оплачено</translation>
    </message>
    <message>
        <source>{tile} has no effect.</source>
        <translation>«{tile}» не действует.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.outcome</name>
    <message>
        <source>Every hero died at the Crack of Doom; the Ring was not destroyed.</source>
        <translation>Все герои погибли у Роковой расщелины; Кольцо не уничтожено.</translation>
    </message>
    <message>
        <source>The Ring has twisted its bearer, who goes over to Sauron.</source>
        <translation>Кольцо исказило своего носителя, и он переходит на сторону Саурона.</translation>
    </message>
    <message>
        <source>The Ring is destroyed in the Crack of Doom.</source>
        <translation>Кольцо уничтожено в Роковой расщелине.</translation>
    </message>
    <message>
        <source>The Ring is mine! Sauron has found the Ring.</source>
        <translation>«Кольцо моё!» Саурон нашёл Кольцо.</translation>
    </message>
    <message>
        <source>The Ring is mine! Sauron has won.</source>
        <translation>«Кольцо моё!» Саурон победил.</translation>
    </message>
    <message>
        <source>The Ring-bearer has fallen.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец погиб.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.prompt</name>
    <message>
        <source>Sauron&apos;s Will: who volunteers to move two spaces right?</source>
        <translation>Воля Саурона: кто добровольно сдвинется на два деления вправо?</translation>
    </message>
    <message>
        <source>{hobbit} is about to take a missing life-token penalty: play Athelas?</source>
        <translation>{hobbit} получит штраф за нехватку жетонов жизни: сыграть «Ацелас»?</translation>
    </message>
    <message>
        <source>{hobbit} may act now</source>
        <translation>{hobbit} может действовать</translation>
    </message>
    <message>
        <source>{hobbit} must roll the threat die: play Galadriel&apos;s Belt?</source>
        <translation>{hobbit} должен бросить кубик угрозы: сыграть «Пояс Галадриэли»?</translation>
    </message>
    <message>
        <source>{hobbit} rolled {face}: play the Mithril coat to ignore it?</source>
        <translation>{hobbit} выбросил «{face}»: сыграть «Кольчугу из мифрила» и игнорировать бросок?</translation>
    </message>
    <message>
        <source>{hobbit}: call Gandalf before {event}?</source>
        <translation>{hobbit}: позвать Гэндальфа до события «{event}»?</translation>
    </message>
    <message>
        <source>{hobbit}: choose a track to move {n}</source>
        <translation>{hobbit}: выберите трек, чтобы сдвинуть маркер на {n}</translation>
    </message>
    <message>
        <source>{hobbit}: discard any cards, then draw up to 6</source>
        <translation>{hobbit}: сбросьте любые карты и доберите до 6</translation>
    </message>
    <message>
        <source>{hobbit}: discard {n} cards</source>
        <translation>{hobbit}: сбросьте карты ({n})</translation>
    </message>
    <message>
        <source>{hobbit}: draw 2 journey cards or move 1 left ({label})</source>
        <translation>{hobbit}: взять 2 карты путешествия или сдвинуться на 1 влево («{label}»)</translation>
    </message>
    <message>
        <source>{hobbit}: give {need} for {label}</source>
        <translation>{hobbit}: внесите плату за «{label}» ({need})</translation>
    </message>
    <message>
        <source>{hobbit}: move 3 right for {event}?</source>
        <translation>{hobbit}: сдвинуться на 3 вправо («{event}»)?</translation>
    </message>
    <message>
        <source>{hobbit}: pass one card to the next player</source>
        <translation>{hobbit}: передайте одну карту следующему игроку</translation>
    </message>
    <message>
        <source>{hobbit}: play cards or rest</source>
        <translation>{hobbit}: сыграйте карты или возьмите передышку</translation>
    </message>
    <message>
        <source>{hobbit}: put the story tiles back in any order (top first)</source>
        <translation>{hobbit}: верните жетоны истории в любом порядке (сверху вниз)</translation>
    </message>
    <message>
        <source>{hobbit}: resolve the tile {tile}</source>
        <translation>{hobbit}: разыграйте жетон «{tile}»</translation>
    </message>
    <message>
        <source>{hobbit}: reveal 4 journey cards to hand out, then roll the threat die?</source>
        <translation>{hobbit}: раскрыть 4 карты путешествия для раздачи, а затем бросить кубик угрозы?</translation>
    </message>
    <message>
        <source>{hobbit}: reveal a story tile</source>
        <translation>{hobbit}: раскройте жетон истории</translation>
    </message>
    <message>
        <source>{hobbit}: roll twice, or Sauron moves 2 ({event})</source>
        <translation>{hobbit}: бросить кубик дважды, иначе Саурон сдвинется на 2 («{event}»)</translation>
    </message>
    <message>
        <source>{hobbit}: the event {event} is coming: call Gandalf (Magic)?</source>
        <translation>{hobbit}: наступает событие «{event}»: позвать Гэндальфа («Магия»)?</translation>
    </message>
    <message>
        <source>{hobbit}: volunteer to move two spaces right for Sauron&apos;s Will?</source>
        <translation>{hobbit}: вызваться сдвинуться на два деления вправо («Воля Саурона»)?</translation>
    </message>
    <message>
        <source>{hobbit}: which Gandalf card, and how?</source>
        <translation>{hobbit}: какую карту Гэндальфа и как применить?</translation>
    </message>
    <message>
        <source>{hobbit}: which card do you pass to {other}?</source>
        <translation>{hobbit}: какую карту получит {other}?</translation>
    </message>
    <message>
        <source>{hobbit}: who gets {card}?</source>
        <translation>{hobbit}: кто получит «{card}»?</translation>
    </message>
    <message>
        <source>{hobbit}: who moves 3 right for {event}?</source>
        <translation>{hobbit}: кто сдвинется на 3 вправо («{event}»)?</translation>
    </message>
    <message>
        <source>{hobbit}: who pays {need} for {label}?</source>
        <translation>{hobbit}: кто платит за «{label}» ({need})?</translation>
    </message>
    <message>
        <source>{hobbit}: will the Fellowship pay {need} for {label}?</source>
        <translation>{hobbit}: Братство платит за «{label}» ({need})?</translation>
    </message>
    <message>
        <source>{location}: next, {action}</source>
        <translation>{location}: далее — «{action}»</translation>
    </message>
</context>
<context>
    <name>lotr_coop.refusal</name>
    <message>
        <source>A card played from the hand moves one track only: its stars cannot be split.</source>
        <translation>Карта, разыгранная с руки, двигает маркер только на одном треке: её звёзды нельзя разделить.</translation>
    </message>
    <message>
        <source>Calling Gandalf needs runes worth {cost}; {hobbit} has {runes}.</source>
        <translation>Чтобы позвать Гэндальфа, нужны руны на {cost}; у игрока {hobbit} — на {runes}.</translation>
    </message>
    <message>
        <source>Epic cards are not played in the card step; use them as free actions.</source>
        <translation>Легендарные карты эпоса не разыгрываются как обычные карты: их применяют в любой момент.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>No Gandalf card can help now.</source>
        <translation>Сейчас ни одна карта Гэндальфа не может помочь.</translation>
    </message>
    <message>
        <source>Only the Ring-bearer can put on the Ring.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Надеть Кольцо может только Кольценосец.</translation>
    </message>
    <message>
        <source>That does not lower what is still to be paid.</source>
        <translation>Это не уменьшает того, что ещё нужно заплатить.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Сейчас это невозможно.</translation>
    </message>
    <message>
        <source>That is not possible now: choose a Gandalf card.</source>
        <translation>Сейчас это невозможно: выберите карту Гэндальфа.</translation>
    </message>
    <message>
        <source>That is not possible now: choose a track.</source>
        <translation>Сейчас это невозможно: выберите трек.</translation>
    </message>
    <message>
        <source>That is not possible now: choose the card to give.</source>
        <translation>Сейчас это невозможно: выберите карту, которую отдаёте.</translation>
    </message>
    <message>
        <source>That is not possible now: decide whether Athelas is played.</source>
        <translation>Сейчас это невозможно: решите, играть ли «Ацелас».</translation>
    </message>
    <message>
        <source>That is not possible now: decide whether Galadriel&apos;s Belt is played.</source>
        <translation>Сейчас это невозможно: решите, играть ли «Пояс Галадриэли».</translation>
    </message>
    <message>
        <source>That is not possible now: decide whether the Mithril coat is played.</source>
        <translation>Сейчас это невозможно: решите, играть ли «Кольчугу из мифрила».</translation>
    </message>
    <message>
        <source>That is not possible now: discard a card.</source>
        <translation>Сейчас это невозможно: сбросьте карту.</translation>
    </message>
    <message>
        <source>That is not possible now: discard cards, then draw up to six.</source>
        <translation>Сейчас это невозможно: сбросьте карты, затем доберите до шести.</translation>
    </message>
    <message>
        <source>That is not possible now: draw two cards or move one space left.</source>
        <translation>Сейчас это невозможно: возьмите две карты или сдвиньтесь на деление влево.</translation>
    </message>
    <message>
        <source>That is not possible now: give what the payment needs, or stop.</source>
        <translation>Сейчас это невозможно: отдайте то, что нужно для оплаты, или остановитесь.</translation>
    </message>
    <message>
        <source>That is not possible now: go on with the next sanctuary action.</source>
        <translation>Сейчас это невозможно: перейдите к следующему действию приюта.</translation>
    </message>
    <message>
        <source>That is not possible now: pass one card to the next player.</source>
        <translation>Сейчас это невозможно: передайте одну карту следующему игроку.</translation>
    </message>
    <message>
        <source>That is not possible now: put the story tiles back in order.</source>
        <translation>Сейчас это невозможно: верните жетоны истории в выбранном порядке.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether Gandalf is called before the event.</source>
        <translation>Сейчас это невозможно: скажите, зовут ли Гэндальфа перед событием.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether the Fellowship pays.</source>
        <translation>Сейчас это невозможно: скажите, платит ли Братство.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you call Gandalf before the event.</source>
        <translation>Сейчас это невозможно: скажите, зовёте ли вы Гэндальфа перед событием.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you move three spaces right.</source>
        <translation>Сейчас это невозможно: скажите, сдвигаетесь ли вы на три деления вправо.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you prepare.</source>
        <translation>Сейчас это невозможно: скажите, готовитесь ли вы.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you roll twice.</source>
        <translation>Сейчас это невозможно: скажите, бросаете ли вы кубик дважды.</translation>
    </message>
    <message>
        <source>That is not possible now: say whether you volunteer for Sauron&apos;s Will.</source>
        <translation>Сейчас это невозможно: скажите, вызываетесь ли вы добровольцем («Воля Саурона»).</translation>
    </message>
    <message>
        <source>That is not possible now: say who gets the card.</source>
        <translation>Сейчас это невозможно: скажите, кто получит карту.</translation>
    </message>
    <message>
        <source>That is not possible now: say who moves three spaces right.</source>
        <translation>Сейчас это невозможно: скажите, кто сдвинется на три деления вправо.</translation>
    </message>
    <message>
        <source>That is not possible now: say who pays.</source>
        <translation>Сейчас это невозможно: скажите, кто платит.</translation>
    </message>
    <message>
        <source>That is not possible now: say who volunteers for Sauron&apos;s Will.</source>
        <translation>Сейчас это невозможно: назовите добровольца («Воля Саурона»).</translation>
    </message>
    <message>
        <source>That is not possible now: the active player must reveal a story tile.</source>
        <translation>Сейчас это невозможно: активный игрок должен раскрыть жетон истории.</translation>
    </message>
    <message>
        <source>That is not possible now: the active player plays cards, rests or ends the turn.</source>
        <translation>Сейчас это невозможно: активный игрок играет карты, берёт передышку или завершает ход.</translation>
    </message>
    <message>
        <source>That is not possible now: the story tile must be resolved.</source>
        <translation>Сейчас это невозможно: нужно разыграть жетон истории.</translation>
    </message>
    <message>
        <source>That is not possible now: use a free action or say you are done.</source>
        <translation>Сейчас это невозможно: примените свободное действие или нажмите «Готово».</translation>
    </message>
    <message>
        <source>That is not possible now: {hobbit} must decide first.</source>
        <translation>Сейчас это невозможно: сначала решает {hobbit}.</translation>
    </message>
    <message>
        <source>That is not possible now: {hobbit} must give you the floor first.</source>
        <translation>Сейчас это невозможно: сначала {hobbit} должен передать вам слово.</translation>
    </message>
    <message>
        <source>That player is not in the game.</source>
        <translation>Этого игрока нет в игре.</translation>
    </message>
    <message>
        <source>That track is not on this board.</source>
        <translation>На этом поле нет такого трека.</translation>
    </message>
    <message>
        <source>The Ring can only be put on during an adventure.</source>
        <translation>Надеть Кольцо можно только во время приключения.</translation>
    </message>
    <message>
        <source>The Ring has already been used in this adventure.</source>
        <translation>Кольцо уже надевали в этом приключении.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>The {track} track is complete.</source>
        <translation>Трек «{track}» уже пройден.</translation>
    </message>
    <message>
        <source>There is no such action in this game.</source>
        <translation>В этой игре нет такого действия.</translation>
    </message>
    <message>
        <source>There is no track now: this is not an adventure.</source>
        <translation>Сейчас треков нет: это не приключение.</translation>
    </message>
    <message>
        <source>There is no {track} track on this board.</source>
        <translation>На этом поле нет трека «{track}».</translation>
    </message>
    <message>
        <source>You cannot rest after playing a card this turn.</source>
        <translation>Нельзя взять передышку, если в этот ход уже сыграна карта.</translation>
    </message>
    <message>
        <source>You have already played a brown card this turn.</source>
        <translation>Вы уже сыграли коричневую карту в этот ход.</translation>
    </message>
    <message>
        <source>You have already played a grey card this turn.</source>
        <translation>Вы уже сыграли серую карту в этот ход.</translation>
    </message>
    <message>
        <source>You have already played two cards this turn.</source>
        <translation>Вы уже сыграли две карты в этот ход.</translation>
    </message>
    <message>
        <source>You have already rested this turn.</source>
        <translation>Вы уже брали передышку в этот ход.</translation>
    </message>
    <message>
        <source>Your hobbit is already on space 0.</source>
        <translation>Ваш хоббит уже на делении 0.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>партия окончена</translation>
    </message>
    <message>
        <source>{card} cannot be played now.</source>
        <translation>«{card}» сейчас сыграть нельзя.</translation>
    </message>
    <message>
        <source>{card} cannot be played: it has no symbols.</source>
        <translation>«{card}» нельзя сыграть: на карте нет символов.</translation>
    </message>
    <message>
        <source>{card} is not an epic card.</source>
        <translation>«{card}» — не легендарная карта эпоса.</translation>
    </message>
    <message>
        <source>{card} shows no {track} symbol.</source>
        <translation>На карте «{card}» нет символа «{track}».</translation>
    </message>
    <message>
        <source>{gandalf} cannot be used now.</source>
        <translation>«{gandalf}» сейчас применить нельзя.</translation>
    </message>
    <message>
        <source>{gandalf} has already been used: each Gandalf card is used once a game.</source>
        <translation>«{gandalf}» уже применена: каждую карту Гэндальфа можно использовать только раз за партию.</translation>
    </message>
    <message>
        <source>{hobbit} cannot be chosen now.</source>
        <translation>Сейчас нельзя выбрать игрока {hobbit}.</translation>
    </message>
    <message>
        <source>{hobbit} cannot be given the floor now.</source>
        <translation>Сейчас нельзя передать слово игроку {hobbit}.</translation>
    </message>
    <message>
        <source>{hobbit} has no such card to discard.</source>
        <translation>{hobbit}: такой карты для сброса нет.</translation>
    </message>
    <message>
        <source>{hobbit} has no such card.</source>
        <translation>{hobbit}: такой карты нет.</translation>
    </message>
    <message>
        <source>{hobbit} has runes worth only {runes}.</source>
        <translation>У игрока {hobbit} руны только на {runes}.</translation>
    </message>
    <message>
        <source>{hobbit} is no longer in the game.</source>
        <translation>{hobbit} уже выбыл из игры.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.tile</name>
    <message>
        <source>Fighting</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Сражение</translation>
    </message>
    <message>
        <source>Friendship</source>
        <translation>Дружба</translation>
    </message>
    <message>
        <source>Hiding</source>
        <translation>Уклонение</translation>
    </message>
    <message>
        <source>Meagre Choice</source>
        <translation>Небогатый выбор</translation>
    </message>
    <message>
        <source>Relentless Time</source>
        <translation>Неумолимое время</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Отступление</translation>
    </message>
    <message>
        <source>Ring&apos;s Influence</source>
        <translation>Влияние Кольца</translation>
    </message>
    <message>
        <source>Sauron&apos;s Will</source>
        <translation>Воля Саурона</translation>
    </message>
    <message>
        <source>Travelling</source>
        <translation>Движение</translation>
    </message>
</context>
<context>
    <name>lotr_coop.tile_text</name>
    <message>
        <source>A volunteer moves his hobbit two spaces right on the corruption track; otherwise Sauron moves one space towards the hobbits. Then reveal the next tile.</source>
        <extracomment>The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Доброволец сдвигает своего хоббита на два деления вправо по треку искушения, иначе Саурон сдвигается на деление к хоббитам. Затем раскройте следующий жетон.</translation>
    </message>
    <message>
        <source>If the Fellowship together discards a card, a life token of any kind and a rune, nothing happens; otherwise it is as Relentless Time. Either way, then reveal the next tile.</source>
        <translation>Если Братство сообща сбросит карту, любой жетон жизни и руну, ничего не произойдёт, иначе — как «Неумолимое время». Затем раскройте следующий жетон.</translation>
    </message>
    <message>
        <source>If the Fellowship together discards three cards, nothing happens; otherwise it is as Relentless Time. Either way, then reveal the next tile.</source>
        <translation>Если Братство сообща сбросит три карты, ничего не произойдёт, иначе — как «Неумолимое время». Затем раскройте следующий жетон.</translation>
    </message>
    <message>
        <source>Move the event marker to the next space of the event track and resolve that event. Then reveal the next tile.</source>
        <translation>Сдвиньте маркер событий на следующее деление трека событий и разыграйте событие. Затем раскройте следующий жетон.</translation>
    </message>
    <message>
        <source>Move the fighting progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Сдвиньте маркер сражения на деление и выполните его действие; развитие истории заканчивается. Если такого трека нет или он пройден, сдвиньте любой другой маркер.</translation>
    </message>
    <message>
        <source>Move the friendship progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</source>
        <translation>Сдвиньте маркер дружбы на деление и выполните его действие; развитие истории заканчивается. Если такого трека нет или он пройден, сдвиньте любой другой маркер.</translation>
    </message>
    <message>
        <source>Move the hiding progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</source>
        <translation>Сдвиньте маркер уклонения на деление и выполните его действие; развитие истории заканчивается. Если такого трека нет или он пройден, сдвиньте любой другой маркер.</translation>
    </message>
    <message>
        <source>Move the travelling progress marker one space and resolve that space; the story step ends. If this board has no such track, or it is complete, move any other marker instead.</source>
        <translation>Сдвиньте маркер движения на деление и выполните его действие; развитие истории заканчивается. Если такого трека нет или он пройден, сдвиньте любой другой маркер.</translation>
    </message>
    <message>
        <source>The Ring-bearer moves his hobbit one space right on the corruption track. Then reveal the next tile.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; The cooperative game&apos;s track is the hobbits&apos; temptation by the Ring (the Russian rulebook&apos;s «искушение»): Ukrainian «спокуса»; the War of the Ring book&apos;s «споганення» names that game&apos;s Corruption track</extracomment>
        <translation>Кольценосец сдвигает своего хоббита на деление вправо по треку искушения. Затем раскройте следующий жетон.</translation>
    </message>
</context>
<context>
    <name>lotr_coop.track</name>
    <message>
        <source>Battle against the wolves, the orcs and the Balrog</source>
        <translation>Бой с волками, орками и Балрогом</translation>
    </message>
    <message>
        <source>Battle of Helm&apos;s Deep</source>
        <translation>Битва за Хельмову Падь</translation>
    </message>
    <message>
        <source>Fight against Shelob</source>
        <translation>Схватка с Шелоб</translation>
    </message>
    <message>
        <source>Fighting</source>
        <extracomment>Russian: «сражение», as the cooperative rulebook names the activity (not «битва»)</extracomment>
        <translation>Сражение</translation>
    </message>
    <message>
        <source>Find new allies</source>
        <translation>Поиск новых союзников</translation>
    </message>
    <message>
        <source>Flee to the exit of Moria</source>
        <translation>Бегство к выходу из Мории</translation>
    </message>
    <message>
        <source>Friendship</source>
        <translation>Дружба</translation>
    </message>
    <message>
        <source>Henneth Annûn</source>
        <translation>Хеннет-Аннун</translation>
    </message>
    <message>
        <source>Hiding</source>
        <translation>Уклонение</translation>
    </message>
    <message>
        <source>King Théoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Король Теоден</translation>
    </message>
    <message>
        <source>Long march along the Dead Marshes, the plains of ash, Ithilien and the stairs of Cirith Ungol</source>
        <translation>Долгий путь через Мёртвые болота, пепельные равнины, Итилиэн и лестницы Кирит-Унгола</translation>
    </message>
    <message>
        <source>March towards Mordor to distract Sauron</source>
        <translation>Поход на Мордор, чтобы отвлечь Саурона</translation>
    </message>
    <message>
        <source>Quietly advance through Moria</source>
        <translation>Тихо пробраться через Морию</translation>
    </message>
    <message>
        <source>Riders of Rohan reinforce Helm&apos;s Deep; Arrival of the Ents</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours</extracomment>
        <translation>Всадники Рохана спешат в Хельмову Падь; приход энтов</translation>
    </message>
    <message>
        <source>Siege of Minas Tirith</source>
        <translation>Осада Минас-Тирита</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Звезда</translation>
    </message>
    <message>
        <source>Struggle up Mount Doom to destroy the Ring</source>
        <translation>Восхождение на Роковую гору, чтобы уничтожить Кольцо</translation>
    </message>
    <message>
        <source>Travelling</source>
        <translation>Движение</translation>
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
        <translation>Кольцо</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Саурон</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневая</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>карты</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>экспертный</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёная</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>серая</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>сердце</translation>
    </message>
    <message>
        <source>introductory</source>
        <translation>ознакомительный</translation>
    </message>
    <message>
        <source>life token</source>
        <translation>жетон жизни</translation>
    </message>
    <message>
        <source>runes</source>
        <translation>руны</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>стандартный</translation>
    </message>
    <message>
        <source>star</source>
        <translation>звезда</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>солнце</translation>
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
        <translation>Мало проку от войска</translation>
    </message>
    <message>
        <source>A Ranger&apos;s Versatility</source>
        <translation>Находчивость следопыта</translation>
    </message>
    <message>
        <source>A Talent for Not Being Seen</source>
        <translation>Талант быть незаметным</translation>
    </message>
    <message>
        <source>A Wizard Is Never Late</source>
        <translation>Маг никогда не опаздывает</translation>
    </message>
    <message>
        <source>Albert Dreary</source>
        <translation>Альберт Дрири</translation>
    </message>
    <message>
        <source>Alive and Unspoiled</source>
        <translation>Живыми и невредимыми</translation>
    </message>
    <message>
        <source>All Blades Perish</source>
        <translation>Все клинки гибнут</translation>
    </message>
    <message>
        <source>All Thought Bent on It</source>
        <translation>Все мысли о нём</translation>
    </message>
    <message>
        <source>All Veils Removed</source>
        <translation>Все покровы сняты</translation>
    </message>
    <message>
        <source>An Able Guide</source>
        <translation>Умелый проводник</translation>
    </message>
    <message>
        <source>Ancient Chieftain</source>
        <translation>Древний вождь</translation>
    </message>
    <message>
        <source>Ancient Enmity</source>
        <translation>Древняя вражда</translation>
    </message>
    <message>
        <source>Anduin Banks</source>
        <translation>Берега Андуина</translation>
    </message>
    <message>
        <source>Anduin Confluence</source>
        <translation>Слияние Андуина</translation>
    </message>
    <message>
        <source>Anduin Wilderland</source>
        <translation>Дикие земли Андуина</translation>
    </message>
    <message>
        <source>Aragorn</source>
        <translation>Арагорн</translation>
    </message>
    <message>
        <source>Aragorn&apos;s Bow</source>
        <translation>Лук Арагорна</translation>
    </message>
    <message>
        <source>Aragorn&apos;s Pipe</source>
        <translation>Трубка Арагорна</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Доспех</translation>
    </message>
    <message>
        <source>Arwen</source>
        <translation>Арвен</translation>
    </message>
    <message>
        <source>Arwen&apos;s Fate</source>
        <translation>Судьба Арвен</translation>
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
        <translation>Удар топором</translation>
    </message>
    <message>
        <source>Bag End</source>
        <translation>Бэг-Энд</translation>
    </message>
    <message>
        <source>Balin&apos;s Tomb</source>
        <translation>Гробница Балина</translation>
    </message>
    <message>
        <source>Band of the Eye</source>
        <translation>Отряд Ока</translation>
    </message>
    <message>
        <source>Barliman Butterbur</source>
        <translation>Лавр Наркисс</translation>
    </message>
    <message>
        <source>Battle Fury</source>
        <translation>Боевая ярость</translation>
    </message>
    <message>
        <source>Beauty Is Fading</source>
        <translation>Красота увядает</translation>
    </message>
    <message>
        <source>Bent on Discovery</source>
        <translation>Одержимые поиском</translation>
    </message>
    <message>
        <source>Bilbo</source>
        <translation>Бильбо</translation>
    </message>
    <message>
        <source>Bilbo&apos;s Pipe</source>
        <translation>Трубка Бильбо</translation>
    </message>
    <message>
        <source>Bitter Hatred</source>
        <translation>Жгучая ненависть</translation>
    </message>
    <message>
        <source>Black Breath</source>
        <translation>Чёрное дыхание</translation>
    </message>
    <message>
        <source>Black Steed</source>
        <translation>Чёрный конь</translation>
    </message>
    <message>
        <source>Blade Tip</source>
        <translation>Осколок клинка</translation>
    </message>
    <message>
        <source>Blade of Gondor</source>
        <translation>Клинок Гондора</translation>
    </message>
    <message>
        <source>Border Defenses</source>
        <translation>Пограничные заставы</translation>
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
        <translation>Пограничник</translation>
    </message>
    <message>
        <source>Bow of the Galadhrim</source>
        <translation>Лук Галадримов</translation>
    </message>
    <message>
        <source>Bred for Battle</source>
        <translation>Рождённые для битвы</translation>
    </message>
    <message>
        <source>Bree Gate</source>
        <extracomment>Bree: as Bree Gate; «Брі» is seed 003&apos;s, the name is ours; Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Ворота Пригорья</translation>
    </message>
    <message>
        <source>Bree Streets</source>
        <extracomment>Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Улицы Пригорья</translation>
    </message>
    <message>
        <source>Breeding Pit</source>
        <translation>Питомник</translation>
    </message>
    <message>
        <source>Breeland Forest</source>
        <extracomment>Bree: as Bree Gate; «Брі» is seed 003&apos;s, the name is ours</extracomment>
        <translation>Лес Пригорья</translation>
    </message>
    <message>
        <source>Brown Lands</source>
        <translation>Бурые земли</translation>
    </message>
    <message>
        <source>Buckleberry Ferry</source>
        <translation>Переправа Баклберри</translation>
    </message>
    <message>
        <source>Caradhras Has Not Forgiven Us</source>
        <translation>Карадрас нас не простил</translation>
    </message>
    <message>
        <source>Cave Troll of Moria</source>
        <translation>Пещерный тролль Мории</translation>
    </message>
    <message>
        <source>Cave Troll&apos;s Hammer</source>
        <translation>Молот пещерного тролля</translation>
    </message>
    <message>
        <source>Celeborn</source>
        <translation>Келеборн</translation>
    </message>
    <message>
        <source>Change of Plans</source>
        <translation>Перемена планов</translation>
    </message>
    <message>
        <source>Chaser of Rascals</source>
        <translation>Гроза сорванцов</translation>
    </message>
    <message>
        <source>Cleaving Blow</source>
        <translation>Рассекающий удар</translation>
    </message>
    <message>
        <source>Coat of Mail</source>
        <translation>Кольчуга</translation>
    </message>
    <message>
        <source>Council Courtyard</source>
        <translation>Двор Совета</translation>
    </message>
    <message>
        <source>Cruel Caradhras</source>
        <translation>Жестокий Карадрас</translation>
    </message>
    <message>
        <source>Curse From Mordor</source>
        <translation>Проклятие из Мордора</translation>
    </message>
    <message>
        <source>Curse Their Foul Feet!</source>
        <translation>Будь прокляты их грязные ноги!</translation>
    </message>
    <message>
        <source>Dagger Strike</source>
        <translation>Удар кинжалом</translation>
    </message>
    <message>
        <source>Dark Whispers</source>
        <translation>Тёмный шёпот</translation>
    </message>
    <message>
        <source>Daughter of Elrond</source>
        <extracomment>the TCG&apos;s book writes «Эльронд»; the card game&apos;s book (seed 000) «Элронд»</extracomment>
        <translation>Дочь Эльронда</translation>
    </message>
    <message>
        <source>Defiance</source>
        <translation>Непокорность</translation>
    </message>
    <message>
        <source>Delving</source>
        <translation>Раскопки</translation>
    </message>
    <message>
        <source>Denizens Enraged</source>
        <translation>Разъярённые обитатели</translation>
    </message>
    <message>
        <source>Despair</source>
        <translation>Отчаяние</translation>
    </message>
    <message>
        <source>Desperate Defense of the Ring</source>
        <translation>Отчаянная защита Кольца</translation>
    </message>
    <message>
        <source>Desperate Measures</source>
        <translation>Отчаянные меры</translation>
    </message>
    <message>
        <source>Dimrill Dale</source>
        <translation>Черноречье</translation>
    </message>
    <message>
        <source>Distant Relative of Bilbo</source>
        <translation>Дальний родственник Бильбо</translation>
    </message>
    <message>
        <source>Double Shot</source>
        <translation>Двойной выстрел</translation>
    </message>
    <message>
        <source>Drawn to Its Power</source>
        <translation>Влекомые его силой</translation>
    </message>
    <message>
        <source>Drums in the Deep</source>
        <translation>Барабаны в глубине</translation>
    </message>
    <message>
        <source>Durin&apos;s Secret</source>
        <translation>Тайна Дурина</translation>
    </message>
    <message>
        <source>Dwarf Guard</source>
        <translation>Гном-страж</translation>
    </message>
    <message>
        <source>Dwarf of Erebor</source>
        <translation>Гном из Эребора</translation>
    </message>
    <message>
        <source>Dwarrowdelf Chamber</source>
        <translation>Чертог Гномьих Копей</translation>
    </message>
    <message>
        <source>Dwarven Armor</source>
        <translation>Гномий доспех</translation>
    </message>
    <message>
        <source>Dwarven Axe</source>
        <translation>Гномий топор</translation>
    </message>
    <message>
        <source>Dwarven Elder</source>
        <translation>Старейшина гномов</translation>
    </message>
    <message>
        <source>Dwarven Emissary</source>
        <translation>Посланник гномов</translation>
    </message>
    <message>
        <source>Dwarven Heart</source>
        <translation>Гномье сердце</translation>
    </message>
    <message>
        <source>Dwarven Smith</source>
        <translation>Гном-кузнец</translation>
    </message>
    <message>
        <source>East Road</source>
        <translation>Восточный тракт</translation>
    </message>
    <message>
        <source>Elendil&apos;s Valor</source>
        <translation>Доблесть Элендила</translation>
    </message>
    <message>
        <source>Elf of Mirkwood</source>
        <translation>Эльф Лихолесья</translation>
    </message>
    <message>
        <source>Elf of the Golden Wood</source>
        <translation>Эльф Золотого леса</translation>
    </message>
    <message>
        <source>Elf-song</source>
        <translation>Эльфийская песнь</translation>
    </message>
    <message>
        <source>Elrond</source>
        <extracomment>the TCG&apos;s book writes «Эльронд»; the card game&apos;s book (seed 000) «Элронд»</extracomment>
        <translation>Эльронд</translation>
    </message>
    <message>
        <source>Elven Bow</source>
        <translation>Эльфийский лук</translation>
    </message>
    <message>
        <source>Elven Cloak</source>
        <translation>Эльфийский плащ</translation>
    </message>
    <message>
        <source>Elven Protector</source>
        <translation>Эльф-защитник</translation>
    </message>
    <message>
        <source>Emyn Muil</source>
        <translation>Эмин-Муил</translation>
    </message>
    <message>
        <source>Enduring Evil</source>
        <translation>Неизбывное зло</translation>
    </message>
    <message>
        <source>Enheartened Foe</source>
        <translation>Воодушевлённый враг</translation>
    </message>
    <message>
        <source>Entertainer from Bree</source>
        <extracomment>Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Весельчак из Пригорья</translation>
    </message>
    <message>
        <source>Eregion&apos;s Trails</source>
        <translation>Тропы Эрегиона</translation>
    </message>
    <message>
        <source>Ettenmoors</source>
        <translation>Эттенские пустоши</translation>
    </message>
    <message>
        <source>Extraordinary Resilience</source>
        <translation>Необычайная стойкость</translation>
    </message>
    <message>
        <source>Faithful Companion</source>
        <translation>Верный спутник</translation>
    </message>
    <message>
        <source>Far-seeing Eyes</source>
        <translation>Зоркие глаза</translation>
    </message>
    <message>
        <source>Farin</source>
        <translation>Фарин</translation>
    </message>
    <message>
        <source>Farmer Maggot</source>
        <extracomment>the TCG&apos;s book: «земледелец Маггот»</extracomment>
        <translation>Земледелец Маггот</translation>
    </message>
    <message>
        <source>Farmer Maggot&apos;s Fields</source>
        <extracomment>the TCG&apos;s book: «земледелец Маггот»; as Farmer Maggot (seed 002)</extracomment>
        <translation>Поля земледельца Маггота</translation>
    </message>
    <message>
        <source>Fear</source>
        <translation>Страх</translation>
    </message>
    <message>
        <source>Foes of Mordor</source>
        <translation>Враги Мордора</translation>
    </message>
    <message>
        <source>Fool of a Took!</source>
        <translation>Дурень из Туков!</translation>
    </message>
    <message>
        <source>Forces of Mordor</source>
        <translation>Силы Мордора</translation>
    </message>
    <message>
        <source>Ford of Bruinen</source>
        <extracomment>Russian as the card game&apos;s book&apos;s «Бруиненские броды» (seed 000), in the singular of this card&apos;s name; Ukrainian the War of the Ring book&apos;s</extracomment>
        <translation>Бруиненский брод</translation>
    </message>
    <message>
        <source>Foul Creation</source>
        <translation>Мерзкое порождение</translation>
    </message>
    <message>
        <source>Frenzy</source>
        <translation>Неистовство</translation>
    </message>
    <message>
        <source>Friend of the Shirefolk</source>
        <translation>Друг хоббитов</translation>
    </message>
    <message>
        <source>Friend to Frodo</source>
        <translation>Друг Фродо</translation>
    </message>
    <message>
        <source>Friend to Sam</source>
        <translation>Друг Сэма</translation>
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
        <translation>Из-за Брендивина</translation>
    </message>
    <message>
        <source>Frozen by Fear</source>
        <translation>Скованные страхом</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Галадриэль</translation>
    </message>
    <message>
        <source>Galadriel&apos;s Glade</source>
        <translation>Поляна Галадриэли</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Гэндальф</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Cart</source>
        <translation>Повозка Гэндальфа</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Pipe</source>
        <translation>Трубка Гэндальфа</translation>
    </message>
    <message>
        <source>Gift of Boats</source>
        <translation>Дар ладей</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Гимли</translation>
    </message>
    <message>
        <source>Gimli&apos;s Battle Axe</source>
        <translation>Боевой топор Гимли</translation>
    </message>
    <message>
        <source>Gimli&apos;s Helm</source>
        <translation>Шлем Гимли</translation>
    </message>
    <message>
        <source>Glamdring</source>
        <translation>Гламдринг</translation>
    </message>
    <message>
        <source>Gleaming Spires Will Crumble</source>
        <translation>Сверкающие шпили падут</translation>
    </message>
    <message>
        <source>Goblin Archer</source>
        <translation>Гоблин-лучник</translation>
    </message>
    <message>
        <source>Goblin Armory</source>
        <translation>Гоблинский арсенал</translation>
    </message>
    <message>
        <source>Goblin Backstabber</source>
        <translation>Гоблин-предатель</translation>
    </message>
    <message>
        <source>Goblin Domain</source>
        <translation>Владения гоблинов</translation>
    </message>
    <message>
        <source>Goblin Marksman</source>
        <translation>Гоблин-стрелок</translation>
    </message>
    <message>
        <source>Goblin Patrol Troop</source>
        <translation>Гоблинский дозорный отряд</translation>
    </message>
    <message>
        <source>Goblin Runner</source>
        <translation>Гоблин-бегун</translation>
    </message>
    <message>
        <source>Goblin Scavengers</source>
        <translation>Гоблины-мародёры</translation>
    </message>
    <message>
        <source>Goblin Scimitar</source>
        <translation>Гоблинский ятаган</translation>
    </message>
    <message>
        <source>Goblin Sneak</source>
        <translation>Гоблин-лазутчик</translation>
    </message>
    <message>
        <source>Goblin Spear</source>
        <translation>Гоблинское копьё</translation>
    </message>
    <message>
        <source>Goblin Swarms</source>
        <translation>Гоблинские полчища</translation>
    </message>
    <message>
        <source>Goblin Wallcrawler</source>
        <translation>Гоблин-стенолаз</translation>
    </message>
    <message>
        <source>Goblin Warrior</source>
        <translation>Гоблин-воин</translation>
    </message>
    <message>
        <source>Gondor&apos;s Vengeance</source>
        <translation>Месть Гондора</translation>
    </message>
    <message>
        <source>Great Shield</source>
        <translation>Большой щит</translation>
    </message>
    <message>
        <source>Greatest Kingdom of My People</source>
        <translation>Величайшее царство моего народа</translation>
    </message>
    <message>
        <source>Greed</source>
        <translation>Алчность</translation>
    </message>
    <message>
        <source>Green Dragon Inn</source>
        <translation>Трактир «Зелёный дракон»</translation>
    </message>
    <message>
        <source>Green Hill Country</source>
        <translation>Зелёные холмы</translation>
    </message>
    <message>
        <source>Greenleaf</source>
        <translation>Зеленолист</translation>
    </message>
    <message>
        <source>Grimir</source>
        <translation>Гримир</translation>
    </message>
    <message>
        <source>Guard Commander</source>
        <translation>Начальник стражи</translation>
    </message>
    <message>
        <source>Gwemegil</source>
        <translation>Гвемегил</translation>
    </message>
    <message>
        <source>Haldir</source>
        <translation>Халдир</translation>
    </message>
    <message>
        <source>Halfling Deftness</source>
        <translation>Ловкость невысоклика</translation>
    </message>
    <message>
        <source>Halls of My Home</source>
        <translation>Чертоги моего дома</translation>
    </message>
    <message>
        <source>Hate</source>
        <translation>Ненависть</translation>
    </message>
    <message>
        <source>Here Lies Balin, Son of Fundin</source>
        <translation>Здесь лежит Балин, сын Фундина</translation>
    </message>
    <message>
        <source>Hobbit Appetite</source>
        <translation>Хоббичий аппетит</translation>
    </message>
    <message>
        <source>Hobbit Farmer</source>
        <translation>Хоббит-фермер</translation>
    </message>
    <message>
        <source>Hobbit Intuition</source>
        <translation>Хоббичье чутьё</translation>
    </message>
    <message>
        <source>Hobbit Party Guest</source>
        <translation>Гость на хоббитской вечеринке</translation>
    </message>
    <message>
        <source>Hobbit Stealth</source>
        <translation>Хоббичья скрытность</translation>
    </message>
    <message>
        <source>Hobbit Sword</source>
        <translation>Хоббичий меч</translation>
    </message>
    <message>
        <source>Hobbit of Some Intelligence</source>
        <translation>Хоббит не без ума</translation>
    </message>
    <message>
        <source>Hobbiton Lass</source>
        <translation>Девушка из Хоббитона</translation>
    </message>
    <message>
        <source>Host of Thousands</source>
        <translation>Тысячное войско</translation>
    </message>
    <message>
        <source>Hunt Them Down!</source>
        <translation>Выследить их!</translation>
    </message>
    <message>
        <source>In the Ringwraith&apos;s Wake</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>По следам Призрака Кольца</translation>
    </message>
    <message>
        <source>Intimidate</source>
        <translation>Устрашение</translation>
    </message>
    <message>
        <source>Isildur&apos;s Bane</source>
        <translation>Проклятие Исильдура</translation>
    </message>
    <message>
        <source>Journey Into Danger</source>
        <translation>Путь навстречу опасности</translation>
    </message>
    <message>
        <source>Keeper of Dol Guldur</source>
        <extracomment>Ukrainian «Дол-Ґульдур» as the War of the Ring book (seed 003)</extracomment>
        <translation>Хранитель Дол Гулдура</translation>
    </message>
    <message>
        <source>King in Exile</source>
        <translation>Король в изгнании</translation>
    </message>
    <message>
        <source>Lady of Light</source>
        <translation>Владычица Света</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Леголас</translation>
    </message>
    <message>
        <source>Let Folly Be Our Cloak</source>
        <translation>Пусть безрассудство будет нам плащом</translation>
    </message>
    <message>
        <source>Let Them Come!</source>
        <translation>Пусть идут!</translation>
    </message>
    <message>
        <source>Lieutenant of Dol Guldur</source>
        <extracomment>Ukrainian «Дол-Ґульдур» as the War of the Ring book (seed 003)</extracomment>
        <translation>Наместник Дол Гулдура</translation>
    </message>
    <message>
        <source>Lieutenant of Morgul</source>
        <translation>Наместник Моргула</translation>
    </message>
    <message>
        <source>Lightfootedness</source>
        <translation>Легконогость</translation>
    </message>
    <message>
        <source>Longbottom Leaf</source>
        <translation>Лист из Длиннохвостья</translation>
    </message>
    <message>
        <source>Lord of Angmar</source>
        <translation>Владыка Ангмара</translation>
    </message>
    <message>
        <source>Lord of Gondor</source>
        <translation>Лорд Гондора</translation>
    </message>
    <message>
        <source>Lord of Lórien</source>
        <translation>Владыка Лориена</translation>
    </message>
    <message>
        <source>Lord of Moria</source>
        <translation>Владыка Мории</translation>
    </message>
    <message>
        <source>Lord of Rivendell</source>
        <translation>Владыка Ривенделла</translation>
    </message>
    <message>
        <source>Lost to the Goblins</source>
        <translation>Сгинувшие у гоблинов</translation>
    </message>
    <message>
        <source>Lothlórien Woods</source>
        <translation>Леса Лориена</translation>
    </message>
    <message>
        <source>Lurtz</source>
        <extracomment>the TCG&apos;s book: «Луриц»</extracomment>
        <translation>Луриц</translation>
    </message>
    <message>
        <source>Lurtz&apos;s Battle Cry</source>
        <extracomment>the TCG&apos;s book: «Луриц»</extracomment>
        <translation>Боевой клич Лурица</translation>
    </message>
    <message>
        <source>Lórien Bowman</source>
        <translation>Лучник Лориена</translation>
    </message>
    <message>
        <source>Lórien Elf</source>
        <translation>Эльф Лориена</translation>
    </message>
    <message>
        <source>Maid of Lórien</source>
        <translation>Дева Лориена</translation>
    </message>
    <message>
        <source>Mallorn-trees</source>
        <translation>Мэллорны</translation>
    </message>
    <message>
        <source>Man of Laketown</source>
        <translation>Житель Озёрного города</translation>
    </message>
    <message>
        <source>Master Proudfoot</source>
        <translation>Мастер Праудфут</translation>
    </message>
    <message>
        <source>Merry</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Мерри</translation>
    </message>
    <message>
        <source>Messenger of Dol Guldur</source>
        <extracomment>Ukrainian «Дол-Ґульдур» as the War of the Ring book (seed 003)</extracomment>
        <translation>Вестник Дол Гулдура</translation>
    </message>
    <message>
        <source>Messenger of Morgul</source>
        <translation>Вестник Моргула</translation>
    </message>
    <message>
        <source>Midgewater Marshes</source>
        <translation>Комариные топи</translation>
    </message>
    <message>
        <source>Midgewater Moors</source>
        <translation>Комариные пустоши</translation>
    </message>
    <message>
        <source>Mithril Mine</source>
        <translation>Мифриловый рудник</translation>
    </message>
    <message>
        <source>Mithril Shaft</source>
        <translation>Мифриловая шахта</translation>
    </message>
    <message>
        <source>Mordor Enraged</source>
        <translation>Ярость Мордора</translation>
    </message>
    <message>
        <source>Mordor&apos;s Strength</source>
        <translation>Сила Мордора</translation>
    </message>
    <message>
        <source>Morgul Blade</source>
        <translation>Моргульский клинок</translation>
    </message>
    <message>
        <source>Morgul Gates</source>
        <translation>Врата Моргула</translation>
    </message>
    <message>
        <source>Morgul Hunter</source>
        <translation>Моргульский охотник</translation>
    </message>
    <message>
        <source>Morgul Skirmisher</source>
        <translation>Моргульский застрельщик</translation>
    </message>
    <message>
        <source>Morgul Skulker</source>
        <translation>Моргульский лазутчик</translation>
    </message>
    <message>
        <source>Morgul Warden</source>
        <translation>Моргульский страж</translation>
    </message>
    <message>
        <source>Moria Axe</source>
        <translation>Морийский топор</translation>
    </message>
    <message>
        <source>Moria Lake</source>
        <translation>Озеро Мории</translation>
    </message>
    <message>
        <source>Moria Scout</source>
        <translation>Морийский разведчик</translation>
    </message>
    <message>
        <source>Moria Stairway</source>
        <translation>Лестница Мории</translation>
    </message>
    <message>
        <source>Mysterious Wizard</source>
        <translation>Таинственный маг</translation>
    </message>
    <message>
        <source>Nazgûl Sword</source>
        <translation>Меч назгула</translation>
    </message>
    <message>
        <source>No Ordinary Storm</source>
        <translation>Необычная буря</translation>
    </message>
    <message>
        <source>No Stranger to the Shadows</source>
        <translation>Свой во тьме</translation>
    </message>
    <message>
        <source>Noble Intentions</source>
        <translation>Благородные намерения</translation>
    </message>
    <message>
        <source>Nobody Tosses a Dwarf</source>
        <translation>Гномов не швыряют</translation>
    </message>
    <message>
        <source>Not Easily Destroyed</source>
        <translation>Неуничтожимые</translation>
    </message>
    <message>
        <source>Old Bilbo&apos;s Heir</source>
        <translation>Наследник старого Бильбо</translation>
    </message>
    <message>
        <source>Old Toby</source>
        <translation>Старый Тоби</translation>
    </message>
    <message>
        <source>One Whom Men Would Follow</source>
        <translation>Тот, за кем пойдут люди</translation>
    </message>
    <message>
        <source>Orc Ambusher</source>
        <translation>Орк из засады</translation>
    </message>
    <message>
        <source>Orc Assassin</source>
        <translation>Орк-убийца</translation>
    </message>
    <message>
        <source>Orc Banner</source>
        <translation>Орочье знамя</translation>
    </message>
    <message>
        <source>Orc Bowmen</source>
        <translation>Орки-лучники</translation>
    </message>
    <message>
        <source>Orc Butchery</source>
        <translation>Орочья резня</translation>
    </message>
    <message>
        <source>Orc Chieftain</source>
        <translation>Орочий вожак</translation>
    </message>
    <message>
        <source>Orc Hunters</source>
        <translation>Орки-охотники</translation>
    </message>
    <message>
        <source>Orc Inquisitor</source>
        <translation>Орк-дознаватель</translation>
    </message>
    <message>
        <source>Orc Scimitar</source>
        <translation>Орочий ятаган</translation>
    </message>
    <message>
        <source>Orc Scouting Band</source>
        <translation>Орочий дозор</translation>
    </message>
    <message>
        <source>Orc Soldier</source>
        <translation>Орк-солдат</translation>
    </message>
    <message>
        <source>Orc War Band</source>
        <translation>Орочья боевая ватага</translation>
    </message>
    <message>
        <source>Orophin</source>
        <translation>Орофин</translation>
    </message>
    <message>
        <source>Orthanc Assassin</source>
        <translation>Убийца из Ортханка</translation>
    </message>
    <message>
        <source>Ottar</source>
        <translation>Оттар</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Парирование</translation>
    </message>
    <message>
        <source>Pass of Caradhras</source>
        <translation>Перевал Карадраса</translation>
    </message>
    <message>
        <source>Pathfinder</source>
        <translation>Проводник</translation>
    </message>
    <message>
        <source>Paths Seldom Trodden</source>
        <translation>Нехоженые тропы</translation>
    </message>
    <message>
        <source>Pillars of the Kings</source>
        <translation>Столпы Королей</translation>
    </message>
    <message>
        <source>Pinned Down</source>
        <translation>Прижаты к земле</translation>
    </message>
    <message>
        <source>Pippin</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Пиппин</translation>
    </message>
    <message>
        <source>Plundered Armories</source>
        <translation>Разграбленные оружейни</translation>
    </message>
    <message>
        <source>Power According to His Stature</source>
        <translation>Сила по росту</translation>
    </message>
    <message>
        <source>Prancing Pony Proprietor</source>
        <translation>Хозяин «Гарцующего пони»</translation>
    </message>
    <message>
        <source>Prince of Mirkwood</source>
        <translation>Принц Лихолесья</translation>
    </message>
    <message>
        <source>Pursuit Just Behind</source>
        <translation>Погоня по пятам</translation>
    </message>
    <message>
        <source>Questions That Need Answering</source>
        <translation>Вопросы, требующие ответа</translation>
    </message>
    <message>
        <source>Ranger of the North</source>
        <translation>Северный следопыт</translation>
    </message>
    <message>
        <source>Ranger&apos;s Sword</source>
        <translation>Меч следопыта</translation>
    </message>
    <message>
        <source>Relentless</source>
        <translation>Неумолимые</translation>
    </message>
    <message>
        <source>Relentless Charge</source>
        <translation>Неумолимый натиск</translation>
    </message>
    <message>
        <source>Relics of Moria</source>
        <translation>Реликвии Мории</translation>
    </message>
    <message>
        <source>Retired Adventurer</source>
        <translation>Путешественник на покое</translation>
    </message>
    <message>
        <source>Return to Its Master</source>
        <translation>Вернись к хозяину</translation>
    </message>
    <message>
        <source>Risk a Little Light</source>
        <translation>Рискнуть немного посветить</translation>
    </message>
    <message>
        <source>Rivendell Terrace</source>
        <translation>Терраса Ривенделла</translation>
    </message>
    <message>
        <source>Rivendell Valley</source>
        <translation>Долина Ривенделла</translation>
    </message>
    <message>
        <source>Rivendell Waterfall</source>
        <translation>Водопад Ривенделла</translation>
    </message>
    <message>
        <source>Rosie Cotton</source>
        <translation>Рози Коттон</translation>
    </message>
    <message>
        <source>Rúmil</source>
        <translation>Румил</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Сэм</translation>
    </message>
    <message>
        <source>Sam&apos;s Father</source>
        <translation>Отец Сэма</translation>
    </message>
    <message>
        <source>Saruman&apos;s Ambition</source>
        <translation>Честолюбие Сарумана</translation>
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
        <translation>Длинные руки Сарумана</translation>
    </message>
    <message>
        <source>Saruman&apos;s Snows</source>
        <translation>Снега Сарумана</translation>
    </message>
    <message>
        <source>Sauron&apos;s Defenses</source>
        <translation>Оборона Саурона</translation>
    </message>
    <message>
        <source>Savagery to Match Their Numbers</source>
        <translation>Свирепость под стать их числу</translation>
    </message>
    <message>
        <source>Scourge of the Black Pit</source>
        <translation>Бич Чёрной Бездны</translation>
    </message>
    <message>
        <source>Seeking It Always</source>
        <translation>Вечно ищущий его</translation>
    </message>
    <message>
        <source>Seeking Its Master</source>
        <translation>В поисках хозяина</translation>
    </message>
    <message>
        <source>Servant of Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Слуга Изенгарда</translation>
    </message>
    <message>
        <source>Servant of the Secret Fire</source>
        <translation>Служитель Тайного Огня</translation>
    </message>
    <message>
        <source>Shadow&apos;s Reach</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Длань Тьмы</translation>
    </message>
    <message>
        <source>Shire Lookout Point</source>
        <translation>Дозорный холм Шира</translation>
    </message>
    <message>
        <source>Shores of Nen Hithoel</source>
        <translation>Берега Нен-Хитоэль</translation>
    </message>
    <message>
        <source>Shoulder to Shoulder</source>
        <translation>Плечом к плечу</translation>
    </message>
    <message>
        <source>Silinde</source>
        <translation>Силинде</translation>
    </message>
    <message>
        <source>Silverlode Banks</source>
        <extracomment>Silverlode: Russian «Серебрянка» as the published translation, Ukrainian «Келебрант» as the War of the Ring book (seed 003); the card&apos;s name is ours</extracomment>
        <translation>Берега Серебрянки</translation>
    </message>
    <message>
        <source>Sleep, Caradhras</source>
        <translation>Усни, Карадрас</translation>
    </message>
    <message>
        <source>Slopes of Amon Hen</source>
        <extracomment>«Амон-Хен» is seed 002&apos;s; the card&apos;s name is ours</extracomment>
        <translation>Склоны Амон-Хена</translation>
    </message>
    <message>
        <source>Son of Denethor</source>
        <translation>Сын Денетора</translation>
    </message>
    <message>
        <source>Son of Drogo</source>
        <translation>Сын Дрого</translation>
    </message>
    <message>
        <source>Son of Glóin</source>
        <translation>Сын Глоина</translation>
    </message>
    <message>
        <source>Son of Hamfast</source>
        <translation>Сын Хэмфаста</translation>
    </message>
    <message>
        <source>Songs of the Blessed Realm</source>
        <translation>Песни Благословенного Края</translation>
    </message>
    <message>
        <source>Sorry About Everything</source>
        <translation>Простите за всё</translation>
    </message>
    <message>
        <source>Spies of Saruman</source>
        <translation>Шпионы Сарумана</translation>
    </message>
    <message>
        <source>Stairs of Khazad-dûm</source>
        <translation>Лестницы Казад-Дума</translation>
    </message>
    <message>
        <source>Stand Against Darkness</source>
        <translation>Выстоять против тьмы</translation>
    </message>
    <message>
        <source>Still Draws Breath</source>
        <translation>Ещё дышит</translation>
    </message>
    <message>
        <source>Sting</source>
        <translation>Жало</translation>
    </message>
    <message>
        <source>Stone Trolls</source>
        <translation>Каменные тролли</translation>
    </message>
    <message>
        <source>Stout and Sturdy</source>
        <translation>Крепкий и стойкий</translation>
    </message>
    <message>
        <source>Strength Born of Fear</source>
        <translation>Сила, рождённая страхом</translation>
    </message>
    <message>
        <source>Strength of Kings</source>
        <translation>Сила королей</translation>
    </message>
    <message>
        <source>Strength of Spirit</source>
        <translation>Сила духа</translation>
    </message>
    <message>
        <source>Summit of Amon Hen</source>
        <translation>Вершина Амон-Хена</translation>
    </message>
    <message>
        <source>Support of the Last Homely House</source>
        <translation>Помощь Последнего Домашнего Приюта</translation>
    </message>
    <message>
        <source>Swan-ship of the Galadhrim</source>
        <translation>Лебединая ладья галадрим</translation>
    </message>
    <message>
        <source>Sword of Minas Morgul</source>
        <translation>Меч Минас-Моргула</translation>
    </message>
    <message>
        <source>Swordarm of the White Tower</source>
        <translation>Меч Белой башни</translation>
    </message>
    <message>
        <source>Swordsman of the Northern Kingdom</source>
        <translation>Мечник Северного королевства</translation>
    </message>
    <message>
        <source>The Bridge of Khazad-dûm</source>
        <extracomment>«Казад-Дум» is seed 000&apos;s; the card&apos;s name is ours</extracomment>
        <translation>Мост Казад-Дума</translation>
    </message>
    <message>
        <source>The Choice of Lúthien</source>
        <translation>Выбор Лютиэн</translation>
    </message>
    <message>
        <source>The Council of Elrond</source>
        <extracomment>the TCG&apos;s book writes «Эльронд»; the card game&apos;s book (seed 000) «Элронд»</extracomment>
        <translation>Совет Эльронда</translation>
    </message>
    <message>
        <source>The Dark Lord&apos;s Summons</source>
        <translation>Зов Тёмного Властелина</translation>
    </message>
    <message>
        <source>The End Comes</source>
        <translation>Приходит конец</translation>
    </message>
    <message>
        <source>The Gaffer</source>
        <translation>Старик Гэмджи</translation>
    </message>
    <message>
        <source>The Gaffer&apos;s Pipe</source>
        <translation>Трубка Старика Гэмджи</translation>
    </message>
    <message>
        <source>The Grey Wizard</source>
        <translation>Серый маг</translation>
    </message>
    <message>
        <source>The Irresistible Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Неодолимая Тьма</translation>
    </message>
    <message>
        <source>The Last Alliance of Elves and Men</source>
        <translation>Последний союз эльфов и людей</translation>
    </message>
    <message>
        <source>The Long Dark</source>
        <translation>Долгая тьма</translation>
    </message>
    <message>
        <source>The Master&apos;s Will</source>
        <translation>Воля Господина</translation>
    </message>
    <message>
        <source>The Mirror of Galadriel</source>
        <translation>Зеркало Галадриэли</translation>
    </message>
    <message>
        <source>The Misadventure of Mr. Underhill</source>
        <translation>Злоключение господина Накручинса</translation>
    </message>
    <message>
        <source>The Nine Servants of Sauron</source>
        <translation>Девять слуг Саурона</translation>
    </message>
    <message>
        <source>The Nine Walkers</source>
        <translation>Девять Путников</translation>
    </message>
    <message>
        <source>The Number Must Be Few</source>
        <translation>Их должно быть немного</translation>
    </message>
    <message>
        <source>The One Ring</source>
        <translation>Кольцо Всевластия</translation>
    </message>
    <message>
        <source>The Pale Blade</source>
        <translation>Бледный клинок</translation>
    </message>
    <message>
        <source>The Prancing Pony</source>
        <translation>«Гарцующий пони»</translation>
    </message>
    <message>
        <source>The Ring&apos;s Oppression</source>
        <translation>Гнёт Кольца</translation>
    </message>
    <message>
        <source>The Ruling Ring</source>
        <translation>Кольцо Власти</translation>
    </message>
    <message>
        <source>The Saga of Elendil</source>
        <translation>Сказание об Элендиле</translation>
    </message>
    <message>
        <source>The Seen and the Unseen</source>
        <translation>Зримое и незримое</translation>
    </message>
    <message>
        <source>The Splendor of Their Banners</source>
        <translation>Блеск их знамён</translation>
    </message>
    <message>
        <source>The Tale of Gil-galad</source>
        <translation>Сказание о Гил-галаде</translation>
    </message>
    <message>
        <source>The Twilight World</source>
        <translation>Сумеречный мир</translation>
    </message>
    <message>
        <source>The Underdeeps of Moria</source>
        <translation>Глубины Мории</translation>
    </message>
    <message>
        <source>The Weight of a Legacy</source>
        <translation>Тяжесть наследия</translation>
    </message>
    <message>
        <source>The White Arrows of Lórien</source>
        <translation>Белые стрелы Лориена</translation>
    </message>
    <message>
        <source>The Witch-king</source>
        <translation>Король-чародей</translation>
    </message>
    <message>
        <source>Their Arrows Enrage</source>
        <translation>Их стрелы злят</translation>
    </message>
    <message>
        <source>Their Halls of Stone</source>
        <translation>Их каменные чертоги</translation>
    </message>
    <message>
        <source>Their Power Is in Terror</source>
        <translation>Их сила — в ужасе</translation>
    </message>
    <message>
        <source>There and Back Again</source>
        <translation>Туда и обратно</translation>
    </message>
    <message>
        <source>They Are Coming</source>
        <translation>Они идут</translation>
    </message>
    <message>
        <source>Thin and Stretched</source>
        <translation>Истончённый и растянутый</translation>
    </message>
    <message>
        <source>Thrarin</source>
        <translation>Трарин</translation>
    </message>
    <message>
        <source>Threat of the Unknown</source>
        <translation>Неведомая угроза</translation>
    </message>
    <message>
        <source>Threshold of Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Порог Тьмы</translation>
    </message>
    <message>
        <source>Through the Misty Mountains</source>
        <translation>Через Мглистые горы</translation>
    </message>
    <message>
        <source>Thrór&apos;s Map</source>
        <translation>Карта Трора</translation>
    </message>
    <message>
        <source>Tol Brandir</source>
        <translation>Тол Брандир</translation>
    </message>
    <message>
        <source>Tower Lieutenant</source>
        <translation>Наместник Башни</translation>
    </message>
    <message>
        <source>Traitor&apos;s Voice</source>
        <translation>Голос предателя</translation>
    </message>
    <message>
        <source>Treachery Deeper Than You Know</source>
        <translation>Измена глубже, чем ты думаешь</translation>
    </message>
    <message>
        <source>Troll&apos;s Keyward</source>
        <translation>Хранитель ключа тролля</translation>
    </message>
    <message>
        <source>Trollshaw Forest</source>
        <translation>Троллий лес</translation>
    </message>
    <message>
        <source>Troop of Uruk-hai</source>
        <translation>Отряд урук-хаев</translation>
    </message>
    <message>
        <source>Under the Watching Eye</source>
        <translation>Под взором Ока</translation>
    </message>
    <message>
        <source>Unfamiliar Territory</source>
        <translation>Незнакомые места</translation>
    </message>
    <message>
        <source>Uruk Bloodlust</source>
        <translation>Урукская жажда крови</translation>
    </message>
    <message>
        <source>Uruk Brood</source>
        <translation>Урукское отродье</translation>
    </message>
    <message>
        <source>Uruk Fighter</source>
        <translation>Урук-боец</translation>
    </message>
    <message>
        <source>Uruk Guard</source>
        <translation>Урук-страж</translation>
    </message>
    <message>
        <source>Uruk Lieutenant</source>
        <translation>Урук-лейтенант</translation>
    </message>
    <message>
        <source>Uruk Messenger</source>
        <translation>Урук-гонец</translation>
    </message>
    <message>
        <source>Uruk Rager</source>
        <translation>Разъярённый урук</translation>
    </message>
    <message>
        <source>Uruk Savage</source>
        <translation>Урук-дикарь</translation>
    </message>
    <message>
        <source>Uruk Shaman</source>
        <translation>Урук-шаман</translation>
    </message>
    <message>
        <source>Uruk Slayer</source>
        <translation>Урук-убийца</translation>
    </message>
    <message>
        <source>Uruk Soldier</source>
        <translation>Урук-солдат</translation>
    </message>
    <message>
        <source>Uruk Spy</source>
        <translation>Урук-лазутчик</translation>
    </message>
    <message>
        <source>Uruk Warrior</source>
        <translation>Урук-воин</translation>
    </message>
    <message>
        <source>Uruk-hai Armory</source>
        <translation>Урук-хайский арсенал</translation>
    </message>
    <message>
        <source>Uruk-hai Raiding Party</source>
        <translation>Урук-хайский налётный отряд</translation>
    </message>
    <message>
        <source>Uruk-hai Rampage</source>
        <translation>Буйство урук-хаев</translation>
    </message>
    <message>
        <source>Uruk-hai Sword</source>
        <translation>Урук-хайский меч</translation>
    </message>
    <message>
        <source>Uruviel</source>
        <translation>Урувиэль</translation>
    </message>
    <message>
        <source>Valiant Man of the West</source>
        <translation>Доблестный муж Запада</translation>
    </message>
    <message>
        <source>Wariness</source>
        <translation>Настороженность</translation>
    </message>
    <message>
        <source>Wealth of Moria</source>
        <translation>Богатства Мории</translation>
    </message>
    <message>
        <source>Weatherhills</source>
        <translation>Ветреные холмы</translation>
    </message>
    <message>
        <source>Weathertop</source>
        <translation>Заверть</translation>
    </message>
    <message>
        <source>Westfarthing</source>
        <translation>Западный удел</translation>
    </message>
    <message>
        <source>What Are They?</source>
        <translation>Кто они?</translation>
    </message>
    <message>
        <source>What Is This New Devilry?</source>
        <translation>Что это за новая чертовщина?</translation>
    </message>
    <message>
        <source>Worry</source>
        <translation>Тревога</translation>
    </message>
    <message>
        <source>Wreathed in Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Окутанный Тьмой</translation>
    </message>
    <message>
        <source>You Bring Great Evil</source>
        <translation>Вы несёте великое зло</translation>
    </message>
    <message>
        <source>Úlairë Attëa</source>
        <translation>Улайрэ Аттэа</translation>
    </message>
    <message>
        <source>Úlairë Cantëa</source>
        <translation>Улайрэ Кантэа</translation>
    </message>
    <message>
        <source>Úlairë Enquëa</source>
        <translation>Улайрэ Энквэа</translation>
    </message>
    <message>
        <source>Úlairë Lemenya</source>
        <translation>Улайрэ Лемэнья</translation>
    </message>
    <message>
        <source>Úlairë Nelya</source>
        <translation>Улайрэ Нэлья</translation>
    </message>
    <message>
        <source>Úlairë Nertëa</source>
        <translation>Улайрэ Нэртэа</translation>
    </message>
    <message>
        <source>Úlairë Otsëa</source>
        <translation>Улайрэ Отсэа</translation>
    </message>
    <message>
        <source>Úlairë Toldëa</source>
        <translation>Улайрэ Толдэа</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.card_text</name>
    <message>
        <source>A Dwarf may bear it (+2 strength). Each time a minion loses a skirmish to its bearer, that minion&apos;s owner discards the top card of his draw deck.</source>
        <translation>Владелец — гном (+2 к силе). Каждый раз, когда враг проигрывает сражение владельцу, хозяин этого врага сбрасывает верхнюю карту своей игральной колоды.</translation>
    </message>
    <message>
        <source>A Dwarf may bear it. Its bearer is overwhelmed only by triple strength.</source>
        <translation>Владелец — гном. Разгромить владельца можно лишь тройной силой.</translation>
    </message>
    <message>
        <source>A Dwarf may bear it. When you play it, heal its bearer up to twice. At the start of each of your turns, exert its bearer.</source>
        <translation>Владелец — гном. Когда вы играете эту карту, исцелите владельца до двух раз. В начале каждого своего хода владелец применяет усилие.</translation>
    </message>
    <message>
        <source>A Gondor Man may bear it. Fellowship: discard it to heal a companion, or to discard a Shadow condition from a companion.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Владелец — человек Гондора. Братство: сбросьте эту карту, чтобы исцелить спутника или сбросить обстоятельство Тьмы со спутника.</translation>
    </message>
    <message>
        <source>A Hobbit may bear it (+2 strength).</source>
        <translation>Владелец — хоббит (+2 к силе).</translation>
    </message>
    <message>
        <source>A Hobbit may bear it. Fellowship: discard a pipeweed possession and spot X pipes to remove X twilight.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Владелец — хоббит. Братство: сбросьте снаряжение-зелье и найдите X трубок, чтобы убрать X жетонов тьмы.</translation>
    </message>
    <message>
        <source>A Hobbit may bear it. Fellowship: discard a pipeweed possession and spot X pipes to shuffle X tales from your discard pile into your draw deck.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Владелец — хоббит. Братство: сбросьте снаряжение-зелье и найдите X трубок, чтобы замешать X сказаний из своего сброса в свою игральную колоду.</translation>
    </message>
    <message>
        <source>A Man may bear it. Its bearer is overwhelmed only by triple strength.</source>
        <translation>Владелец — человек. Разгромить владельца можно лишь тройной силой.</translation>
    </message>
    <message>
        <source>A Man may bear it. Its bearer takes at most one wound in each skirmish phase.</source>
        <translation>Владелец — человек. В каждой фазе сражения владелец получает не больше одного ранения.</translation>
    </message>
    <message>
        <source>A Man may bear it. The minion archery total is 1 lower.</source>
        <translation>Владелец — человек. Сумма стрельбы врагов на 1 меньше.</translation>
    </message>
    <message>
        <source>A Moria Orc may bear it (+2 strength). When you play it, you may draw a card.</source>
        <translation>Владелец — морийский орк (+2 к силе). Когда вы играете эту карту, можете взять карту.</translation>
    </message>
    <message>
        <source>A Moria Orc may bear it (+2 strength); its bearer is damage +1. Skirmish: exert the bearer to give him +2 strength.</source>
        <translation>Владелец — морийский орк (+2 к силе); владелец получает повреждение +1. Сражение: владелец применяет усилие и получает +2 к силе.</translation>
    </message>
    <message>
        <source>A Moria minion may bear it (+2 strength). If its bearer kills a companion in a skirmish, add a burden (2 burdens if that companion was a Hobbit).</source>
        <translation>Владелец — враг Мории (+2 к силе). Если владелец убивает спутника в сражении, добавьте одно бремя (2, если этот спутник был хоббитом).</translation>
    </message>
    <message>
        <source>A ranger may bear it, one to a ranger. Each site&apos;s Shadow number is 1 lower.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the TCG&apos;s book: «сумеречное число» (Shadow number)</extracomment>
        <translation>Владелец — следопыт, не больше одной на следопыта. Сумеречное число каждой местности на 1 меньше.</translation>
    </message>
    <message>
        <source>An Elf may bear it (+2 strength); played on Arwen, it costs 2 less twilight. At a plains site its bearer has +2 more strength. Discard it at an underground site.</source>
        <translation>Владелец — эльф (+2 к силе); на Арвен её сумеречная стоимость на 2 меньше. На равнинной местности владелец получает ещё +2 к силе. На подземной местности сбросьте эту карту.</translation>
    </message>
    <message>
        <source>An Elf may bear it. Its bearer is an archer.</source>
        <translation>Владелец — эльф. Владелец — лучник.</translation>
    </message>
    <message>
        <source>An Uruk-hai may bear it (+2 strength). Each time its bearer wins a skirmish, the Free Peoples player discards the top card of his draw deck.</source>
        <translation>Владелец — урук-хай (+2 к силе). Каждый раз, когда владелец побеждает в сражении, игрок Свободных народов сбрасывает верхнюю карту своей игральной колоды.</translation>
    </message>
    <message>
        <source>Aragorn may bear it (+2 strength). He is damage +1.</source>
        <translation>Владелец — Арагорн (+2 к силе). У него повреждение +1.</translation>
    </message>
    <message>
        <source>Aragorn may bear it. He is an archer. Archery: exert Aragorn to wound a minion; he then does not add to the fellowship archery total.</source>
        <translation>Владелец — Арагорн. Он лучник. Стрельба: Арагорн применяет усилие, чтобы ранить врага; тогда он ничего не добавляет к сумме стрельбы Братства.</translation>
    </message>
    <message>
        <source>Archer.</source>
        <translation>Лучник.</translation>
    </message>
    <message>
        <source>Archer. Archery: exert Legolas to wound a minion. Legolas does not add to the fellowship archery total.</source>
        <translation>Лучник. Стрельба: Леголас применяет усилие, чтобы ранить врага. Леголас не добавляет к сумме стрельбы Братства.</translation>
    </message>
    <message>
        <source>Archer. Archery: exert Orophin to wound an Uruk-hai.</source>
        <translation>Лучник. Стрельба: Орофин применяет усилие, чтобы ранить урук-хая.</translation>
    </message>
    <message>
        <source>Archer. Archery: exert Rúmil to wound an Orc.</source>
        <translation>Лучник. Стрельба: Румил применяет усилие, чтобы ранить орка.</translation>
    </message>
    <message>
        <source>Archer. Damage +1.</source>
        <translation>Лучник. Повреждение +1.</translation>
    </message>
    <message>
        <source>Archer. Damage +1. Maneuver: spot another Uruk-hai to make Lurtz fierce until the regroup phase.</source>
        <extracomment>the TCG&apos;s book: «Луриц»</extracomment>
        <translation>Лучник. Повреждение +1. Маневр: найдите другого урук-хая, чтобы Луриц стал свирепым до фазы сбора.</translation>
    </message>
    <message>
        <source>Archer. While skirmishing a Nazgûl, Legolas has +3 strength.</source>
        <translation>Лучник. В сражении с назгулом Леголас получает +3 к силе.</translation>
    </message>
    <message>
        <source>Archer. While you can spot another Moria Orc, the fellowship archery total is 6 lower.</source>
        <translation>Лучник. Пока можно найти другого морийского орка, сумма стрельбы Братства на 6 меньше.</translation>
    </message>
    <message>
        <source>Archery: spot a Moria archer to wound an Elf.</source>
        <translation>Стрельба: найдите морийского лучника, чтобы ранить эльфа.</translation>
    </message>
    <message>
        <source>Archery: spot an Elf archer companion to make the fellowship archery total +1.</source>
        <translation>Стрельба: найдите спутника-эльфа лучника, чтобы сумма стрельбы Братства стала на 1 больше.</translation>
    </message>
    <message>
        <source>Archery: spot an Elf companion to make the minion archery total -1.</source>
        <translation>Стрельба: найдите спутника-эльфа, чтобы сумма стрельбы врагов стала на 1 меньше.</translation>
    </message>
    <message>
        <source>Arwen may bear it (+2 strength). She is damage +1. Skirmish: exert Arwen or discard 2 cards from your hand to give her +1 strength.</source>
        <translation>Владелец — Арвен (+2 к силе). У неё повреждение +1. Сражение: Арвен применяет усилие, или сбросьте 2 карты с руки, и она получает +1 к силе.</translation>
    </message>
    <message>
        <source>Assignment: assign an exhausted companion who is not the Ring-bearer to skirmish a Moria Orc.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Сближение: назначьте истощённого спутника, кроме Кольценосца, на сражение с морийским орком.</translation>
    </message>
    <message>
        <source>Assignment: spot 5 Moria minions to make the Free Peoples player assign the Ring-bearer to a skirmish.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Сближение: найдите 5 врагов Мории, чтобы игрок Свободных народов назначил Кольценосца на сражение.</translation>
    </message>
    <message>
        <source>At the start of each of your turns, heal every ally whose home is site 6. Fellowship: exert Galadriel to play an Elf from your hand for free.</source>
        <translation>В начале каждого своего хода исцелите каждого союзника, чей дом — местность 6. Братство: Галадриэль применяет усилие, чтобы бесплатно сыграть с руки эльфа.</translation>
    </message>
    <message>
        <source>At the start of each of your turns, heal this ally. Fellowship: exert this ally to heal another Hobbit ally whose home is site 1.</source>
        <translation>В начале каждого вашего хода исцелите этого союзника. Братство: этот союзник применяет усилие, чтобы исцелить другого союзника-хоббита, чей дом — местность 1.</translation>
    </message>
    <message>
        <source>Bearer must be Boromir. Maneuver: exert Boromir to discard a weather condition.</source>
        <translation>Владелец — Боромир. Маневр: Боромир применяет усилие, чтобы сбросить погодное обстоятельство.</translation>
    </message>
    <message>
        <source>Bearer must be The Witch-king. He is damage +1. Response: when The Witch-king wins a skirmish, you may exert him to discard a Free Peoples condition.</source>
        <translation>Владелец — Король-чародей. У него Повреждение +1. Ответ: когда Король-чародей побеждает в сражении, он может применить усилие, чтобы сбросить обстоятельство Свободных народов.</translation>
    </message>
    <message>
        <source>Bearer must be a Gondor companion. Fellowship: discard a pipeweed possession and spot X pipes to heal X companions.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Владелец — спутник Гондора. Братство: сбросьте снаряжение-зелье и найдите X трубок, чтобы исцелить X спутников.</translation>
    </message>
    <message>
        <source>Bearer must be a Nazgûl. He may bear it beside one other hand weapon. Skirmish: discard this possession to transfer Blade Tip from your support area or discard pile to a companion bearer is skirmishing.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Владелец — назгул. Он может носить её вместе с одним другим ручным оружием. Сражение: сбросьте это снаряжение, чтобы перенести «Осколок клинка» из своей области поддержки или сброса на спутника, с которым сражается владелец.</translation>
    </message>
    <message>
        <source>Bearer must be a Nazgûl. While at a plains site, bearer is strength +2. Discard this possession when at an underground site.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Владелец — назгул. Пока Братство на равнинной местности, владелец получает +2 к силе. Сбросьте это снаряжение, когда Братство на подземной местности.</translation>
    </message>
    <message>
        <source>Bearer must be a Nazgûl. While you can spot 3 burdens, bearer is damage +1.</source>
        <translation>Владелец — назгул. Пока можно найти 3 жетона бремени, у владельца Повреждение +1.</translation>
    </message>
    <message>
        <source>Bearer must be a Sauron Orc. Skirmish: remove 1 twilight to make bearer strength +1 (no more than +3 in all).</source>
        <translation>Владелец — орк Саурона. Сражение: уберите 1 жетон тьмы, и владелец получает +1 к силе (всего не больше +3).</translation>
    </message>
    <message>
        <source>Bearer must be Úlairë Lemenya. He is damage +1. Skirmish: exert Úlairë Lemenya to discard a possession borne by a character he is skirmishing.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Владелец — Улайрэ Лемэнья. У него Повреждение +1. Сражение: Улайрэ Лемэнья применяет усилие, чтобы сбросить снаряжение персонажа, с которым он сражается.</translation>
    </message>
    <message>
        <source>Boromir may bear it (+2 strength). He is damage +1. Skirmish: exert Boromir to wound an Orc or Uruk-hai he is skirmishing.</source>
        <translation>Владелец — Боромир (+2 к силе). У него повреждение +1. Сражение: Боромир применяет усилие, чтобы ранить орка или урук-хая, с которым он сражается.</translation>
    </message>
    <message>
        <source>Cave Troll of Moria costs 2 less twilight.</source>
        <translation>Сумеречная стоимость Пещерного тролля Мории на 2 меньше.</translation>
    </message>
    <message>
        <source>Companions cost 2 more twilight to play here.</source>
        <translation>Здесь сумеречная стоимость спутников на 2 больше.</translation>
    </message>
    <message>
        <source>Damage +1.</source>
        <translation>Повреждение +1.</translation>
    </message>
    <message>
        <source>Damage +1. A character skirmishing this minion gains no strength from weapons.</source>
        <translation>Повреждение +1. Персонаж, сражающийся с этим врагом, не получает силы от оружия.</translation>
    </message>
    <message>
        <source>Damage +1. Assignment: exert this minion and spot a companion: the Free Peoples player may not assign that companion to this minion.</source>
        <translation>Повреждение +1. Сближение: этот враг применяет усилие, и найдите спутника: игрок Свободных народов не может назначить этого спутника против этого врага.</translation>
    </message>
    <message>
        <source>Damage +1. Each time this minion wins a skirmish, the Free Peoples player discards the top 2 cards of his draw deck.</source>
        <translation>Повреждение +1. Каждый раз, когда этот враг побеждает в сражении, игрок Свободных народов сбрасывает 2 верхние карты своей игральной колоды.</translation>
    </message>
    <message>
        <source>Damage +1. Fellowship: if the twilight pool holds fewer than 2 tokens, add 2 twilight to put a card from your hand beneath your draw deck.</source>
        <translation>Повреждение +1. Братство: если в Котле Тьмы меньше 2 жетонов, добавьте 2 жетона тьмы, чтобы положить карту с руки под свою игральную колоду.</translation>
    </message>
    <message>
        <source>Damage +1. Fierce. To play, spot a Moria Orc. At an underground site, this minion costs 3 less twilight.</source>
        <translation>Повреждение +1. Свирепый. Чтобы сыграть, найдите морийского орка. На подземной местности сумеречная стоимость этого врага на 3 меньше.</translation>
    </message>
    <message>
        <source>Damage +1. Maneuver: remove 2 twilight to heal an Uruk-hai.</source>
        <translation>Повреждение +1. Маневр: уберите 2 жетона тьмы, чтобы исцелить урук-хая.</translation>
    </message>
    <message>
        <source>Damage +1. Maneuver: spot 5 companions to make this minion fierce until the regroup phase.</source>
        <translation>Повреждение +1. Маневр: найдите 5 спутников, чтобы этот враг стал свирепым до фазы сбора.</translation>
    </message>
    <message>
        <source>Damage +1. Maneuver: spot 6 companions to make this minion fierce until the regroup phase.</source>
        <translation>Повреждение +1. Маневр: найдите 6 спутников, чтобы этот враг стал свирепым до фазы сбора.</translation>
    </message>
    <message>
        <source>Damage +1. Skirmish: exert Gimli to give him +2 strength.</source>
        <translation>Повреждение +1. Сражение: Гимли применяет усилие и получает +2 к силе.</translation>
    </message>
    <message>
        <source>Damage +1. Skirmish: remove 1 twilight to give this minion +1 strength (at most +3 in a phase).</source>
        <translation>Повреждение +1. Сражение: уберите 1 жетон тьмы, и этот враг получает +1 к силе (не больше +3 за фазу).</translation>
    </message>
    <message>
        <source>Damage +1. Skirmish: remove 2 twilight to give this minion +1 strength for each other Uruk-hai you spot.</source>
        <translation>Повреждение +1. Сражение: уберите 2 жетона тьмы, и этот враг получает +1 к силе за каждого другого урук-хая, которого вы найдёте.</translation>
    </message>
    <message>
        <source>Damage +1. Strength +1 for each other Uruk-hai you can spot.</source>
        <translation>Повреждение +1. +1 к силе за каждого другого урук-хая, которого можно найти.</translation>
    </message>
    <message>
        <source>Damage +1. Strength +3 while you can spot a weather condition.</source>
        <translation>Повреждение +1. +3 к силе, пока можно найти погодное обстоятельство.</translation>
    </message>
    <message>
        <source>Damage +1. When you play this minion, you may make the Free Peoples player discard the top card of his draw deck.</source>
        <translation>Повреждение +1. Когда вы играете этого врага, можете заставить игрока Свободных народов сбросить верхнюю карту его игральной колоды.</translation>
    </message>
    <message>
        <source>Damage +2 while in the same skirmish as another Moria Orc.</source>
        <translation>Повреждение +2, пока в том же сражении участвует другой морийский орк.</translation>
    </message>
    <message>
        <source>Each Nazgûl at Weathertop is fierce.</source>
        <translation>Каждый назгул на Заверти свирепый.</translation>
    </message>
    <message>
        <source>Each Nazgûl&apos;s twilight cost is -1.</source>
        <translation>Сумеречная стоимость каждого назгула на 1 меньше.</translation>
    </message>
    <message>
        <source>Each companion or ally bearing a Ringwraith condition is strength -2.</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>Каждый спутник или союзник, у которого есть обстоятельство Назгулов, получает -2 к силе.</translation>
    </message>
    <message>
        <source>Each time this minion wins a skirmish, the Free Peoples player discards 2 cards at random from his hand.</source>
        <translation>Каждый раз, когда этот враг побеждает в сражении, игрок Свободных народов сбрасывает 2 случайные карты с руки.</translation>
    </message>
    <message>
        <source>Each time you play a weapon on this minion, add 2 twilight (once each turn).</source>
        <translation>Каждый раз, когда вы играете оружие на этого врага, добавьте 2 жетона тьмы (не чаще раза за ход).</translation>
    </message>
    <message>
        <source>Fellowship or Regroup: spot a ranger to play the fellowship&apos;s next site from your adventure deck, replacing an opponent&apos;s site if there is one.</source>
        <translation>Братство или Сбор: найдите следопыта, чтобы выложить из своей путевой колоды следующую местность Братства, заменив местность соперника, если она там есть.</translation>
    </message>
    <message>
        <source>Fellowship: add X twilight to heal a Hobbit companion X times.</source>
        <translation>Братство: добавьте X жетонов тьмы, чтобы исцелить спутника-хоббита X раз.</translation>
    </message>
    <message>
        <source>Fellowship: add a burden to play Aragorn from your draw deck.</source>
        <translation>Братство: добавьте одно бремя, чтобы сыграть Арагорна из своей игральной колоды.</translation>
    </message>
    <message>
        <source>Fellowship: exert 2 Elves to discard a condition.</source>
        <translation>Братство: 2 эльфа применяют усилие, чтобы сбросить обстоятельство.</translation>
    </message>
    <message>
        <source>Fellowship: exert Barliman Butterbur to take a Gandalf event from your discard pile into your hand.</source>
        <translation>Братство: Лавр Наркисс применяет усилие, чтобы взять из сброса на руку событие Гэндальфа.</translation>
    </message>
    <message>
        <source>Fellowship: exert Bilbo to shuffle a Shire card from your discard pile into your draw deck.</source>
        <translation>Братство: Бильбо применяет усилие, чтобы замешать карту Шира из своего сброса в свою игральную колоду.</translation>
    </message>
    <message>
        <source>Fellowship: exert Celeborn to heal an Elven ally.</source>
        <translation>Братство: Келеборн применяет усилие, чтобы исцелить эльфийского союзника.</translation>
    </message>
    <message>
        <source>Fellowship: exert Farmer Maggot to heal Merry or Pippin.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок; Ukrainian: the War of the Ring book calls him Переґрін; the TCG&apos;s book: «земледелец Маггот»</extracomment>
        <translation>Братство: Земледелец Маггот применяет усилие, чтобы исцелить Мерри или Пиппина.</translation>
    </message>
    <message>
        <source>Fellowship: exert Gandalf to play a companion with the Gandalf signet from your hand at 2 less twilight.</source>
        <translation>Братство: Гэндальф применяет усилие, чтобы сыграть с руки спутника с печатью Гэндальфа, его сумеречная стоимость на 2 меньше.</translation>
    </message>
    <message>
        <source>Fellowship: exert Grimir to shuffle a Dwarven event from your discard pile into your draw deck.</source>
        <translation>Братство: Гримир применяет усилие, чтобы замешать гномье событие из своего сброса в игральную колоду.</translation>
    </message>
    <message>
        <source>Fellowship: exert Sam to remove a burden. Response: if Frodo dies, Sam becomes the Ring-bearer (resistance 5).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Братство: Сэм применяет усилие, чтобы снять одно бремя. Ответ: если Фродо погибает, Кольценосцем становится Сэм (стойкость 5).</translation>
    </message>
    <message>
        <source>Fellowship: exert The Gaffer to heal Frodo or Sam.</source>
        <translation>Братство: Старик Гэмджи применяет усилие, чтобы исцелить Фродо или Сэма.</translation>
    </message>
    <message>
        <source>Fellowship: exert X companions to remove X twilight.</source>
        <translation>Братство: X спутников применяют усилие, чтобы убрать X жетонов тьмы.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Dwarf companion to draw 3 cards.</source>
        <translation>Братство: спутник-гном применяет усилие, чтобы вы взяли 3 карты.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Dwarf to reveal the top 3 cards of any draw deck. You may discard one Shadow card revealed; put the rest back in any order.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Братство: гном применяет усилие, чтобы раскрыть 3 верхние карты любой игральной колоды. Можете сбросить одну раскрытую карту Тьмы; остальные верните в любом порядке.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit companion to remove a burden.</source>
        <translation>Братство: спутник-хоббит применяет усилие, чтобы снять одно бремя.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit to play Merry or Pippin from your draw deck.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок; Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Братство: хоббит применяет усилие, чтобы сыграть Мерри или Пиппина из своей игральной колоды.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit to play Sam from your draw deck.</source>
        <translation>Братство: хоббит применяет усилие, чтобы сыграть Сэма из своей игральной колоды.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit to play The Gaffer from your draw deck.</source>
        <translation>Братство: хоббит применяет усилие, чтобы сыграть Старика Гэмджи из своей игральной колоды.</translation>
    </message>
    <message>
        <source>Fellowship: exert a Hobbit to play a companion or ally from your hand at 1 less twilight.</source>
        <translation>Братство: хоббит применяет усилие, чтобы сыграть с руки спутника или союзника, его сумеречная стоимость на 1 меньше.</translation>
    </message>
    <message>
        <source>Fellowship: exert an Elf to reveal an opponent&apos;s hand. He discards a card from his hand for each Orc revealed.</source>
        <translation>Братство: эльф применяет усилие, чтобы раскрыть карты на руке соперника. Соперник сбрасывает с руки по карте за каждого раскрытого орка.</translation>
    </message>
    <message>
        <source>Fellowship: exert an Elf to reveal an opponent&apos;s hand. You may discard an Isengard minion revealed to draw 2 cards.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Братство: эльф применяет усилие, чтобы раскрыть карты на руке соперника. Можете сбросить раскрытого врага Изенгарда, чтобы взять 2 карты.</translation>
    </message>
    <message>
        <source>Fellowship: play Bill the Pony from your draw deck. Response: if Frodo dies, make Sam the Ring-bearer (resistance 5).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Братство: сыграйте пони Билла из своей игральной колоды. Ответ: если Фродо погибает, Кольценосцем становится Сэм (стойкость 5).</translation>
    </message>
    <message>
        <source>Fellowship: play a Gandalf character from your draw deck.</source>
        <translation>Братство: сыграйте персонажа Гэндальфа из своей игральной колоды.</translation>
    </message>
    <message>
        <source>Fellowship: spot Gandalf to play Gandalf&apos;s Cart from your draw deck.</source>
        <translation>Братство: найдите Гэндальфа, чтобы сыграть Повозку Гэндальфа из своей игральной колоды.</translation>
    </message>
    <message>
        <source>Fellowship: spot Gandalf, a Dwarf and an Elf to make the move limit 1 higher this turn.</source>
        <translation>Братство: найдите Гэндальфа, гнома и эльфа, чтобы предел перемещения на этом ходу стал на 1 больше.</translation>
    </message>
    <message>
        <source>Fellowship: spot a Dwarf to reveal the top 3 cards of your draw deck. Take every Free Peoples card revealed into your hand and discard the rest.</source>
        <translation>Братство: найдите гнома, чтобы раскрыть 3 верхние карты своей игральной колоды. Возьмите на руку все раскрытые карты Свободных народов, остальные сбросьте.</translation>
    </message>
    <message>
        <source>Fellowship: spot an Elf to play a tale from your draw deck.</source>
        <translation>Братство: найдите эльфа, чтобы сыграть сказание из своей игральной колоды.</translation>
    </message>
    <message>
        <source>Fellowship: spot an Elf to remove a burden.</source>
        <translation>Братство: найдите эльфа, чтобы снять одно бремя.</translation>
    </message>
    <message>
        <source>Fellowship: while the twilight pool holds fewer than 3 tokens, add 2 twilight to reveal the top 3 cards of your draw deck; take the Shire cards among them into your hand and discard the rest.</source>
        <translation>Братство: пока в Котле Тьмы меньше 3 жетонов, добавьте 2 жетона тьмы, чтобы раскрыть 3 верхние карты своей игральной колоды; возьмите карты Шира из них на руку, остальные сбросьте.</translation>
    </message>
    <message>
        <source>Fierce. Assignment: spot 4 burdens to assign a companion (except the Ring-bearer) to skirmish Úlairë Toldëa.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Свирепый. Сближение: найдите 4 жетона бремени, чтобы назначить спутника (кроме Кольценосца) сражаться с Улайрэ Толдэа.</translation>
    </message>
    <message>
        <source>Fierce. Maneuver: spot 6 companions (or 5 burdens) and exert Úlairë Enquëa to wound a companion (except the Ring-bearer).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Свирепый. Маневр: найдите 6 спутников (или 5 жетонов бремени), и Улайрэ Энквэа применяет усилие, чтобы ранить спутника (кроме Кольценосца).</translation>
    </message>
    <message>
        <source>Fierce. Shadow: exert Úlairë Nelya and spot an opponent&apos;s site to replace it with your own site of the same number.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Свирепый. Тьма: Улайрэ Нэлья применяет усилие, и вы находите местность соперника, чтобы заменить её своей местностью с тем же номером.</translation>
    </message>
    <message>
        <source>Fierce. Skirmish: exert Úlairë Cantëa to discard a weapon borne by a character he is skirmishing.</source>
        <translation>Свирепый. Сражение: Улайрэ Кантэа применяет усилие, чтобы сбросить оружие персонажа, с которым он сражается.</translation>
    </message>
    <message>
        <source>Fierce. Skirmish: remove 1 twilight to make Úlairë Attëa strength +1 (no more than +5 in all).</source>
        <translation>Свирепый. Сражение: уберите 1 жетон тьмы, и Улайрэ Аттэа получает +1 к силе (всего не больше +5).</translation>
    </message>
    <message>
        <source>Fierce. The Witch-king is strength +2 for each other Nazgûl you can spot.</source>
        <translation>Свирепый. Король-чародей получает +2 к силе за каждого другого назгула, которого можно найти.</translation>
    </message>
    <message>
        <source>Forest. Each time the Free Peoples player plays a possession on his companion, he draws a card.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Лес. Каждый раз, когда игрок Свободных народов играет снаряжение на своего спутника, он берёт карту.</translation>
    </message>
    <message>
        <source>Forest. River. There is no archery phase here.</source>
        <translation>Лес. Река. Здесь нет фазы стрельбы.</translation>
    </message>
    <message>
        <source>Forest. Sanctuary. Each ally whose home is site 6 is strength +3.</source>
        <translation>Лес. Святилище. Каждый союзник, чей дом — местность 6, получает +3 к силе.</translation>
    </message>
    <message>
        <source>Forest. Sanctuary. While you can spot a ranger here, your move limit this turn is 1 higher.</source>
        <translation>Лес. Святилище. Пока здесь можно найти следопыта, ваш предел перемещения на этом ходу на 1 больше.</translation>
    </message>
    <message>
        <source>Forest. Stealth events cannot be played here.</source>
        <translation>Лес. Здесь нельзя играть события со скрытностью.</translation>
    </message>
    <message>
        <source>Frodo may bear it (+2 strength). Fellowship or Regroup: exert Frodo to reveal an opponent&apos;s hand and remove 1 twilight for each Orc in it (at most 4).</source>
        <translation>Владелец — Фродо (+2 к силе). Братство или Сбор: Фродо применяет усилие, чтобы раскрыть карты на руке соперника и убрать 1 жетон тьмы за каждого орка среди них (не больше 4).</translation>
    </message>
    <message>
        <source>Gandalf has +1 strength for each of these races you can spot in the fellowship: Hobbit, Dwarf, Elf and Man.</source>
        <translation>Гэндальф получает +1 к силе за каждую из этих рас, которую можно найти в Братстве: хоббит, гном, эльф и человек.</translation>
    </message>
    <message>
        <source>Gandalf may bear it (+2 strength); he has damage +1. Fellowship or Regroup: exert Gandalf to reveal an opponent&apos;s hand and remove 1 twilight for each Orc in it.</source>
        <translation>Владелец — Гэндальф (+2 к силе); у него повреждение +1. Братство или Сбор: Гэндальф применяет усилие, чтобы раскрыть карты на руке соперника и убрать 1 жетон тьмы за каждого орка среди них.</translation>
    </message>
    <message>
        <source>Gandalf may bear it. Fellowship: discard a pipeweed possession and spot X pipes to remove X burdens.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Владелец — Гэндальф. Братство: сбросьте снаряжение-зелье и найдите X трубок, чтобы снять X жетонов бремени.</translation>
    </message>
    <message>
        <source>Gimli may bear it (+2 strength). He is damage +1. Each time Gimli wins a skirmish, you may wound an Orc.</source>
        <translation>Владелец — Гимли (+2 к силе). У него повреждение +1. Каждый раз, когда Гимли побеждает в сражении, можете ранить орка.</translation>
    </message>
    <message>
        <source>Gimli may bear it. He takes at most one wound in each skirmish phase. Skirmish: discard it to prevent every wound to Gimli for the rest of the phase.</source>
        <translation>Владелец — Гимли. В каждой фазе сражения он получает не больше одного ранения. Сражение: сбросьте эту карту, чтобы до конца фазы предотвращать каждое ранение Гимли.</translation>
    </message>
    <message>
        <source>Hobbits cost 1 less twilight to play here.</source>
        <translation>Здесь сумеречная стоимость хоббитов на 1 меньше.</translation>
    </message>
    <message>
        <source>Isengard minions cost 1 less twilight to play.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Сумеречная стоимость врагов Изенгарда на 1 меньше.</translation>
    </message>
    <message>
        <source>Its bearer has +1 strength and +1 vitality. Response: when the bearer is about to take a wound, he puts the Ring on until the regroup phase. While he wears it, each wound he would take becomes 2 burdens.</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>Владелец получает +1 к силе и +1 к здоровью. Ответ: когда владелец вот-вот получит ранение, он надевает Кольцо до фазы сбора. Пока Кольцо на нём, каждое ранение, которое он получил бы, становится 2 жетонами бремени.</translation>
    </message>
    <message>
        <source>Its bearer has +1 strength. Response: when the bearer is about to take a wound in a skirmish, he puts the Ring on until the regroup phase. While he wears it, each wound he would take in a skirmish becomes a burden.</source>
        <translation>Владелец получает +1 к силе. Ответ: когда владелец вот-вот получит ранение в сражении, он надевает Кольцо до фазы сбора. Пока Кольцо на нём, каждое ранение, которое он получил бы в сражении, становится бременем.</translation>
    </message>
    <message>
        <source>Legolas may bear it (+1 strength). Each time Legolas wins a skirmish, you may wound a minion.</source>
        <translation>Владелец — Леголас (+1 к силе). Каждый раз, когда Леголас побеждает в сражении, можете ранить врага.</translation>
    </message>
    <message>
        <source>Maneuver or Skirmish: heal a Hobbit.</source>
        <translation>Маневр или Сражение: исцелите хоббита.</translation>
    </message>
    <message>
        <source>Maneuver: at a river or forest, exert a ranger to exhaust a minion.</source>
        <translation>Маневр: на реке или в лесу следопыт применяет усилие, чтобы истощить врага.</translation>
    </message>
    <message>
        <source>Maneuver: exert Aragorn to choose an ally; until the regroup phase it has +2 strength and takes part in archery fire and skirmishes.</source>
        <translation>Маневр: Арагорн применяет усилие, чтобы выбрать союзника; до фазы сбора тот получает +2 к силе и участвует в стрельбе и сражениях.</translation>
    </message>
    <message>
        <source>Maneuver: exert Thrarin to let him take part in archery fire and skirmishes until the regroup phase.</source>
        <translation>Маневр: Трарин применяет усилие, чтобы до фазы сбора участвовать в стрельбе и сражениях.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Dwarf to discard cards from the top of your draw deck until you choose to stop (at most 5). Add 1 twilight for each card discarded. Take the last card discarded into your hand.</source>
        <translation>Маневр: гном применяет усилие, чтобы сбрасывать карты с верха своей игральной колоды, пока не решите остановиться (не больше 5). Добавьте 1 жетон тьмы за каждую сброшенную карту. Возьмите на руку последнюю сброшенную карту.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Dwarf to wound 2 Orcs, or to wound one Orc twice.</source>
        <translation>Маневр: гном применяет усилие, чтобы ранить 2 орков или дважды ранить одного орка.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Nazgûl to discard a Free Peoples possession or condition. If you can spot none, discard an ally or a companion (except the Ring-bearer) instead.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Маневр: назгул применяет усилие, чтобы сбросить снаряжение или обстоятельство Свободных народов. Если найти такую карту нельзя, сбросьте вместо этого союзника или спутника (кроме Кольценосца).</translation>
    </message>
    <message>
        <source>Maneuver: exert a Nazgûl to wound every ally.</source>
        <translation>Маневр: назгул применяет усилие, чтобы ранить каждого союзника.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Nazgûl to wound every archer companion.</source>
        <translation>Маневр: назгул применяет усилие, чтобы ранить каждого спутника-лучника.</translation>
    </message>
    <message>
        <source>Maneuver: exert a Sauron Orc to wound a companion (except the Ring-bearer).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Маневр: орк Саурона применяет усилие, чтобы ранить спутника (кроме Кольценосца).</translation>
    </message>
    <message>
        <source>Maneuver: exert a ranger to give every roaming minion -3 strength until the regroup phase.</source>
        <translation>Маневр: следопыт применяет усилие, и каждый скитающийся враг получает -3 к силе до фазы сбора.</translation>
    </message>
    <message>
        <source>Maneuver: exert an Elf ally whose home is site 3. Until the regroup phase, that ally has +3 strength and takes part in archery fire and skirmishes.</source>
        <translation>Маневр: союзник-эльф, чей дом — местность 3, применяет усилие. До фазы сбора этот союзник получает +3 к силе и участвует в стрельбе и сражениях.</translation>
    </message>
    <message>
        <source>Maneuver: exert an Elf ally whose home is site 6. Until the regroup phase, that ally has +3 strength and takes part in archery fire and skirmishes.</source>
        <translation>Маневр: союзник-эльф, чей дом — местность 6, применяет усилие. До фазы сбора этот союзник получает +3 к силе и участвует в стрельбе и сражениях.</translation>
    </message>
    <message>
        <source>Maneuver: exert an Elf to discard a Sauron minion, a Sauron condition or a Sauron possession.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Маневр: эльф применяет усилие, чтобы сбросить врага, обстоятельство или снаряжение Саурона.</translation>
    </message>
    <message>
        <source>Maneuver: exert your minion to make it fierce until the regroup phase.</source>
        <translation>Маневр: ваш враг применяет усилие и становится свирепым до фазы сбора.</translation>
    </message>
    <message>
        <source>Maneuver: if the burdens and the companions in the dead pile number 12 or more, spot a Sauron Orc to corrupt the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Маневр: если жетонов бремени и спутников на кладбище вместе 12 или больше, найдите орка Саурона, чтобы Кольценосец был переманен.</translation>
    </message>
    <message>
        <source>Maneuver: make Aragorn defender +1 until the regroup phase; until then he takes at most one wound in each skirmish phase.</source>
        <translation>Маневр: Арагорн становится защитником +1 до фазы сбора; до тех пор в каждой фазе сражения он получает не больше одного ранения.</translation>
    </message>
    <message>
        <source>Maneuver: make a Gondor companion defender +1 until the regroup phase.</source>
        <translation>Маневр: спутник Гондора становится защитником +1 до фазы сбора.</translation>
    </message>
    <message>
        <source>Maneuver: make an Uruk-hai fierce until the regroup phase.</source>
        <translation>Маневр: урук-хай становится свирепым до фазы сбора.</translation>
    </message>
    <message>
        <source>Maneuver: remove 3 twilight to exert a Hobbit (except the Ring-bearer).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Маневр: уберите 3 жетона тьмы, чтобы хоббит (кроме Кольценосца) применил усилие.</translation>
    </message>
    <message>
        <source>Maneuver: spot a Sauron Orc and remove a burden to make the Free Peoples player discard the top 5 cards of his draw deck.</source>
        <translation>Маневр: найдите орка Саурона и снимите одно бремя, чтобы игрок Свободных народов сбросил 5 верхних карт своей игральной колоды.</translation>
    </message>
    <message>
        <source>Maneuver: spot a ranger to discard a roaming minion.</source>
        <translation>Маневр: найдите следопыта, чтобы сбросить скитающегося врага.</translation>
    </message>
    <message>
        <source>Maneuver: spot an Uruk-hai to cancel the strength bonus of a possession until the regroup phase.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Маневр: найдите урук-хая, чтобы отменить прибавку к силе от снаряжения до фазы сбора.</translation>
    </message>
    <message>
        <source>Marsh. When a fellowship arrives here, its Frodo must exert, or two of its other companions must.</source>
        <translation>Болото. Когда сюда приходит Братство, его Фродо применяет усилие — или два других его спутника.</translation>
    </message>
    <message>
        <source>Marsh. When the fellowship arrives here, each Hobbit companion must exert.</source>
        <translation>Болото. Когда сюда приходит Братство, каждый спутник-хоббит применяет усилие.</translation>
    </message>
    <message>
        <source>Morgul Warden is strength +1 for each other Sauron Orc you can spot.</source>
        <translation>Моргульский страж получает +1 к силе за каждого другого орка Саурона, которого можно найти.</translation>
    </message>
    <message>
        <source>Mountain. Shadow: spot an Isengard minion to play a weather card from your draw deck (limit once per turn).</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Гора. Тьма: найдите врага Изенгарда, чтобы сыграть погодную карту из своей игральной колоды (не больше раза за ход).</translation>
    </message>
    <message>
        <source>Only Cave Troll of Moria may bear it (+3 strength). Cave Troll of Moria is damage +1.</source>
        <translation>Владелец — только Пещерный тролль Мории (+3 к силе). Пещерный тролль Мории получает повреждение +1.</translation>
    </message>
    <message>
        <source>Pipeweed. Plays to your support area. When you play it, you may discard up to 2 cards from your hand.</source>
        <translation>Трубочное зелье. Сыграйте его в свою область поддержки. Когда вы играете его, можете сбросить до 2 карт с руки.</translation>
    </message>
    <message>
        <source>Pipeweed. Plays to your support area. When you play it, you may draw a card.</source>
        <translation>Трубочное зелье. Сыграйте его в свою область поддержки. Когда вы играете его, можете взять карту.</translation>
    </message>
    <message>
        <source>Plains. Each time a minion is played, the Free Peoples player discards a card from his hand.</source>
        <translation>Равнина. Каждый раз, когда в игру вводится враг, игрок Свободных народов сбрасывает карту с руки.</translation>
    </message>
    <message>
        <source>Plains. Skirmish: exert your companion or minion to give it +2 strength.</source>
        <translation>Равнина. Сражение: ваш спутник или враг применяет усилие и получает +2 к силе.</translation>
    </message>
    <message>
        <source>Plays on a Sauron minion. Shadow: exert bearer to add 1 twilight for each archer companion.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Сыграйте её на врага Саурона. Тьма: владелец применяет усилие, чтобы добавить 1 жетон тьмы за каждого спутника-лучника.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each Sauron Orc skirmishing a Gondor character is strength +2. Discard this condition when your Sauron Orc loses a skirmish.</source>
        <translation>Сыграйте её в свою область поддержки. Каждый орк Саурона, сражающийся с персонажем Гондора, получает +2 к силе. Сбросьте это обстоятельство, когда ваш орк Саурона проигрывает сражение.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time a Dwarf wins a skirmish, discard every Orc he fought. Discard this condition when a Dwarf loses a skirmish.</source>
        <translation>Сыграйте её в свою область поддержки. Каждый раз, когда гном побеждает в сражении, сбросьте каждого орка, с которым он сражался. Сбросьте это обстоятельство, когда гном проигрывает сражение.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time a companion is killed in a skirmish involving a Nazgûl, add a burden.</source>
        <translation>Сыграйте её в свою область поддержки. Каждый раз, когда спутник погибает в сражении с участием назгула, добавьте одно бремя.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time a companion or ally loses a skirmish to a Sauron Orc, each Sauron Orc is strength +1 until the regroup phase.</source>
        <translation>Сыграйте её в свою область поддержки. Каждый раз, когда спутник или союзник проигрывает сражение орку Саурона, каждый орк Саурона получает +1 к силе до фазы сбора.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time you play a Moria weapon, add 1 twilight. Response: when a Moria Orc is about to take a wound, discard this condition to prevent that wound.</source>
        <translation>Сыграйте её в свою область поддержки. Каждый раз, когда вы играете оружие Мории, добавьте 1 жетон тьмы. Ответ: когда морийский орк вот-вот получит ранение, сбросьте это обстоятельство, чтобы предотвратить это ранение.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time you play a weather condition, exert a Gandalf companion or Gandalf ally.</source>
        <translation>Сыграйте её в свою область поддержки. Каждый раз, когда вы играете погодное обстоятельство, спутник или союзник Гэндальфа применяет усилие.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time you play an Elf, choose an opponent, who discards a card from his hand.</source>
        <translation>Сыграйте её в свою область поддержки. Каждый раз, когда вы играете эльфа, выберите соперника: он сбрасывает карту с руки.</translation>
    </message>
    <message>
        <source>Plays to your support area. Each time you play an Elven tale, you may remove a burden.</source>
        <translation>Сыграйте её в свою область поддержки. Каждый раз, когда вы играете эльфийское сказание, можете снять одно бремя.</translation>
    </message>
    <message>
        <source>Plays to your support area. Every Dwarf is damage +1.</source>
        <translation>Сыграйте её в свою область поддержки. У каждого гнома повреждение +1.</translation>
    </message>
    <message>
        <source>Plays to your support area. Every Elf ally whose home is site 6 has +1 strength. Maneuver: if an opponent holds at least 7 cards, exert Galadriel to look at 2 cards of his hand at random; discard one, the other goes back.</source>
        <translation>Сыграйте её в свою область поддержки. Каждый союзник-эльф, чей дом — местность 6, получает +1 к силе. Маневр: если у соперника на руке не меньше 7 карт, Галадриэль применяет усилие, чтобы посмотреть 2 случайные карты с его руки; одну сбросьте, другая возвращается.</translation>
    </message>
    <message>
        <source>Plays to your support area. Fellowship or Regroup: exert 2 Hobbits and discard Thrór&apos;s Map to play the fellowship&apos;s next site (replacing an opponent&apos;s site there).</source>
        <translation>Сыграйте её в свою область поддержки. Братство или Сбор: 2 хоббита применяют усилие, и вы сбрасываете Карту Трора, чтобы сыграть следующую местность Братства (заменив там местность соперника).</translation>
    </message>
    <message>
        <source>Plays to your support area. Fellowship: reveal an Elven card from your hand and place it beneath your draw deck.</source>
        <translation>Сыграйте её в свою область поддержки. Братство: раскройте эльфийскую карту с руки и положите её под свою игральную колоду.</translation>
    </message>
    <message>
        <source>Plays to your support area. Fellowship: stack a Free Peoples possession (or artifact) from your hand on this card, or play a card stacked here as if from your hand.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Сыграйте её в свою область поддержки. Братство: положите в стопку на эту карту снаряжение (или артефакт) Свободных народов с руки или сыграйте карту из этой стопки, как с руки.</translation>
    </message>
    <message>
        <source>Plays to your support area. Maneuver or Skirmish: remove 3 twilight to heal a Nazgûl.</source>
        <translation>Сыграйте её в свою область поддержки. Маневр или Сражение: уберите 3 жетона тьмы, чтобы исцелить назгула.</translation>
    </message>
    <message>
        <source>Plays to your support area. Maneuver: add 1 twilight and exert a Dwarf to heal an Elf, or add 1 twilight and exert an Elf to heal a Dwarf.</source>
        <translation>Сыграйте её в свою область поддержки. Маневр: добавьте 1 жетон тьмы, и гном применяет усилие, чтобы исцелить эльфа, — или добавьте 1 жетон тьмы, и эльф применяет усилие, чтобы исцелить гнома.</translation>
    </message>
    <message>
        <source>Plays to your support area. Maneuver: exert a Gondor character to wound a Sauron minion.</source>
        <translation>Сыграйте её в свою область поддержки. Маневр: персонаж Гондора применяет усилие, чтобы ранить врага Саурона.</translation>
    </message>
    <message>
        <source>Plays to your support area. Response: when your Moria Orc wins a skirmish, you may discard the cards it bears and its wounds and stack it on this condition. Shadow: play an Orc stacked here as if from your hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Сыграйте её в свою область поддержки. Ответ: когда ваш морийский орк побеждает в сражении, можете сбросить карты у него и его ранения и положить его стопкой на это обстоятельство. Тьма: сыграйте орка из этой стопки, как с руки.</translation>
    </message>
    <message>
        <source>Plays to your support area. Response: when your Moria weapon is discarded, you may play it again from your discard pile at 1 less twilight.</source>
        <translation>Сыграйте её в свою область поддержки. Ответ: когда ваше оружие Мории сбрасывается, можете снова сыграть его из своего сброса, его сумеречная стоимость на 1 меньше.</translation>
    </message>
    <message>
        <source>Plays to your support area. Response: when your Nazgûl wins a skirmish, you may transfer this condition from your support area to the character who lost (one Blade Tip to a character). At the start of each fellowship phase, wound its bearer (if he is the Ring-bearer, add a burden instead).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Сыграйте её в свою область поддержки. Ответ: когда ваш назгул побеждает в сражении, можете перенести это обстоятельство из своей области поддержки на проигравшего персонажа (не больше одного «Осколка клинка» на персонажа). В начале каждой фазы Братства раньте владельца (если это Кольценосец, вместо этого добавьте одно бремя).</translation>
    </message>
    <message>
        <source>Plays to your support area. Response: when your Uruk-hai wins a skirmish, you may remove 1 twilight to heal him.</source>
        <translation>Сыграйте её в свою область поддержки. Ответ: когда ваш урук-хай побеждает в сражении, можете убрать 1 жетон тьмы, чтобы исцелить его.</translation>
    </message>
    <message>
        <source>Plays to your support area. Shadow: discard 3 cards from your hand to play a Moria Orc from your discard pile.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Сыграйте её в свою область поддержки. Тьма: сбросьте 3 карты с руки, чтобы сыграть морийского орка из своего сброса.</translation>
    </message>
    <message>
        <source>Plays to your support area. Shadow: exert a Sauron Orc and remove 2 twilight to draw a card.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Сыграйте её в свою область поддержки. Тьма: орк Саурона применяет усилие, и вы убираете 2 жетона тьмы, чтобы взять карту.</translation>
    </message>
    <message>
        <source>Plays to your support area. Shadow: remove 2 twilight to play a Moria possession from your discard pile.</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Сыграйте её в свою область поддержки. Тьма: уберите 2 жетона тьмы, чтобы сыграть морийское снаряжение из своего сброса.</translation>
    </message>
    <message>
        <source>Plays to your support area. Shadow: remove 3 twilight to reveal the bottom card of your draw deck: take it into your hand if it is a Moria Orc, or else discard it.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Сыграйте её в свою область поддержки. Тьма: уберите 3 жетона тьмы, чтобы раскрыть нижнюю карту своей игральной колоды: возьмите её в руку, если это морийский орк, иначе сбросьте её.</translation>
    </message>
    <message>
        <source>Plays to your support area. Skirmish: remove 3 twilight to make a Sauron Orc strength +1.</source>
        <translation>Сыграйте её в свою область поддержки. Сражение: уберите 3 жетона тьмы, и орк Саурона получает +1 к силе.</translation>
    </message>
    <message>
        <source>Plays to your support area. Skirmish: transfer this condition from your support area to a character skirmishing a Nazgûl. Burdens and wounds may not be removed from its bearer.</source>
        <translation>Сыграйте её в свою область поддержки. Сражение: перенесите это обстоятельство из своей области поддержки на персонажа, сражающегося с назгулом. С владельца нельзя снимать ни бремя, ни ранения.</translation>
    </message>
    <message>
        <source>Plays to your support area. When the fellowship moves to site 4 or 5, add 2 twilight for each Dwarf companion. Skirmish: discard this condition to give your Moria Orc +2 strength.</source>
        <translation>Сыграйте её в свою область поддержки. Когда Братство перемещается на местность 4 или 5, добавьте 2 жетона тьмы за каждого спутника-гнома. Сражение: сбросьте это обстоятельство, и ваш морийский орк получает +2 к силе.</translation>
    </message>
    <message>
        <source>Plays to your support area. While you can spot a Moria archer, the fellowship archery total is 1 lower.</source>
        <translation>Сыграйте её в свою область поддержки. Пока можно найти морийского лучника, сумма стрельбы Братства на 1 меньше.</translation>
    </message>
    <message>
        <source>Plays to your support area. While you can spot a Sauron Orc, the minion archery total is +1.</source>
        <translation>Сыграйте её в свою область поддержки. Пока можно найти орка Саурона, сумма стрельбы врагов на 1 больше.</translation>
    </message>
    <message>
        <source>Plays to your support area. While you can spot an Uruk-hai, the fellowship archery total is 1 lower.</source>
        <translation>Сыграйте её в свою область поддержки. Пока можно найти урук-хая, сумма стрельбы Братства на 1 меньше.</translation>
    </message>
    <message>
        <source>Plays to your support area. Your Isengard events cost 1 less twilight. Skirmish: discard this condition to give an Uruk-hai +2 strength.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Сыграйте её в свою область поддержки. Сумеречная стоимость ваших событий Изенгарда на 1 меньше. Сражение: сбросьте это обстоятельство, и урук-хай получает +2 к силе.</translation>
    </message>
    <message>
        <source>Ranger. At the start of each of your turns you may heal another companion with the Aragorn signet.</source>
        <translation>Следопыт. В начале каждого своего хода вы можете исцелить другого спутника с печатью Арагорна.</translation>
    </message>
    <message>
        <source>Ranger. Boromir is overwhelmed only by triple strength.</source>
        <translation>Следопыт. Разгромить Боромира можно лишь тройной силой.</translation>
    </message>
    <message>
        <source>Ranger. Maneuver: exert Aragorn to make him defender +1 until the regroup phase.</source>
        <translation>Следопыт. Маневр: Арагорн применяет усилие и становится защитником +1 до фазы сбора.</translation>
    </message>
    <message>
        <source>Ranger. While skirmishing a Nazgûl, Arwen has +3 strength.</source>
        <translation>Следопыт. В сражении с назгулом Арвен получает +3 к силе.</translation>
    </message>
    <message>
        <source>Regroup: exert a ranger companion to discard a minion.</source>
        <translation>Сбор: спутник-следопыт применяет усилие, чтобы сбросить врага.</translation>
    </message>
    <message>
        <source>Regroup: exert a ranger companion to wound every minion.</source>
        <translation>Сбор: спутник-следопыт применяет усилие, чтобы ранить каждого врага.</translation>
    </message>
    <message>
        <source>Regroup: exert a ranger to make an opponent shuffle his hand into his draw deck and draw 8 cards.</source>
        <translation>Сбор: следопыт применяет усилие, чтобы соперник замешал карты с руки в свою игральную колоду и взял 8 карт.</translation>
    </message>
    <message>
        <source>Regroup: spot a ranger to remove 4 twilight from the pool.</source>
        <translation>Сбор: найдите следопыта, чтобы убрать 4 жетона тьмы из Котла Тьмы.</translation>
    </message>
    <message>
        <source>Response: if a Dwarf wins a skirmish, heal that Dwarf.</source>
        <translation>Ответ: если гном побеждает в сражении, исцелите этого гнома.</translation>
    </message>
    <message>
        <source>Response: if a Dwarf wins a skirmish, make an opponent discard the top 3 cards of his draw deck.</source>
        <translation>Ответ: если гном побеждает в сражении, заставьте соперника сбросить 3 верхние карты его игральной колоды.</translation>
    </message>
    <message>
        <source>Response: if a skirmish event is played during a skirmish involving a Gondor Man, cancel that event.</source>
        <translation>Ответ: если во время сражения с участием человека Гондора сыграно событие сражения, отмените это событие.</translation>
    </message>
    <message>
        <source>Response: when a Nazgûl is about to take a wound, prevent that wound.</source>
        <translation>Ответ: когда назгул вот-вот получит ранение, предотвратите это ранение.</translation>
    </message>
    <message>
        <source>Response: when a Nazgûl wins a skirmish, the Free Peoples player chooses to exert the Ring-bearer or to add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ответ: когда назгул побеждает в сражении, игрок Свободных народов выбирает: Кольценосец применяет усилие или добавляется одно бремя.</translation>
    </message>
    <message>
        <source>Response: when a Sauron Orc kills a companion in a skirmish, add a burden (or 3 burdens if the Ring-bearer wears The One Ring).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ответ: когда орк Саурона убивает спутника в сражении, добавьте одно бремя (или 3, если Кольценосец надел Кольцо Всевластия).</translation>
    </message>
    <message>
        <source>Response: when a Sauron Orc kills a companion in a skirmish, the Free Peoples player discards 3 cards from the top of his draw deck for each card in his dead pile.</source>
        <translation>Ответ: когда орк Саурона убивает спутника в сражении, игрок Свободных народов сбрасывает 3 верхние карты своей игральной колоды за каждую карту на своём кладбище.</translation>
    </message>
    <message>
        <source>Response: when a Sauron Orc wins a skirmish, make that Orc fierce until the regroup phase.</source>
        <translation>Ответ: когда орк Саурона побеждает в сражении, этот орк становится свирепым до фазы сбора.</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer exerts or takes a wound, discard a card from the top of your draw deck for each Moria minion you spot; add a burden for each Shadow card discarded so (at most 3 burdens).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Ответ: когда Кольценосец применяет усилие или получает ранение, сбросьте с верха своей игральной колоды по карте за каждого найденного врага Мории; добавьте одно бремя за каждую сброшенную так карту Тьмы (не больше 3 жетонов бремени).</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer is about to be healed, remove a burden instead.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ответ: когда Кольценосца вот-вот исцелят, вместо этого снимите одно бремя.</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer puts on The One Ring, exert a Nazgûl to add 2 burdens.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ответ: когда Кольценосец надевает Кольцо Всевластия, назгул применяет усилие, чтобы добавить 2 жетона бремени.</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer puts on The One Ring, you may exert this minion to discard a card from the top of your draw deck for each Isengard minion you spot; add a burden for each Shadow card discarded so.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Ответ: когда Кольценосец надевает Кольцо Всевластия, этот враг может применить усилие, чтобы вы сбросили с верха своей игральной колоды по карте за каждого найденного врага Изенгарда; добавьте одно бремя за каждую сброшенную так карту Тьмы.</translation>
    </message>
    <message>
        <source>Response: when the Ring-bearer wears The One Ring at the end of a skirmish phase, cancel every remaining assignment and assign a Nazgûl to skirmish the Ring-bearer; The One Ring&apos;s text does not apply during that skirmish.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ответ: если в конце фазы сражения на Кольценосце надето Кольцо Всевластия, отмените все оставшиеся назначения и назначьте назгула сражаться с Кольценосцем; в этом сражении текст Кольца Всевластия не действует.</translation>
    </message>
    <message>
        <source>Response: when this minion wins a skirmish, you may remove 2 twilight to make the Free Peoples player discard a card at random from his hand.</source>
        <translation>Ответ: когда этот враг побеждает в сражении, можете убрать 2 жетона тьмы, чтобы игрок Свободных народов сбросил случайную карту с руки.</translation>
    </message>
    <message>
        <source>Response: when you play an Uruk-hai, put every copy of that card in your discard pile beneath your draw deck.</source>
        <translation>Ответ: когда вы играете урук-хая, положите все копии этой карты из своего сброса под свою игральную колоду.</translation>
    </message>
    <message>
        <source>Ring-bearer (resistance 10). At the start of each of your turns you may heal a Hobbit ally.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец (стойкость 10). В начале каждого вашего хода можете исцелить союзника-хоббита.</translation>
    </message>
    <message>
        <source>Ring-bearer (resistance 10). Fellowship: exert another companion with the Frodo signet to heal Frodo.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец (стойкость 10). Братство: другой спутник с печатью Фродо применяет усилие, чтобы исцелить Фродо.</translation>
    </message>
    <message>
        <source>River. Fellowship: discard a Gondor card from your hand to heal a Gondor companion.</source>
        <translation>Река. Братство: сбросьте с руки карту Гондора, чтобы исцелить спутника Гондора.</translation>
    </message>
    <message>
        <source>River. Sanctuary. The twilight cost of the first Nazgûl played to Ford of Bruinen each turn is -5.</source>
        <extracomment>Russian as the card game&apos;s book&apos;s «Бруиненские броды» (seed 000), in the singular of this card&apos;s name; Ukrainian the War of the Ring book&apos;s</extracomment>
        <translation>Река. Святилище. Сумеречная стоимость первого назгула, сыгранного на Бруиненский брод за ход, на 5 меньше.</translation>
    </message>
    <message>
        <source>River. Shadow: play up to 3 trackers from your discard pile; end your Shadow phase.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Река. Тьма: сыграйте до 3 ищеек из своего сброса; ваша фаза Тьмы заканчивается.</translation>
    </message>
    <message>
        <source>River. Shadow: spot 5 Orc minions to stop the fellowship from moving again this turn.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Река. Тьма: найдите 5 врагов-орков, чтобы Братство не могло больше перемещаться на этом ходу.</translation>
    </message>
    <message>
        <source>River. The minion archery total is 1 higher for each minion archer (at most 4 higher).</source>
        <translation>Река. Сумма стрельбы врагов на 1 больше за каждого врага-лучника (но не больше чем на 4).</translation>
    </message>
    <message>
        <source>River. The minion archery total is 2 higher for each companion beyond the fourth.</source>
        <translation>Река. Сумма стрельбы врагов на 2 больше за каждого спутника сверх четырёх.</translation>
    </message>
    <message>
        <source>River. When a fellowship arrives here, every ally is discarded.</source>
        <translation>Река. Когда сюда приходит Братство, все союзники уходят в сброс.</translation>
    </message>
    <message>
        <source>River. When a fellowship without a ranger arrives here, each of its companions must exert.</source>
        <translation>Река. Когда сюда приходит Братство без следопыта, каждый его спутник применяет усилие.</translation>
    </message>
    <message>
        <source>River. While the fellowship holds only Hobbits, there are no assignment and skirmish phases here.</source>
        <translation>Река. Пока в Братстве только хоббиты, здесь нет фаз сближения и сражений.</translation>
    </message>
    <message>
        <source>Sam has +1 strength. Fellowship: exert Rosie Cotton to heal Sam.</source>
        <translation>Сэм получает +1 к силе. Братство: Рози Коттон применяет усилие, чтобы исцелить Сэма.</translation>
    </message>
    <message>
        <source>Sanctuary. Fellowship: exert an Elf to look at an opponent&apos;s hand.</source>
        <translation>Святилище. Братство: эльф применяет усилие, чтобы посмотреть карты на руке соперника.</translation>
    </message>
    <message>
        <source>Sanctuary. Fellowship: play a Hobbit from your hand to draw a card.</source>
        <translation>Святилище. Братство: сыграйте хоббита с руки, чтобы взять карту.</translation>
    </message>
    <message>
        <source>Sanctuary. Fellowship: play a Man from your hand to draw a card.</source>
        <translation>Святилище. Братство: сыграйте человека с руки, чтобы взять карту.</translation>
    </message>
    <message>
        <source>Sanctuary. Fellowship: play an Elf from your hand to draw a card.</source>
        <translation>Святилище. Братство: сыграйте эльфа с руки, чтобы взять карту.</translation>
    </message>
    <message>
        <source>Sanctuary. The first Moria Orc played in each Shadow phase costs 2 less twilight.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Святилище. Сумеречная стоимость первого морийского орка, сыгранного в каждой фазе Тьмы, на 2 меньше.</translation>
    </message>
    <message>
        <source>Sanctuary. When a fellowship leaves here, remove 2 twilight from the pool.</source>
        <translation>Святилище. Когда Братство уходит отсюда, уберите 2 жетона тьмы из Котла Тьмы.</translation>
    </message>
    <message>
        <source>Search. Maneuver: exert an Uruk-hai to make the Free Peoples player choose: exert 2 companions, or the Ring-bearer puts on The One Ring until the regroup phase.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Поиск. Маневр: урук-хай применяет усилие, и игрок Свободных народов выбирает: 2 спутника применяют усилие или Кольценосец надевает Кольцо Всевластия до фазы сбора.</translation>
    </message>
    <message>
        <source>Search. Maneuver: exert your Nazgûl to discard an ally.</source>
        <translation>Поиск. Маневр: ваш назгул применяет усилие, чтобы сбросить союзника.</translation>
    </message>
    <message>
        <source>Search. Maneuver: spot a Sauron Orc and 5 companions to make the Free Peoples player exert a companion for each companion over 4.</source>
        <translation>Поиск. Маневр: найдите орка Саурона и 5 спутников, чтобы игрок Свободных народов применил усилие спутником за каждого спутника сверх 4.</translation>
    </message>
    <message>
        <source>Search. Maneuver: spot a Sauron Orc and 6 companions to wound a companion (except the Ring-bearer) once for each companion over 5.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Поиск. Маневр: найдите орка Саурона и 6 спутников, чтобы ранить спутника (кроме Кольценосца) по разу за каждого спутника сверх 5.</translation>
    </message>
    <message>
        <source>Search. Plays to your support area. At the beginning of each of your Shadow phases, draw a card. At the end of each of your Shadow phases, exert a Nazgûl or discard this condition.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Поиск. Сыграйте её в свою область поддержки. В начале каждой своей фазы Тьмы возьмите карту. В конце каждой своей фазы Тьмы назгул применяет усилие, иначе сбросьте это обстоятельство.</translation>
    </message>
    <message>
        <source>Search. Plays to your support area. Each time you play a Nazgûl, you may exert a Hobbit (except the Ring-bearer).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Поиск. Сыграйте её в свою область поддержки. Каждый раз, когда вы играете назгула, можете заставить хоббита (кроме Кольценосца) применить усилие.</translation>
    </message>
    <message>
        <source>Search. Plays to your support area. Response: when the Free Peoples player plays a stealth event, you may exert a Sauron tracker to cancel that event.</source>
        <translation>Поиск. Сыграйте её в свою область поддержки. Ответ: когда игрок Свободных народов играет событие со скрытностью, ищейка Саурона может применить усилие, чтобы отменить это событие.</translation>
    </message>
    <message>
        <source>Search. Plays to your support area. While you can spot 7 companions, the move limit this turn is -1 (never below 1).</source>
        <translation>Поиск. Сыграйте её в свою область поддержки. Пока можно найти 7 спутников, предел перемещения на этом ходу на 1 меньше (но не меньше 1).</translation>
    </message>
    <message>
        <source>Search. Response: when a stealth event is played, exert or discard your Uruk-hai to cancel that event.</source>
        <translation>Поиск. Ответ: когда играется событие со скрытностью, ваш урук-хай применяет усилие или сбрасывается, чтобы отменить это событие.</translation>
    </message>
    <message>
        <source>Search. Response: when a stealth event is played, spot 3 Moria minions to cancel that event.</source>
        <translation>Поиск. Ответ: когда играется событие со скрытностью, найдите 3 врагов Мории, чтобы отменить это событие.</translation>
    </message>
    <message>
        <source>Search. Shadow: spot X Nazgûl to reveal the top X cards of your draw deck; take the Ringwraith cards among them into your hand and discard the rest.</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Поиск. Тьма: найдите X назгулов, чтобы открыть X верхних карт своей игральной колоды; возьмите на руку карты Назгулов среди них, а остальные сбросьте.</translation>
    </message>
    <message>
        <source>Search. To play, exert a Moria Orc. Plays to your support area. While the fellowship is at site 5 or higher, each companion costs 2 more twilight.</source>
        <translation>Поиск. Чтобы сыграть, морийский орк применяет усилие. Сыграйте её в свою область поддержки. Пока Братство на местности 5 или дальше, сумеречная стоимость каждого спутника на 2 больше.</translation>
    </message>
    <message>
        <source>Search. To play, exert a Moria minion. Plays to your support area. Each time the fellowship moves to site 4, 5 or 6 with a Dwarf or an Elf in it, the Free Peoples player discards 2 cards at random from his hand.</source>
        <translation>Поиск. Чтобы сыграть, враг Мории применяет усилие. Сыграйте её в свою область поддержки. Каждый раз, когда Братство, в котором есть гном или эльф, перемещается на местность 4, 5 или 6, игрок Свободных народов сбрасывает 2 случайные карты с руки.</translation>
    </message>
    <message>
        <source>Search. To play, exert a Sauron Orc. Plays to your support area. While you can spot 5 companions, the twilight cost of each companion is +2.</source>
        <translation>Поиск. Чтобы сыграть эту карту, орк Саурона применяет усилие. Сыграйте её в свою область поддержки. Пока можно найти 5 спутников, сумеречная стоимость каждого спутника на 2 больше.</translation>
    </message>
    <message>
        <source>Search. To play, exert a Sauron tracker. Plays to your support area. Each time the fellowship moves, the Free Peoples player exerts a companion.</source>
        <translation>Поиск. Чтобы сыграть эту карту, ищейка Саурона применяет усилие. Сыграйте её в свою область поддержки. Каждый раз, когда Братство перемещается, игрок Свободных народов применяет усилие спутником.</translation>
    </message>
    <message>
        <source>Search. To play, spot a Moria minion. Plays to your support area. Each companion played at site 4 or higher comes into play exhausted.</source>
        <translation>Поиск. Чтобы сыграть, найдите врага Мории. Сыграйте её в свою область поддержки. Каждый спутник, сыгранный на местности 4 или дальше, входит в игру истощённым.</translation>
    </message>
    <message>
        <source>Search. To play, spot a Nazgûl. Plays to your support area. Shadow: remove 3 twilight to replace the fellowship&apos;s site with your own site of the same number.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Поиск. Чтобы сыграть эту карту, найдите назгула. Сыграйте её в свою область поддержки. Тьма: уберите 3 жетона тьмы, чтобы заменить местность Братства своей местностью с тем же номером.</translation>
    </message>
    <message>
        <source>Search. To play, spot a Sauron Orc. Plays to your support area. Shadow: remove 3 twilight to reveal the top card of your draw deck; if it is a Sauron card, take it into your hand; otherwise discard it and one other card from your hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Поиск. Чтобы сыграть эту карту, найдите орка Саурона. Сыграйте её в свою область поддержки. Тьма: уберите 3 жетона тьмы, чтобы открыть верхнюю карту своей игральной колоды; если это карта Саурона, возьмите её на руку, иначе сбросьте её и ещё одну карту с руки.</translation>
    </message>
    <message>
        <source>Search. To play, spot an Uruk-hai. Plays to your support area. While the Ring-bearer is exhausted or has 5 or more burdens, the move limit this turn is 1 lower (but never below 1).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Поиск. Чтобы сыграть, найдите урук-хая. Сыграйте её в свою область поддержки. Пока Кольценосец истощён или у него 5 жетонов бремени или больше, предел перемещения на этом ходу на 1 меньше (но не меньше 1).</translation>
    </message>
    <message>
        <source>Shadow: exert a Sauron Orc to discard a Free Peoples condition.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма: орк Саурона применяет усилие, чтобы сбросить обстоятельство Свободных народов.</translation>
    </message>
    <message>
        <source>Shadow: exert your Moria Orc to draw 2 cards.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма: ваш морийский орк применяет усилие, чтобы вы взяли 2 карты.</translation>
    </message>
    <message>
        <source>Shadow: exert Úlairë Otsëa to make a Ringwraith minion fierce until the regroup phase.</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма: Улайрэ Отсэа применяет усилие, и враг Назгулов становится свирепым до фазы сбора.</translation>
    </message>
    <message>
        <source>Shadow: play a Moria Orc from your discard pile.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма: сыграйте морийского орка из своего сброса.</translation>
    </message>
    <message>
        <source>Shadow: play a Nazgûl; his twilight cost is -2.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма: сыграйте назгула, его сумеречная стоимость на 2 меньше.</translation>
    </message>
    <message>
        <source>Shadow: spot X Sauron minions to add X twilight.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма: найдите X врагов Саурона, чтобы добавить X жетонов тьмы.</translation>
    </message>
    <message>
        <source>Shadow: spot a Hobbit who is not the Ring-bearer to reveal cards from the top of your draw deck until one is not a Moria minion; take every revealed card into your hand.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма: найдите хоббита, который не Кольценосец, чтобы раскрывать карты с верха своей игральной колоды, пока не откроется карта, не являющаяся врагом Мории; возьмите все раскрытые карты в руку.</translation>
    </message>
    <message>
        <source>Shadow: spot a Sauron Orc to discard an Elven condition.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма: найдите орка Саурона, чтобы сбросить эльфийское обстоятельство.</translation>
    </message>
    <message>
        <source>Skirmish: add a burden to wound each minion skirmishing the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Сражение: добавьте одно бремя, чтобы ранить каждого врага, сражающегося с Кольценосцем.</translation>
    </message>
    <message>
        <source>Skirmish: exert Aragorn to make Arwen strength +3, or exert Arwen to make Aragorn strength +3.</source>
        <translation>Сражение: Арагорн применяет усилие, и Арвен получает +3 к силе, или Арвен применяет усилие, и Арагорн получает +3 к силе.</translation>
    </message>
    <message>
        <source>Skirmish: exert Boromir to give a Hobbit +3 strength.</source>
        <translation>Сражение: Боромир применяет усилие, и хоббит получает +3 к силе.</translation>
    </message>
    <message>
        <source>Skirmish: exert a Dwarf to give that Dwarf +3 strength and damage +1.</source>
        <translation>Сражение: гном применяет усилие и получает +3 к силе и повреждение +1.</translation>
    </message>
    <message>
        <source>Skirmish: exert a Hobbit to give him +3 strength.</source>
        <translation>Сражение: хоббит применяет усилие и получает +3 к силе.</translation>
    </message>
    <message>
        <source>Skirmish: exert a Sauron Orc to wound a character he is skirmishing.</source>
        <translation>Сражение: орк Саурона применяет усилие, чтобы ранить персонажа, с которым он сражается.</translation>
    </message>
    <message>
        <source>Skirmish: exert a companion who is not a Hobbit to give a Hobbit +3 strength.</source>
        <translation>Сражение: спутник, не являющийся хоббитом, применяет усилие, и хоббит получает +3 к силе.</translation>
    </message>
    <message>
        <source>Skirmish: exert an Uruk-hai to give it +3 strength.</source>
        <translation>Сражение: урук-хай применяет усилие и получает +3 к силе.</translation>
    </message>
    <message>
        <source>Skirmish: exert this ally to keep a Hobbit from being overwhelmed unless its strength is tripled.</source>
        <translation>Сражение: этот союзник применяет усилие, и хоббита можно разгромить лишь тройной силой.</translation>
    </message>
    <message>
        <source>Skirmish: exert this minion to wound a character it is skirmishing.</source>
        <translation>Сражение: этот враг применяет усилие, чтобы ранить персонажа, с которым он сражается.</translation>
    </message>
    <message>
        <source>Skirmish: give a Dwarf +2 strength and damage +1.</source>
        <translation>Сражение: гном получает +2 к силе и повреждение +1.</translation>
    </message>
    <message>
        <source>Skirmish: give a Dwarf +2 strength, or +3 if he bears a Dwarven hand weapon.</source>
        <translation>Сражение: гном получает +2 к силе или +3, если у него гномье ручное оружие.</translation>
    </message>
    <message>
        <source>Skirmish: give a Dwarf +2 strength, or +4 at an underground site.</source>
        <translation>Сражение: гном получает +2 к силе или +4 на подземной местности.</translation>
    </message>
    <message>
        <source>Skirmish: give a Gondor companion +2 strength, or +4 if he is defender +1.</source>
        <translation>Сражение: спутник Гондора получает +2 к силе или +4, если он защитник +1.</translation>
    </message>
    <message>
        <source>Skirmish: give a Gondor or Shire companion who bears a hand weapon +2 strength and damage +1.</source>
        <translation>Сражение: спутник Гондора или Шира, у которого есть ручное оружие, получает +2 к силе и повреждение +1.</translation>
    </message>
    <message>
        <source>Skirmish: give a Moria Orc +1 strength for each other Moria Orc you can spot (at most +4).</source>
        <translation>Сражение: морийский орк получает +1 к силе за каждого другого морийского орка, которого можно найти (не больше +4).</translation>
    </message>
    <message>
        <source>Skirmish: give a Moria Orc +2 strength, or +4 while skirmishing a Dwarf.</source>
        <translation>Сражение: морийский орк получает +2 к силе или +4 в сражении с гномом.</translation>
    </message>
    <message>
        <source>Skirmish: give a Moria Orc +2 strength, or +4 while skirmishing an archer.</source>
        <translation>Сражение: морийский орк получает +2 к силе или +4 в сражении с лучником.</translation>
    </message>
    <message>
        <source>Skirmish: give a ranger +2 strength, or +4 while skirmishing a roaming minion.</source>
        <translation>Сражение: следопыт получает +2 к силе или +4 в сражении со скитающимся врагом.</translation>
    </message>
    <message>
        <source>Skirmish: give an Elf +1 strength. If a minion loses this skirmish to that Elf, its owner discards 2 cards at random from his hand.</source>
        <translation>Сражение: эльф получает +1 к силе. Если враг проигрывает это сражение этому эльфу, хозяин врага сбрасывает с руки 2 случайные карты.</translation>
    </message>
    <message>
        <source>Skirmish: give an Elf +2 strength, or +4 while skirmishing a Nazgûl.</source>
        <translation>Сражение: эльф получает +2 к силе или +4 в сражении с назгулом.</translation>
    </message>
    <message>
        <source>Skirmish: give an Elf +2 strength, or +4 while skirmishing an archer.</source>
        <translation>Сражение: эльф получает +2 к силе или +4 в сражении с лучником.</translation>
    </message>
    <message>
        <source>Skirmish: give an Uruk-hai +2 strength; or spot 5 companions to give an Uruk-hai +4 strength and make it fierce until the regroup phase.</source>
        <translation>Сражение: урук-хай получает +2 к силе; или найдите 5 спутников, и урук-хай получает +4 к силе и становится свирепым до фазы сбора.</translation>
    </message>
    <message>
        <source>Skirmish: give an Uruk-hai -1 strength and damage +1.</source>
        <translation>Сражение: урук-хай получает -1 к силе и повреждение +1.</translation>
    </message>
    <message>
        <source>Skirmish: if Merry is not assigned to a skirmish, exert him twice to add his strength to another companion.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Сражение: если Мерри не назначен ни в одно сражение, он дважды применяет усилие, чтобы прибавить свою силу к силе другого спутника.</translation>
    </message>
    <message>
        <source>Skirmish: make a Nazgûl strength +2 (or +3 if the Ring-bearer is assigned to a skirmish not yet resolved).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Сражение: назгул получает +2 к силе (или +3, если Кольценосец назначен на ещё не разыгранное сражение).</translation>
    </message>
    <message>
        <source>Skirmish: make a Nazgûl strength +2 (or +4 if you can spot 5 burdens).</source>
        <translation>Сражение: назгул получает +2 к силе (или +4, если можно найти 5 жетонов бремени).</translation>
    </message>
    <message>
        <source>Skirmish: make a Nazgûl strength +2 (or +5 if the Ring-bearer wears The One Ring).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Сражение: назгул получает +2 к силе (или +5, если Кольценосец надел Кольцо Всевластия).</translation>
    </message>
    <message>
        <source>Skirmish: remove 3 twilight to give a Moria Orc +2 strength.</source>
        <translation>Сражение: уберите 3 жетона тьмы, и морийский орк получает +2 к силе.</translation>
    </message>
    <message>
        <source>Skirmish: spot 3 burdens to make a Nazgûl strength +1 and damage +1, or spot 6 burdens to make a Nazgûl strength +3 and damage +2.</source>
        <translation>Сражение: найдите 3 жетона бремени, и назгул получает +1 к силе и Повреждение +1, или найдите 6 жетонов бремени, и назгул получает +3 к силе и Повреждение +2.</translation>
    </message>
    <message>
        <source>Skirmish: spot X burdens to give a character skirmishing a Sauron Orc -X strength.</source>
        <translation>Сражение: найдите X жетонов бремени, и персонаж, сражающийся с орком Саурона, получает -X к силе.</translation>
    </message>
    <message>
        <source>Spell. Fellowship: exert Gandalf to discard every condition.</source>
        <translation>Заклинание. Братство: Гэндальф применяет усилие, чтобы сбросить все обстоятельства.</translation>
    </message>
    <message>
        <source>Spell. Fellowship: spot Gandalf to reveal an opponent&apos;s hand.</source>
        <translation>Заклинание. Братство: найдите Гэндальфа, чтобы раскрыть карты на руке соперника.</translation>
    </message>
    <message>
        <source>Spell. Fellowship: while the twilight pool holds fewer than 2 tokens, spot Gandalf to look at the top 2 cards of your draw deck; take one into your hand and discard the other.</source>
        <translation>Заклинание. Братство: пока в Котле Тьмы меньше 2 жетонов, найдите Гэндальфа, чтобы посмотреть 2 верхние карты своей игральной колоды; возьмите одну на руку, другую сбросьте.</translation>
    </message>
    <message>
        <source>Spell. Fellowship: while the twilight pool holds fewer than 3 tokens, spot Gandalf to look at the top 4 cards of your draw deck; take 2 of them into your hand and discard the rest.</source>
        <translation>Заклинание. Братство: пока в Котле Тьмы меньше 3 жетонов, найдите Гэндальфа, чтобы посмотреть 4 верхние карты своей игральной колоды; возьмите 2 из них на руку, остальные сбросьте.</translation>
    </message>
    <message>
        <source>Spell. Response: when a companion is about to exert, spot Gandalf to place no wound token for that exertion.</source>
        <translation>Заклинание. Ответ: когда спутник вот-вот применит усилие, найдите Гэндальфа, чтобы не класть за это усилие жетон ранения.</translation>
    </message>
    <message>
        <source>Spell. Response: when a companion is about to take a wound, spot Gandalf to prevent that wound.</source>
        <translation>Заклинание. Ответ: когда спутник вот-вот получит ранение, найдите Гэндальфа, чтобы предотвратить это ранение.</translation>
    </message>
    <message>
        <source>Spell. Shadow: exert an Isengard minion to discard every condition.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Заклинание. Тьма: враг Изенгарда применяет усилие, чтобы сбросить все обстоятельства.</translation>
    </message>
    <message>
        <source>Spell. Skirmish: give Gandalf +2 strength, or +4 if the Ring-bearer has 4 burdens or fewer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Заклинание. Сражение: Гэндальф получает +2 к силе или +4, если у Кольценосца не больше 4 жетонов бремени.</translation>
    </message>
    <message>
        <source>Spell. Skirmish: spot Gandalf to give a minion -3 strength.</source>
        <translation>Заклинание. Сражение: найдите Гэндальфа, и враг получает -3 к силе.</translation>
    </message>
    <message>
        <source>Spell. Weather. Maneuver: exert an Isengard minion and spot 5 companions to discard an exhausted companion other than the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Заклинание. Погода. Маневр: враг Изенгарда применяет усилие, и найдите 5 спутников, чтобы сбросить истощённого спутника, кроме Кольценосца.</translation>
    </message>
    <message>
        <source>Spell. Weather. Maneuver: exert an Isengard minion to make the Free Peoples player choose: exert the Ring-bearer, or add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Заклинание. Погода. Маневр: враг Изенгарда применяет усилие, и игрок Свободных народов выбирает: Кольценосец применяет усилие или добавляется бремя.</translation>
    </message>
    <message>
        <source>Spell. Weather. To play, exert an Isengard minion. Plays on a site (at most one per site). Each Hobbit at this site has -2 strength. Discard this condition at the end of the turn.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Заклинание. Погода. Чтобы сыграть, враг Изенгарда применяет усилие. Сыграйте её на местность (не больше одной на местность). Каждый хоббит на этой местности получает -2 к силе. Сбросьте это обстоятельство в конце хода.</translation>
    </message>
    <message>
        <source>Spell. Weather. To play, exert an Isengard minion. Plays on a site (at most one per site). Each Hobbit who moves from this site must exert. Discard this condition at the end of the turn.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Заклинание. Погода. Чтобы сыграть, враг Изенгарда применяет усилие. Сыграйте её на местность (не больше одной на местность). Каждый хоббит, уходящий с этой местности, должен применить усилие. Сбросьте это обстоятельство в конце хода.</translation>
    </message>
    <message>
        <source>Spell. Weather. To play, exert an Isengard minion. Plays on a site. During skirmishes at this site, no player may play skirmish events or use skirmish special abilities. Discard this condition at the end of the turn.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Заклинание. Погода. Чтобы сыграть, враг Изенгарда применяет усилие. Сыграйте её на местность. Во время сражений на этой местности никто не может играть события сражения и применять особые способности сражения. Сбросьте это обстоятельство в конце хода.</translation>
    </message>
    <message>
        <source>Stealth. Skirmish: at sites 1 to 4, cancel a skirmish involving a Hobbit; at any other site, give a Hobbit +3 strength.</source>
        <translation>Скрытность. Сражение: на местностях 1–4 отмените сражение с участием хоббита; на любой другой местности хоббит получает +3 к силе.</translation>
    </message>
    <message>
        <source>Stealth. Skirmish: at sites 1 to 5, cancel a skirmish involving a Hobbit; at any other site, give a Hobbit +2 strength.</source>
        <translation>Скрытность. Сражение: на местностях 1–5 отмените сражение с участием хоббита; на любой другой местности хоббит получает +2 к силе.</translation>
    </message>
    <message>
        <source>Stealth. To play, exert a Hobbit. Plays to your support area. While you can spot 2 Hobbit companions, the Shadow number of each site the fellowship moves to is 1 lower (2 lower while you can spot 4).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the TCG&apos;s book: «сумеречное число» (Shadow number)</extracomment>
        <translation>Скрытность. Чтобы сыграть, хоббит применяет усилие. Сыграйте её в свою область поддержки. Пока можно найти 2 спутников-хоббитов, сумеречное число каждой местности, куда перемещается Братство, на 1 меньше (на 2 меньше, пока можно найти 4).</translation>
    </message>
    <message>
        <source>Strength +1 for each other Moria Orc you can spot.</source>
        <translation>+1 к силе за каждого другого морийского орка, которого можно найти.</translation>
    </message>
    <message>
        <source>Strength +2 at an underground site. While you can spot another Moria Orc, the fellowship archery total is 1 lower.</source>
        <translation>+2 к силе на подземной местности. Пока можно найти другого морийского орка, сумма стрельбы Братства на 1 меньше.</translation>
    </message>
    <message>
        <source>Tale. A Gondor Man may bear it, one to a Man. Its bearer has +1 strength for each Elf you can spot, up to +3.</source>
        <translation>Сказание. Владелец — человек Гондора, не больше одной на человека. Владелец получает +1 к силе за каждого эльфа, которого можно найти, но не больше +3.</translation>
    </message>
    <message>
        <source>Tale. A Gondor companion may bear it (+1 vitality). Skirmish: discard it to give its bearer +2 strength.</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>Сказание. Владелец — спутник Гондора (+1 к здоровью). Сражение: сбросьте эту карту, и её владелец получает +2 к силе.</translation>
    </message>
    <message>
        <source>Tale. A Hobbit companion may bear it. Maneuver: discard this condition to give each Hobbit companion +2 strength until the regroup phase.</source>
        <translation>Сказание. Владелец — спутник-хоббит. Маневр: сбросьте это обстоятельство, и каждый спутник-хоббит получает +2 к силе до фазы сбора.</translation>
    </message>
    <message>
        <source>Tale. An Elf companion may bear it. Archery: if its bearer is an archer, exert him to make an opponent discard 2 cards at random from his hand.</source>
        <translation>Сказание. Владелец — спутник-эльф. Стрельба: если владелец — лучник, он применяет усилие, чтобы соперник сбросил с руки 2 случайные карты.</translation>
    </message>
    <message>
        <source>Tale. An Elf companion may bear it. Archery: if its bearer is an archer, exert him to make the fellowship archery total +1.</source>
        <translation>Сказание. Владелец — спутник-эльф. Стрельба: если владелец — лучник, он применяет усилие, чтобы сумма стрельбы Братства стала на 1 больше.</translation>
    </message>
    <message>
        <source>Tale. An Elf may bear it (+1 vitality). Skirmish: discard it to give its bearer +2 strength.</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>Сказание. Владелец — эльф (+1 к здоровью). Сражение: сбросьте эту карту, и владелец получает +2 к силе.</translation>
    </message>
    <message>
        <source>Tale. Plays to your support area. Maneuver: exert Aragorn to heal Arwen, or exert Arwen to heal Aragorn.</source>
        <translation>Сказание. Сыграйте её в свою область поддержки. Маневр: Арагорн применяет усилие, чтобы исцелить Арвен, или Арвен применяет усилие, чтобы исцелить Арагорна.</translation>
    </message>
    <message>
        <source>Tale. Plays to your support area. While a Dwarf skirmishes a Moria minion, he has +1 strength.</source>
        <translation>Сказание. Сыграйте её в свою область поддержки. Пока гном сражается с морийским врагом, он получает +1 к силе.</translation>
    </message>
    <message>
        <source>Tale. To play, exert a Dwarf. Plays to your support area. Each time an opponent plays an Orc, he discards the top card of his draw deck.</source>
        <translation>Сказание. Чтобы сыграть, гном применяет усилие. Сыграйте её в свою область поддержки. Каждый раз, когда соперник играет орка, он сбрасывает верхнюю карту своей игральной колоды.</translation>
    </message>
    <message>
        <source>Tale. To play, spot Bilbo. Plays on a character (one per character). Its bearer has +3 strength while skirmishing a Troll or an Uruk-hai.</source>
        <translation>Сказание. Чтобы сыграть, найдите Бильбо. Играется на персонажа (не больше одного на персонажа). Владелец получает +3 к силе в сражении с троллем или урук-хаем.</translation>
    </message>
    <message>
        <source>The roaming penalty for each Nazgûl you play to Bree Streets is -2.</source>
        <extracomment>Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Штраф за скитание каждого назгула, которого вы играете на Улицы Пригорья, на 2 меньше.</translation>
    </message>
    <message>
        <source>This minion is strength +1 for each companion you can spot.</source>
        <translation>Этот враг получает +1 к силе за каждого спутника, которого можно найти.</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays on Aragorn. Bearer is strength -1.</source>
        <translation>Чтобы сыграть эту карту, орк Саурона применяет усилие. Сыграйте её на Арагорна. Владелец получает -1 к силе.</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays on a companion. Each time bearer is assigned to a skirmish, the Free Peoples player chooses to discard 3 cards from his hand or to add a burden.</source>
        <translation>Чтобы сыграть эту карту, орк Саурона применяет усилие. Сыграйте её на спутника. Каждый раз, когда владельца назначают на сражение, игрок Свободных народов выбирает: сбросить 3 карты с руки или добавить одно бремя.</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays on the Ring-bearer. At the end of each turn in which bearer was not assigned to a skirmish but another companion was, add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Чтобы сыграть эту карту, орк Саурона применяет усилие. Сыграйте её на Кольценосца. В конце каждого хода, в котором владельца не назначали на сражение, а другого спутника назначали, добавьте одно бремя.</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays to your support area. While 3 or more companions are in the dead pile, the move limit this turn is -1 (never below 1).</source>
        <translation>Чтобы сыграть эту карту, орк Саурона применяет усилие. Сыграйте её в свою область поддержки. Пока на кладбище 3 спутника или больше, предел перемещения на этом ходу на 1 меньше (но не меньше 1).</translation>
    </message>
    <message>
        <source>To play, exert a Sauron Orc. Plays to your support area. While you can spot 5 burdens and the Free Peoples player has no cards in his draw deck, the Ring-bearer is corrupted.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Чтобы сыграть эту карту, орк Саурона применяет усилие. Сыграйте её в свою область поддержки. Если можно найти 5 жетонов бремени, а в игральной колоде игрока Свободных народов нет карт, Кольценосец переманен.</translation>
    </message>
    <message>
        <source>To play, exert an Elf ally. Plays to your support area. When the fellowship moves from a river in the fellowship phase, the move limit is 1 higher this turn.</source>
        <translation>Чтобы сыграть, союзник-эльф применяет усилие. Сыграйте её в свою область поддержки. Когда Братство в фазе Братства перемещается с речной местности, предел перемещения на этом ходу на 1 больше.</translation>
    </message>
    <message>
        <source>To play, exert an Isengard minion. Plays on a site. While the fellowship is at this site, the archery phase is skipped. Discard this condition at the end of the turn.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Чтобы сыграть, враг Изенгарда применяет усилие. Сыграйте её на местность. Пока Братство на этой местности, фаза стрельбы пропускается. Сбросьте это обстоятельство в конце хода.</translation>
    </message>
    <message>
        <source>To play, exert an Uruk-hai. Plays to your support area. Each companion played at a site that is not a sanctuary costs 2 more twilight.</source>
        <translation>Чтобы сыграть, урук-хай применяет усилие. Сыграйте её в свою область поддержки. Сумеречная стоимость каждого спутника, сыгранного на местности, которая не святилище, на 2 больше.</translation>
    </message>
    <message>
        <source>To play, exert an Uruk-hai. Plays to your support area. Each time a companion or ally loses a skirmish involving an Uruk-hai, the Free Peoples player chooses: exert the Ring-bearer, or add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Чтобы сыграть, урук-хай применяет усилие. Сыграйте её в свою область поддержки. Каждый раз, когда спутник или союзник проигрывает сражение с участием урук-хая, игрок Свободных народов выбирает: Кольценосец применяет усилие или добавляется бремя.</translation>
    </message>
    <message>
        <source>To play, exert an Uruk-hai. Plays to your support area. Shadow: remove 3 twilight and spot the burdens on the Ring-bearer to make the Free Peoples player reveal that many cards at random from his hand; you may discard one of them.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Чтобы сыграть, урук-хай применяет усилие. Сыграйте её в свою область поддержки. Тьма: уберите 3 жетона тьмы и найдите бремя Кольценосца, чтобы игрок Свободных народов раскрыл столько же случайных карт с руки; можете сбросить одну из них.</translation>
    </message>
    <message>
        <source>To play, spot Gandalf or an Elf. At the start of each of your turns, heal every ally whose home is site 3. Fellowship: exert Elrond to draw a card.</source>
        <extracomment>the TCG&apos;s book writes «Эльронд»; the card game&apos;s book (seed 000) «Элронд»</extracomment>
        <translation>Чтобы сыграть, найдите Гэндальфа или эльфа. В начале каждого своего хода исцелите каждого союзника, чей дом — местность 3. Братство: Эльронд применяет усилие, чтобы вы взяли карту.</translation>
    </message>
    <message>
        <source>To play, spot Gandalf. Fellowship: exert Ottar to discard up to 3 cards from your hand and draw as many.</source>
        <translation>Чтобы сыграть, найдите Гэндальфа. Братство: Оттар применяет усилие, чтобы сбросить до 3 карт с руки и взять столько же.</translation>
    </message>
    <message>
        <source>To play, spot Gandalf. Maneuver: exert Albert Dreary to discard an Isengard or Moria condition.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Чтобы сыграть, найдите Гэндальфа. Маневр: Альберт Дрири применяет усилие, чтобы сбросить обстоятельство Изенгарда или Мории.</translation>
    </message>
    <message>
        <source>To play, spot Gandalf. Plays to your support area. A companion you play whose race you cannot spot costs 2 less.</source>
        <translation>Чтобы сыграть, найдите Гэндальфа. Сыграйте её в свою область поддержки. Сумеречная стоимость спутника, которого вы играете, на 2 меньше, если нельзя найти персонажа его расы.</translation>
    </message>
    <message>
        <source>To play, spot Saruman or an Uruk-hai. Plays to your support area. Every archer companion and archer ally has -1 strength.</source>
        <translation>Чтобы сыграть, найдите Сарумана или урук-хая. Сыграйте её в свою область поддержки. Каждый спутник-лучник и союзник-лучник получает -1 к силе.</translation>
    </message>
    <message>
        <source>To play, spot a Dwarf.</source>
        <translation>Чтобы сыграть, найдите гнома.</translation>
    </message>
    <message>
        <source>To play, spot a Dwarf. While skirmishing an Orc, Farin has +2 strength.</source>
        <translation>Чтобы сыграть, найдите гнома. В сражении с орком Фарин получает +2 к силе.</translation>
    </message>
    <message>
        <source>To play, spot a Nazgûl. Plays to your support area. Archery: remove 1 twilight to make the fellowship archery total -1.</source>
        <translation>Чтобы сыграть эту карту, найдите назгула. Сыграйте её в свою область поддержки. Стрельба: уберите 1 жетон тьмы, и сумма стрельбы Братства на 1 меньше.</translation>
    </message>
    <message>
        <source>To play, spot a Sauron Orc. Plays on a companion (except an Elf). While at a sanctuary, bearer cannot heal.</source>
        <translation>Чтобы сыграть эту карту, найдите орка Саурона. Сыграйте её на спутника (кроме эльфа). Пока Братство в святилище, владельца нельзя исцелить.</translation>
    </message>
    <message>
        <source>To play, spot an Elf.</source>
        <translation>Чтобы сыграть, найдите эльфа.</translation>
    </message>
    <message>
        <source>To play, spot an Elf. A companion may bear it. The minion archery total is 1 lower.</source>
        <translation>Чтобы сыграть, найдите эльфа. Владелец — спутник. Сумма стрельбы врагов на 1 меньше.</translation>
    </message>
    <message>
        <source>To play, spot an Elf. While the fellowship is at site 6, 7 or 8, Haldir has +2 strength.</source>
        <translation>Чтобы сыграть, найдите эльфа. Пока Братство на местности 6, 7 или 8, Халдир получает +2 к силе.</translation>
    </message>
    <message>
        <source>To play, spot an Uruk-hai. Plays to your support area. Maneuver: spot 6 companions and remove 2 twilight to wound a companion other than the Ring-bearer.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Чтобы сыграть, найдите урук-хая. Сыграйте её в свою область поддержки. Маневр: найдите 6 спутников и уберите 2 жетона тьмы, чтобы ранить спутника, кроме Кольценосца.</translation>
    </message>
    <message>
        <source>To play, spot an Uruk-hai. Plays to your support area. Response: when your Uruk-hai wins a skirmish, you may remove 3 twilight to make him fierce until the regroup phase.</source>
        <translation>Чтобы сыграть, найдите урук-хая. Сыграйте её в свою область поддержки. Ответ: когда ваш урук-хай побеждает в сражении, можете убрать 3 жетона тьмы, чтобы он стал свирепым до фазы сбора.</translation>
    </message>
    <message>
        <source>Tracker. The roaming penalty of each Sauron minion you play is -1. Assignment: spot 2 Hobbit companions to make the Free Peoples player assign a Hobbit to skirmish this minion.</source>
        <translation>Ищейка. Штраф за скитание каждого врага Саурона, которого вы играете, на 1 меньше. Сближение: найдите 2 спутников-хоббитов, чтобы игрок Свободных народов назначил хоббита сражаться с этим врагом.</translation>
    </message>
    <message>
        <source>Tracker. The roaming penalty of each Sauron minion you play is -1. Response: when the Free Peoples player plays a regroup event, you may exert this minion to cancel that event.</source>
        <translation>Ищейка. Штраф за скитание каждого врага Саурона, которого вы играете, на 1 меньше. Ответ: когда игрок Свободных народов играет событие сбора, этот враг может применить усилие, чтобы отменить это событие.</translation>
    </message>
    <message>
        <source>Tracker. The roaming penalty of each Sauron minion you play is -1. Skirmish: exert this minion to wound a character it is skirmishing.</source>
        <translation>Ищейка. Штраф за скитание каждого врага Саурона, которого вы играете, на 1 меньше. Сражение: этот враг применяет усилие, чтобы ранить персонажа, с которым он сражается.</translation>
    </message>
    <message>
        <source>Underground. Each companion or minion bearing a hand weapon is damage +1.</source>
        <translation>Подземелье. У каждого спутника или врага с ручным оружием повреждение +1.</translation>
    </message>
    <message>
        <source>Underground. Maneuver: discard your tale from play or from your hand to heal your companion.</source>
        <translation>Подземелье. Маневр: сбросьте своё сказание из игры или с руки, чтобы исцелить своего спутника.</translation>
    </message>
    <message>
        <source>Underground. Shadow: play The Balrog from your draw deck or hand at 6 less twilight.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Подземелье. Тьма: сыграйте Балрога из игральной колоды или с руки, его сумеречная стоимость на 6 меньше.</translation>
    </message>
    <message>
        <source>Underground. Shadow: remove 1 twilight to play a Shadow weapon from your discard pile.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Подземелье. Тьма: уберите 1 жетон тьмы, чтобы сыграть оружие Тьмы из своего сброса.</translation>
    </message>
    <message>
        <source>Underground. When the fellowship arrives here, Gimli must exert, or two other companions must.</source>
        <translation>Подземелье. Когда сюда приходит Братство, Гимли применяет усилие — или два других спутника.</translation>
    </message>
    <message>
        <source>When the fellowship arrives here, each Shadow player may draw a card for each burden.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Когда сюда приходит Братство, каждый игрок Тьмы может взять по карте за каждое бремя.</translation>
    </message>
    <message>
        <source>When you play Pippin, remove a burden, or heal a companion.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Когда вы играете Пиппина, снимите одно бремя или исцелите спутника.</translation>
    </message>
    <message>
        <source>When you play this minion, spot an Elf to add 2 twilight.</source>
        <translation>Когда вы играете этого врага, найдите эльфа, чтобы добавить 2 жетона тьмы.</translation>
    </message>
    <message>
        <source>When you play this minion, you may add 2 twilight.</source>
        <translation>Когда вы играете этого врага, можете добавить 2 жетона тьмы.</translation>
    </message>
    <message>
        <source>When you play this minion, you may discard a Dwarven ally or a Dwarven condition.</source>
        <translation>Когда вы играете этого врага, можете сбросить союзника или обстоятельство гномов.</translation>
    </message>
    <message>
        <source>When you play this minion, you may make the Free Peoples player discard a card at random from his hand.</source>
        <translation>Когда вы играете этого врага, можете заставить игрока Свободных народов сбросить случайную карту с руки.</translation>
    </message>
    <message>
        <source>When you play this minion, you may play a weapon from your discard pile on your Moria Orc.</source>
        <translation>Когда вы играете этого врага, можете сыграть оружие из своего сброса на своего морийского орка.</translation>
    </message>
    <message>
        <source>When you play this minion, you may put a Moria Orc from your discard pile beneath your draw deck.</source>
        <translation>Когда вы играете этого врага, можете положить морийского орка из своего сброса под свою игральную колоду.</translation>
    </message>
    <message>
        <source>When you play this minion, you may shuffle up to 2 Ringwraith cards from your discard pile into your draw deck.</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>Когда вы играете этого врага, можете замешать в игральную колоду до 2 карт Назгулов из своего сброса.</translation>
    </message>
    <message>
        <source>When you play Úlairë Nertëa, you may play a minion from your discard pile for each companion over 4.</source>
        <translation>Когда вы играете Улайрэ Нэртэа, можете сыграть из своего сброса по врагу за каждого спутника сверх 4.</translation>
    </message>
    <message>
        <source>While Merry bears a weapon, he has +2 strength.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Пока у Мерри есть оружие, он получает +2 к силе.</translation>
    </message>
    <message>
        <source>While you can spot a ranger, your move limit this turn is 1 higher.</source>
        <translation>Пока можно найти следопыта, ваш предел перемещения на этом ходу на 1 больше.</translation>
    </message>
    <message>
        <source>While you can spot your own site 3, Silinde has that site&apos;s game text.</source>
        <translation>Пока можно найти вашу собственную местность 3, у Силинде есть игровой текст этой местности.</translation>
    </message>
    <message>
        <source>While you can spot your own site 6, Uruviel has that site&apos;s game text.</source>
        <translation>Пока можно найти вашу собственную местность 6, у Урувиэль есть игровой текст этой местности.</translation>
    </message>
    <message>
        <source>While your own site 1 is on the adventure path, this ally has its game text. Fellowship: exert this ally and spot an opponent&apos;s site 1 to replace it with your own site 1.</source>
        <translation>Пока ваша собственная местность 1 лежит на пути приключений, у этого союзника есть её игровой текст. Братство: этот союзник применяет усилие, и вы находите местность 1 соперника, чтобы заменить её своей местностью 1.</translation>
    </message>
    <message>
        <source>Your opponents may not discard your Shire tales from play.</source>
        <translation>Соперники не могут сбрасывать из игры ваши сказания Шира.</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.deck</name>
    <message>
        <source>Line {line}: a second {key} line.</source>
        <translation>Строка {line}: вторая строка «{key}».</translation>
    </message>
    <message>
        <source>Line {line}: no card {ref} in the set.</source>
        <translation>Строка {line}: в сете нет карты «{ref}».</translation>
    </message>
    <message>
        <source>Line {line}: {count} is not a number of copies (1 or more).</source>
        <translation>Строка {line}: «{count}» — не число экземпляров (1 или больше).</translation>
    </message>
    <message>
        <source>Line {line}: {ref} names several cards ({choices}): write the code or the title and subtitle.</source>
        <translation>Строка {line}: «{ref}» — название нескольких карт ({choices}): напишите код карты или название с подзаголовком.</translation>
    </message>
    <message>
        <source>The Ring-bearer {card} is not a companion who can start with the Ring (R2.6).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец {card} — не спутник, который может начать игру с Кольцом (R2.6).</translation>
    </message>
    <message>
        <source>The adventure deck has no site {n} (R2.14).</source>
        <translation>В путевой колоде нет местности под номером {n} (R2.14).</translation>
    </message>
    <message>
        <source>The adventure deck holds {k} sites numbered {n}: it needs one of each (R2.14).</source>
        <translation>В путевой колоде местностей под номером {n}: {k}, а нужна одна каждого номера (R2.14).</translation>
    </message>
    <message>
        <source>The adventure deck holds {n} cards: it needs exactly 9 sites (R2.14).</source>
        <translation>В путевой колоде карт: {n}, а нужно ровно 9 местностей (R2.14).</translation>
    </message>
    <message>
        <source>The deck list {path} cannot be read: {why}.</source>
        <translation>Не удаётся прочитать список колоды {path}: {why}.</translation>
    </message>
    <message>
        <source>The draw deck holds {fp} Free Peoples and {shadow} Shadow cards: it needs as many of each (R2.8).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>В игральной колоде карт Свободных народов: {fp}, карт Тьмы: {shadow}, а их должно быть поровну (R2.8).</translation>
    </message>
    <message>
        <source>The draw deck holds {n} cards titled {title}, the Ring-bearer&apos;s title: at most 3, the Ring-bearer being the fourth (R2.11).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>В игральной колоде карт с названием «{title}», как у Кольценосца: {n}, а можно не больше 3: четвёртая — сам Кольценосец (R2.11).</translation>
    </message>
    <message>
        <source>The draw deck holds {n} cards titled {title}: at most 4 of one title (R2.10).</source>
        <translation>В игральной колоде карт с названием «{title}»: {n}, а можно не больше 4 карт с одним названием (R2.10).</translation>
    </message>
    <message>
        <source>The draw deck holds {n} cards: it needs at least 60 (R2.7).</source>
        <translation>В игральной колоде карт: {n}, а нужно не менее 60 (R2.7).</translation>
    </message>
    <message>
        <source>The list names no One Ring (a line such as &quot;{example}&quot;).</source>
        <translation>В списке не указано Кольцо Всевластия (строка вида «{example}»).</translation>
    </message>
    <message>
        <source>The list names no Ring-bearer (a line such as &quot;{example}&quot;).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>В списке не указан Кольценосец (строка вида «{example}»).</translation>
    </message>
    <message>
        <source>The starting companion {card} is not a companion of the draw deck (R2.19).</source>
        <translation>Начальный спутник {card} — не спутник из игральной колоды (R2.19).</translation>
    </message>
    <message>
        <source>{card} cannot be in the draw deck: sites and The One Ring stay outside it (R2.9).</source>
        <translation>Карта «{card}» не может быть в игральной колоде: местности и Кольцо Всевластия лежат вне её (R2.9).</translation>
    </message>
    <message>
        <source>{card} in the adventure deck is not a site (R2.14).</source>
        <translation>{card} в путевой колоде — не местность (R2.14).</translation>
    </message>
    <message>
        <source>{card} is not The One Ring (R2.6).</source>
        <translation>{card} — не Кольцо Всевластия (R2.6).</translation>
    </message>
    <message>
        <source>{code} is not a card of the set.</source>
        <translation>{code} — не карта сета.</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.log</name>
    <message>
        <source>Archery: the minions shoot {m}, the fellowship {f}.</source>
        <translation>Стрельба: враги — {m}, Братство — {f}.</translation>
    </message>
    <message>
        <source>Every other assignment is cancelled: {minion} attacks {companion}.</source>
        <translation>Все прочие назначения отменены. Враг «{minion}» нападает на спутника: {companion}.</translation>
    </message>
    <message>
        <source>Every wound to {card} is prevented this phase.</source>
        <translation>До конца фазы все ранения предотвращаются: {card}.</translation>
    </message>
    <message>
        <source>No minion is in play: on to the regroup phase.</source>
        <translation>В игре нет врагов: переход к фазе сбора.</translation>
    </message>
    <message>
        <source>Skirmish: {fp} against {shadow}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Сражение: {fp} — {shadow}.</translation>
    </message>
    <message>
        <source>The Ring-bearer must be assigned to a skirmish.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосца нужно назначить на сражение.</translation>
    </message>
    <message>
        <source>The archery phase is skipped.</source>
        <translation>Фаза стрельбы пропускается.</translation>
    </message>
    <message>
        <source>The fellowship archery total is {amount:+d} this phase.</source>
        <translation>Сумма стрельбы Братства в этой фазе: {amount:+d}.</translation>
    </message>
    <message>
        <source>The fellowship archery total is {amount:+d}.</source>
        <translation>Сумма стрельбы Братства: {amount:+d}.</translation>
    </message>
    <message>
        <source>The fellowship cannot move again this turn.</source>
        <translation>Братство больше не может перемещаться на этом ходу.</translation>
    </message>
    <message>
        <source>The fellowship of {seat} moves to {card} (site {n}); {added} twilight is added.</source>
        <translation>Братство игрока {seat} перемещается: «{card}» (местность {n}); жетонов тьмы добавлено: {added}.</translation>
    </message>
    <message>
        <source>The fellowship of {seat} reaches site {n}: {seat} wins.</source>
        <translation>Братство игрока {seat} достигает местности {n}: {seat} побеждает.</translation>
    </message>
    <message>
        <source>The fierce minions attack again.</source>
        <translation>Свирепые враги нападают снова.</translation>
    </message>
    <message>
        <source>The minion archery total is {amount:+d} this phase.</source>
        <translation>Сумма стрельбы врагов в этой фазе: {amount:+d}.</translation>
    </message>
    <message>
        <source>The move limit is {n} higher this turn.</source>
        <translation>Предел перемещения на этом ходу выше на {n}.</translation>
    </message>
    <message>
        <source>The skirmish ends with no winner.</source>
        <translation>Сражение кончается без победителя.</translation>
    </message>
    <message>
        <source>The skirmish is cancelled.</source>
        <translation>Сражение отменено.</translation>
    </message>
    <message>
        <source>The wound to {card} is prevented.</source>
        <translation>Ранение предотвращено: {card}.</translation>
    </message>
    <message>
        <source>Turn {n}: {seat} is the Free Peoples player.</source>
        <translation>Ход {n}: {seat} — игрок Свободных народов.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Вы берёте карту «{card}».</translation>
    </message>
    <message>
        <source>{card} can be overwhelmed only by triple strength.</source>
        <translation>Разгромить можно лишь тройной силой: {card}.</translation>
    </message>
    <message>
        <source>{card} comes into play exhausted.</source>
        <translation>Карта входит в игру истощённой: {card}.</translation>
    </message>
    <message>
        <source>{card} does not add to the fellowship archery total.</source>
        <translation>Не добавляет к сумме стрельбы Братства: {card}.</translation>
    </message>
    <message>
        <source>{card} exerts without taking a token.</source>
        <translation>Применяет усилие без жетона: {card}.</translation>
    </message>
    <message>
        <source>{card} exerts.</source>
        <translation>Применяет усилие: {card}.</translation>
    </message>
    <message>
        <source>{card} gives no strength bonus until the regroup phase.</source>
        <translation>Не даёт прибавки к силе до фазы сбора: {card}.</translation>
    </message>
    <message>
        <source>{card} has {amount:+d} strength and damage {damage:+d}.</source>
        <translation>{card}: {amount:+d} к силе и Повреждение {damage:+d}.</translation>
    </message>
    <message>
        <source>{card} has {amount:+d} strength until the regroup phase.</source>
        <translation>{card}: {amount:+d} к силе до фазы сбора.</translation>
    </message>
    <message>
        <source>{card} has {amount:+d} strength.</source>
        <translation>{card}: {amount:+d} к силе.</translation>
    </message>
    <message>
        <source>{card} is cancelled.</source>
        <translation>Отменено: {card}.</translation>
    </message>
    <message>
        <source>{card} is damage {amount:+d} until the skirmish ends.</source>
        <translation>{card}: повреждение {amount:+d} до конца сражения.</translation>
    </message>
    <message>
        <source>{card} is damage {amount:+d}.</source>
        <translation>{card}: повреждение {amount:+d}.</translation>
    </message>
    <message>
        <source>{card} is defender {amount:+d} until the regroup phase.</source>
        <translation>{card}: защитник {amount:+d} до фазы сбора.</translation>
    </message>
    <message>
        <source>{card} is discarded.</source>
        <translation>В сброс уходит карта «{card}».</translation>
    </message>
    <message>
        <source>{card} is fierce until the regroup phase.</source>
        <translation>Свойство «свирепый» до фазы сбора: {card}.</translation>
    </message>
    <message>
        <source>{card} is healed.</source>
        <translation>Исцеление: {card}.</translation>
    </message>
    <message>
        <source>{card} is killed.</source>
        <translation>Убит персонаж: {card}.</translation>
    </message>
    <message>
        <source>{card} is not healed: a burden is removed instead.</source>
        <translation>Вместо исцеления снято бремя: {card}.</translation>
    </message>
    <message>
        <source>{card} is overwhelmed.</source>
        <translation>Разгром: {card}.</translation>
    </message>
    <message>
        <source>{card} is stacked on {holder}.</source>
        <translation>{card}: в стопке на карте «{holder}».</translation>
    </message>
    <message>
        <source>{card} joins archery fire and skirmishes until the regroup phase.</source>
        <translation>{card}: участие в стрельбе и сражениях до фазы сбора.</translation>
    </message>
    <message>
        <source>{card} takes a wound.</source>
        <translation>{card}: получено ранение.</translation>
    </message>
    <message>
        <source>{card} takes at most one wound in each skirmish phase until the regroup phase.</source>
        <translation>{card}: до фазы сбора не больше одного ранения в каждой фазе сражения.</translation>
    </message>
    <message>
        <source>{card} takes part in archery fire and skirmishes until the regroup phase.</source>
        <translation>{card}: участие в стрельбе и сражениях до фазы сбора.</translation>
    </message>
    <message>
        <source>{card} takes the Ring.</source>
        <translation>Новый Кольценосец: {card}.</translation>
    </message>
    <message>
        <source>{card} wears the Ring: the wound becomes a burden.</source>
        <translation>{card} — в Кольце: вместо ранения — бремя.</translation>
    </message>
    <message>
        <source>{card}&apos;s armor turns the wound aside.</source>
        <translation>Доспех отводит ранение: {card}.</translation>
    </message>
    <message>
        <source>{card}: each character its text names has {amount:+d} strength until the regroup phase.</source>
        <translation>{card}: каждому персонажу, названному в тексте карты, {amount:+d} к силе до фазы сбора.</translation>
    </message>
    <message>
        <source>{companion} cannot be assigned to {minion}.</source>
        <translation>Спутника «{companion}» нельзя назначить против врага: {minion}.</translation>
    </message>
    <message>
        <source>{companion} defends against {minion}.</source>
        <translation>Защитник: {companion}, против врага: {minion}.</translation>
    </message>
    <message>
        <source>{companion} skirmishes.</source>
        <translation>В сражение вступает спутник: {companion}.</translation>
    </message>
    <message>
        <source>{minion} attacks {companion}.</source>
        <translation>Враг «{minion}» нападает на спутника: {companion}.</translation>
    </message>
    <message>
        <source>{n} twilight is added to the pool.</source>
        <translation>В Котёл Тьмы добавлено жетонов тьмы: {n}.</translation>
    </message>
    <message>
        <source>{n} twilight is removed from the pool.</source>
        <translation>Из Котла Тьмы убрано жетонов тьмы: {n}.</translation>
    </message>
    <message>
        <source>{seat} bid {n}.</source>
        <translation>Ставка игрока {seat}: {n}.</translation>
    </message>
    <message>
        <source>{seat} discards {card} at random.</source>
        <translation>{seat} сбрасывает случайную карту: {card}.</translation>
    </message>
    <message>
        <source>{seat} discards {card} from the top of his draw deck.</source>
        <translation>{seat} сбрасывает карту «{card}» с верха игральной колоды.</translation>
    </message>
    <message>
        <source>{seat} discards {card} to heal its namesake.</source>
        <translation>{seat} сбрасывает карту «{card}», чтобы исцелить одноимённого персонажа.</translation>
    </message>
    <message>
        <source>{seat} discards {card}.</source>
        <translation>{seat} сбрасывает карту «{card}».</translation>
    </message>
    <message>
        <source>{seat} draws a card.</source>
        <translation>{seat} берёт карту.</translation>
    </message>
    <message>
        <source>{seat} ends his Shadow phase.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>{seat} завершает свою фазу Тьмы.</translation>
    </message>
    <message>
        <source>{seat} goes first and plays {card} as site 1.</source>
        <translation>{seat} ходит первым и выкладывает местность «{card}» под номером 1.</translation>
    </message>
    <message>
        <source>{seat} is the last player left and wins.</source>
        <translation>{seat} остаётся последним игроком и побеждает.</translation>
    </message>
    <message>
        <source>{seat} leaves the game: {why}.</source>
        <translation>{seat} выбывает из игры: {why}.</translation>
    </message>
    <message>
        <source>{seat} looks at cards of {other}&apos;s hand taken at random.</source>
        <translation>{seat} смотрит случайные карты с руки игрока {other}.</translation>
    </message>
    <message>
        <source>{seat} looks at the top {n} cards of his draw deck.</source>
        <translation>{seat} смотрит верхние карты игральной колоды: {n}.</translation>
    </message>
    <message>
        <source>{seat} passes {card} to {bearer}.</source>
        <translation>{seat} передаёт карту «{card}» персонажу: {bearer}.</translation>
    </message>
    <message>
        <source>{seat} plays {card} as site {n}.</source>
        <translation>{seat} выкладывает местность «{card}» под номером {n}.</translation>
    </message>
    <message>
        <source>{seat} plays {card} in place of the site of a player who left.</source>
        <translation>{seat} выкладывает местность «{card}» вместо местности выбывшего игрока.</translation>
    </message>
    <message>
        <source>{seat} plays {card} on {bearer}.</source>
        <translation>{seat} играет карту «{card}» на карту «{bearer}».</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat} играет карту «{card}».</translation>
    </message>
    <message>
        <source>{seat} puts a card from his hand beneath his draw deck.</source>
        <translation>{seat} кладёт карту с руки под игральную колоду.</translation>
    </message>
    <message>
        <source>{seat} puts {card} from his discard pile beneath his draw deck.</source>
        <translation>{seat} кладёт карту «{card}» из сброса под игральную колоду.</translation>
    </message>
    <message>
        <source>{seat} returns the revealed cards to the top of {other}&apos;s draw deck.</source>
        <translation>{seat} возвращает раскрытые карты на верх игральной колоды игрока {other}.</translation>
    </message>
    <message>
        <source>{seat} reveals the top cards of {other}&apos;s draw deck.</source>
        <translation>{seat} раскрывает верхние карты игральной колоды игрока {other}.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} and discards it.</source>
        <translation>{seat} открывает карту «{card}» и сбрасывает её.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} and puts it beneath his draw deck.</source>
        <translation>{seat} раскрывает карту «{card}» и кладёт её под игральную колоду.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} and takes it into his hand.</source>
        <translation>{seat} открывает карту «{card}» и берёт её на руку.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} from his hand at random.</source>
        <translation>{seat} раскрывает случайную карту с руки: {card}.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} from the bottom of his draw deck and discards it.</source>
        <translation>{seat} раскрывает нижнюю карту игральной колоды и сбрасывает её: {card}.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} from the bottom of his draw deck and takes it.</source>
        <translation>{seat} раскрывает нижнюю карту игральной колоды и берёт её: {card}.</translation>
    </message>
    <message>
        <source>{seat} reveals {card} from the top of his draw deck and takes it.</source>
        <translation>{seat} раскрывает верхнюю карту игральной колоды и берёт её: {card}.</translation>
    </message>
    <message>
        <source>{seat} reveals {other}&apos;s hand.</source>
        <translation>{seat} раскрывает карты на руке игрока {other}.</translation>
    </message>
    <message>
        <source>{seat} sees {other}&apos;s hand.</source>
        <translation>{seat} смотрит карты на руке игрока {other}.</translation>
    </message>
    <message>
        <source>{seat} shuffles his draw deck.</source>
        <translation>{seat} перемешивает игральную колоду.</translation>
    </message>
    <message>
        <source>{seat} shuffles his hand into his draw deck.</source>
        <translation>{seat} замешивает карты с руки в игральную колоду.</translation>
    </message>
    <message>
        <source>{seat} shuffles {card} from his discard pile into his draw deck.</source>
        <translation>{seat} замешивает карту «{card}» из сброса в игральную колоду.</translation>
    </message>
    <message>
        <source>{seat} stacks {card} on {bearer}.</source>
        <translation>{seat} кладёт карту «{card}» в стопку на «{bearer}».</translation>
    </message>
    <message>
        <source>{seat} starts with {card}.</source>
        <translation>{seat} начинает игру с картой «{card}».</translation>
    </message>
    <message>
        <source>{seat} takes place {n} in the turn order.</source>
        <translation>{seat} занимает место {n} в очерёдности ходов.</translation>
    </message>
    <message>
        <source>{seat} takes {card} from his discard pile into his hand.</source>
        <translation>{seat} берёт карту «{card}» из сброса на руку.</translation>
    </message>
    <message>
        <source>{seat} takes {n} cards into his hand.</source>
        <translation>{seat} берёт на руку карт: {n}.</translation>
    </message>
    <message>
        <source>{seat} uses {card}.</source>
        <translation>{seat} использует карту «{card}».</translation>
    </message>
    <message>
        <source>{seat}&apos;s Ring-bearer is corrupted.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец игрока {seat} переманен.</translation>
    </message>
    <message>
        <source>{seat}&apos;s Ring-bearer puts on The One Ring.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец игрока {seat} надевает Кольцо Всевластия.</translation>
    </message>
    <message>
        <source>{seat}&apos;s Ring-bearer sheds a burden ({n} left).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>С Кольценосца игрока {seat} снято бремя (осталось {n}).</translation>
    </message>
    <message>
        <source>{seat}&apos;s Ring-bearer takes a burden ({n} in all).</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец игрока {seat} получает бремя (всего {n}).</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.outcome</name>
    <message>
        <source>corrupted</source>
        <translation>Кольценосец переманен</translation>
    </message>
    <message>
        <source>lost the Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>погиб Кольценосец</translation>
    </message>
    <message>
        <source>the fellowship reached the last site</source>
        <translation>Братство достигло последней местности</translation>
    </message>
    <message>
        <source>the last player left</source>
        <translation>остался последним игроком</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.prompt</name>
    <message>
        <source>Assign a character to skirmish this minion.</source>
        <translation>Назначьте персонажа сражаться с этим врагом.</translation>
    </message>
    <message>
        <source>Assign a companion to defend against a minion.</source>
        <translation>Назначьте спутника защитником от врага.</translation>
    </message>
    <message>
        <source>Assign your unassigned minions.</source>
        <translation>Назначьте своих неназначенных врагов.</translation>
    </message>
    <message>
        <source>Bid burdens for your place in the turn order.</source>
        <translation>Сделайте ставку бременем за место в очерёдности ходов.</translation>
    </message>
    <message>
        <source>Choose a companion for your starting fellowship ({n} twilight left).</source>
        <translation>Выберите спутника в начальное Братство (осталось жетонов тьмы: {n}).</translation>
    </message>
    <message>
        <source>Choose for {card}.</source>
        <translation>Выберите для карты «{card}».</translation>
    </message>
    <message>
        <source>Choose the Shadow player whose minions take the fellowship&apos;s arrows.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выберите игрока Тьмы, чьи враги получат стрелы Братства.</translation>
    </message>
    <message>
        <source>Choose the cards to take into your hand.</source>
        <translation>Выберите карты, которые возьмёте на руку.</translation>
    </message>
    <message>
        <source>Choose the next skirmish.</source>
        <translation>Выберите следующее сражение.</translation>
    </message>
    <message>
        <source>Choose the order of your triggered abilities.</source>
        <translation>Выберите порядок своих срабатывающих свойств.</translation>
    </message>
    <message>
        <source>Choose what {card} makes you do.</source>
        <translation>Выберите, что вас заставляет сделать карта «{card}».</translation>
    </message>
    <message>
        <source>Choose your place in the turn order (place 1 plays first).</source>
        <translation>Выберите место в очерёдности ходов (место 1 ходит первым).</translation>
    </message>
    <message>
        <source>Discard a card from your hand ({n} to discard).</source>
        <translation>Сбросьте карту с руки (осталось сбросить: {n}).</translation>
    </message>
    <message>
        <source>Discard a card from your hand.</source>
        <translation>Сбросьте карту с руки.</translation>
    </message>
    <message>
        <source>Discard a card revealed?</source>
        <translation>Сбросить раскрытую карту?</translation>
    </message>
    <message>
        <source>Discard a revealed card to draw 2 cards?</source>
        <translation>Сбросить раскрытую карту, чтобы взять 2 карты?</translation>
    </message>
    <message>
        <source>Discard another card from the top of your draw deck?</source>
        <translation>Сбросить ещё одну карту с верха игральной колоды?</translation>
    </message>
    <message>
        <source>Discard down to 8 cards.</source>
        <translation>Сбросьте карты, чтобы на руке осталось 8.</translation>
    </message>
    <message>
        <source>Discard one of the cards you see; the other goes back.</source>
        <translation>Сбросьте одну из карт, которые видите; другая возвращается.</translation>
    </message>
    <message>
        <source>Discard {n} cards from your hand, or add a burden.</source>
        <translation>Сбросьте {n} карты с руки или добавьте одно бремя.</translation>
    </message>
    <message>
        <source>Draw {n} cards, one for each burden?</source>
        <translation>Взять карты, по одной за каждое бремя ({n})?</translation>
    </message>
    <message>
        <source>Exert Frodo, or two other companions.</source>
        <translation type="vanished">Фродо применяет усилие — или два других спутника.</translation>
    </message>
    <message>
        <source>Exert a character to cancel {card}.</source>
        <translation>Персонаж применяет усилие, чтобы отменить карту «{card}».</translation>
    </message>
    <message>
        <source>Exert a character, or discard {card}.</source>
        <translation>Персонаж применяет усилие, или сбросьте карту «{card}».</translation>
    </message>
    <message>
        <source>Exert a companion.</source>
        <translation>Примените усилие спутником.</translation>
    </message>
    <message>
        <source>Exert the Ring-bearer, or add a burden.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец применяет усилие, или добавьте одно бремя.</translation>
    </message>
    <message>
        <source>Heal a companion at the sanctuary ({n} left).</source>
        <translation>Исцелите спутника в святилище (осталось {n}).</translation>
    </message>
    <message>
        <source>Move on to the next site, or stay and end your turn?</source>
        <translation>Переместиться на следующую местность или остаться и закончить ход?</translation>
    </message>
    <message>
        <source>Place an archery wound ({n} left).</source>
        <translation>Нанесите ранение от стрельбы (осталось {n}).</translation>
    </message>
    <message>
        <source>Play a minion from your discard pile ({n} left).</source>
        <translation>Сыграйте врага из своего сброса (осталось {n}).</translation>
    </message>
    <message>
        <source>Put the revealed cards back: the first named goes on top.</source>
        <translation>Верните раскрытые карты: первая названная ляжет сверху.</translation>
    </message>
    <message>
        <source>Respond to the event just played?</source>
        <translation>Ответить на только что сыгранное событие?</translation>
    </message>
    <message>
        <source>Respond to the exertion about to happen?</source>
        <translation>Ответить на усилие, которое вот-вот будет применено?</translation>
    </message>
    <message>
        <source>Respond to the healing about to happen?</source>
        <translation>Ответить на исцеление, которое вот-вот произойдёт?</translation>
    </message>
    <message>
        <source>Respond to the skirmish won?</source>
        <translation>Ответить на победу в сражении?</translation>
    </message>
    <message>
        <source>Respond to the wound about to be taken?</source>
        <translation>Ответить на ранение, которое вот-вот будет нанесено?</translation>
    </message>
    <message>
        <source>Respond to what has just happened?</source>
        <translation>Ответить на то, что только что произошло?</translation>
    </message>
    <message>
        <source>Respond to what just happened, or pass.</source>
        <translation>Ответьте на то, что сейчас произошло, или пасуйте.</translation>
    </message>
    <message>
        <source>Use {ability}?</source>
        <translation>Использовать: {ability}?</translation>
    </message>
    <message>
        <source>Wound a companion.</source>
        <translation>Раньте спутника.</translation>
    </message>
    <message>
        <source>You may discard a card before drawing up to 8.</source>
        <translation>Можно сбросить одну карту, прежде чем добрать руку до 8.</translation>
    </message>
    <message>
        <source>You may discard one of the revealed cards.</source>
        <translation>Можете сбросить одну из раскрытых карт.</translation>
    </message>
    <message>
        <source>Your action, or pass.</source>
        <translation>Ваше действие — или пас.</translation>
    </message>
    <message>
        <source>Your partner proposes: {proposal}. Do you agree?</source>
        <translation>Ваш партнёр предлагает: {proposal}. Вы согласны?</translation>
    </message>
    <message>
        <source>{card}: exert the companion it names, or two other companions.</source>
        <translation>«{card}»: названный там спутник применяет усилие — или два других спутника.</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.refusal</name>
    <message>
        <source>First answer the question open now.</source>
        <translation>Сначала ответьте на открытый вопрос.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш черёд.</translation>
    </message>
    <message>
        <source>Nothing fits what that card&apos;s text acts on now.</source>
        <translation>Сейчас нет ничего, на что может подействовать текст этой карты.</translation>
    </message>
    <message>
        <source>On another player&apos;s turn you play only Shadow cards (R1.3).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>В чужой ход вы играете только карты Тьмы (R1.3).</translation>
    </message>
    <message>
        <source>On your own turn you play only Free Peoples cards (R1.3).</source>
        <translation>В свой ход вы играете только карты Свободных народов (R1.3).</translation>
    </message>
    <message>
        <source>That card is not played in the {phase} phase.</source>
        <translation>Эту карту не играют в фазе {phase}.</translation>
    </message>
    <message>
        <source>That card&apos;s cost cannot be paid now.</source>
        <translation>Стоимость этой карты сейчас нельзя оплатить.</translation>
    </message>
    <message>
        <source>That card&apos;s cost to play cannot be paid now.</source>
        <translation>Стоимость розыгрыша этой карты сейчас нельзя оплатить.</translation>
    </message>
    <message>
        <source>That card&apos;s text cannot be used now: what it asks for (its phase, a card to spot) is missing.</source>
        <translation>Текст этой карты сейчас применить нельзя: нет того, чего он требует (его фазы, карты, которую нужно найти).</translation>
    </message>
    <message>
        <source>That choice does not fit that card&apos;s text.</source>
        <translation>Этот выбор не подходит к тексту карты.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Сейчас это невозможно.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>The twilight pool does not hold enough for that card (R8.2).</source>
        <translation>В Котле Тьмы недостаточно жетонов для этой карты (R8.2).</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Такой карты нет.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Такого места за столом нет.</translation>
    </message>
    <message>
        <source>To play that card, spot what its text names first.</source>
        <translation>Чтобы сыграть эту карту, сначала найдите то, что названо в её тексте.</translation>
    </message>
    <message>
        <source>You can only play a card from your own hand.</source>
        <translation>Играть можно только карту со своей руки.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.table</name>
    <message>
        <source>A random legal deck</source>
        <translation>Случайная колода по правилам</translation>
    </message>
    <message>
        <source>Ability {n}</source>
        <translation>Свойство {n}</translation>
    </message>
    <message>
        <source>Add a burden</source>
        <translation>Добавить бремя</translation>
    </message>
    <message>
        <source>Adventure deck</source>
        <translation>Путевая колода</translation>
    </message>
    <message>
        <source>Adventure path</source>
        <translation>Путь приключений</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>Союзник</translation>
    </message>
    <message>
        <source>Aragorn starter deck</source>
        <translation>Стартовая колода Арагорна</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Стрелок</translation>
    </message>
    <message>
        <source>Archery</source>
        <translation>Стрельба</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Доспех</translation>
    </message>
    <message>
        <source>Assigned: {pairs}</source>
        <translation>Сближены: {pairs}</translation>
    </message>
    <message>
        <source>Assignment</source>
        <translation>Сближение</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>Ставка {n}</translation>
    </message>
    <message>
        <source>Burdens {n}</source>
        <translation>Бремя {n}</translation>
    </message>
    <message>
        <source>Burdens: {list}</source>
        <translation>Бремя: {list}</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Выбрать</translation>
    </message>
    <message>
        <source>Cloak</source>
        <translation>Плащ</translation>
    </message>
    <message>
        <source>Companion</source>
        <translation>Спутник</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Обстоятельство</translation>
    </message>
    <message>
        <source>Damage +1</source>
        <translation>Повреждения +1</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Кладбище</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Deck of player {n}</source>
        <translation>Колода игрока {n}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Сбросить «{card}»</translation>
    </message>
    <message>
        <source>Discard {card} to heal {target}</source>
        <translation>Сбросить «{card}», исцелить: {target}</translation>
    </message>
    <message>
        <source>Discard {n} cards</source>
        <translation>Сбросить карт: {n}</translation>
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
        <translation>Гномы</translation>
    </message>
    <message>
        <source>Elf</source>
        <translation>Эльф</translation>
    </message>
    <message>
        <source>Elven</source>
        <translation>Эльфы</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Exert {cards}</source>
        <translation>Усилие: {cards}</translation>
    </message>
    <message>
        <source>Fellowship</source>
        <translation>Братство</translation>
    </message>
    <message>
        <source>Fierce</source>
        <translation>Свирепый</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Лес</translation>
    </message>
    <message>
        <source>Free Peoples</source>
        <translation>Свободные народы</translation>
    </message>
    <message>
        <source>Free Peoples: {seat} · twilight pool {n}</source>
        <translation>Свободные народы: {seat} · Котёл Тьмы {n}</translation>
    </message>
    <message>
        <source>From your draw deck</source>
        <translation>Из вашей игральной колоды</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Гэндальф</translation>
    </message>
    <message>
        <source>Gandalf starter deck</source>
        <translation>Стартовая колода Гэндальфа</translation>
    </message>
    <message>
        <source>Gondor</source>
        <translation>Гондор</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Hand weapon</source>
        <translation>Оружие ближнего боя</translation>
    </message>
    <message>
        <source>Heal {card}</source>
        <translation>Исцелить: {card}</translation>
    </message>
    <message>
        <source>Helm</source>
        <translation>Шлем</translation>
    </message>
    <message>
        <source>Hobbit</source>
        <translation>Хоббит</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Чем кончилось</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>В игре</translation>
    </message>
    <message>
        <source>Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Изенгард</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Оставить руку</translation>
    </message>
    <message>
        <source>Man</source>
        <translation>Человек</translation>
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
        <translation>Враг</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Мория</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Скакун</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Горы</translation>
    </message>
    <message>
        <source>Move on</source>
        <translation>Идти дальше</translation>
    </message>
    <message>
        <source>Move {card} to {bearer}</source>
        <translation>Передать «{card}»: {bearer}</translation>
    </message>
    <message>
        <source>Nazgûl</source>
        <translation>Назгул</translation>
    </message>
    <message>
        <source>One more</source>
        <translation>Ещё одну</translation>
    </message>
    <message>
        <source>Orc</source>
        <translation>Орк</translation>
    </message>
    <message>
        <source>Pipe</source>
        <translation>Трубка</translation>
    </message>
    <message>
        <source>Pipeweed</source>
        <translation>Трубочное зелье</translation>
    </message>
    <message>
        <source>Place {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Равнина</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Сыграть «{card}»</translation>
    </message>
    <message>
        <source>Play {card} on {bearer}</source>
        <translation>Сыграть «{card}» на: {bearer}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Possession</source>
        <extracomment>the TCG&apos;s book: «снаряжение» (not «имущество»)</extracomment>
        <translation>Снаряжение</translation>
    </message>
    <message>
        <source>Put on the Ring</source>
        <translation>Надеть Кольцо</translation>
    </message>
    <message>
        <source>Ranged weapon</source>
        <translation>Стрелковое оружие</translation>
    </message>
    <message>
        <source>Ranger</source>
        <translation>Следопыт</translation>
    </message>
    <message>
        <source>Regroup</source>
        <translation>Сбор</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Выбыли</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>Ring-bearer</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец</translation>
    </message>
    <message>
        <source>Ringwraith</source>
        <extracomment>the culture: the TCG&apos;s book calls it «Назгулы» (not «Призраки Кольца»)</extracomment>
        <translation>Назгулы</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Река</translation>
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
        <translation>Сохранённая: {name}</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма</translation>
    </message>
    <message>
        <source>Shadow number</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the TCG&apos;s book: «сумеречное число» (Shadow number)</extracomment>
        <translation>Сумеречное число</translation>
    </message>
    <message>
        <source>Shadow phase</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>фаза Тьмы</translation>
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
        <translation>Местность</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation>Сражение</translation>
    </message>
    <message>
        <source>Skirmish: {fp} against {shadow} — strength {a} against {b}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Сражение: {fp} против {shadow} — сила {a} против {b}</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Заклинание</translation>
    </message>
    <message>
        <source>Stacked</source>
        <translation>Стопкой на карте</translation>
    </message>
    <message>
        <source>Start with {card}</source>
        <translation>Начать с «{card}»</translation>
    </message>
    <message>
        <source>Starting fellowship: companions from your draw deck</source>
        <translation>Начальное Братство: спутники из вашей игральной колоды</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Остаться</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Скрытность</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Хватит</translation>
    </message>
    <message>
        <source>Support area</source>
        <translation>Область поддержки</translation>
    </message>
    <message>
        <source>Take {cards}</source>
        <translation>Взять: {cards}</translation>
    </message>
    <message>
        <source>Tale</source>
        <translation>Сказание</translation>
    </message>
    <message>
        <source>The One Ring</source>
        <translation>Кольцо Всевластия</translation>
    </message>
    <message>
        <source>The Ring-bearer wears the Ring.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Кольценосец надел Кольцо.</translation>
    </message>
    <message>
        <source>The first game (sites 1 to 7)</source>
        <translation>Первая игра (местности 1–7)</translation>
    </message>
    <message>
        <source>The full game (bidding, sites 1 to 9)</source>
        <translation>Полная игра (ставки, местности 1–9)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>The minions of {seat}</source>
        <translation>Враги игрока {seat}</translation>
    </message>
    <message>
        <source>The skirmish of {card}</source>
        <translation>Сражение: {card}</translation>
    </message>
    <message>
        <source>To act: {seats}</source>
        <translation>Ходит: {seats}</translation>
    </message>
    <message>
        <source>Tracker</source>
        <translation>Ищейка</translation>
    </message>
    <message>
        <source>Troll</source>
        <translation>Тролль</translation>
    </message>
    <message>
        <source>Turn {n}, {phase}</source>
        <translation>Ход {n}, {phase}</translation>
    </message>
    <message>
        <source>Turn {n}: {phase}</source>
        <translation>Ход {n}: {phase}</translation>
    </message>
    <message>
        <source>Twilight</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>Twilight pool</source>
        <translation>Котёл Тьмы</translation>
    </message>
    <message>
        <source>Underground</source>
        <translation>Подземелье</translation>
    </message>
    <message>
        <source>Uruk-hai</source>
        <translation>Урук-хай</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Применить «{card}»</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Маг</translation>
    </message>
    <message>
        <source>Wound {card}</source>
        <translation>Ранить: {card}</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>скрытая карта</translation>
    </message>
    <message>
        <source>an ability</source>
        <translation>свойство</translation>
    </message>
    <message>
        <source>archery phase</source>
        <translation>фаза стрельбы</translation>
    </message>
    <message>
        <source>assignment phase</source>
        <translation>фаза сближения</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>ставки</translation>
    </message>
    <message>
        <source>exert {card}</source>
        <translation>усилие: {card}</translation>
    </message>
    <message>
        <source>fellowship phase</source>
        <translation>фаза Братства</translation>
    </message>
    <message>
        <source>maneuver phase</source>
        <translation>фаза маневра</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>выбыл из игры</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>passed: {seats}</source>
        <translation>спасовали: {seats}</translation>
    </message>
    <message>
        <source>regroup phase</source>
        <translation>фаза сбора</translation>
    </message>
    <message>
        <source>resistance {n}</source>
        <translation>стойкость {n}</translation>
    </message>
    <message>
        <source>setting up</source>
        <translation>подготовка</translation>
    </message>
    <message>
        <source>site number {n}</source>
        <translation>номер местности {n}</translation>
    </message>
    <message>
        <source>site {n}, {b} burdens</source>
        <translation>местность {n}, бремя {b}</translation>
    </message>
    <message>
        <source>skirmish phase</source>
        <translation>фаза сражения</translation>
    </message>
    <message>
        <source>strength {n}</source>
        <translation>сила {n}</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>ходит</translation>
    </message>
    <message>
        <source>to act: {seats}</source>
        <translation>ходит: {seats}</translation>
    </message>
    <message>
        <source>to decide: {seats}</source>
        <translation>решает: {seats}</translation>
    </message>
    <message>
        <source>vitality {n}</source>
        <extracomment>the TCG&apos;s book: «здоровье» (not «живучесть»)</extracomment>
        <translation>здоровье {n}</translation>
    </message>
    <message>
        <source>{minion} against {companion}</source>
        <translation>«{minion}» против: {companion}</translation>
    </message>
</context>
<context>
    <name>lotr_tcg.warning</name>
    <message>
        <source>A bid of {n} burdens corrupts your Ring-bearer at once: you lose the game.</source>
        <extracomment>Russian: «Кольценосец» with a capital everywhere, as the cooperative rulebook (seed 004) writes it. A departure in the TCG, whose book (seed 002) says «Хранитель Кольца»: there «Хранитель» already names cards («Хранитель Дол Гулдура», Keeper of Dol Guldur), so the Ring-bearer keeps the one word of the other games. Ukrainian: «Персненосець» as the War of the Ring book</extracomment>
        <translation>Ставка в {n} жетонов бремени сразу переманит вашего Кольценосца: вы проиграете игру.</translation>
    </message>
</context>
<context>
    <name>wotr.action</name>
    <message>
        <source>Add {points} corruption: {companion} stays</source>
        <translation>Добавить {points} порчи: {companion} остаётся</translation>
    </message>
    <message>
        <source>Advance {piece} of {nation}</source>
        <translation>Продвинуть: {piece} ({nation})</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Bring {piece} of {nation} from {region}</source>
        <translation>Привести: {piece} ({nation}) из региона {region}</translation>
    </message>
    <message>
        <source>Declare the Fellowship in {region}</source>
        <translation>Объявить Братство в регионе {region}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Сбросить: {card}</translation>
    </message>
    <message>
        <source>Discard {card} from the table</source>
        <translation>Сбросить со стола: {card}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Draw from the {deck} deck</source>
        <translation>Взять из колоды: {deck}</translation>
    </message>
    <message>
        <source>Eliminate {companion}</source>
        <translation>Вывести из игры: {companion}</translation>
    </message>
    <message>
        <source>Eliminate {piece} of {nation} in {region}</source>
        <translation>Уничтожить: {piece} ({nation}), регион {region}</translation>
    </message>
    <message>
        <source>End the assault</source>
        <translation>Завершить штурм</translation>
    </message>
    <message>
        <source>Enter Mordor</source>
        <translation>Войти в Мордор</translation>
    </message>
    <message>
        <source>Fight a field battle</source>
        <translation>Дать полевой бой</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>Отдать: {card}</translation>
    </message>
    <message>
        <source>Go to {region}</source>
        <translation>Идти в регион {region}</translation>
    </message>
    <message>
        <source>Gollum reveals the Fellowship: one point less</source>
        <translation>Голлум раскрывает Братство: на одно очко меньше</translation>
    </message>
    <message>
        <source>Join the armies in {region}</source>
        <translation>Объединить войска в регионе {region}</translation>
    </message>
    <message>
        <source>Keep the Fellowship hidden</source>
        <translation>Оставить Братство скрытым</translation>
    </message>
    <message>
        <source>Lose a companion drawn at random</source>
        <translation>Потерять случайного спутника</translation>
    </message>
    <message>
        <source>Lose the Guide</source>
        <translation>Потерять Проводника</translation>
    </message>
    <message>
        <source>Make an elite unit in {region}</source>
        <translation>Элитный отряд в регионе {region}</translation>
    </message>
    <message>
        <source>Move a second army</source>
        <translation>Переместить второе войско</translation>
    </message>
    <message>
        <source>Move another Nazgûl or minion</source>
        <translation>Переместить ещё назгула или приспешника</translation>
    </message>
    <message>
        <source>Move another minion</source>
        <translation type="vanished">Переместить ещё одного приспешника</translation>
    </message>
    <message>
        <source>Move other companions</source>
        <translation>Переместить других спутников</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Nothing more</source>
        <translation>Больше ничего</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Place {n} dice in the Hunt Box</source>
        <translation>Положить в ячейку охоты кубиков: {n}</translation>
    </message>
    <message>
        <source>Play no combat card</source>
        <translation>Не играть боевую карту</translation>
    </message>
    <message>
        <source>Play {card} as a combat card</source>
        <translation>Сыграть «{card}» как боевую карту</translation>
    </message>
    <message>
        <source>Recruit {piece} of {nation}</source>
        <translation>Нанять: {piece} ({nation})</translation>
    </message>
    <message>
        <source>Remove {piece} of {nation}</source>
        <translation>Убрать: {piece} ({nation})</translation>
    </message>
    <message>
        <source>Replace a regular unit of {nation} with an elite one</source>
        <translation>Заменить обычный отряд ({nation}) элитным</translation>
    </message>
    <message>
        <source>Replace an elite unit of {nation} with a regular unit</source>
        <translation>Заменить элитный отряд ({nation}) обычным</translation>
    </message>
    <message>
        <source>Retreat to {region}</source>
        <translation>Отступить в регион {region}</translation>
    </message>
    <message>
        <source>Stay and fight another round</source>
        <translation>Остаться и биться ещё раунд</translation>
    </message>
    <message>
        <source>Stay out of Mordor</source>
        <translation>Не входить в Мордор</translation>
    </message>
    <message>
        <source>The Fellowship stands in {region}</source>
        <translation>Братство находится в регионе {region}</translation>
    </message>
    <message>
        <source>The characters stay behind</source>
        <translation>Персонажи остаются на месте</translation>
    </message>
    <message>
        <source>Turn the die showing {result} into an Eye</source>
        <translation>Превратить кубик «{result}» в Око</translation>
    </message>
    <message>
        <source>Use a die showing {result}</source>
        <translation>Использовать кубик «{result}»</translation>
    </message>
    <message>
        <source>Use an Elven Ring</source>
        <translation>Использовать Эльфийское Кольцо</translation>
    </message>
    <message>
        <source>Use the Ring: take all the damage</source>
        <translation>Использовать Кольцо: принять весь урон</translation>
    </message>
    <message>
        <source>Use {card} from the table</source>
        <translation>Использовать {card} со стола</translation>
    </message>
    <message>
        <source>Withdraw into the stronghold</source>
        <translation>Отступить в крепость</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>{characters} go with the army to {region}</source>
        <translation>С войском идут в регион {region}: {characters}</translation>
    </message>
    <message>
        <source>{companions} go along</source>
        <translation>{companions} идут с ним</translation>
    </message>
    <message>
        <source>{companion} is the Guide</source>
        <translation>{companion} — Проводник</translation>
    </message>
    <message>
        <source>{companion} leaves the Fellowship</source>
        <translation>{companion} покидает Братство</translation>
    </message>
    <message>
        <source>{companion} leaves the Fellowship: one point less</source>
        <translation>{companion} покидает Братство: на одно очко меньше</translation>
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
        <translation>Восходит новая сила</translation>
    </message>
    <message>
        <source>A Power too Great</source>
        <translation>Слишком великая сила</translation>
    </message>
    <message>
        <source>Advantageous Position</source>
        <translation>Выгодная позиция</translation>
    </message>
    <message>
        <source>Andúril</source>
        <translation>Андурил</translation>
    </message>
    <message>
        <source>Athelas</source>
        <translation>Ацелас</translation>
    </message>
    <message>
        <source>Axe and Bow</source>
        <translation>Топор и лук</translation>
    </message>
    <message>
        <source>Balrog of Moria</source>
        <translation>Балрог Мории</translation>
    </message>
    <message>
        <source>Bilbo&apos;s Song</source>
        <translation>Песня Бильбо</translation>
    </message>
    <message>
        <source>Black Breath</source>
        <translation>Чёрное дыхание</translation>
    </message>
    <message>
        <source>Blade of Westernesse</source>
        <translation>Клинок Западного края</translation>
    </message>
    <message>
        <source>Book of Mazarbul</source>
        <translation>Книга Мазарбул</translation>
    </message>
    <message>
        <source>Brave Stand</source>
        <translation>Отважная оборона</translation>
    </message>
    <message>
        <source>Candles of Corpses</source>
        <translation>Свечи мертвецов</translation>
    </message>
    <message>
        <source>Celeborn&apos;s Galadhrim</source>
        <translation>Галадрим Келеборна</translation>
    </message>
    <message>
        <source>Challenge of the King</source>
        <translation>Вызов короля</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation>Смятение</translation>
    </message>
    <message>
        <source>Corsairs of Umbar</source>
        <translation>Корсары Умбара</translation>
    </message>
    <message>
        <source>Cruel Weather</source>
        <translation>Жестокая непогода</translation>
    </message>
    <message>
        <source>Cruel as Death</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Жестокий, как смерть</translation>
    </message>
    <message>
        <source>Círdan&apos;s Ships</source>
        <translation>Корабли Кирдана</translation>
    </message>
    <message>
        <source>Daring Defiance</source>
        <translation>Дерзкий вызов</translation>
    </message>
    <message>
        <source>Daylight</source>
        <translation>Дневной свет</translation>
    </message>
    <message>
        <source>Dead Men of Dunharrow</source>
        <extracomment>Ukrainian: the seed&apos;s «Мерці Смурного Капища»; Russian as the card game&apos;s card (glossary wotr_cards_dead_men_of_dunharrow)</extracomment>
        <translation>Мертвецы Дунхарроу</translation>
    </message>
    <message>
        <source>Deadly Strife</source>
        <translation>Смертельная схватка</translation>
    </message>
    <message>
        <source>Denethor&apos;s Folly</source>
        <translation>Безумие Денетора</translation>
    </message>
    <message>
        <source>Desperate Battle</source>
        <translation>Отчаянная битва</translation>
    </message>
    <message>
        <source>Devilry of Orthanc</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Хитрости Ортханка</translation>
    </message>
    <message>
        <source>Dread and Despair</source>
        <translation>Ужас и отчаяние</translation>
    </message>
    <message>
        <source>Dreadful Spells</source>
        <translation>Ужасные чары</translation>
    </message>
    <message>
        <source>Durin&apos;s Bane</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Проклятие Дурина</translation>
    </message>
    <message>
        <source>Dáin Ironfoot&apos;s Guard</source>
        <translation>Стража Даина Железностопа</translation>
    </message>
    <message>
        <source>Elven Cloaks</source>
        <translation>Эльфийские плащи</translation>
    </message>
    <message>
        <source>Elven Rope</source>
        <translation>Эльфийская верёвка</translation>
    </message>
    <message>
        <source>Ents&apos; Rage</source>
        <translation>Ярость энтов</translation>
    </message>
    <message>
        <source>Faramir&apos;s Rangers</source>
        <translation>Следопыты Фарамира</translation>
    </message>
    <message>
        <source>Fateful Strike</source>
        <translation>Роковой удар</translation>
    </message>
    <message>
        <source>Fear! Fire! Foes!</source>
        <translation>Страх! Огонь! Враги!</translation>
    </message>
    <message>
        <source>Flocks of Crebain</source>
        <translation>Стая кребайн</translation>
    </message>
    <message>
        <source>Foul Stench</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Мерзкое зловоние</translation>
    </message>
    <message>
        <source>Foul Thing from the Deep</source>
        <translation>Мерзкая тварь из глубин</translation>
    </message>
    <message>
        <source>Free Peoples&apos; Character card {number}</source>
        <translation>Карта героических событий Свободных народов № {number}</translation>
    </message>
    <message>
        <source>Free Peoples&apos; Strategy card {number}</source>
        <translation>Карта стратегических событий Свободных народов № {number}</translation>
    </message>
    <message>
        <source>Give it to Uss!</source>
        <translation>Отдай его нам!</translation>
    </message>
    <message>
        <source>Great Host</source>
        <translation>Великое воинство</translation>
    </message>
    <message>
        <source>Grimbeorn the Old, Son of Beorn</source>
        <translation>Гримбеорн Старый, сын Беорна</translation>
    </message>
    <message>
        <source>Grond, Hammer of the Underworld</source>
        <translation>Гронд, Молот Преисподней</translation>
    </message>
    <message>
        <source>Guards of the Citadel</source>
        <translation>Стражи Цитадели</translation>
    </message>
    <message>
        <source>Gwaihir the Windlord</source>
        <translation>Гваихир, Повелитель ветров</translation>
    </message>
    <message>
        <source>Half-orcs and Goblin-men</source>
        <translation>Полуорки и гоблины-люди</translation>
    </message>
    <message>
        <source>Help Unlooked For</source>
        <translation>Нежданная помощь</translation>
    </message>
    <message>
        <source>Heroic Death</source>
        <translation>Героическая смерть</translation>
    </message>
    <message>
        <source>Hill-trolls</source>
        <translation>Холмовые тролли</translation>
    </message>
    <message>
        <source>Hordes from the East</source>
        <translation>Орды с Востока</translation>
    </message>
    <message>
        <source>Horn of Gondor</source>
        <translation>Рог Гондора</translation>
    </message>
    <message>
        <source>House of the Stewards</source>
        <translation>Дом наместников</translation>
    </message>
    <message>
        <source>Huorn-dark</source>
        <translation>Тьма хуорнов</translation>
    </message>
    <message>
        <source>I Will Go Alone</source>
        <translation>Я пойду один</translation>
    </message>
    <message>
        <source>Imrahil of Dol Amroth</source>
        <translation>Имрахиль из Дол Амрота</translation>
    </message>
    <message>
        <source>Isildur&apos;s Bane</source>
        <translation>Проклятие Исилдура</translation>
    </message>
    <message>
        <source>It Is a Gift</source>
        <translation>Это подарок</translation>
    </message>
    <message>
        <source>Kindred of Glorfindel</source>
        <translation>Родичи Глорфиндела</translation>
    </message>
    <message>
        <source>King Brand&apos;s Men</source>
        <translation>Люди короля Бранда</translation>
    </message>
    <message>
        <source>Lure of the Ring</source>
        <translation>Зов Кольца</translation>
    </message>
    <message>
        <source>Many Kings to the Service of Mordor</source>
        <translation>Многие короли на службе Мордора</translation>
    </message>
    <message>
        <source>Mighty Attack</source>
        <translation>Могучая атака</translation>
    </message>
    <message>
        <source>Mirror of Galadriel</source>
        <translation>Зеркало Галадриэли</translation>
    </message>
    <message>
        <source>Mithril Coat and Sting</source>
        <translation>Мифриловая кольчуга и Жало</translation>
    </message>
    <message>
        <source>Monsters Roused</source>
        <translation>Чудовища пробуждены</translation>
    </message>
    <message>
        <source>Morgul Wound</source>
        <translation>Моргульская рана</translation>
    </message>
    <message>
        <source>Musterings of Long-planned War</source>
        <translation>Сборы давно задуманной войны</translation>
    </message>
    <message>
        <source>Mûmakil</source>
        <translation>Мумакилы</translation>
    </message>
    <message>
        <source>Nameless Wood</source>
        <translation>Безымянный лес</translation>
    </message>
    <message>
        <source>Nazgûl Search</source>
        <translation>Поиски назгулов</translation>
    </message>
    <message>
        <source>No Quarter</source>
        <translation>Без пощады</translation>
    </message>
    <message>
        <source>Olog-hai</source>
        <translation>Олог-хай</translation>
    </message>
    <message>
        <source>On, On They Went</source>
        <translation>Дальше и дальше</translation>
    </message>
    <message>
        <source>One for the Dark Lord</source>
        <translation>Одно для Тёмного Властелина</translation>
    </message>
    <message>
        <source>Onslaught</source>
        <translation>Натиск</translation>
    </message>
    <message>
        <source>Orc Patrol</source>
        <translation>Орочий патруль</translation>
    </message>
    <message>
        <source>Orcs Multiplying Again</source>
        <translation>Орков снова всё больше</translation>
    </message>
    <message>
        <source>Paths of the Woses</source>
        <translation>Тропы дикарей</translation>
    </message>
    <message>
        <source>Phial of Galadriel</source>
        <translation>Фиал Галадриэли</translation>
    </message>
    <message>
        <source>Pits of Mordor</source>
        <translation>Ямы Мордора</translation>
    </message>
    <message>
        <source>Rage of the Dunlendings</source>
        <translation>Ярость дунландцев</translation>
    </message>
    <message>
        <source>Relentless Assault</source>
        <translation>Неумолимый штурм</translation>
    </message>
    <message>
        <source>Return of the Witch-king</source>
        <translation>Возвращение Короля-чародея</translation>
    </message>
    <message>
        <source>Return to Valinor</source>
        <translation>Возвращение в Валинор</translation>
    </message>
    <message>
        <source>Riders of Théoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Всадники Теодена</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Разведчики</translation>
    </message>
    <message>
        <source>Servant of the Secret Fire</source>
        <translation>Слуга Тайного огня</translation>
    </message>
    <message>
        <source>Shadow Character card {number}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Карта героических событий Тьмы № {number}</translation>
    </message>
    <message>
        <source>Shadow Strategy card {number}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Карта стратегических событий Тьмы № {number}</translation>
    </message>
    <message>
        <source>Shadows Gather</source>
        <translation>Тени сгущаются</translation>
    </message>
    <message>
        <source>Shadows on the Misty Mountains</source>
        <translation>Тьма на Мглистых горах</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair</source>
        <translation>Логово Шелоб</translation>
    </message>
    <message>
        <source>Shield-wall</source>
        <translation>Стена щитов</translation>
    </message>
    <message>
        <source>Sméagol Helps Nice Master</source>
        <translation>Смеагол помогает доброму хозяину</translation>
    </message>
    <message>
        <source>Stormcrow</source>
        <translation>Горевестник</translation>
    </message>
    <message>
        <source>Sudden Strike</source>
        <translation>Внезапный удар</translation>
    </message>
    <message>
        <source>Swarm of Bats</source>
        <translation>Стая летучих мышей</translation>
    </message>
    <message>
        <source>Swords in Eriador</source>
        <translation>Мечи в Эриадоре</translation>
    </message>
    <message>
        <source>The Black Captain Commands</source>
        <translation>Чёрный Капитан повелевает</translation>
    </message>
    <message>
        <source>The Breaking of the Fellowship</source>
        <translation>Распад Братства</translation>
    </message>
    <message>
        <source>The Day Without Dawn</source>
        <translation>День без рассвета</translation>
    </message>
    <message>
        <source>The Eagles are Coming!</source>
        <translation>Орлы летят!</translation>
    </message>
    <message>
        <source>The Ents Awake: Entmoot</source>
        <extracomment>Ukrainian: «Пробудження ентів» as the seed names the three cards</extracomment>
        <translation>Пробуждение энтов: Энтомолвище</translation>
    </message>
    <message>
        <source>The Ents Awake: Huorns</source>
        <extracomment>Ukrainian: «Пробудження ентів» as the seed names the three cards</extracomment>
        <translation>Пробуждение энтов: Хуорны</translation>
    </message>
    <message>
        <source>The Ents Awake: Treebeard</source>
        <extracomment>Ukrainian: «Пробудження ентів» as the seed names the three cards</extracomment>
        <translation>Пробуждение энтов: Древобород</translation>
    </message>
    <message>
        <source>The Fighting Uruk-hai</source>
        <translation>Боевые урук-хаи</translation>
    </message>
    <message>
        <source>The Grey Company</source>
        <translation>Серая дружина</translation>
    </message>
    <message>
        <source>The King is Revealed</source>
        <translation>Король явлен</translation>
    </message>
    <message>
        <source>The Last Battle</source>
        <translation>Последняя битва</translation>
    </message>
    <message>
        <source>The Lidless Eye</source>
        <translation>Око без век</translation>
    </message>
    <message>
        <source>The Nazgûl Strike!</source>
        <translation>Назгулы наносят удар!</translation>
    </message>
    <message>
        <source>The Palantír of Orthanc</source>
        <translation>Палантир Ортханка</translation>
    </message>
    <message>
        <source>The Power of Tom Bombadil</source>
        <translation>Сила Тома Бомбадила</translation>
    </message>
    <message>
        <source>The Red Arrow</source>
        <translation>Красная стрела</translation>
    </message>
    <message>
        <source>The Ring is Mine!</source>
        <translation>Кольцо моё!</translation>
    </message>
    <message>
        <source>The Ringwraiths Are Abroad</source>
        <translation>Призраки Кольца рыщут</translation>
    </message>
    <message>
        <source>The Shadow Lengthens</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тень удлиняется</translation>
    </message>
    <message>
        <source>The Shadow is Moving</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тень движется</translation>
    </message>
    <message>
        <source>The Spirit of Mordor</source>
        <translation>Дух Мордора</translation>
    </message>
    <message>
        <source>There Is Another Way</source>
        <translation>Есть другой путь</translation>
    </message>
    <message>
        <source>There and Back Again</source>
        <translation>Туда и обратно</translation>
    </message>
    <message>
        <source>They Are Terrible</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Они ужасны</translation>
    </message>
    <message>
        <source>Thranduil&apos;s Archers</source>
        <translation>Лучники Трандуила</translation>
    </message>
    <message>
        <source>Threats and Promises</source>
        <translation>Угрозы и посулы</translation>
    </message>
    <message>
        <source>Through a Day and a Night</source>
        <translation>Сквозь день и ночь</translation>
    </message>
    <message>
        <source>Valour</source>
        <translation>Доблесть</translation>
    </message>
    <message>
        <source>We Come to Kill</source>
        <translation>Мы пришли убивать</translation>
    </message>
    <message>
        <source>We Prove the Swifter</source>
        <translation>Мы оказались быстрее</translation>
    </message>
    <message>
        <source>Wisdom of Elrond</source>
        <translation>Мудрость Элронда</translation>
    </message>
    <message>
        <source>Wizard&apos;s Staff</source>
        <extracomment>Ukrainian: the seed prints this card («Посох чарівника»)</extracomment>
        <translation>Посох волшебника</translation>
    </message>
    <message>
        <source>Words of Power</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Слова силы</translation>
    </message>
    <message>
        <source>Wormtongue</source>
        <translation>Гнилоуст</translation>
    </message>
    <message>
        <source>Worn with Sorrow and Toil</source>
        <translation>Измученные горем и трудом</translation>
    </message>
    <message>
        <source>Éomer, Son of Éomund</source>
        <translation>Эомер, сын Эомунда</translation>
    </message>
</context>
<context>
    <name>wotr.card_text</name>
    <message>
        <source>Activate one Free Peoples nation of your choice and advance it one step on the Political Track.</source>
        <translation>Активируйте один народ Свободных народов на ваш выбор и продвиньте его на одно деление по шкале политики.</translation>
    </message>
    <message>
        <source>After the casualties of the combat roll and re-roll, if your army has at least twice as many units as the enemy&apos;s, score one more hit.</source>
        <translation>После потерь от боевого броска и переброса: если в вашем войске хотя бы вдвое больше отрядов, чем во вражеском, нанесите ещё одно попадание.</translation>
    </message>
    <message>
        <source>After the casualties of the combat roll and re-roll, you may inflict up to four hits on your own army; then roll one die for each hit inflicted, each 4 or more a hit on the enemy.</source>
        <translation>После потерь от боевого броска и переброса можете нанести своему войску до четырёх попаданий; затем бросьте по кубику за каждое, каждые 4 и больше — попадание по врагу.</translation>
    </message>
    <message>
        <source>Attack, with a Free Peoples army of an adjacent region, a Shadow army besieging a stronghold. For the whole battle the Shadow rolls one die fewer in the combat roll for each Free Peoples unit inside the besieged stronghold (at least one die).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Атакуйте войском Свободных народов из соседнего региона войско Тьмы, осаждающее крепость. Всю эту битву Тьма бросает в броске боя на один кубик меньше за каждый отряд Свободных народов в осаждённой крепости (но не меньше одного кубика).</translation>
    </message>
    <message>
        <source>Before the combat roll, you may inflict up to two hits on your own army; add 1 to each die of your combat roll for each hit inflicted.</source>
        <translation>Перед боевым броском можете нанести своему войску до двух попаданий; за каждое добавьте 1 к каждому кубику своего боевого броска.</translation>
    </message>
    <message>
        <source>Before you take the casualties of the enemy&apos;s combat roll and re-roll, cancel one hit if the enemy scored two or more.</source>
        <translation>Прежде чем убрать потери от боевого броска и переброса врага, отмените одно попадание, если у врага их два или больше.</translation>
    </message>
    <message>
        <source>Both armies add 1 to each die of their combat roll and leader re-roll.</source>
        <translation>Оба войска добавляют 1 к каждому кубику своего боевого броска и переброса за лидерство.</translation>
    </message>
    <message>
        <source>Both armies add 2 to each die of their combat roll and leader re-roll.</source>
        <translation>Оба войска добавляют 2 к каждому кубику своего боевого броска и переброса за лидерство.</translation>
    </message>
    <message>
        <source>Cancel the effects of the combat card the Free Peoples played. If they played none, add 1 to each die of your leader re-roll.</source>
        <translation>Отмените действие боевой карты, сыгранной Свободными народами. Если они не сыграли карту, добавьте 1 к каждому кубику своего переброса за лидерство.</translation>
    </message>
    <message>
        <source>Change one unused Free Peoples die showing Character into Will of the West. If the Fellowship is in Lórien and Lórien is unconquered, also heal one corruption point.</source>
        <translation>Замените результат одного неиспользованного кубика Свободных народов «Персонаж» на «Воля Запада». Если Братство в Лориене и Лориен не захвачен, излечите также одно очко искушения.</translation>
    </message>
    <message>
        <source>Choose a Shadow army anywhere whose units belong to at least two Shadow nations. Roll five dice: each 5 or 6 is a hit on that army.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выберите где угодно войско Тьмы, отряды которого принадлежат хотя бы двум народам Тьмы. Бросьте пять кубиков: каждая 5 или 6 — попадание по этому войску.</translation>
    </message>
    <message>
        <source>Choose a Shadow army in Osgiliath, North Ithilien or South Ithilien. Roll three dice: each 5 or 6 is a hit on that army. Then, if a Free Peoples army stands in Osgiliath, recruit one Gondor unit (regular or elite) and one Gondor leader there.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выберите войско Тьмы в регионе Осгилиат, Северный Итилиэн или Южный Итилиэн. Бросьте три кубика: каждая 5 или 6 — попадание по этому войску. Затем, если в Осгилиате стоит войско Свободных народов, наймите там один отряд Гондора (обычный или элитный) и одного лидера Гондора.</translation>
    </message>
    <message>
        <source>Each unmodified 1 of the Shadow&apos;s combat roll is a hit on the Shadow&apos;s own army, and that die is not rolled again in the leader re-roll.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Каждая немодифицированная «1» в боевом броске Тьмы — попадание по войску самой Тьмы, и этот кубик не перебрасывается за лидерство.</translation>
    </message>
    <message>
        <source>Heal one corruption point. Then, if Gollum is the Guide, you may hide or move the Fellowship.</source>
        <translation>Излечите одно очко искушения. Затем, если Проводник — Голлум, можете скрыть или переместить Братство.</translation>
    </message>
    <message>
        <source>Heal one corruption point; two if Gollum is the Guide.</source>
        <translation>Излечите одно очко искушения; два, если Проводник — Голлум.</translation>
    </message>
    <message>
        <source>If your combat roll or your leader re-roll scores at least one hit, score one hit more.</source>
        <translation>Если ваш боевой бросок или переброс за лидерство даёт хотя бы одно попадание, добавьте ещё одно попадание.</translation>
    </message>
    <message>
        <source>Move any or all of the Nazgûl. Then you may move two armies that each hold a Nazgûl, or attack with one army that holds a Nazgûl.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Переместите любых или всех назгулов. Затем можете переместить два войска, в каждом из которых есть назгул, или атаковать одним войском с назгулом.</translation>
    </message>
    <message>
        <source>Move any or all of the companions outside the Fellowship. Then, if a companion stands in Erebor or Ered Luin, activate the Dwarves and move them straight to At War.</source>
        <translation>Переместите любых или всех спутников вне Братства. Затем, если спутник стоит в Эреборе или Эред Луине, активируйте Гномов и переведите их сразу в положение «в войне».</translation>
    </message>
    <message>
        <source>Move any or all of the companions outside the Fellowship. Then, if a companion stands in the Shire or in Bree, activate the North and move it straight to At War.</source>
        <extracomment>the nation is its people: plural; Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Переместите любых или всех спутников вне Братства. Затем, если спутник стоит в Шире или в Пригорье, активируйте Северян и переведите их сразу в положение «в войне».</translation>
    </message>
    <message>
        <source>Move one Shadow army up to three regions, ending where another Shadow army stands (not under siege); it passes only regions free for army movement and picks up or leaves no pieces on the way (it may split before it sets out).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Переместите одно войско Тьмы не дальше чем на три региона; оно заканчивает путь там, где стоит другое войско Тьмы (не в осаде), проходит только через регионы, свободные для перемещения войск, и не забирает и не оставляет фигурки по пути (разделиться можно до начала движения).</translation>
    </message>
    <message>
        <source>Move two Shadow armies up to two regions each, each ending where another Shadow army stands (not under siege); they pass only regions free for army movement and pick up or leave no pieces on the way (each may split before it sets out).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Переместите два войска Тьмы, каждое не дальше чем на два региона; каждое заканчивает путь там, где стоит другое войско Тьмы (не в осаде), проходит только через регионы, свободные для перемещения войск, и не забирает и не оставляет фигурки по пути (разделиться можно до начала движения).</translation>
    </message>
    <message>
        <source>Play if Aragorn is in play. Recruit five Sauron regular units and one Nazgûl in Minas Morgul.</source>
        <translation>Играйте, если Арагорн в игре. Наймите пять обычных отрядов Саурона и одного назгула в Минас Моргуле.</translation>
    </message>
    <message>
        <source>Play if Boromir is in a Gondor region. Recruit one Gondor unit (regular or elite) in Boromir&apos;s region. Then draw two strategy event cards.</source>
        <translation>Играйте, если Боромир в регионе Гондора. Наймите один отряд Гондора (обычный или элитный) в регионе Боромира. Затем возьмите две карты стратегических событий.</translation>
    </message>
    <message>
        <source>Play if Gandalf fights in the battle. Add 1 to each die of your combat roll.</source>
        <translation>Играйте, если в битве участвует Гэндальф. Добавьте 1 к каждому кубику своего боевого броска.</translation>
    </message>
    <message>
        <source>Play if Gandalf the White is in play and a companion is in Fangorn. Roll three dice: each 4 or more is a hit on the Shadow army in Orthanc; if that army is destroyed, so are the Nazgûl and minions with it. If Saruman is in Orthanc without a Shadow army, eliminate him. If Gandalf the White is in Fangorn or a Rohan region, you may then play another character event card from your hand without an action die.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если Гэндальф Белый в игре и спутник в Фангорне. Бросьте три кубика: каждый результат 4 и больше — попадание по войску Тьмы в Ортханке; если это войско уничтожено, вместе с ним уничтожены назгулы и приспешники. Если Саруман в Ортханке без войска Тьмы, уничтожьте его. Если Гэндальф Белый в Фангорне или в регионе Рохана, затем можете разыграть с руки ещё одну карту героических событий без кубика действий.</translation>
    </message>
    <message>
        <source>Play if Gondor is active. Advance Rohan one step on the Political Track, then recruit one Rohan unit (regular or elite) and one Rohan leader in Edoras.</source>
        <translation>Играйте, если Гондор активен. Продвиньте Рохан на одно деление по шкале политики, затем наймите один отряд Рохана (обычный или элитный) и одного лидера Рохана в Эдорасе.</translation>
    </message>
    <message>
        <source>Play if Isengard is At War. Recruit one Isengard unit (regular or elite) in a region where a Shadow army stands.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если Изенгард «в войне». Наймите один отряд Изенгарда (обычный или элитный) в регионе, где стоит войско Тьмы.</translation>
    </message>
    <message>
        <source>Play if Isengard is At War. Recruit two Isengard regular units in a free region adjacent to North or South Dunland. You may also bring there up to four Isengard units (regular or elite) from North and South Dunland.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Играйте, если Изенгард «в войне». Наймите два обычных отряда Изенгарда в свободном регионе, соседнем с Северным или Южным Дунландом. Вы также можете привести туда до четырёх отрядов Изенгарда (обычных или элитных) из Северного и Южного Дунланда.</translation>
    </message>
    <message>
        <source>Play if Rohan is At War. Move a Free Peoples army from a region of Rohan (even out of a besieged stronghold) straight to Minas Tirith; if the Shadow controls or besieges Minas Tirith, to a region adjacent to it instead. The army must end in a region free for army movement.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если Рохан «в войне». Переместите войско Свободных народов из региона Рохана (даже из осаждённой крепости) прямо в Минас Тирит; если Тьма контролирует Минас Тирит или осаждает его — вместо этого в соседний с ним регион. Войско должно закончить путь в регионе, свободном для перемещения войск.</translation>
    </message>
    <message>
        <source>Play if Saruman is in play and an army with an Isengard unit besieges a stronghold. Attack that stronghold: the siege battle lasts three combat rounds instead of one. In the first round the Free Peoples may play a combat card only if a companion is in the battle.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Играйте, если Саруман в игре и войско с отрядом Изенгарда осаждает крепость. Атакуйте эту крепость: штурм длится три раунда боя вместо одного. В первом раунде Свободные народы могут сыграть боевую карту, только если в битве участвует спутник.</translation>
    </message>
    <message>
        <source>Play if Saruman is in play. Recruit two Isengard regular units in each of North Dunland and South Dunland, and two Isengard units (regular or elite) in Orthanc.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Играйте, если Саруман в игре. Наймите по два обычных отряда Изенгарда в Северном Дунланде и в Южном Дунланде и два отряда Изенгарда (обычных или элитных) в Ортханке.</translation>
    </message>
    <message>
        <source>Play if Sauron is At War. Recruit one Sauron unit (regular or elite) in a region where a Shadow army stands.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если Саурон «в войне». Наймите один отряд Саурона (обычный или элитный) в регионе, где стоит войско Тьмы.</translation>
    </message>
    <message>
        <source>Play if Sauron is At War. Recruit two Sauron regular units in each of three different Sauron strongholds.</source>
        <translation>Играйте, если Саурон «в войне». Наймите по два обычных отряда Саурона в каждой из трёх разных крепостей Саурона.</translation>
    </message>
    <message>
        <source>Play if Sauron is At War. Replace two Sauron regular units anywhere on the board with two Sauron elite units.</source>
        <translation>Играйте, если Саурон «в войне». Замените два обычных отряда Саурона где угодно на поле двумя элитными отрядами Саурона.</translation>
    </message>
    <message>
        <source>Play if Strider or Aragorn fights in the battle. Before your leader re-roll, give up Strider&apos;s leadership to turn one missed die into a hit, or Aragorn&apos;s to turn up to two missed dice into hits.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Играйте, если в битве участвует Странник или Арагорн. Перед переброской за лидерство откажитесь от лидерства Странника, чтобы один промах стал попаданием, или Арагорна — чтобы до двух промахов стали попаданиями.</translation>
    </message>
    <message>
        <source>Play if Strider or Aragorn is in a Rohan region (a besieged stronghold included). Move him, and any companions with him you choose, to Erech, Lamedon or Pelargir. If a Shadow army is there, roll a die: it takes that many hits and must then retreat, or is destroyed if it cannot; if it is destroyed, so are the Nazgûl and minions with it. You may then recruit up to three Gondor regular units there, taking control of the region if need be.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если Странник или Арагорн в регионе Рохана (включая осаждённую крепость). Переместите его и выбранных вами спутников из его региона в Эрех, Ламедон или Пеларгир. Если там войско Тьмы, бросьте кубик: оно получает столько попаданий и затем должно отступить, а если не может — уничтожено; если оно уничтожено, вместе с ним уничтожены назгулы и приспешники. Затем можете нанять там до трёх обычных отрядов Гондора, при необходимости взяв регион под контроль.</translation>
    </message>
    <message>
        <source>Play if Strider or Aragorn is with a Free Peoples army in a Gondor or Rohan region. Draw three hunt tiles. If all three show an Eye, return them to the Hunt Pool and eliminate Strider or Aragorn. Otherwise remove the tiles with an Eye from the game for good and return the others to the Hunt Pool without effect.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Играйте, если Странник или Арагорн с войском Свободных народов в регионе Гондора или Рохана. Вытяните три жетона охоты. Если на всех трёх Око, верните их в запас охоты и уничтожьте Странника или Арагорна. Иначе навсегда уберите из игры жетоны с Оком, а остальные без эффекта верните в запас охоты.</translation>
    </message>
    <message>
        <source>Play if Strider or Aragorn is with a Free Peoples army. In that army, eliminate one regular unit to recruit one elite unit of the same nation. Then draw two strategy event cards.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Играйте, если Странник или Арагорн с войском Свободных народов. В этом войске уничтожьте один обычный отряд, чтобы нанять один элитный отряд того же народа. Затем возьмите две карты стратегических событий.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples army with a companion is in the region of a Shadow army with Nazgûl, or next to it. Roll a die for each Nazgûl there (at most five): each 5 or more eliminates a Nazgûl. The Nazgûl left must at once fly to one unconquered Sauron stronghold. The Witch-king is not a Nazgûl for this card.</source>
        <extracomment>one Nazgûl: a singular word; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если войско Свободных народов со спутником находится в регионе войска Тьмы с назгулами или по соседству с ним. Бросьте по кубику за каждого назгула там (не больше пяти): каждый результат 5 и больше уничтожает назгула. Оставшиеся назгулы должны сразу улететь в одну незахваченную крепость Саурона. Король-чародей для этой карты не считается назгулом.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples elite unit fights in the battle. Add 1 to each die of your combat roll.</source>
        <translation>Играйте, если в битве участвует элитный отряд Свободных народов. Добавьте 1 к каждому кубику своего боевого броска.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples elite unit fights in the battle. Before the combat roll, attack once with one die for each of your elite units in the battle (five at most); the enemy takes its hits at once.</source>
        <translation>Играйте, если в битве участвует элитный отряд Свободных народов. Перед боевым броском атакуйте, бросив по кубику за каждый свой элитный отряд в битве (не больше пяти); враг сразу убирает потери.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples leader or a companion fights in the battle. Before the combat roll, attack once with as many dice as your leadership (five at most); the enemy takes its hits at once.</source>
        <translation>Играйте, если в битве участвует лидер Свободных народов или спутник. Перед боевым броском атакуйте, бросив столько кубиков, каково ваше лидерство (не больше пяти); враг сразу убирает потери.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples leader or a companion fights in the battle. Before you take the casualties of the enemy&apos;s combat roll and re-roll, you may eliminate one of your leaders to cancel one hit, or one of your companions to cancel as many hits as his level.</source>
        <translation>Играйте, если в битве участвует лидер Свободных народов или спутник. Прежде чем убрать потери от боевого броска и переброса врага, можете убрать из игры своего лидера, чтобы отменить одно попадание, или спутника, чтобы отменить столько попаданий, каков его уровень.</translation>
    </message>
    <message>
        <source>Play if a Free Peoples leader or a companion fights in the battle. If your leader re-roll scores a hit, also eliminate a Nazgûl of the battle; if it scores two or more, you may eliminate a minion of the battle instead.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Играйте, если в битве участвует лидер Свободных народов или спутник. Если ваш переброс за лидерство даёт попадание, уберите из игры ещё и назгула из битвы; если два или больше — можете вместо него убрать приспешника из битвы.</translation>
    </message>
    <message>
        <source>Play if a Nazgûl fights in the battle. Choose a companion of the battle: his leadership and special abilities count for nothing this combat round.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Играйте, если в битве участвует назгул. Выберите спутника в битве: его лидерство и особые способности в этом боевом раунде не действуют.</translation>
    </message>
    <message>
        <source>Play if a Nazgûl fights in the battle. If your leader re-roll scores a hit, you may also eliminate a Free Peoples leader of the battle, or instead a companion of the battle whose level is no more than the hits of that re-roll.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Играйте, если в битве участвует назгул. Если ваш переброс за лидерство даёт попадание, можете убрать из игры ещё и лидера Свободных народов из битвы или вместо него спутника из битвы, чей уровень не больше попаданий этого переброса.</translation>
    </message>
    <message>
        <source>Play if a Shadow army with a Nazgûl stands in or next to a region with a Free Peoples army. Roll as many dice as there are Nazgûl (at most five): each 5 or 6 is a hit on that army.</source>
        <extracomment>one Nazgûl: a singular word; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если войско Тьмы с назгулом стоит в регионе с войском Свободных народов или рядом с ним. Бросьте столько кубиков, сколько назгулов (не больше пяти): каждая 5 или 6 — попадание по этому войску.</translation>
    </message>
    <message>
        <source>Play if a Shadow elite unit fights in the battle. After the casualties of the combat roll and re-roll, attack once more with one die for each of your elite units (five at most), each 5 or more a hit.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если в битве участвует элитный отряд Тьмы. После потерь от боевого броска и переброса атакуйте ещё раз, бросив по кубику за каждый свой элитный отряд (не больше пяти); каждые 5 и больше — попадание.</translation>
    </message>
    <message>
        <source>Play if a Southron and Easterling elite unit fights in the battle. Add 1 to each die of your combat roll (initiative 3). If after the leader re-roll you have scored more hits than your opponent, score one hit more (initiative 5).</source>
        <translation>Играйте, если в битве участвует элитный отряд Южан и вастаков. Добавьте 1 к каждому кубику своего боевого броска (инициатива 3). Если после переброса за лидерство у вас больше попаданий, чем у соперника, добавьте ещё одно попадание (инициатива 5).</translation>
    </message>
    <message>
        <source>Play if a companion fights in the battle. Before your leader re-roll, give up the leadership of one companion of the battle to turn one missed die into a hit.</source>
        <translation>Играйте, если в битве участвует спутник. Перед переброской за лидерство откажитесь от лидерства одного спутника в битве, чтобы один промах стал попаданием.</translation>
    </message>
    <message>
        <source>Play if a companion fights in the battle. Give up the leadership of every companion of the battle to cancel the Shadow&apos;s combat card.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если в битве участвует спутник. Откажитесь от лидерства всех спутников в битве, чтобы отменить боевую карту Тьмы.</translation>
    </message>
    <message>
        <source>Play if a companion fights in the battle. The Shadow rolls one combat die fewer for each companion of the battle (at least one die).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если в битве участвует спутник. Тьма бросает в боевом броске на один кубик меньше за каждого спутника в битве (хотя бы один кубик).</translation>
    </message>
    <message>
        <source>Play if a hobbit fights in the battle. If your leader re-roll scores a hit, you may use one hit to eliminate a minion of the battle of your choice.</source>
        <translation>Играйте, если в битве участвует хоббит. Если ваш переброс за лидерство дал попадание, можете потратить одно попадание, чтобы уничтожить приспешника в битве на ваш выбор.</translation>
    </message>
    <message>
        <source>Play if an Isengard unit fights in the battle and the defending army is in a stronghold. Add 1 to each die of your combat roll.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Играйте, если в битве участвует отряд Изенгарда, а обороняющееся войско в крепости. Добавьте 1 к каждому кубику своего боевого броска.</translation>
    </message>
    <message>
        <source>Play if an Isengard unit fights in the battle and the defending army is inside a stronghold. Add 1 to each die of your combat roll.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Играйте, если в битве участвует отряд Изенгарда, а обороняющееся войско находится в крепости. Добавьте 1 к каждому кубику своего боевого броска.</translation>
    </message>
    <message>
        <source>Play if at least one companion is in the Fellowship. Separate one companion or one group of companions from the Fellowship; they may move one extra region. Then heal one corruption point.</source>
        <translation>Играйте, если в Братстве есть хотя бы один спутник. Отделите от Братства одного спутника или группу спутников; они могут пройти на один регион дальше. Затем излечите одно очко искушения.</translation>
    </message>
    <message>
        <source>Play if every Shadow nation is At War. Move up to four different Shadow armies one region each.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если все народы Тьмы «в войне». Переместите до четырёх разных войск Тьмы, каждое на один регион.</translation>
    </message>
    <message>
        <source>Play if every Shadow nation is At War. Recruit five Southron and Easterling regular units in Gorgoroth and five Sauron regular units in Nurn.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если все народы Тьмы «в войне». Наймите пять обычных отрядов народа Южане и вастаки в Горгороте и пять обычных отрядов Саурона в Нурне.</translation>
    </message>
    <message>
        <source>Play if every Shadow nation is At War. The Free Peoples discard every unused action die showing the Will of the West.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если все народы Тьмы «в войне». Свободные народы сбрасывают все неиспользованные кубики действий с результатом «Воля Запада».</translation>
    </message>
    <message>
        <source>Play if the Elves are At War. Recruit two Elven units (regular or elite) in a coastal region where a Free Peoples army stands.</source>
        <translation>Играйте, если Эльфы «в войне». Наймите два отряда Эльфов (обычных или элитных) в прибрежном регионе, где стоит войско Свободных народов.</translation>
    </message>
    <message>
        <source>Play if the Fellowship has moved at least one step on the Fellowship Track. Move any or all of the Nazgûl. Then, if a Nazgûl stands in the Fellowship&apos;s region, the Fellowship is revealed.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Играйте, если Братство продвинулось хотя бы на одно деление трека Братства. Переместите любых или всех назгулов. Затем, если в регионе Братства есть назгул, Братство раскрыто.</translation>
    </message>
    <message>
        <source>Play if the Fellowship has moved at least one step on the Fellowship Track. Move any or all of the Nazgûl. Then, if a Nazgûl stands in the Fellowship&apos;s region, you may discard a Free Peoples character event card from the table, or roll for the Hunt as if the Free Peoples had moved the Fellowship.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Играйте, если Братство продвинулось хотя бы на одно деление трека Братства. Переместите любых или всех назгулов. Затем, если в регионе Братства есть назгул, можете сбросить со стола карту событий персонажей Свободных народов или бросить кубики охоты, как если бы Свободные народы переместили Братство.</translation>
    </message>
    <message>
        <source>Play if the Fellowship has moved at least one step on the Fellowship Track. Move the Fellowship to an adjacent region.</source>
        <translation>Играйте, если Братство продвинулось хотя бы на одно деление трека Братства. Переместите Братство в соседний регион.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is not in a region with a Free Peoples settlement. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; any other tile is a successful Hunt whose damage is first lessened by a companion of the Fellowship drawn at random, who is eliminated, before the Ring is used.</source>
        <translation>Играйте, если Братство не в регионе с поселением Свободных народов. Возьмите жетон охоты: Око или особый жетон Братства откладывается без эффекта; любой другой жетон — удачная охота, урон которой сначала уменьшает случайно вытянутый спутник из Братства, выбывающий из игры, и лишь потом используется Кольцо.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is not in a region with a Free Peoples settlement. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; any other tile is a successful Hunt whose damage nothing lessens before the Ring is used: all of it is corruption.</source>
        <translation>Играйте, если Братство не в регионе с поселением Свободных народов. Возьмите жетон охоты: Око или особый жетон Братства откладывается без эффекта; любой другой жетон — удачная охота, урон которой ничто не уменьшает до использования Кольца: весь он становится порчей.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is not in a region with a Free Peoples settlement. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; any other tile is a successful Hunt.</source>
        <translation>Играйте, если Братство не в регионе с поселением Свободных народов. Возьмите жетон охоты: Око или особый жетон Братства откладывается без эффекта; любой другой жетон — удачная охота.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is not in a region with a Free Peoples settlement. Roll three dice and add one corruption point for each 4 or more; for each 6 if Gollum is the Guide.</source>
        <translation>Играйте, если Братство не в регионе с поселением Свободных народов. Бросьте три кубика и добавьте одно очко искушения за каждый результат 4 и больше; за каждую 6, если Проводник — Голлум.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is revealed. Add two corruption points if the corruption is three or less, otherwise one.</source>
        <translation>Играйте, если Братство раскрыто. Добавьте два очка искушения, если искушение три или меньше, иначе одно.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is revealed. Draw a Hunt tile: an Eye or a Fellowship special tile is set aside without effect; otherwise the Free Peoples separate as many companions as the tile&apos;s number, if they can, into the Fellowship&apos;s region, ignoring its Reveal and Stop icons. If Gollum is the Guide, add one corruption point instead.</source>
        <translation>Играйте, если Братство раскрыто. Возьмите жетон охоты: Око или особый жетон Братства откладывается без эффекта; иначе Свободные народы отделяют столько спутников, сколько указано на жетоне (если могут), в регион Братства, не обращая внимания на символы раскрытия и остановки. Если Проводник — Голлум, вместо этого добавьте одно очко порчи.</translation>
    </message>
    <message>
        <source>Play if the Fellowship is revealed. Draw a companion of the Fellowship at random: the Free Peoples either add corruption equal to his level or eliminate him. If Gollum is the Guide, add one corruption point instead.</source>
        <translation>Играйте, если Братство раскрыто. Случайно вытяните спутника из Братства: Свободные народы либо добавляют порчу, равную его уровню, либо выводят его из игры. Если Проводник — Голлум, вместо этого добавьте одно очко порчи.</translation>
    </message>
    <message>
        <source>Play if the Fellowship or a companion stands inside a Free Peoples nation not At War. Move that nation one step back on the Political Track; then the Free Peoples eliminate one of its leaders or units (regular or elite).</source>
        <translation>Играйте, если Братство или спутник стоит в землях народа Свободных народов, который не «в войне». Сдвиньте этот народ на одно деление назад по шкале политики; затем Свободные народы уничтожают одного его лидера или отряд (обычный или элитный).</translation>
    </message>
    <message>
        <source>Play if the Nazgûl&apos;s leadership in the battle is 1 or more. Before the combat roll, give up one or more points of the Nazgûl&apos;s leadership: the Free Peoples roll one combat die fewer for each point (at least one die).</source>
        <translation>Играйте, если лидерство назгулов в битве 1 или больше. Перед боевым броском откажитесь от одного или нескольких очков лидерства назгулов: Свободные народы бросают на один боевой кубик меньше за каждое (но не меньше одного).</translation>
    </message>
    <message>
        <source>Play if the Nazgûl&apos;s leadership in the battle is 1 or more. Give up one point of the Nazgûl&apos;s leadership to add 1 to each die of your leader re-roll.</source>
        <translation>Играйте, если лидерство назгулов в битве 1 или больше. Откажитесь от одного очка лидерства назгулов, чтобы добавить 1 к каждому кубику своего переброса за лидерство.</translation>
    </message>
    <message>
        <source>Play if the Nazgûl&apos;s leadership in the battle is 1 or more. If the Nazgûl&apos;s leadership is at least the Free Peoples&apos; whole leadership in the battle, the Free Peoples make no leader re-roll.</source>
        <translation>Играйте, если лидерство назгулов в битве 1 или больше. Если лидерство назгулов не меньше всего лидерства Свободных народов в битве, Свободные народы не перебрасывают кубики за лидерство.</translation>
    </message>
    <message>
        <source>Play if the Nazgûl&apos;s leadership in the battle is 2 or more. Give up two points of the Nazgûl&apos;s leadership to add 1 to each die of your combat roll.</source>
        <translation>Играйте, если лидерство назгулов в битве 2 или больше. Откажитесь от двух очков лидерства назгулов, чтобы добавить 1 к каждому кубику своего боевого броска.</translation>
    </message>
    <message>
        <source>Play if the Southrons and Easterlings are At War. Move a Shadow army from Umbar to a coastal region of Gondor. If a Free Peoples army stands there, a battle begins, and the Shadow may not cease the attack unless that army was already besieged.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если Южане и вастаки «в войне». Переместите войско Тьмы из Умбара в прибрежный регион Гондора. Если там стоит войско Свободных народов, начинается битва, и Тьма не может прекратить атаку, если только это войско не было уже в осаде.</translation>
    </message>
    <message>
        <source>Play if the Southrons and Easterlings are At War. Recruit five of their regular units in a free region of their nation on the eastern edge of the map.</source>
        <translation>Играйте, если Южане и вастаки «в войне». Наймите пять их обычных отрядов в свободном регионе их народа у восточного края карты.</translation>
    </message>
    <message>
        <source>Play if the Witch-king is in play. Either recruit two Nazgûl in the Witch-king&apos;s region, or move any or all of the Nazgûl. Then you may move, or attack with, the army the Witch-king stands with.</source>
        <translation>Играйте, если Король-чародей в игре. Либо наймите двух назгулов в регионе Короля-чародея, либо переместите любых или всех назгулов. Затем можете переместить войско, с которым стоит Король-чародей, или атаковать им.</translation>
    </message>
    <message>
        <source>Play if the Witch-king is in play. Move him to Angmar, then recruit two Sauron regular units and one Sauron elite unit there.</source>
        <translation>Играйте, если Король-чародей в игре. Переместите его в Ангмар, затем наймите там два обычных отряда и один элитный отряд Саурона.</translation>
    </message>
    <message>
        <source>Play if the Witch-king is with a Shadow army besieging a stronghold. That army attacks the stronghold: the siege battle lasts three combat rounds instead of one, and in its first round the Free Peoples play no combat card unless a companion fights in it.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если Король-чародей с войском Тьмы, осаждающим крепость. Это войско атакует крепость: осадная битва длится три боевых раунда вместо одного, и в первом раунде Свободные народы не играют боевую карту, если в битве нет спутника.</translation>
    </message>
    <message>
        <source>Play if the defending army is within two regions of Moria. Before the combat roll, attack with three more combat dice, hitting on 4 or more; the hits are taken at once.</source>
        <translation>Играйте, если обороняющееся войско не дальше двух регионов от Мории. До боевого броска атакуйте ещё тремя боевыми кубиками, попадая на 4 и больше; потери убирают сразу.</translation>
    </message>
    <message>
        <source>Play if the defending army stands in a Rohan region, Fangorn or Orthanc. Add 2 to each die of your combat roll.</source>
        <translation>Играйте, если защищающееся войско стоит в регионе Рохана, в Фангорне или Ортханке. Добавьте 2 к каждому кубику своего боевого броска.</translation>
    </message>
    <message>
        <source>Play if the defending army stands in a Rohan region, Fangorn or Orthanc. If your combat roll or leader re-roll scores a hit, score two more hits.</source>
        <translation>Играйте, если защищающееся войско стоит в регионе Рохана, в Фангорне или Ортханке. Если ваш боевой бросок или переброс за лидерство дал попадание, нанесите ещё два попадания.</translation>
    </message>
    <message>
        <source>Play if the defending army stands in a Rohan region, Fangorn or Orthanc. The Shadow rolls at most two dice in its combat roll.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если защищающееся войско стоит в регионе Рохана, в Фангорне или Ортханке. Тьма бросает не больше двух кубиков в своём боевом броске.</translation>
    </message>
    <message>
        <source>Play if the defending army stands in the Fellowship&apos;s region. Add 1 to each die of your combat roll and of your leader re-roll.</source>
        <translation>Играйте, если обороняющееся войско стоит в регионе Братства. Добавьте 1 к каждому кубику своего боевого броска и переброса за лидерство.</translation>
    </message>
    <message>
        <source>Play if the defending army stands within the borders of a Free Peoples nation. Subtract 1 from each die of the Shadow&apos;s combat roll (an unmodified 6 still hits).</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Играйте, если обороняющееся войско стоит в границах народа Свободных народов. Вычтите 1 из каждого кубика боевого броска Тьмы (немодифицированная «6» всё равно попадает).</translation>
    </message>
    <message>
        <source>Play if you control at least one Elven stronghold. In each region with an Elven stronghold not under siege, roll one die for each Elven unit there (at most five): each 6 is a hit on the army there.</source>
        <translation>Играйте, если вы контролируете хотя бы одну крепость Эльфов. В каждом регионе с крепостью Эльфов, которая не в осаде, бросьте по кубику за каждый отряд Эльфов там (не больше пяти): каждая 6 — попадание по войску там.</translation>
    </message>
    <message>
        <source>Play if your army defends in a field battle. Before the combat roll, retreat your army to an adjacent free region, or withdraw it into the stronghold.</source>
        <translation>Играйте, если ваше войско обороняется в полевой битве. Перед боевым броском отступите войском в соседний свободный регион или в крепость.</translation>
    </message>
    <message>
        <source>Play on a Free Peoples army with a companion. Move that army up to two regions, through regions free for army movement, without picking up or leaving pieces on the way (it may split before it sets out); the companions go with it.</source>
        <translation>Играйте на войско Свободных народов со спутником. Переместите это войско не дальше чем на два региона, через регионы, свободные для перемещения войск, не забирая и не оставляя фигурки по пути (разделиться можно до начала движения); спутники идут с ним.</translation>
    </message>
    <message>
        <source>Play on the table if Aragorn stands with a Free Peoples army in a region outside the Free Peoples&apos; nations. While it lies there, the action dice that move the Fellowship are not put in the Hunt Box. Discard it as soon as the Fellowship is declared or revealed.</source>
        <translation>Выложите на стол, если Арагорн стоит с войском Свободных народов в регионе вне земель народов Свободных народов. Пока карта лежит на столе, кубики действий, перемещающие Братство, не кладут в ячейку охоты. Сбросьте её, как только Братство объявлено или раскрыто.</translation>
    </message>
    <message>
        <source>Play on the table if Boromir is in the Fellowship. After the Shadow player draws a hunt tile, you may discard this card to lessen the Hunt damage by one (not below zero). Discard it at once from the table if Boromir leaves the Fellowship.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выложите на стол, если Боромир в Братстве. Когда игрок за Тьму вытянул жетон охоты, можете сбросить эту карту, чтобы уменьшить урон охоты на 1 (не ниже нуля). Сразу сбросьте её со стола, если Боромир покидает Братство.</translation>
    </message>
    <message>
        <source>Play on the table if Gandalf the Grey is in the Fellowship. When the Shadow player must draw a hunt tile, you may discard this card: he draws none. Discard it at once from the table if Gandalf the Grey leaves the Fellowship.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выложите на стол, если Гэндальф Серый в Братстве. Когда игрок за Тьму должен вытянуть жетон охоты, можете сбросить эту карту: он не тянет ни одного. Сразу сбросьте её со стола, если Гэндальф Серый покидает Братство.</translation>
    </message>
    <message>
        <source>Play on the table if Gimli or Legolas is in the Fellowship. After the Shadow player draws a hunt tile, you may discard this card to lessen the Hunt damage by one (not below zero). Discard it at once from the table if neither Gimli nor Legolas is left in the Fellowship.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выложите на стол, если Гимли или Леголас в Братстве. Когда игрок за Тьму вытянул жетон охоты, можете сбросить эту карту, чтобы уменьшить урон охоты на 1 (не ниже нуля). Сразу сбросьте её со стола, если в Братстве не осталось ни Гимли, ни Леголаса.</translation>
    </message>
    <message>
        <source>Play on the table if Saruman is in play. While it is there, Rohan is activated only by a companion who may activate it, by the Fellowship declared in Edoras or Helm&apos;s Deep, or by an attack on Edoras or Helm&apos;s Deep. Discard it from the table at once when Rohan is activated or Saruman is eliminated.</source>
        <translation>Выложите на стол, если Саруман в игре. Пока карта на столе, Рохан активируется только спутником, который может его активировать, объявлением Братства в Эдорасе или Хельмовой Пади либо атакой на Эдорас или Хельмову Падь. Сбросьте её со стола сразу, как только Рохан активирован или Саруман выбыл из игры.</translation>
    </message>
    <message>
        <source>Play on the table if Saruman is in play. While it is there, each time you use an Event die result to play an event card, draw another card from either of your decks at once. The Free Peoples may discard it from the table with a Will of the West die result, or with any die result and one Elven Ring. Discard it if Saruman is eliminated.</source>
        <translation>Выложите на стол, если Саруман в игре. Пока карта на столе, всякий раз, когда вы играете карту событий результатом «Событие», сразу возьмите ещё одну карту из любой своей колоды. Свободные народы могут сбросить её со стола результатом «Воля Запада» либо любым результатом и одним эльфийским кольцом. Сбросьте её, если Саруман выбыл из игры.</translation>
    </message>
    <message>
        <source>Play on the table if a Shadow army besieges Minas Tirith. At once eliminate one Free Peoples leader in Minas Tirith. While it lies there, the Free Peoples play no combat card in a battle in Minas Tirith. The Free Peoples may discard it with a Will of the West result, or with any result if Gandalf or Aragorn stands in Minas Tirith.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выложите на стол, если войско Тьмы осаждает Минас Тирит. Сразу уничтожьте одного лидера Свободных народов в Минас Тирите. Пока карта лежит на столе, Свободные народы не играют боевые карты в битвах в Минас Тирите. Свободные народы могут сбросить её результатом «Воля Запада» или любым результатом, если в Минас Тирите стоит Гэндальф или Арагорн.</translation>
    </message>
    <message>
        <source>Play on the table. Advance the Elves one step on the Political Track. While it lies there, no Shadow army may move into Lórien, Rivendell or the Grey Havens, nor attack there. The Shadow may discard it with any action die result, discarding one Strategy and one Character event card from the hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выложите на стол. Продвиньте Эльфов на одно деление по шкале политики. Пока карта лежит на столе, ни одно войско Тьмы не может войти в Лориен, Ривенделл или Серые Гавани и атаковать там. Тьма может сбросить её любым результатом кубика действий, сбросив из руки одну карту стратегических событий и одну карту героических событий.</translation>
    </message>
    <message>
        <source>Play on the table. Advance the North one step on the Political Track. While it lies there, no Shadow army may move into the Old Forest, the Shire or Buckland, nor attack there. The Shadow may discard it with any action die result, discarding one Strategy and one Character event card from the hand.</source>
        <extracomment>the nation is its people: plural; the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выложите на стол. Продвиньте Северян на одно деление по шкале политики. Пока карта лежит на столе, ни одно войско Тьмы не может войти в Старый лес, Шир или Забрендию и атаковать там. Тьма может сбросить её любым результатом кубика действий, сбросив из руки одну карту стратегических событий и одну карту героических событий.</translation>
    </message>
    <message>
        <source>Play on the table. After the Shadow player draws a hunt tile, you may discard this card to draw a second tile: apply the second tile instead of the first, then return the first to the Hunt Pool.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выложите на стол. Когда игрок за Тьму вытянул жетон охоты, можете сбросить эту карту, чтобы вытянуть второй жетон: примените второй вместо первого, затем верните первый в запас охоты.</translation>
    </message>
    <message>
        <source>Play on the table. Before a Hunt roll you may discard this card to add 1 to each die of that roll, re-rolls included. Discard it from the table at once when the Fellowship is declared in an unconquered Free Peoples city or stronghold.</source>
        <translation>Выложите на стол. Перед броском охоты можете сбросить эту карту, чтобы добавить 1 к каждому кубику этого броска, включая перебросы. Сбросьте её со стола сразу, как только Братство объявлено в незахваченном городе или крепости Свободных народов.</translation>
    </message>
    <message>
        <source>Play on the table. While it is there, when a companion of the Fellowship is a casualty you may also discard one of the Free Peoples&apos; character event cards, from their hand at random or from the table. Discard it from the table at once when the Fellowship is declared in an unconquered Free Peoples city or stronghold.</source>
        <translation>Выложите на стол. Пока карта на столе, когда спутник из Братства становится потерей, можете также сбросить одну карту событий персонажей Свободных народов — случайную из руки или со стола. Сбросьте её со стола сразу, как только Братство объявлено в незахваченном городе или крепости Свободных народов.</translation>
    </message>
    <message>
        <source>Play on the table. While it lies there, the Free Peoples may not advance a passive nation on the Political Track with a Muster result. Discard it as soon as a Free Peoples nation advances because it is attacked or through a companion&apos;s ability.</source>
        <translation>Выложите на стол. Пока карта лежит на столе, Свободные народы не могут продвигать пассивный народ по шкале политики результатом «Мобилизация». Сбросьте её, как только народ Свободных народов продвинется из-за атаки или благодаря способности спутника.</translation>
    </message>
    <message>
        <source>Play on the table. You may discard this card to draw one more Hunt tile when the Fellowship, declared or revealed, moves into, out of or through Moria: an Eye is set aside without effect, any other tile is a successful Hunt (its Reveal icon ignored if the Fellowship was declared in a Free Peoples city or stronghold). Or you may discard it to use its combat half as if played from your hand.</source>
        <translation>Выложите на стол. Можете сбросить эту карту, чтобы взять ещё один жетон охоты, когда Братство, объявленное или раскрытое, входит в Морию, выходит из неё или проходит через неё: Око откладывается без эффекта, любой другой жетон — удачная охота (его символ раскрытия не действует, если Братство объявлено в городе или крепости Свободных народов). Или можете сбросить её, чтобы применить её боевую часть, как если бы сыграли её с руки.</translation>
    </message>
    <message>
        <source>Recruit one Dwarven unit (regular or elite) and one Dwarven leader in Erebor.</source>
        <translation>Наймите один отряд Гномов (обычный или элитный) и одного лидера Гномов в Эреборе.</translation>
    </message>
    <message>
        <source>Recruit one Elven unit (regular or elite) in Lórien. Then draw one Strategy event card.</source>
        <translation>Наймите один отряд Эльфов (обычный или элитный) в Лориене. Затем возьмите одну карту стратегических событий.</translation>
    </message>
    <message>
        <source>Recruit one Elven unit (regular or elite) in Rivendell. Then draw one Strategy event card.</source>
        <translation>Наймите один отряд Эльфов (обычный или элитный) в Ривенделле. Затем возьмите одну карту стратегических событий.</translation>
    </message>
    <message>
        <source>Recruit one Elven unit (regular or elite) in the Woodland Realm. Then draw one Strategy event card.</source>
        <translation>Наймите один отряд Эльфов (обычный или элитный) в Лесном королевстве. Затем возьмите одну карту стратегических событий.</translation>
    </message>
    <message>
        <source>Recruit one Gondor unit (regular or elite) and one Gondor leader in Dol Amroth.</source>
        <translation>Наймите один отряд Гондора (обычный или элитный) и одного лидера Гондора в Дол Амроте.</translation>
    </message>
    <message>
        <source>Recruit one Gondor unit (regular or elite) and one Gondor leader in Minas Tirith.</source>
        <translation>Наймите один отряд Гондора (обычный или элитный) и одного лидера Гондора в Минас Тирите.</translation>
    </message>
    <message>
        <source>Recruit one Rohan unit (regular or elite) and one Rohan leader in Edoras or in a Rohan region where a companion stands.</source>
        <translation>Наймите один отряд Рохана (обычный или элитный) и одного лидера Рохана в Эдорасе или в регионе Рохана, где стоит спутник.</translation>
    </message>
    <message>
        <source>Recruit one Rohan unit (regular or elite) and one Rohan leader in a free region of Rohan with a settlement.</source>
        <translation>Наймите один отряд Рохана (обычный или элитный) и одного лидера Рохана в свободном регионе Рохана с поселением.</translation>
    </message>
    <message>
        <source>Recruit one Sauron regular unit in each of Angmar, the Ettenmoors and the Weather Hills, and one Sauron elite unit in the Trollshaws.</source>
        <translation>Наймите по одному обычному отряду Саурона в Ангмаре, в регионе Эттенские пустоши и на Пасмурных холмах и один элитный отряд Саурона в Тролличьей чаще.</translation>
    </message>
    <message>
        <source>Recruit one unit of the North (regular or elite) and one leader of the North in Carrock.</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Наймите один отряд Северян (обычный или элитный) и одного лидера Северян в Карроке.</translation>
    </message>
    <message>
        <source>Recruit one unit of the North (regular or elite) in The Shire and one Dwarven unit (regular or elite) in Ered Luin. Then draw one Strategy event card.</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Наймите один отряд Северян (обычный или элитный) в Шире и один отряд Гномов (обычный или элитный) в Эред Луине. Затем возьмите одну карту стратегических событий.</translation>
    </message>
    <message>
        <source>Recruit three Sauron regular units in Dol Guldur and three Sauron regular units in Mount Gundabad.</source>
        <translation>Наймите три обычных отряда Саурона в Дол Гулдуре и три обычных отряда Саурона на Горе Гундабад.</translation>
    </message>
    <message>
        <source>Recruit two Sauron units (regular or elite) and one Nazgûl in Mount Gram or in Moria.</source>
        <translation>Наймите два отряда Саурона (обычных или элитных) и одного назгула на Горе Грам или в Мории.</translation>
    </message>
    <message>
        <source>Recruit two Southron and Easterling regular units in each of three different settlements of the Southrons and Easterlings.</source>
        <translation>Наймите по два обычных отряда народа Южане и вастаки в каждом из трёх разных поселений народа Южане и вастаки.</translation>
    </message>
    <message>
        <source>Recruit two regular units of the North in Dale. Then draw one Strategy event card.</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Наймите два обычных отряда Северян в Дейле. Затем возьмите одну карту стратегических событий.</translation>
    </message>
    <message>
        <source>Roll three dice and heal one corruption point for each 5 or more; for each 3 or more if Strider is the Guide.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Бросьте три кубика и излечите одно очко искушения за каждый результат 5 и больше; за каждый 3 и больше, если Проводник — Странник.</translation>
    </message>
    <message>
        <source>Separate from the Fellowship, or move, one companion or one group of companions as if their level were 4. They may end this move in a besieged stronghold.</source>
        <translation>Отделите от Братства или переместите одного спутника или группу спутников так, будто их уровень равен 4. Они могут закончить это движение в осаждённой крепости.</translation>
    </message>
    <message>
        <source>Separate from the Fellowship, or move, one companion or one group of companions; they may move two extra regions and may end this move in a besieged stronghold.</source>
        <translation>Отделите от Братства или переместите одного спутника или группу спутников; они могут пройти на два региона дальше и закончить это движение в осаждённой крепости.</translation>
    </message>
    <message>
        <source>Separate one companion or one group of companions from the Fellowship; they may move one extra region. Then, if Gimli or Legolas is in Dale, Erebor or the Woodland Realm, activate the Dwarves and the North and advance the Dwarves, the Elves and the North one step each on the Political Track.</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Отделите от Братства одного спутника или группу спутников; они могут пройти на один регион дальше. Затем, если Гимли или Леголас в Дейле, Эреборе или Лесном королевстве, активируйте Гномов и Северян и продвиньте Гномов, Эльфов и Северян каждого на одно деление по шкале политики.</translation>
    </message>
    <message>
        <source>The Shadow rolls at most three dice in its combat roll.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма бросает не больше трёх кубиков в своём боевом броске.</translation>
    </message>
    <message>
        <source>The special Hunt tile of this card is now in play: it enters the Hunt Pool when the Fellowship is on the Mordor Track.</source>
        <translation>Особый жетон охоты с этой карты теперь в игре: он попадает в запас охоты, когда Братство окажется на треке Мордора.</translation>
    </message>
    <message>
        <source>Turn up to three of your unused action dice into Eye results and place them in the Hunt Box at once.</source>
        <translation>Превратите до трёх своих неиспользованных кубиков действий в результат «Око» и сразу положите их в ячейку охоты.</translation>
    </message>
</context>
<context>
    <name>wotr.companion</name>
    <message>
        <source>Aragorn</source>
        <translation>Арагорн</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Боромир</translation>
    </message>
    <message>
        <source>Gandalf the Grey</source>
        <translation>Гэндальф Серый</translation>
    </message>
    <message>
        <source>Gandalf the White</source>
        <translation>Гэндальф Белый</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Гимли</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Голлум</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Леголас</translation>
    </message>
    <message>
        <source>Meriadoc</source>
        <extracomment>War of the Ring names the hobbit companions by their full names</extracomment>
        <translation>Мериадок</translation>
    </message>
    <message>
        <source>Peregrin</source>
        <extracomment>War of the Ring names the hobbit companions by their full names</extracomment>
        <translation>Перегрин</translation>
    </message>
    <message>
        <source>Strider</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Странник</translation>
    </message>
</context>
<context>
    <name>wotr.deck</name>
    <message>
        <source>Character</source>
        <translation>героические события</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>стратегические события</translation>
    </message>
</context>
<context>
    <name>wotr.log</name>
    <message>
        <source>A Nazgûl flies from {source} to {region}.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Назгул перелетает из региона {source} в регион {region}.</translation>
    </message>
    <message>
        <source>A Nazgûl is eliminated in {region}.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Назгул уничтожен в регионе {region}.</translation>
    </message>
    <message>
        <source>A Nazgûl is eliminated.</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Назгул убран из игры.</translation>
    </message>
    <message>
        <source>A die showing {result} now shows {to}.</source>
        <translation>Кубик с результатом «{result}» теперь показывает «{to}».</translation>
    </message>
    <message>
        <source>A second hunt tile is drawn instead: {tile}.</source>
        <translation>Вместо него тянут второй жетон охоты: {tile}.</translation>
    </message>
    <message>
        <source>A special hunt tile enters the pool: {tile}.</source>
        <translation>Особый жетон охоты попадает в запас охоты: {tile}.</translation>
    </message>
    <message>
        <source>A special hunt tile waits for Mordor: {tile}.</source>
        <translation>Особый жетон охоты отложен до входа в Мордор: {tile}.</translation>
    </message>
    <message>
        <source>Each die of the Hunt roll gets {n} more.</source>
        <translation>Каждый кубик броска охоты получает +{n}.</translation>
    </message>
    <message>
        <source>Gandalf the White gives up his leadership: the Nazgûl lead no more in this battle.</source>
        <translation>Гэндальф Белый отказывается от лидерства: до конца битвы у назгулов нет лидерства.</translation>
    </message>
    <message>
        <source>Saruman&apos;s voice: Isengard musters a regular unit in each of its settlements.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Голос Сарумана: Изенгард нанимает обычный отряд в каждом своём поселении.</translation>
    </message>
    <message>
        <source>Saruman&apos;s voice: two regular units of Orthanc become elite units.</source>
        <translation>Голос Сарумана: два обычных отряда в Ортханке становятся элитными.</translation>
    </message>
    <message>
        <source>Sauron is driven out of Middle-earth.</source>
        <translation>Саурон изгнан из Средиземья.</translation>
    </message>
    <message>
        <source>The Fellowship advances on the Mordor Track ({progress}).</source>
        <translation>Братство продвигается по треку Мордора ({progress}).</translation>
    </message>
    <message>
        <source>The Fellowship enters Mordor.</source>
        <translation>Братство входит в Мордор.</translation>
    </message>
    <message>
        <source>The Fellowship hides.</source>
        <translation>Братство скрывается.</translation>
    </message>
    <message>
        <source>The Fellowship is moved to {region}.</source>
        <translation>Братство перенесено в регион {region}.</translation>
    </message>
    <message>
        <source>The Fellowship is revealed in {region}.</source>
        <translation>Братство раскрыто в регионе {region}.</translation>
    </message>
    <message>
        <source>The Fellowship is revealed on the Mordor Track.</source>
        <translation>Братство раскрыто на треке Мордора.</translation>
    </message>
    <message>
        <source>The Fellowship moves on ({progress}).</source>
        <translation>Братство продвигается ({progress}).</translation>
    </message>
    <message>
        <source>The Fellowship stays on its step of the Mordor Track.</source>
        <translation>Братство остаётся на своём делении трека Мордора.</translation>
    </message>
    <message>
        <source>The Free Peoples declare the Fellowship in {region}.</source>
        <translation>Свободные народы объявляют Братство в регионе {region}.</translation>
    </message>
    <message>
        <source>The Free Peoples roll {results}.</source>
        <translation>Свободные народы выбрасывают: {results}.</translation>
    </message>
    <message>
        <source>The Free Peoples take control of {region}.</source>
        <translation>Свободные народы берут под контроль регион {region}.</translation>
    </message>
    <message>
        <source>The Hunt fails.</source>
        <translation>Охота неудачна.</translation>
    </message>
    <message>
        <source>The Hunt&apos;s damage is lessened by {points}.</source>
        <translation>Урон охоты уменьшен на {points}.</translation>
    </message>
    <message>
        <source>The Reveal icon is ignored: the Fellowship was declared in a Free Peoples city or stronghold.</source>
        <translation>Символ раскрытия не действует: Братство объявлено в городе или крепости Свободных народов.</translation>
    </message>
    <message>
        <source>The Ring is destroyed in the Crack of Doom.</source>
        <translation>Кольцо уничтожено в Расселине Судьбы.</translation>
    </message>
    <message>
        <source>The Ring-bearers are corrupted: the Ring is Sauron&apos;s.</source>
        <translation>Кольценосцы поддались порче: Кольцо у Саурона.</translation>
    </message>
    <message>
        <source>The Ring-bearers heal: their corruption falls to {corruption}.</source>
        <translation>Кольценосцы исцеляются: власть Кольца слабеет, порча {corruption}.</translation>
    </message>
    <message>
        <source>The Ring-bearers idle in Mordor: their corruption rises to {corruption}.</source>
        <translation>Кольценосцы медлят в Мордоре: власть Кольца растёт, порча {corruption}.</translation>
    </message>
    <message>
        <source>The Ring-bearers&apos; corruption is now {corruption}.</source>
        <translation>Порча Кольценосцев теперь {corruption}.</translation>
    </message>
    <message>
        <source>The Shadow conquers Middle-earth.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма покоряет Средиземье.</translation>
    </message>
    <message>
        <source>The Shadow draws a hunt tile: {tile}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма тянет жетон охоты: {tile}.</translation>
    </message>
    <message>
        <source>The Shadow draws no hunt tile.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма не тянет жетон охоты.</translation>
    </message>
    <message>
        <source>The Shadow hunts with {dice} dice: {successes} successes.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма охотится, кубиков: {dice}; успехов: {successes}.</translation>
    </message>
    <message>
        <source>The Shadow places {n} dice in the Hunt Box.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма кладёт в ячейку охоты кубиков: {n}.</translation>
    </message>
    <message>
        <source>The Shadow rolls {results}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма выбрасывает: {results}.</translation>
    </message>
    <message>
        <source>The Shadow turns a die showing {result} into an Eye.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма превращает кубик «{result}» в Око.</translation>
    </message>
    <message>
        <source>The army in {region} is destroyed.</source>
        <translation>Войско в регионе {region} уничтожено.</translation>
    </message>
    <message>
        <source>The army retreats from {source} to {region}.</source>
        <translation>Войско отступает из региона {source} в регион {region}.</translation>
    </message>
    <message>
        <source>The battle of {region} ends.</source>
        <translation>Битва в регионе {region} окончена.</translation>
    </message>
    <message>
        <source>The battle of {region} ends: the attacker ceases the attack.</source>
        <translation>Битва в регионе {region} окончена: нападающий прекращает атаку.</translation>
    </message>
    <message>
        <source>The battle of {region} ends: the defenders are destroyed.</source>
        <translation>Битва в регионе {region} окончена: защитники уничтожены.</translation>
    </message>
    <message>
        <source>The battle of {region} ends: the defenders retreat.</source>
        <translation>Битва в регионе {region} окончена: защитники отступают.</translation>
    </message>
    <message>
        <source>The battle of {region} ends: the defenders withdraw into the stronghold.</source>
        <translation>Битва в регионе {region} окончена: защитники отступают в крепость.</translation>
    </message>
    <message>
        <source>The hunt tile {tile} goes back into the pool.</source>
        <translation>Жетон охоты {tile} возвращается в запас охоты.</translation>
    </message>
    <message>
        <source>The hunt tile {tile} is removed from the game.</source>
        <translation>Жетон охоты {tile} навсегда убран из игры.</translation>
    </message>
    <message>
        <source>The tile is set aside without effect.</source>
        <translation>Жетон откладывается без эффекта.</translation>
    </message>
    <message>
        <source>The turn limit is reached.</source>
        <translation>Достигнут предел ходов.</translation>
    </message>
    <message>
        <source>The {result} dice of the {side} are discarded.</source>
        <translation>{side}: сброшены кубики «{result}».</translation>
    </message>
    <message>
        <source>Turn {turn} begins.</source>
        <translation>Начинается ход {turn}.</translation>
    </message>
    <message>
        <source>You choose {card} as your combat card.</source>
        <translation>Вы выбрали боевую карту «{card}».</translation>
    </message>
    <message>
        <source>You discard {card}.</source>
        <translation>Вы сбрасываете: {card}.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Вы берёте: {card}.</translation>
    </message>
    <message>
        <source>You give {given} and receive {card}.</source>
        <translation>Вы отдаёте: {given} и получаете: {card}.</translation>
    </message>
    <message>
        <source>{card} leaves the table.</source>
        <translation>Карта «{card}» уходит со стола.</translation>
    </message>
    <message>
        <source>{card} leaves the table: its condition no longer holds.</source>
        <translation>Карта «{card}» уходит со стола: её условие больше не выполняется.</translation>
    </message>
    <message>
        <source>{companion} enters play in {region}.</source>
        <translation>{companion} вступает в игру в регионе {region}.</translation>
    </message>
    <message>
        <source>{companion} falls to the Hunt.</source>
        <translation>{companion} гибнет от охоты.</translation>
    </message>
    <message>
        <source>{companion} falls with his army.</source>
        <translation>{companion} гибнет вместе со своим войском.</translation>
    </message>
    <message>
        <source>{companion} is drawn from the Fellowship.</source>
        <translation>Из Братства вытянут жетон спутника: {companion}.</translation>
    </message>
    <message>
        <source>{companion} is eliminated.</source>
        <translation>{companion} гибнет.</translation>
    </message>
    <message>
        <source>{companion} leaves the Fellowship for {region}.</source>
        <translation>{companion} покидает Братство и идёт в регион {region}.</translation>
    </message>
    <message>
        <source>{companion} moves to {region}.</source>
        <translation>{companion} идёт в регион {region}.</translation>
    </message>
    <message>
        <source>{companion} takes the place of {replaced}.</source>
        <translation>{companion} заменяет персонажа: {replaced}.</translation>
    </message>
    <message>
        <source>{companion}&apos;s leadership and special abilities count for nothing this combat round.</source>
        <translation>Лидерство и особые умения не действуют в этом боевом раунде: {companion}.</translation>
    </message>
    <message>
        <source>{companion}&apos;s leadership fails this combat round.</source>
        <translation type="vanished">Лидерство не действует в этом боевом раунде: {companion}.</translation>
    </message>
    <message>
        <source>{minion} enters play in {region}.</source>
        <translation>Вступает в игру в регионе {region}: {minion}.</translation>
    </message>
    <message>
        <source>{minion} falls.</source>
        <translation>Погибает: {minion}.</translation>
    </message>
    <message>
        <source>{minion} moves to {region}.</source>
        <translation>Перемещается в регион {region}: {minion}.</translation>
    </message>
    <message>
        <source>{nation} goes to war.</source>
        <translation>{nation}: народ вступает в войну.</translation>
    </message>
    <message>
        <source>{nation} is activated.</source>
        <translation>{nation}: народ стал активным.</translation>
    </message>
    <message>
        <source>{nation} loses {piece} in {region}.</source>
        <translation>{nation}: потерян {piece}, регион {region}.</translation>
    </message>
    <message>
        <source>{nation} moves one step away from war.</source>
        <translation>{nation}: на одно деление дальше от войны.</translation>
    </message>
    <message>
        <source>{nation} moves one step toward war.</source>
        <translation>{nation}: на одно деление ближе к войне.</translation>
    </message>
    <message>
        <source>{nation} musters {kind} in {region}.</source>
        <translation>{nation}: мобилизация в регионе {region} — {kind}.</translation>
    </message>
    <message>
        <source>{nation} removes {piece} from {region}: no more than 10 units in a region.</source>
        <translation>{nation}: из региона {region} убрано — {piece} (в регионе не больше 10 отрядов).</translation>
    </message>
    <message>
        <source>{nation} replaces a regular unit with an elite one in {region}.</source>
        <translation>{nation}: обычный отряд в регионе {region} заменён элитным.</translation>
    </message>
    <message>
        <source>{nation} replaces a regular with an elite in {region}.</source>
        <translation>{nation}: обычный отряд заменён элитным, регион {region}.</translation>
    </message>
    <message>
        <source>{piece} of {nation} is eliminated.</source>
        <translation>Убран из игры: {piece} ({nation}).</translation>
    </message>
    <message>
        <source>{seat} and {ally} exchange a card.</source>
        <translation>Обмен картами: {seat} и {ally}.</translation>
    </message>
    <message>
        <source>{seat} and {ally} keep their cards.</source>
        <translation>Без обмена, каждый оставляет свои карты: {seat} и {ally}.</translation>
    </message>
    <message>
        <source>{seat} cannot draw: the {deck} deck is empty.</source>
        <translation>{seat}: нельзя взять карту, колода «{deck}» пуста.</translation>
    </message>
    <message>
        <source>{seat} chooses a combat card from the {deck} deck.</source>
        <translation>{seat}: выбрана боевая карта из колоды «{deck}».</translation>
    </message>
    <message>
        <source>{seat} discards a card face down.</source>
        <translation>{seat}: карта сброшена рубашкой вверх.</translation>
    </message>
    <message>
        <source>{seat} discards {card} from the table.</source>
        <translation>{seat}: карта «{card}» сброшена со стола.</translation>
    </message>
    <message>
        <source>{seat} draws a card from the {deck} deck.</source>
        <translation>{seat}: взята карта из колоды «{deck}».</translation>
    </message>
    <message>
        <source>{seat} lays {card} on the table.</source>
        <translation>{seat}: карта «{card}» выложена на стол.</translation>
    </message>
    <message>
        <source>{seat} plays another card without a die.</source>
        <translation>{seat}: ещё одна карта разыграна без кубика.</translation>
    </message>
    <message>
        <source>{seat} plays no combat card.</source>
        <translation>{seat}: без боевой карты.</translation>
    </message>
    <message>
        <source>{seat} plays {card} on the table.</source>
        <translation type="vanished">{seat}: карта «{card}» выложена на стол.</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat}: разыграна карта «{card}».</translation>
    </message>
    <message>
        <source>{seat} reveals {card}.</source>
        <translation>{seat}: открыта карта «{card}».</translation>
    </message>
    <message>
        <source>{seat} takes {card} from the table as a combat card.</source>
        <translation>{seat}: карта «{card}» взята со стола как боевая карта.</translation>
    </message>
    <message>
        <source>{seat} uses an Elven Ring to discard {card} from the table.</source>
        <translation>{seat}: Эльфийское Кольцо использовано, чтобы сбросить карту «{card}» со стола.</translation>
    </message>
    <message>
        <source>{side} attacks {target} from {source}.</source>
        <translation>{side}: атака из региона {source} на регион {target}.</translation>
    </message>
    <message>
        <source>{side} cancels hits: {n}.</source>
        <translation>{side}: отменено попаданий: {n}.</translation>
    </message>
    <message>
        <source>{side} captures {region}.</source>
        <translation>{side}: захвачен регион {region}.</translation>
    </message>
    <message>
        <source>{side} downgrades an elite of {nation}.</source>
        <translation>{side}: элитный отряд ({nation}) заменён обычным.</translation>
    </message>
    <message>
        <source>{side} inflicts hits on its own army: {n}.</source>
        <translation>{side}: попаданий по своему войску: {n}.</translation>
    </message>
    <message>
        <source>{side} loses {piece} of {nation}.</source>
        <translation>{side}: потерян {piece} ({nation}).</translation>
    </message>
    <message>
        <source>{side} moves an army from {source} to {region}.</source>
        <translation>{side}: войско перемещено из региона {source} в регион {region}.</translation>
    </message>
    <message>
        <source>{side} passes.</source>
        <translation>{side}: пас.</translation>
    </message>
    <message>
        <source>{side} rolls {dice} against the army in {region}: {hits} hits.</source>
        <translation>{side}: бросок {dice} против войска в регионе {region}, попаданий: {hits}.</translation>
    </message>
    <message>
        <source>{side} rolls {dice} in an extra attack: {hits} hits.</source>
        <translation>{side}: дополнительная атака {dice}, попаданий: {hits}.</translation>
    </message>
    <message>
        <source>{side} rolls {dice}, re-rolls {again}; hits: {hits}.</source>
        <translation>{side}: бросок {dice}, переброс {again}, попаданий: {hits}.</translation>
    </message>
    <message>
        <source>{side} rolls {dice}; hits: {hits}.</source>
        <translation>{side}: бросок {dice}, попаданий: {hits}.</translation>
    </message>
    <message>
        <source>{side} scores more hits: {n}.</source>
        <translation>{side}: дополнительных попаданий: {n}.</translation>
    </message>
    <message>
        <source>{side} sets aside a die showing {result} without acting.</source>
        <translation>{side}: кубик «{result}» отложен без действия.</translation>
    </message>
    <message>
        <source>{side} takes back {region}.</source>
        <translation>{side}: отвоёван регион {region}.</translation>
    </message>
    <message>
        <source>{side} uses a hit of its re-roll for its combat card.</source>
        <translation>{side}: одно попадание переброса потрачено на боевую карту.</translation>
    </message>
    <message>
        <source>{side} uses an Elven Ring: a die showing {result} now shows {to}.</source>
        <translation>{side}: Эльфийское Кольцо меняет кубик «{result}» на «{to}».</translation>
    </message>
    <message>
        <source>{side}&apos;s combat card is cancelled.</source>
        <translation>{side}: боевая карта отменена.</translation>
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
        <translation>назгул</translation>
    </message>
    <message>
        <source>the Mouth of Sauron</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»); Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Уста Саурона</translation>
    </message>
    <message>
        <source>the Witch-king</source>
        <translation>Король-чародей</translation>
    </message>
</context>
<context>
    <name>wotr.nation</name>
    <message>
        <source>Dwarves</source>
        <translation>Гномы</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>Эльфы</translation>
    </message>
    <message>
        <source>Gondor</source>
        <translation>Гондор</translation>
    </message>
    <message>
        <source>Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Изенгард</translation>
    </message>
    <message>
        <source>Rohan</source>
        <translation>Рохан</translation>
    </message>
    <message>
        <source>Sauron</source>
        <translation>Саурон</translation>
    </message>
    <message>
        <source>Southrons and Easterlings</source>
        <translation>Южане и вастаки</translation>
    </message>
    <message>
        <source>The North</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Северяне</translation>
    </message>
</context>
<context>
    <name>wotr.outcome</name>
    <message>
        <source>Sauron is driven out of Middle-earth.</source>
        <translation type="vanished">Саурон изгнан из Средиземья.</translation>
    </message>
    <message>
        <source>The Ring is destroyed in the Crack of Doom.</source>
        <translation type="vanished">Кольцо уничтожено в Расселине Судьбы.</translation>
    </message>
    <message>
        <source>The Ring-bearers are corrupted: the Ring is Sauron&apos;s.</source>
        <translation type="vanished">Кольценосцы поддались порче: Кольцо у Саурона.</translation>
    </message>
    <message>
        <source>The Shadow conquers Middle-earth.</source>
        <translation type="vanished">Тьма покоряет Средиземье.</translation>
    </message>
    <message>
        <source>The turn limit is reached.</source>
        <translation type="vanished">Достигнут предел ходов.</translation>
    </message>
</context>
<context>
    <name>wotr.piece</name>
    <message>
        <source>Nazgûl</source>
        <translation>назгулы</translation>
    </message>
    <message>
        <source>a Nazgûl</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>назгул</translation>
    </message>
    <message>
        <source>a leader</source>
        <translation>лидер</translation>
    </message>
    <message>
        <source>a leader of {nation}</source>
        <translation>лидер ({nation})</translation>
    </message>
    <message>
        <source>a regular unit</source>
        <translation>обычный отряд</translation>
    </message>
    <message>
        <source>a regular unit of {nation}</source>
        <translation>обычный отряд ({nation})</translation>
    </message>
    <message>
        <source>an elite unit</source>
        <translation>элитный отряд</translation>
    </message>
    <message>
        <source>an elite unit of {nation}</source>
        <translation>элитный отряд ({nation})</translation>
    </message>
    <message>
        <source>elite units</source>
        <translation>элитные отряды</translation>
    </message>
    <message>
        <source>leaders</source>
        <translation>лидеры</translation>
    </message>
    <message>
        <source>regular units</source>
        <translation>обычные отряды</translation>
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
        <translation>1 попадание: 1 кубик против врага</translation>
    </message>
    <message>
        <source>2 hits: roll 2 dice against the enemy</source>
        <translation>2 попадания: 2 кубика против врага</translation>
    </message>
    <message>
        <source>3 hits: roll 3 dice against the enemy</source>
        <translation>3 попадания: 3 кубика против врага</translation>
    </message>
    <message>
        <source>4 hits: roll 4 dice against the enemy</source>
        <translation>4 попадания: 4 кубика против врага</translation>
    </message>
    <message>
        <source>A Nazgûl has found the Fellowship: discard a Free Peoples character card from the table, or roll for the Hunt?</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Назгул нашёл Братство: сбросить со стола карту персонажа Свободных народов или бросить кубики охоты?</translation>
    </message>
    <message>
        <source>A Nazgûl has found the Fellowship: roll for the Hunt?</source>
        <translation type="vanished">Назгул нашёл Братство: бросить кубики охоты?</translation>
    </message>
    <message>
        <source>A card strikes your army: {hits} hits to take.</source>
        <translation>Карта бьёт по вашему войску: осталось попаданий: {hits}.</translation>
    </message>
    <message>
        <source>A companion of the Fellowship fell: use a card from your table?</source>
        <translation>Спутник из Братства пал: использовать карту со своего стола?</translation>
    </message>
    <message>
        <source>Advance into the conquered region?</source>
        <translation>Продвинуться в завоёванный регион?</translation>
    </message>
    <message>
        <source>Attack with an army with a Nazgûl</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Атаковать войском с назгулом</translation>
    </message>
    <message>
        <source>Attack with the Witch-king&apos;s army</source>
        <translation>Атаковать войском Короля-чародея</translation>
    </message>
    <message>
        <source>Black Breath: choose the leader or companion to eliminate, or none.</source>
        <translation>Чёрное дыхание: выберите лидера или спутника, которого убрать, или никого.</translation>
    </message>
    <message>
        <source>Blade of Westernesse: choose the minion to eliminate, or none.</source>
        <translation>Клинок Западного края: выберите приспешника, которого уничтожить, или никого.</translation>
    </message>
    <message>
        <source>Bring a unit to {region}?</source>
        <translation>Привести отряд в регион {region}?</translation>
    </message>
    <message>
        <source>Choose a card of your hand to discard with it.</source>
        <translation>Выберите карту из руки, чтобы сбросить её вместе с ней.</translation>
    </message>
    <message>
        <source>Choose a combat card, or none.</source>
        <translation>Выберите боевую карту или откажитесь.</translation>
    </message>
    <message>
        <source>Choose a companion who leaves the Fellowship ({left} more).</source>
        <translation>Выберите спутника, который покидает Братство (ещё {left}).</translation>
    </message>
    <message>
        <source>Choose a die to use, an Elven Ring, or pass.</source>
        <translation>Выберите кубик, Эльфийское Кольцо или пас.</translation>
    </message>
    <message>
        <source>Choose another card of your hand to discard with it.</source>
        <translation>Выберите ещё одну карту из руки, чтобы сбросить её вместе с ней.</translation>
    </message>
    <message>
        <source>Choose how to use the die.</source>
        <translation>Выберите, как использовать кубик.</translation>
    </message>
    <message>
        <source>Choose its new result.</source>
        <translation>Выберите новый результат.</translation>
    </message>
    <message>
        <source>Choose the Fellowship&apos;s Guide.</source>
        <translation>Выберите Проводника Братства.</translation>
    </message>
    <message>
        <source>Choose the Free Peoples army the Nazgûl&apos;s spells strike.</source>
        <translation>Выберите войско Свободных народов, которое поразят чары назгулов.</translation>
    </message>
    <message>
        <source>Choose the Free Peoples&apos; card to discard from their table.</source>
        <translation>Выберите карту Свободных народов, которую сбросить с их стола.</translation>
    </message>
    <message>
        <source>Choose the Nazgûl to move.</source>
        <translation>Выберите назгула, который полетит.</translation>
    </message>
    <message>
        <source>Choose the Sauron stronghold the Nazgûl fly to.</source>
        <translation>Выберите крепость Саурона, куда улетят назгулы.</translation>
    </message>
    <message>
        <source>Choose the Shadow army that grows.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выберите войско Тьмы, которое пополнится.</translation>
    </message>
    <message>
        <source>Choose the Shadow army the Eagles strike.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выберите войско Тьмы, на которое обрушатся орлы.</translation>
    </message>
    <message>
        <source>Choose the Shadow army to strike.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выберите войско Тьмы, по которому нанести удар.</translation>
    </message>
    <message>
        <source>Choose the Witch-king&apos;s region.</source>
        <translation>Выберите регион Короля-чародея.</translation>
    </message>
    <message>
        <source>Choose the army that goes to Minas Tirith.</source>
        <translation>Выберите войско, которое пойдёт к Минас Тириту.</translation>
    </message>
    <message>
        <source>Choose the besieged stronghold to relieve.</source>
        <translation>Выберите осаждённую крепость, которую нужно выручить.</translation>
    </message>
    <message>
        <source>Choose the card to discard from the table.</source>
        <translation>Выберите карту, которую сбросить со стола.</translation>
    </message>
    <message>
        <source>Choose the card you give your ally.</source>
        <translation>Выберите карту для союзника.</translation>
    </message>
    <message>
        <source>Choose the character who enters play.</source>
        <translation>Выберите персонажа, который вступает в игру.</translation>
    </message>
    <message>
        <source>Choose the coast the Corsairs land on.</source>
        <translation>Выберите берег, где высадятся корсары.</translation>
    </message>
    <message>
        <source>Choose the coastal region.</source>
        <translation>Выберите прибрежный регион.</translation>
    </message>
    <message>
        <source>Choose the companions the card sends.</source>
        <translation>Выберите спутников, которых отправляет карта.</translation>
    </message>
    <message>
        <source>Choose the companions who leave the Fellowship together.</source>
        <translation>Выберите спутников, которые вместе покидают Братство.</translation>
    </message>
    <message>
        <source>Choose the companions who move together.</source>
        <translation>Выберите спутников, которые идут вместе.</translation>
    </message>
    <message>
        <source>Choose the deck to draw from.</source>
        <translation>Выберите колоду, из которой взять карту.</translation>
    </message>
    <message>
        <source>Choose the die the ring changes.</source>
        <translation>Выберите кубик, который меняет Кольцо.</translation>
    </message>
    <message>
        <source>Choose the enemy army to attack.</source>
        <translation>Выберите вражеское войско для атаки.</translation>
    </message>
    <message>
        <source>Choose the event card to play.</source>
        <translation>Выберите карту события, которую разыграть.</translation>
    </message>
    <message>
        <source>Choose the minion to move.</source>
        <translation>Выберите приспешника, который пойдёт.</translation>
    </message>
    <message>
        <source>Choose the minion who enters play.</source>
        <translation>Выберите приспешника, который вступает в игру.</translation>
    </message>
    <message>
        <source>Choose the nation the Stormcrow visits.</source>
        <translation>Выберите народ, к которому прилетит Горевестник.</translation>
    </message>
    <message>
        <source>Choose the nation to activate and advance.</source>
        <translation>Выберите народ, который станет активным и продвинется.</translation>
    </message>
    <message>
        <source>Choose the nation to move toward war.</source>
        <translation>Выберите народ, который приблизится к войне.</translation>
    </message>
    <message>
        <source>Choose the order of your triggered abilities.</source>
        <translation>Выберите порядок срабатывания ваших способностей.</translation>
    </message>
    <message>
        <source>Choose the piece to eliminate.</source>
        <translation>Выберите фигурку, которую уничтожить.</translation>
    </message>
    <message>
        <source>Choose the pieces that attack.</source>
        <translation>Выберите фигурки, которые атакуют.</translation>
    </message>
    <message>
        <source>Choose the pieces that move.</source>
        <translation>Выберите фигурки, которые двигаются.</translation>
    </message>
    <message>
        <source>Choose the region of the army to move.</source>
        <translation>Выберите регион войска, которое двигается.</translation>
    </message>
    <message>
        <source>Choose the region of the attacking army.</source>
        <translation>Выберите регион атакующего войска.</translation>
    </message>
    <message>
        <source>Choose the settlement of the first piece.</source>
        <translation>Выберите поселение для первой фигурки.</translation>
    </message>
    <message>
        <source>Choose the settlement of the second piece.</source>
        <translation>Выберите поселение для второй фигурки.</translation>
    </message>
    <message>
        <source>Choose the settlement to muster in.</source>
        <translation>Выберите поселение для мобилизации.</translation>
    </message>
    <message>
        <source>Choose the stronghold the Witch-king assaults.</source>
        <translation>Выберите крепость, которую штурмует Король-чародей.</translation>
    </message>
    <message>
        <source>Choose the stronghold to assault.</source>
        <translation>Выберите крепость для штурма.</translation>
    </message>
    <message>
        <source>Choose three settlements.</source>
        <translation>Выберите три поселения.</translation>
    </message>
    <message>
        <source>Choose three strongholds.</source>
        <translation>Выберите три крепости.</translation>
    </message>
    <message>
        <source>Choose where a regular unit becomes an elite unit.</source>
        <translation>Выберите, где обычный отряд станет элитным.</translation>
    </message>
    <message>
        <source>Choose where he enters play.</source>
        <translation>Выберите, где он вступает в игру.</translation>
    </message>
    <message>
        <source>Choose where he goes.</source>
        <translation>Выберите, куда он идёт.</translation>
    </message>
    <message>
        <source>Choose where he leaves from.</source>
        <translation>Выберите, откуда он уходит.</translation>
    </message>
    <message>
        <source>Choose where the Dead Men lead him.</source>
        <translation>Выберите, куда его поведут Мертвецы.</translation>
    </message>
    <message>
        <source>Choose where the Dunlendings gather.</source>
        <translation>Выберите, где соберутся дунландцы.</translation>
    </message>
    <message>
        <source>Choose where the Shadow gathers.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Выберите, где соберётся Тьма.</translation>
    </message>
    <message>
        <source>Choose where the army comes out.</source>
        <translation>Выберите, где выйдет войско.</translation>
    </message>
    <message>
        <source>Choose where the hordes come from.</source>
        <translation>Выберите, откуда придут орды.</translation>
    </message>
    <message>
        <source>Choose where the riders are recruited.</source>
        <translation>Выберите, где нанять всадников.</translation>
    </message>
    <message>
        <source>Choose where the storm drives the Fellowship.</source>
        <translation>Выберите, куда буря гонит Братство.</translation>
    </message>
    <message>
        <source>Choose where they go.</source>
        <translation>Выберите, куда они идут.</translation>
    </message>
    <message>
        <source>Choose where {companion} goes on leaving the Fellowship.</source>
        <translation>Выберите, куда идёт {companion}, покидая Братство.</translation>
    </message>
    <message>
        <source>Continue the attack?</source>
        <translation>Продолжить атаку?</translation>
    </message>
    <message>
        <source>Declare the Fellowship&apos;s position?</source>
        <translation>Объявить позицию Братства?</translation>
    </message>
    <message>
        <source>Discard a Free Peoples character card from the table</source>
        <translation>Сбросить со стола карту персонажа Свободных народов</translation>
    </message>
    <message>
        <source>Discard a card: your hand is over its limit.</source>
        <translation>Сбросьте карту: у вас на руке слишком много карт.</translation>
    </message>
    <message>
        <source>Downgrade an elite unit to fight another round of the assault, or end it?</source>
        <translation>Превратить элитный отряд в обычный, чтобы продолжить штурм ещё на раунд, или завершить его?</translation>
    </message>
    <message>
        <source>Draw a card: choose the deck.</source>
        <translation>Возьмите карту: выберите колоду.</translation>
    </message>
    <message>
        <source>Dread and Despair: how many points of the Nazgûl&apos;s leadership do you give up?</source>
        <translation>Ужас и отчаяние: от скольких очков лидерства назгулов вы отказываетесь?</translation>
    </message>
    <message>
        <source>Enter Mordor?</source>
        <translation>Войти в Мордор?</translation>
    </message>
    <message>
        <source>Exchange a card with your ally? (Both must agree.)</source>
        <translation>Обменяться картой с союзником? (Оба должны согласиться.)</translation>
    </message>
    <message>
        <source>Fateful Strike: choose the Nazgûl or minion to eliminate.</source>
        <translation>Роковой удар: выберите назгула или приспешника, которого убрать.</translation>
    </message>
    <message>
        <source>Fateful Strike: choose the Nazgûl to eliminate.</source>
        <translation>Роковой удар: выберите назгула, которого убрать.</translation>
    </message>
    <message>
        <source>Fight a field battle, or withdraw into the stronghold?</source>
        <translation>Дать полевой бой или отступить в крепость?</translation>
    </message>
    <message>
        <source>Gandalf the Grey, the Guide: draw an event card of the same type?</source>
        <translation>Гэндальф Серый, Проводник: взять карту события того же типа?</translation>
    </message>
    <message>
        <source>Gandalf the White: give up his leadership to cancel the Nazgûl&apos;s in this battle?</source>
        <translation>Гэндальф Белый: отказаться от его лидерства, чтобы отменить лидерство назгулов в этой битве?</translation>
    </message>
    <message>
        <source>Give up 1 point: the Free Peoples roll 1 die fewer</source>
        <translation>Отказаться от 1 очка: у Свободных народов на 1 кубик меньше</translation>
    </message>
    <message>
        <source>Give up 2 points: the Free Peoples roll 2 dice fewer</source>
        <translation>Отказаться от 2 очков: у Свободных народов на 2 кубика меньше</translation>
    </message>
    <message>
        <source>Give up 3 points: the Free Peoples roll 3 dice fewer</source>
        <translation>Отказаться от 3 очков: у Свободных народов на 3 кубика меньше</translation>
    </message>
    <message>
        <source>Give up 4 points: the Free Peoples roll 4 dice fewer</source>
        <translation>Отказаться от 4 очков: у Свободных народов на 4 кубика меньше</translation>
    </message>
    <message>
        <source>Give up 5 points: the Free Peoples roll 5 dice fewer</source>
        <translation>Отказаться от 5 очков: у Свободных народов на 5 кубиков меньше</translation>
    </message>
    <message>
        <source>Gollum leads: hide or move the Fellowship?</source>
        <translation>Голлум ведёт: скрыть или переместить Братство?</translation>
    </message>
    <message>
        <source>Heroic Death: choose the leader or companion who falls to cancel hits, or none.</source>
        <translation>Героическая смерть: выберите лидера или спутника, который падёт, чтобы отменить попадания, или никого.</translation>
    </message>
    <message>
        <source>Hide the Fellowship</source>
        <translation>Скрыть Братство</translation>
    </message>
    <message>
        <source>Hunt damage {damage}: lose a companion or use the Ring.</source>
        <translation>Урон охоты {damage}: потерять спутника или использовать Кольцо.</translation>
    </message>
    <message>
        <source>Join your army and your ally&apos;s, where they meet, into one mixed army?</source>
        <translation>Объединить ваше войско и войско союзника, стоящие в одном регионе, в одно смешанное войско?</translation>
    </message>
    <message>
        <source>Mighty Attack: choose the companion who gives up his leadership.</source>
        <translation>Могучая атака: выберите спутника, который откажется от лидерства.</translation>
    </message>
    <message>
        <source>More than 10 units stand in {region}: remove {n}.</source>
        <translation>В регионе {region} больше 10 отрядов: уберите лишние ({n}).</translation>
    </message>
    <message>
        <source>Move a Nazgûl?</source>
        <extracomment>one Nazgûl: a singular word</extracomment>
        <translation>Переместить назгула?</translation>
    </message>
    <message>
        <source>Move a companion (or a group)?</source>
        <translation>Переместить спутника (или группу)?</translation>
    </message>
    <message>
        <source>Move a second army?</source>
        <translation>Переместить второе войско?</translation>
    </message>
    <message>
        <source>Move another army?</source>
        <translation>Переместить ещё одно войско?</translation>
    </message>
    <message>
        <source>Move another minion with the same die?</source>
        <translation>Переместить ещё одного приспешника тем же кубиком?</translation>
    </message>
    <message>
        <source>Move or attack with the Witch-king&apos;s army?</source>
        <translation>Переместить войско Короля-чародея или атаковать им?</translation>
    </message>
    <message>
        <source>Move other companions with the same die?</source>
        <translation>Переместить других спутников тем же кубиком?</translation>
    </message>
    <message>
        <source>Move the Fellowship</source>
        <translation>Переместить Братство</translation>
    </message>
    <message>
        <source>Move the Nazgûl</source>
        <translation>Переместить назгулов</translation>
    </message>
    <message>
        <source>Move the Witch-king&apos;s army</source>
        <translation>Переместить войско Короля-чародея</translation>
    </message>
    <message>
        <source>Move two armies with Nazgûl</source>
        <translation>Переместить два войска с назгулами</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Ни то, ни другое</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ни одного</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Один</translation>
    </message>
    <message>
        <source>One from their hand, at random</source>
        <translation>Одну из руки, наугад</translation>
    </message>
    <message>
        <source>One from their table</source>
        <translation>Одну с их стола</translation>
    </message>
    <message>
        <source>One hit: add 1 to each die of your combat roll</source>
        <translation>Одно попадание: +1 к каждому кубику боевого броска</translation>
    </message>
    <message>
        <source>Onslaught: how many hits do you inflict on your own army?</source>
        <translation>Натиск: сколько попаданий вы наносите своему войску?</translation>
    </message>
    <message>
        <source>Place dice in the Hunt Box.</source>
        <translation>Положите кубики в ячейку охоты.</translation>
    </message>
    <message>
        <source>Play another character event card without a die?</source>
        <translation>Разыграть ещё одну карту героических событий без кубика?</translation>
    </message>
    <message>
        <source>Recruit a regular or an elite unit of {nation} in {region}?</source>
        <translation>Нанять обычный или элитный отряд ({nation}) в регионе {region}?</translation>
    </message>
    <message>
        <source>Recruit how many Gondor regular units?</source>
        <translation>Сколько обычных отрядов Гондора нанять?</translation>
    </message>
    <message>
        <source>Recruit two Nazgûl with the Witch-king</source>
        <translation>Нанять двух назгулов у Короля-чародея</translation>
    </message>
    <message>
        <source>Relentless Assault: how many hits do you inflict on your own army?</source>
        <translation>Неумолимый штурм: сколько попаданий вы наносите своему войску?</translation>
    </message>
    <message>
        <source>Replace a regular unit of which nation with an elite one?</source>
        <translation>Обычный отряд какого народа заменить элитным?</translation>
    </message>
    <message>
        <source>Retreat, or fight another round?</source>
        <translation>Отступить или биться ещё раунд?</translation>
    </message>
    <message>
        <source>Roll for the Hunt</source>
        <translation>Бросить кубики охоты</translation>
    </message>
    <message>
        <source>Scouts: retreat to an adjacent free region, or withdraw into the stronghold?</source>
        <translation>Разведчики: отступить в соседний свободный регион или в крепость?</translation>
    </message>
    <message>
        <source>Take a casualty from the army in {region}: {hits} hits to take.</source>
        <translation>Уберите потерю из войска в регионе {region}: осталось попаданий: {hits}.</translation>
    </message>
    <message>
        <source>Take a casualty: {hits} hits to take.</source>
        <translation>Уберите потерю: осталось попаданий: {hits}.</translation>
    </message>
    <message>
        <source>The Black Captain commands: recruit two Nazgûl or move the Nazgûl?</source>
        <translation>Чёрный Капитан повелевает: нанять двух назгулов или переместить назгулов?</translation>
    </message>
    <message>
        <source>The Fellowship is revealed: choose where it stands.</source>
        <translation>Братство раскрыто: выберите, где оно находится.</translation>
    </message>
    <message>
        <source>The Fellowship moved from {source} to {to}: discard a card from your table?</source>
        <translation>Братство переместилось из региона {source} в регион {to}: сбросить карту со своего стола?</translation>
    </message>
    <message>
        <source>The Ring lures {companion}: add {points} corruption or eliminate him.</source>
        <translation>Кольцо манит: {companion}. Добавить {points} порчи или вывести его из игры.</translation>
    </message>
    <message>
        <source>The Ringwraiths lead: move two armies or attack with one?</source>
        <translation>Призраки Кольца ведут: переместить два войска или атаковать одним?</translation>
    </message>
    <message>
        <source>The Shadow drew {tile}: discard a card from your table?</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма вытянула жетон {tile}: сбросить карту со своего стола?</translation>
    </message>
    <message>
        <source>The Shadow is about to make a Hunt roll: discard a card from your table?</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма сейчас бросит кубики охоты: сбросить карту со своего стола?</translation>
    </message>
    <message>
        <source>The Shadow must draw a hunt tile: discard a card from your table?</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма должна вытянуть жетон охоты: сбросить карту со своего стола?</translation>
    </message>
    <message>
        <source>The Sorcerer: draw an event card of the same type?</source>
        <translation>Колдун: взять карту события того же типа?</translation>
    </message>
    <message>
        <source>The stronghold holds five units: remove {excess} more.</source>
        <translation>В крепости может быть лишь пять отрядов: уберите ещё {excess}.</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Три</translation>
    </message>
    <message>
        <source>Turn an unused die into an Eye? ({left} more)</source>
        <translation>Превратить неиспользованный кубик в Око? (ещё {left})</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Два</translation>
    </message>
    <message>
        <source>Two hits: add 2 to each die of your combat roll</source>
        <translation>Два попадания: +2 к каждому кубику боевого броска</translation>
    </message>
    <message>
        <source>Use {ability}?</source>
        <translation>Применить {ability}?</translation>
    </message>
    <message>
        <source>Which characters go with the army?</source>
        <translation>Какие персонажи идут с войском?</translation>
    </message>
    <message>
        <source>Which companions go with him?</source>
        <translation>Какие спутники идут с ним?</translation>
    </message>
    <message>
        <source>Words of Power: choose the companion whose leadership fails.</source>
        <extracomment>a combat half&apos;s name</extracomment>
        <translation>Слова силы: выберите спутника, чьё лидерство не действует.</translation>
    </message>
    <message>
        <source>Worn with Sorrow and Toil: discard a Free Peoples character card?</source>
        <translation>Измученные горем и трудом: сбросить карту персонажа Свободных народов?</translation>
    </message>
    <message>
        <source>Your army must retreat: choose where.</source>
        <translation>Ваше войско должно отступить: выберите куда.</translation>
    </message>
    <message>
        <source>Your partner proposes: {proposal}. Do you agree?</source>
        <translation>Ваш союзник предлагает: {proposal}. Вы согласны?</translation>
    </message>
</context>
<context>
    <name>wotr.proposal</name>
    <message>
        <source>join your armies into one mixed army</source>
        <translation>объединить ваши войска в одно смешанное войско</translation>
    </message>
</context>
<context>
    <name>wotr.refusal</name>
    <message>
        <source>A companion leaving the Fellowship goes from the Ring-bearers&apos; region up to the progress plus its level, stopping at a Shadow stronghold, never across an impassable border.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Спутник, покидающий Братство, идёт из региона Кольценосцев не дальше, чем продвижение плюс его уровень, останавливаясь в крепости Тьмы и никогда не пересекая непроходимую границу.</translation>
    </message>
    <message>
        <source>A companion on the map moves once per die, up to its level, stopping at a Shadow stronghold, never across an impassable border.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Спутник на карте ходит один раз за кубик, не дальше своего уровня, останавливаясь в крепости Тьмы и никогда не пересекая непроходимую границу.</translation>
    </message>
    <message>
        <source>A die showing {result} does not allow that.</source>
        <translation>Кубик «{result}» этого не позволяет.</translation>
    </message>
    <message>
        <source>An Elven Ring cannot give that result.</source>
        <translation>Эльфийское Кольцо не может дать такой результат.</translation>
    </message>
    <message>
        <source>An Elven Ring changes one of your unused dice, never an Eye.</source>
        <translation>Эльфийское Кольцо меняет один из ваших неиспользованных кубиков, но никогда не «Око».</translation>
    </message>
    <message>
        <source>An army attacks an enemy army in an adjacent region, or in its own region during a siege.</source>
        <translation>Войско атакует вражеское войско в соседнем регионе или в своём регионе во время осады.</translation>
    </message>
    <message>
        <source>An army moves only to an adjacent region free for army movement.</source>
        <translation>Войско движется только в соседний регион, свободный для перемещения войск.</translation>
    </message>
    <message>
        <source>Each Nazgûl moves once, anywhere but into a region with a Free Peoples&apos; stronghold not besieged by the Shadow.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Каждый назгул перемещается один раз, куда угодно, кроме региона с крепостью Свободных народов, не осаждённой Тьмой.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>No army of yours there can make this move.</source>
        <translation>Ни одно ваше войско там не может так переместиться.</translation>
    </message>
    <message>
        <source>Not now: first answer the question now open ({question}).</source>
        <translation>Не сейчас: сначала ответьте на открытый вопрос ({question}).</translation>
    </message>
    <message>
        <source>Not two actions in a row for one nation, nor twice in a row with the same mixed army.</source>
        <translation>Нельзя выполнить два действия подряд за один народ или дважды подряд тем же смешанным войском.</translation>
    </message>
    <message>
        <source>Only the player leading a mixed army moves or fights with your ally&apos;s pieces, and never splits it so as to lose the lead of a part holding them.</source>
        <translation>Только игрок, управляющий смешанным войском, перемещает отряды союзника или воюет ими и не может разделить войско так, чтобы потерять управление частью с ними.</translation>
    </message>
    <message>
        <source>That card cannot be played now: it is not in your hand, its symbol does not match the die, or its condition is not met.</source>
        <translation type="vanished">Эту карту сейчас нельзя разыграть: её нет у вас на руке, её символ не совпадает с кубиком или её условие не выполнено.</translation>
    </message>
    <message>
        <source>That card cannot be played now: it plays with an Event die or a die showing its symbol, and only when its requirement is fully met.</source>
        <translation>Эту карту сейчас нельзя сыграть: её играют кубиком «Событие» или кубиком с её символом и только когда её условие выполнено полностью.</translation>
    </message>
    <message>
        <source>That card cannot be your combat card in this round: its requirement is not met (or the battle allows no card of it).</source>
        <translation>Эта карта не может быть вашей боевой картой в этом раунде: её требование не выполнено (или битва не допускает таких карт).</translation>
    </message>
    <message>
        <source>That companion is not in the Fellowship.</source>
        <translation>Этого спутника нет в Братстве.</translation>
    </message>
    <message>
        <source>That deck holds no card.</source>
        <translation>В этой колоде нет карт.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Сейчас это невозможно.</translation>
    </message>
    <message>
        <source>That nation cannot move toward war now.</source>
        <translation>Этот народ сейчас не может приблизиться к войне.</translation>
    </message>
    <message>
        <source>The Fellowship stands within as many regions of its last known position as its progress, never across an impassable border nor, when revealed, in a Free Peoples&apos; city or stronghold.</source>
        <translation>Братство находится не дальше от последней известной позиции, чем показывает его продвижение, никогда не за непроходимой границей и, если раскрыто, не в городе или крепости Свободных народов.</translation>
    </message>
    <message>
        <source>The Guide is a companion of the highest level in the Fellowship.</source>
        <translation>Проводник — спутник наивысшего уровня в Братстве.</translation>
    </message>
    <message>
        <source>The Shadow places from {least} to {most} dice in the Hunt Box.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма кладёт в ячейку охоты от {least} до {most} кубиков.</translation>
    </message>
    <message>
        <source>The card recruits only the pieces it names, from your reinforcements.</source>
        <translation>Карта нанимает только названные в ней фигурки, из ваших подкреплений.</translation>
    </message>
    <message>
        <source>The card sends one companion, or a group of companions of one region, as far as it says.</source>
        <translation>Карта отправляет одного спутника или группу спутников из одного региона так далеко, как в ней сказано.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>Такого места за столом нет.</translation>
    </message>
    <message>
        <source>Those pieces cannot move together: an army moves with at least one unit, leaders go with the units they lead, and a Character move takes a leader along.</source>
        <translation>Эти фигурки не могут двигаться вместе: войско движется хотя бы с одним отрядом, лидеры идут с отрядами, которыми командуют, а движение по результату «Персонаж» берёт с собой лидера.</translation>
    </message>
    <message>
        <source>You do not play {nation}.</source>
        <translation>Вы не играете за народ {nation}.</translation>
    </message>
    <message>
        <source>You have already used an Elven Ring this turn.</source>
        <translation>Вы уже использовали Эльфийское Кольцо в этом ходу.</translation>
    </message>
    <message>
        <source>You have no unused die showing {result}.</source>
        <translation>У вас нет неиспользованного кубика «{result}».</translation>
    </message>
    <message>
        <source>You hold no Elven Ring.</source>
        <translation>У вас нет Эльфийского Кольца.</translation>
    </message>
    <message>
        <source>You hold no such card.</source>
        <translation>У вас нет такой карты.</translation>
    </message>
    <message>
        <source>You may pass only with fewer unused action dice than your opponent.</source>
        <translation>Пасовать можно, только когда у вас меньше неиспользованных кубиков действий, чем у соперника.</translation>
    </message>
    <message>
        <source>You may recruit only in a free town, city or stronghold of your own nation.</source>
        <translation>Нанимать можно только в свободном посёлке, городе или крепости своего народа.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>партия окончена</translation>
    </message>
    <message>
        <source>{nation} is not at war: a Muster die recruits only nations at war.</source>
        <translation>{nation} не «в войне»: кубик «Мобилизация» нанимает только народы «в войне».</translation>
    </message>
    <message>
        <source>{nation} is not at war: its units may not enter another nation&apos;s borders.</source>
        <translation>{nation} не «в войне»: отряды этого народа не могут входить в пределы границ другого народа.</translation>
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
        <translation>Ангмар</translation>
    </message>
    <message>
        <source>Arnor</source>
        <translation>Арнор</translation>
    </message>
    <message>
        <source>Ash Mountains</source>
        <translation>Пепельные горы</translation>
    </message>
    <message>
        <source>Barad-dûr</source>
        <translation>Барад-дур</translation>
    </message>
    <message>
        <source>Bree</source>
        <extracomment>Russian «Пригорье» as the published translations and the TCG («Ворота Пригорья»)</extracomment>
        <translation>Пригорье</translation>
    </message>
    <message>
        <source>Buckland</source>
        <translation>Забрендия</translation>
    </message>
    <message>
        <source>Cardolan</source>
        <translation>Кардолан</translation>
    </message>
    <message>
        <source>Carrock</source>
        <translation>Каррок</translation>
    </message>
    <message>
        <source>Dagorlad</source>
        <translation>Дагорлад</translation>
    </message>
    <message>
        <source>Dale</source>
        <translation>Дейл</translation>
    </message>
    <message>
        <source>Dead Marshes</source>
        <translation>Мёртвые топи</translation>
    </message>
    <message>
        <source>Dimrill Dale</source>
        <translation>Черноречье</translation>
    </message>
    <message>
        <source>Dol Amroth</source>
        <translation>Дол Амрот</translation>
    </message>
    <message>
        <source>Dol Guldur</source>
        <translation>Дол Гулдур</translation>
    </message>
    <message>
        <source>Druwaith Iaur</source>
        <translation>Друвайт Яур</translation>
    </message>
    <message>
        <source>Drúadan Forest</source>
        <translation>Друаданский лес</translation>
    </message>
    <message>
        <source>Eagles&apos; Eyrie</source>
        <translation>Орлиное гнездо</translation>
    </message>
    <message>
        <source>East Harondor</source>
        <translation>Восточный Харондор</translation>
    </message>
    <message>
        <source>East Rhûn</source>
        <translation>Восточный Рун</translation>
    </message>
    <message>
        <source>Eastemnet</source>
        <translation>Восточный Эмнет</translation>
    </message>
    <message>
        <source>Eastern Brown Lands</source>
        <translation>Восточные Бурые земли</translation>
    </message>
    <message>
        <source>Eastern Emyn Muil</source>
        <translation>Восточный Эмин-Муил</translation>
    </message>
    <message>
        <source>Eastern Mirkwood</source>
        <translation>Восточное Лихолесье</translation>
    </message>
    <message>
        <source>Edoras</source>
        <translation>Эдорас</translation>
    </message>
    <message>
        <source>Enedwaith</source>
        <extracomment>Ukrainian: spelt Еденвайт as the War of the Ring book spells it</extracomment>
        <translation>Энедвайт</translation>
    </message>
    <message>
        <source>Erebor</source>
        <translation>Эребор</translation>
    </message>
    <message>
        <source>Erech</source>
        <translation>Эрех</translation>
    </message>
    <message>
        <source>Ered Luin</source>
        <translation>Эред Луин</translation>
    </message>
    <message>
        <source>Ettenmoors</source>
        <translation>Эттенские пустоши</translation>
    </message>
    <message>
        <source>Evendim</source>
        <translation>Эвендим</translation>
    </message>
    <message>
        <source>Fangorn</source>
        <translation>Фангорн</translation>
    </message>
    <message>
        <source>Far Harad</source>
        <translation>Дальний Харад</translation>
    </message>
    <message>
        <source>Folde</source>
        <translation>Фолд</translation>
    </message>
    <message>
        <source>Fords of Bruinen</source>
        <translation>Бруиненские броды</translation>
    </message>
    <message>
        <source>Fords of Isen</source>
        <translation>Изенские броды</translation>
    </message>
    <message>
        <source>Forlindon</source>
        <translation>Форлиндон</translation>
    </message>
    <message>
        <source>Gap of Rohan</source>
        <translation>Роханский проход</translation>
    </message>
    <message>
        <source>Gladden Fields</source>
        <translation>Ирисные поля</translation>
    </message>
    <message>
        <source>Goblin&apos;s Gate</source>
        <translation>Гоблинские ворота</translation>
    </message>
    <message>
        <source>Gorgoroth</source>
        <translation>Горгорот</translation>
    </message>
    <message>
        <source>Grey Havens</source>
        <translation>Серые Гавани</translation>
    </message>
    <message>
        <source>Harlindon</source>
        <translation>Харлиндон</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep</source>
        <translation>Хельмова Падь</translation>
    </message>
    <message>
        <source>High Pass</source>
        <translation>Высокий перевал</translation>
    </message>
    <message>
        <source>Hollin</source>
        <translation>Падуболье</translation>
    </message>
    <message>
        <source>Iron Hills</source>
        <translation>Железные холмы</translation>
    </message>
    <message>
        <source>Khand</source>
        <translation>Кханд</translation>
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
        <translation>Лориен</translation>
    </message>
    <message>
        <source>Minas Morgul</source>
        <translation>Минас Моргул</translation>
    </message>
    <message>
        <source>Minas Tirith</source>
        <translation>Минас Тирит</translation>
    </message>
    <message>
        <source>Minhiriath</source>
        <translation>Минхириат</translation>
    </message>
    <message>
        <source>Morannon</source>
        <translation>Мораннон</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Мория</translation>
    </message>
    <message>
        <source>Mount Gram</source>
        <translation>Гора Грам</translation>
    </message>
    <message>
        <source>Mount Gundabad</source>
        <translation>Гора Гундабад</translation>
    </message>
    <message>
        <source>Narrows of the Forest</source>
        <translation>Лесная теснина</translation>
    </message>
    <message>
        <source>Near Harad</source>
        <translation>Ближний Харад</translation>
    </message>
    <message>
        <source>Noman-lands</source>
        <translation>Ничейные земли</translation>
    </message>
    <message>
        <source>North Anduin Vale</source>
        <translation>Северная долина Андуина</translation>
    </message>
    <message>
        <source>North Downs</source>
        <translation>Северные холмы</translation>
    </message>
    <message>
        <source>North Dunland</source>
        <translation>Северный Дунланд</translation>
    </message>
    <message>
        <source>North Ered Luin</source>
        <translation>Северные Эред Луин</translation>
    </message>
    <message>
        <source>North Ithilien</source>
        <translation>Северный Итилиэн</translation>
    </message>
    <message>
        <source>North Rhûn</source>
        <translation>Северный Рун</translation>
    </message>
    <message>
        <source>Northern Dorwinion</source>
        <translation>Северный Дорвинион</translation>
    </message>
    <message>
        <source>Northern Mirkwood</source>
        <translation>Северное Лихолесье</translation>
    </message>
    <message>
        <source>Northern Rhovanion</source>
        <translation>Северный Рованион</translation>
    </message>
    <message>
        <source>Nurn</source>
        <translation>Нурн</translation>
    </message>
    <message>
        <source>Old Ford</source>
        <translation>Старый брод</translation>
    </message>
    <message>
        <source>Old Forest</source>
        <translation>Старый лес</translation>
    </message>
    <message>
        <source>Old Forest Road</source>
        <translation>Старая лесная дорога</translation>
    </message>
    <message>
        <source>Orthanc</source>
        <translation>Ортханк</translation>
    </message>
    <message>
        <source>Osgiliath</source>
        <translation>Осгилиат</translation>
    </message>
    <message>
        <source>Parth Celebrant</source>
        <translation>Парт Келебрант</translation>
    </message>
    <message>
        <source>Pelargir</source>
        <translation>Пеларгир</translation>
    </message>
    <message>
        <source>Rhosgobel</source>
        <translation>Росгобел</translation>
    </message>
    <message>
        <source>Rivendell</source>
        <translation>Ривенделл</translation>
    </message>
    <message>
        <source>South Anduin Vale</source>
        <translation>Южная долина Андуина</translation>
    </message>
    <message>
        <source>South Downs</source>
        <translation>Южные холмы</translation>
    </message>
    <message>
        <source>South Dunland</source>
        <translation>Южный Дунланд</translation>
    </message>
    <message>
        <source>South Ered Luin</source>
        <translation>Южные Эред Луин</translation>
    </message>
    <message>
        <source>South Ithilien</source>
        <translation>Южный Итилиэн</translation>
    </message>
    <message>
        <source>South Rhûn</source>
        <translation>Южный Рун</translation>
    </message>
    <message>
        <source>Southern Dorwinion</source>
        <translation>Южный Дорвинион</translation>
    </message>
    <message>
        <source>Southern Mirkwood</source>
        <translation>Южное Лихолесье</translation>
    </message>
    <message>
        <source>Southern Rhovanion</source>
        <translation>Южный Рованион</translation>
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
        <translation>Башенные холмы</translation>
    </message>
    <message>
        <source>Trollshaws</source>
        <translation>Тролличья чаща</translation>
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
        <translation>Долина Келдуина</translation>
    </message>
    <message>
        <source>Weather Hills</source>
        <translation>Пасмурные холмы</translation>
    </message>
    <message>
        <source>West Harondor</source>
        <translation>Западный Харондор</translation>
    </message>
    <message>
        <source>Westemnet</source>
        <translation>Западный Эмнет</translation>
    </message>
    <message>
        <source>Western Brown Lands</source>
        <translation>Западные Бурые земли</translation>
    </message>
    <message>
        <source>Western Emyn Muil</source>
        <translation>Западный Эмин-Муил</translation>
    </message>
    <message>
        <source>Western Mirkwood</source>
        <translation>Западное Лихолесье</translation>
    </message>
    <message>
        <source>Withered Heath</source>
        <translation>Иссохшая пустошь</translation>
    </message>
    <message>
        <source>Woodland Realm</source>
        <translation>Лесное королевство</translation>
    </message>
</context>
<context>
    <name>wotr.result</name>
    <message>
        <source>Army</source>
        <translation>Войско</translation>
    </message>
    <message>
        <source>Army/Muster</source>
        <translation>Войско/Мобилизация</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Eye</source>
        <translation>Око</translation>
    </message>
    <message>
        <source>Muster</source>
        <translation>Мобилизация</translation>
    </message>
    <message>
        <source>Will of the West</source>
        <translation>Воля Запада</translation>
    </message>
</context>
<context>
    <name>wotr.seat</name>
    <message>
        <source>Free Peoples</source>
        <translation>Свободные народы</translation>
    </message>
    <message>
        <source>Gondor and the Elves</source>
        <translation>Гондор и эльфы</translation>
    </message>
    <message>
        <source>Rohan, the North and the Dwarves</source>
        <extracomment>the nation is its people: plural</extracomment>
        <translation>Рохан, северяне и гномы</translation>
    </message>
    <message>
        <source>Saruman and Sauron&apos;s allies</source>
        <translation>Саруман и союзники Саурона</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма</translation>
    </message>
    <message>
        <source>the Witch-king</source>
        <translation>Король-чародей</translation>
    </message>
</context>
<context>
    <name>wotr.side</name>
    <message>
        <source>the Free Peoples player</source>
        <translation>Игрок за Свободные народы</translation>
    </message>
    <message>
        <source>the Shadow player</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Игрок за Тьму</translation>
    </message>
</context>
<context>
    <name>wotr.table</name>
    <message>
        <source>2: one per side; 3: the Free Peoples against two Shadow players; 4: two per side</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>2: по одному за сторону; 3: Свободные народы против двух игроков Тьмы; 4: по двое за сторону</translation>
    </message>
    <message>
        <source>A look at the board: the decisions of War of the Ring are not at the table yet. Zoom with the wheel or + and -, pan by dragging or with the arrow keys, 0 fits the map, a double click zooms to a region.</source>
        <translation type="vanished">Обзор поля: решений «Войны Кольца» за столом пока нет. Колесо или + и − меняют масштаб, перетаскивание или стрелки сдвигают карту, 0 показывает её целиком, двойной щелчок приближает регион.</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Нападающий</translation>
    </message>
    <message>
        <source>Combat card {name} (initiative {n}): {text}</source>
        <translation>Боевая карта {name} (инициатива {n}): {text}</translation>
    </message>
    <message>
        <source>Companions in the Fellowship: {n}</source>
        <translation>Спутников в Братстве: {n}</translation>
    </message>
    <message>
        <source>Corruption</source>
        <translation type="vanished">Порча</translation>
    </message>
    <message>
        <source>Corruption: {n} of {most}</source>
        <translation>Порча: {n} из {most}</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Защитник</translation>
    </message>
    <message>
        <source>Elven Rings: {n}</source>
        <translation>Эльфийские Кольца: {n}</translation>
    </message>
    <message>
        <source>Event: {text}</source>
        <translation>Событие: {text}</translation>
    </message>
    <message>
        <source>Event: {type}</source>
        <translation type="vanished">Событие: {type}</translation>
    </message>
    <message>
        <source>Field battle</source>
        <translation>Полевая битва</translation>
    </message>
    <message>
        <source>Free Peoples</source>
        <translation>Свободные народы</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал партии</translation>
    </message>
    <message>
        <source>Guide: {name}</source>
        <translation>Проводник: {name}</translation>
    </message>
    <message>
        <source>Hunt Box: {n} dice</source>
        <translation>Ячейка охоты: кубиков {n}</translation>
    </message>
    <message>
        <source>Hunt Pool: {n} tiles</source>
        <translation>Запас охоты: жетонов {n}</translation>
    </message>
    <message>
        <source>Hunt roll:</source>
        <translation>Бросок охоты:</translation>
    </message>
    <message>
        <source>Hunt roll: none yet</source>
        <translation>Бросок охоты: ещё не было</translation>
    </message>
    <message>
        <source>Hunt roll: {dice} dice, {n} successes</source>
        <translation>Бросок охоты: {dice} куб., успехов {n}</translation>
    </message>
    <message>
        <source>Mordor track: not yet on it</source>
        <translation>Трек Мордора: ещё не на нём</translation>
    </message>
    <message>
        <source>Mordor track: step {n} of 5</source>
        <translation>Трек Мордора: деление {n} из 5</translation>
    </message>
    <message>
        <source>On the table:</source>
        <translation>На столе:</translation>
    </message>
    <message>
        <source>People playing</source>
        <translation>Сколько человек играет</translation>
    </message>
    <message>
        <source>Political track</source>
        <translation>Трек политики</translation>
    </message>
    <message>
        <source>Progress: {n} · {state}</source>
        <translation>Продвижение: {n} · {state}</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма</translation>
    </message>
    <message>
        <source>Siege battle</source>
        <translation>Битва при осаде</translation>
    </message>
    <message>
        <source>Sortie</source>
        <translation>Вылазка</translation>
    </message>
    <message>
        <source>The Fellowship</source>
        <translation>Братство</translation>
    </message>
    <message>
        <source>The Fellowship and the Hunt</source>
        <translation>Братство и охота</translation>
    </message>
    <message>
        <source>The Fellowship&apos;s progress</source>
        <translation type="vanished">Продвижение Братства</translation>
    </message>
    <message>
        <source>The Free Peoples win ({seats}). {cause}</source>
        <translation>Побеждают Свободные народы ({seats}). {cause}</translation>
    </message>
    <message>
        <source>The Free Peoples win. {cause}</source>
        <translation>Побеждают Свободные народы. {cause}</translation>
    </message>
    <message>
        <source>The Shadow wins ({seats}). {cause}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Побеждает Тьма ({seats}). {cause}</translation>
    </message>
    <message>
        <source>The Shadow wins. {cause}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Побеждает Тьма. {cause}</translation>
    </message>
    <message>
        <source>The map of Middle-earth</source>
        <translation type="vanished">Карта Средиземья</translation>
    </message>
    <message>
        <source>Tiles drawn: {tiles}</source>
        <translation>Жетоны: {tiles}</translation>
    </message>
    <message>
        <source>To act: {seats}</source>
        <translation>Ходит: {seats}</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>Сыграно ходов</translation>
    </message>
    <message>
        <source>VP: {fp} {a} · {shadow} {b}</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>ПО: {fp} {a} · {shadow} {b}</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation type="vanished">Победа</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Победные очки</translation>
    </message>
    <message>
        <source>War of the Ring · Turn {n}</source>
        <translation>Война Кольца · Ход {n}</translation>
    </message>
    <message>
        <source>Your event cards</source>
        <translation>Ваши карты событий</translation>
    </message>
    <message>
        <source>a combat card, face down</source>
        <translation>боевая карта рубашкой вверх</translation>
    </message>
    <message>
        <source>a special tile</source>
        <translation>особый жетон</translation>
    </message>
    <message>
        <source>active</source>
        <translation>активен</translation>
    </message>
    <message>
        <source>at war</source>
        <translation>война</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>скрыто</translation>
    </message>
    <message>
        <source>hits to take: {n}</source>
        <translation>получить попаданий: {n}</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>инициатива</translation>
    </message>
    <message>
        <source>initiative {n}</source>
        <translation>инициатива {n}</translation>
    </message>
    <message>
        <source>leaders: {n}</source>
        <translation>предводителей: {n}</translation>
    </message>
    <message>
        <source>no cards in your hand</source>
        <translation>в руке нет карт</translation>
    </message>
    <message>
        <source>no combat card</source>
        <translation>без боевой карты</translation>
    </message>
    <message>
        <source>no dice to use</source>
        <translation>нет кубиков для действий</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>пассивен</translation>
    </message>
    <message>
        <source>progress {progress} · corruption {corruption}</source>
        <translation>продвижение {progress} · порча {corruption}</translation>
    </message>
    <message>
        <source>re-roll: {dice}</source>
        <translation>переброс: {dice}</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>раскрыто</translation>
    </message>
    <message>
        <source>roll: {dice}</source>
        <translation>бросок: {dice}</translation>
    </message>
    <message>
        <source>to roll: {n}</source>
        <translation>бросить: {n}</translation>
    </message>
    <message>
        <source>used: {n}</source>
        <translation>использовано: {n}</translation>
    </message>
    <message>
        <source>{deck}: {n} cards in the deck</source>
        <translation>{deck}: карт в колоде {n}</translation>
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
        <translation>{kind}: {region} · бой окончен</translation>
    </message>
    <message>
        <source>{seat}: {d} discarded</source>
        <translation>{seat}: в сбросе {d}</translation>
    </message>
    <message>
        <source>{seat}: {n} in hand, {d} discarded</source>
        <translation>{seat}: в руке {n}, в сбросе {d}</translation>
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
        <translation type="vanished">{side}: победные очки</translation>
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
        <translation>0, раскрытие</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>1, reveal</source>
        <translation>1, раскрытие</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>2, reveal</source>
        <translation>2, раскрытие</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>Elven Cloaks (0)</source>
        <translation>Эльфийские плащи (0)</translation>
    </message>
    <message>
        <source>Elven Rope (0)</source>
        <translation>Эльфийская верёвка (0)</translation>
    </message>
    <message>
        <source>Give it to Uss! (1, reveal, stop)</source>
        <translation>Отдай его нам! (1, раскрытие, стоп)</translation>
    </message>
    <message>
        <source>On, On They Went (3, stop)</source>
        <translation>Всё дальше и дальше (3, стоп)</translation>
    </message>
    <message>
        <source>Phial of Galadriel (−2)</source>
        <translation>Фиал Галадриэли (−2)</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair (a die, stop)</source>
        <translation>Логово Шелоб (кубик, стоп)</translation>
    </message>
    <message>
        <source>Sméagol Helps Nice Master (−1)</source>
        <translation>Смеагол помогает доброму хозяину (−1)</translation>
    </message>
    <message>
        <source>The Ring is Mine! (the Eye, reveal, stop)</source>
        <translation>Кольцо моё! (Око, раскрытие, стоп)</translation>
    </message>
    <message>
        <source>the Eye, reveal</source>
        <translation>Око, раскрытие</translation>
    </message>
</context>
<context>
    <name>wotr.use</name>
    <message>
        <source>A companion moves his nation toward war</source>
        <translation>Спутник продвигает свой народ к войне</translation>
    </message>
    <message>
        <source>Attack with an army</source>
        <translation>Атаковать войском</translation>
    </message>
    <message>
        <source>Attack with an army led by a leader</source>
        <translation>Атаковать войском с лидером</translation>
    </message>
    <message>
        <source>Bring Gandalf the White or Aragorn into play</source>
        <translation>Ввести в игру Гэндальфа Белого или Арагорна</translation>
    </message>
    <message>
        <source>Bring a minion into play</source>
        <translation>Ввести в игру приспешника</translation>
    </message>
    <message>
        <source>Diplomatic action</source>
        <translation>Дипломатическое действие</translation>
    </message>
    <message>
        <source>Discard a card from the table</source>
        <translation>Сбросить карту со стола</translation>
    </message>
    <message>
        <source>Draw an event card</source>
        <translation>Взять карту события</translation>
    </message>
    <message>
        <source>Hide the Fellowship</source>
        <translation>Скрыть Братство</translation>
    </message>
    <message>
        <source>Hide the Fellowship (Strider, the Guide)</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Скрыть Братство (Странник, Проводник)</translation>
    </message>
    <message>
        <source>Move an army with a leader</source>
        <translation>Переместить войско с лидером</translation>
    </message>
    <message>
        <source>Move companions</source>
        <translation>Переместить спутников</translation>
    </message>
    <message>
        <source>Move the Fellowship</source>
        <translation>Переместить Братство</translation>
    </message>
    <message>
        <source>Move the minions</source>
        <translation>Переместить приспешников</translation>
    </message>
    <message>
        <source>Move up to two armies</source>
        <translation>Переместить до двух войск</translation>
    </message>
    <message>
        <source>Play an event card</source>
        <translation>Разыграть карту события</translation>
    </message>
    <message>
        <source>Recruit a regular unit and a leader</source>
        <translation>Нанять обычный отряд и лидера</translation>
    </message>
    <message>
        <source>Recruit an elite unit</source>
        <translation>Нанять элитный отряд</translation>
    </message>
    <message>
        <source>Recruit two leaders</source>
        <translation>Нанять двух лидеров</translation>
    </message>
    <message>
        <source>Recruit two regular units</source>
        <translation>Нанять два обычных отряда</translation>
    </message>
    <message>
        <source>Separate companions from the Fellowship</source>
        <translation>Отделить спутников от Братства</translation>
    </message>
    <message>
        <source>Set the die aside without acting</source>
        <translation>Отложить кубик без действия</translation>
    </message>
    <message>
        <source>The Voice of Saruman: a regular unit in every Isengard settlement</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Голос Сарумана: обычный отряд в каждом поселении Изенгарда</translation>
    </message>
    <message>
        <source>The Voice of Saruman: two regular units of Orthanc become elite units</source>
        <translation>Голос Сарумана: два обычных отряда Ортханка становятся элитными</translation>
    </message>
</context>
<context>
    <name>wotr_cards.card</name>
    <message>
        <source>Amon Hen</source>
        <translation>Амон Хен</translation>
    </message>
    <message>
        <source>Andúril</source>
        <translation>Андурил</translation>
    </message>
    <message>
        <source>Aragorn</source>
        <translation>Арагорн</translation>
    </message>
    <message>
        <source>Arwen</source>
        <translation>Арвен</translation>
    </message>
    <message>
        <source>Bag End</source>
        <translation>Бэг Энд</translation>
    </message>
    <message>
        <source>Balrog of Moria</source>
        <translation>Балрог из Мории</translation>
    </message>
    <message>
        <source>Barrow-wights</source>
        <translation>Умертвия</translation>
    </message>
    <message>
        <source>Bilbo Baggins</source>
        <translation>Бильбо Бэггинс</translation>
    </message>
    <message>
        <source>Black Breath</source>
        <translation>Чёрное дыхание</translation>
    </message>
    <message>
        <source>Black Rider&apos;s Mount</source>
        <extracomment>the card game&apos;s book: «Конь назгула»</extracomment>
        <translation>Конь назгула</translation>
    </message>
    <message>
        <source>Black Uruks</source>
        <translation>Чёрные урук-хаи</translation>
    </message>
    <message>
        <source>Blade of Westernesse</source>
        <translation>Нуменорский клинок</translation>
    </message>
    <message>
        <source>Boromir</source>
        <translation>Боромир</translation>
    </message>
    <message>
        <source>Bow of the Galadhrim</source>
        <translation>Лук Галадримов</translation>
    </message>
    <message>
        <source>Buckleberry Ferry</source>
        <translation>Переправа Баклберри</translation>
    </message>
    <message>
        <source>Candles of Corpses</source>
        <translation>Свечи мертвецов</translation>
    </message>
    <message>
        <source>Caradhras</source>
        <translation>Карадрас</translation>
    </message>
    <message>
        <source>Caradhras the Cruel</source>
        <translation>Жестокий Карадрас</translation>
    </message>
    <message>
        <source>Cave-troll</source>
        <translation>Пещерный тролль</translation>
    </message>
    <message>
        <source>Cirith Ungol</source>
        <translation>Крепость Кирит Унгол</translation>
    </message>
    <message>
        <source>Coastal Raiders</source>
        <translation>Береговые налётчики</translation>
    </message>
    <message>
        <source>Corsairs of Umbar</source>
        <translation>Корсары Умбара</translation>
    </message>
    <message>
        <source>Crack of Doom</source>
        <translation>Роковая расщелина</translation>
    </message>
    <message>
        <source>Dead Marshes</source>
        <translation>Мёртвые топи</translation>
    </message>
    <message>
        <source>Dead Men of Dunharrow</source>
        <translation>Мертвецы Дунхарроу</translation>
    </message>
    <message>
        <source>Death! Ride, Ride to Ruin!</source>
        <translation>Смерть! Вперёд, навстречу гибели!</translation>
    </message>
    <message>
        <source>Denethor</source>
        <translation>Денетор</translation>
    </message>
    <message>
        <source>Devilry of Saruman</source>
        <translation>Чародейство Сарумана</translation>
    </message>
    <message>
        <source>Dimrill Dale</source>
        <extracomment>the card game&apos;s book: «Долина Тёмных вод»; elsewhere «Черноречье» (published)</extracomment>
        <translation>Долина Тёмных вод</translation>
    </message>
    <message>
        <source>Dol Amroth</source>
        <translation>Дол Амрот</translation>
    </message>
    <message>
        <source>Dol Guldur</source>
        <translation>Дол Гулдур</translation>
    </message>
    <message>
        <source>Dwarven Axe</source>
        <extracomment>Ukrainian «ґном» as the War of the Ring book (seed 003)</extracomment>
        <translation>Гномий топор</translation>
    </message>
    <message>
        <source>Edoras</source>
        <translation>Эдорас</translation>
    </message>
    <message>
        <source>Egladil</source>
        <translation>Эгладил</translation>
    </message>
    <message>
        <source>Elrond</source>
        <translation>Элронд</translation>
    </message>
    <message>
        <source>Elven Cloak</source>
        <translation>Эльфийский плащ</translation>
    </message>
    <message>
        <source>Emyn Muil</source>
        <extracomment>one Russian form in every game, hyphened as «Амон-Хен»</extracomment>
        <translation>Эмин-Муил</translation>
    </message>
    <message>
        <source>Ent-draught</source>
        <translation>Энтово питьё</translation>
    </message>
    <message>
        <source>Faramir</source>
        <translation>Фарамир</translation>
    </message>
    <message>
        <source>Fatty Bolger</source>
        <extracomment>the card game&apos;s book: «Толстячок Болджер»; the cooperative game&apos;s book (seed 004) «Фэтти»</extracomment>
        <translation>Толстячок Болджер</translation>
    </message>
    <message>
        <source>Fell Beast</source>
        <translation>Крылатая тварь</translation>
    </message>
    <message>
        <source>Fighting Uruk-hai</source>
        <translation>Боевые урук-хаи</translation>
    </message>
    <message>
        <source>Flocks of Crebain</source>
        <translation>Стая кребайн</translation>
    </message>
    <message>
        <source>Fords of Bruinen</source>
        <translation>Бруиненские броды</translation>
    </message>
    <message>
        <source>Frodo Baggins</source>
        <translation>Фродо Бэггинс</translation>
    </message>
    <message>
        <source>Galadriel</source>
        <translation>Галадриэль</translation>
    </message>
    <message>
        <source>Gandalf the Grey</source>
        <translation>Гэндальф Серый</translation>
    </message>
    <message>
        <source>Gandalf the White</source>
        <translation>Гэндальф Белый</translation>
    </message>
    <message>
        <source>Gandalf&apos;s Staff</source>
        <translation>Посох Гэндальфа</translation>
    </message>
    <message>
        <source>Gildor&apos;s Encampment</source>
        <translation>Привал Гилдора</translation>
    </message>
    <message>
        <source>Gimli</source>
        <translation>Гимли</translation>
    </message>
    <message>
        <source>Glamdring</source>
        <translation>Гламдринг</translation>
    </message>
    <message>
        <source>Goblins of the Misty Mountains</source>
        <translation>Гоблины Мглистых гор</translation>
    </message>
    <message>
        <source>Gollum</source>
        <translation>Голлум</translation>
    </message>
    <message>
        <source>Gorbag and Shagrat</source>
        <translation>Горбаг и Шаграт</translation>
    </message>
    <message>
        <source>Grishnákh</source>
        <translation>Гришнак</translation>
    </message>
    <message>
        <source>Grond, Hammer of the Underworld</source>
        <translation>Гронд, Молот Преисподней</translation>
    </message>
    <message>
        <source>Gríma Wormtongue</source>
        <extracomment>a man: his verbs are masculine though «Грима» ends in -а</extracomment>
        <translation>Грима Гнилоуст</translation>
    </message>
    <message>
        <source>Guards of the Citadel</source>
        <translation>Стражи Цитадели</translation>
    </message>
    <message>
        <source>Gwaihir the Windlord</source>
        <translation>Гваихир, Повелитель Ветров</translation>
    </message>
    <message>
        <source>Halbarad</source>
        <translation>Халбарад</translation>
    </message>
    <message>
        <source>Harad</source>
        <translation>Харад</translation>
    </message>
    <message>
        <source>Haradrim Cavalry</source>
        <translation>Конница харадримов</translation>
    </message>
    <message>
        <source>Haradrim Mûmakil</source>
        <translation>Мумакилы харадримов</translation>
    </message>
    <message>
        <source>Haradrim Regulars</source>
        <translation>Войско харадримов</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep</source>
        <translation>Хельмова Падь</translation>
    </message>
    <message>
        <source>Henneth Annûn</source>
        <translation>Хеннет Аннун</translation>
    </message>
    <message>
        <source>Herbs and Stewed Rabbit</source>
        <translation>Травы и тушёный кролик</translation>
    </message>
    <message>
        <source>High Elves</source>
        <translation>Высокие эльфы</translation>
    </message>
    <message>
        <source>Hill-troll</source>
        <translation>Холмовой тролль</translation>
    </message>
    <message>
        <source>Imladris</source>
        <translation>Имладрис</translation>
    </message>
    <message>
        <source>Inn of the Prancing Pony</source>
        <translation>Трактир «Гарцующий пони»</translation>
    </message>
    <message>
        <source>Khazad-dûm</source>
        <translation>Казад-Дум</translation>
    </message>
    <message>
        <source>Knights of Dol Amroth</source>
        <translation>Рыцари Дол Амрота</translation>
    </message>
    <message>
        <source>Legolas</source>
        <translation>Леголас</translation>
    </message>
    <message>
        <source>Lembas</source>
        <translation>Лембас</translation>
    </message>
    <message>
        <source>Lothlórien</source>
        <extracomment>the card game&apos;s book has both «Лотлориен» (this card) and «Лориен» (Lórien)</extracomment>
        <translation>Лотлориен</translation>
    </message>
    <message>
        <source>Lórien</source>
        <translation>Лориен</translation>
    </message>
    <message>
        <source>Merry Brandybuck</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок</extracomment>
        <translation>Мерри Брэндибак</translation>
    </message>
    <message>
        <source>Minas Morgul</source>
        <translation>Минас Моргул</translation>
    </message>
    <message>
        <source>Minas Tirith</source>
        <translation>Минас Тирит</translation>
    </message>
    <message>
        <source>Mirror of Galadriel</source>
        <translation>Зеркало Галадриэли</translation>
    </message>
    <message>
        <source>Mithril Coat</source>
        <translation>Кольчуга из мифрила</translation>
    </message>
    <message>
        <source>Morannon</source>
        <translation>Мораннон</translation>
    </message>
    <message>
        <source>Mordor Orcs</source>
        <translation>Орки Мордора</translation>
    </message>
    <message>
        <source>Morgai</source>
        <translation>Моргай</translation>
    </message>
    <message>
        <source>Morgul Blade</source>
        <translation>Моргульский клинок</translation>
    </message>
    <message>
        <source>Morgul Vale</source>
        <translation>Долина Моргула</translation>
    </message>
    <message>
        <source>Moria</source>
        <translation>Мория</translation>
    </message>
    <message>
        <source>Mouth of Sauron</source>
        <extracomment>Russian «уста» is plural: the verb agrees in the plural («Уста Саурона заменяют»)</extracomment>
        <translation>Уста Саурона</translation>
    </message>
    <message>
        <source>Narya, Ring of Fire</source>
        <translation>Нарья, Кольцо Огня</translation>
    </message>
    <message>
        <source>Nazgûl&apos;s Mantle</source>
        <translation>Плащ назгула</translation>
    </message>
    <message>
        <source>Nenya, Ring of Adamant</source>
        <translation>Нэнья, Адамантовое Кольцо</translation>
    </message>
    <message>
        <source>Olog-hai</source>
        <translation>Олог-хай</translation>
    </message>
    <message>
        <source>Orodruin</source>
        <translation>Ородруин</translation>
    </message>
    <message>
        <source>Orthanc</source>
        <translation>Ортханк</translation>
    </message>
    <message>
        <source>Osgiliath</source>
        <translation>Осгилиат</translation>
    </message>
    <message>
        <source>Palantír of Orthanc</source>
        <translation>Палантир Ортханка</translation>
    </message>
    <message>
        <source>Paths of the Dead</source>
        <translation>Тропы Мёртвых</translation>
    </message>
    <message>
        <source>Pelargir</source>
        <translation>Пеларгир</translation>
    </message>
    <message>
        <source>Phial of Galadriel</source>
        <translation>Фиал Галадриэли</translation>
    </message>
    <message>
        <source>Pippin Took</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>Пиппин Тук</translation>
    </message>
    <message>
        <source>Prince Imrahil</source>
        <translation>Князь Имрахиль</translation>
    </message>
    <message>
        <source>Quickbeam</source>
        <translation>Скоростень</translation>
    </message>
    <message>
        <source>Riders of Rohan</source>
        <extracomment>«Роган» is seed 003&apos;s; the name is ours; «Рохан» is seed 000&apos;s; the card&apos;s name is ours</extracomment>
        <translation>Всадники Рохана</translation>
    </message>
    <message>
        <source>Rivendell</source>
        <translation>Ривенделл</translation>
    </message>
    <message>
        <source>Sam Gamgee</source>
        <translation>Сэм Гэмджи</translation>
    </message>
    <message>
        <source>Saruman</source>
        <translation>Саруман</translation>
    </message>
    <message>
        <source>Saruman&apos;s Staff</source>
        <translation>Посох Сарумана</translation>
    </message>
    <message>
        <source>Shadowfax</source>
        <translation>Светозар</translation>
    </message>
    <message>
        <source>Shelob</source>
        <translation>Шелоб</translation>
    </message>
    <message>
        <source>Shelob&apos;s Lair</source>
        <translation>Логово Шелоб</translation>
    </message>
    <message>
        <source>Sméagol</source>
        <translation>Смеагол</translation>
    </message>
    <message>
        <source>Soldiers of Gondor</source>
        <translation>Солдаты Гондора</translation>
    </message>
    <message>
        <source>Sting</source>
        <translation>Жало</translation>
    </message>
    <message>
        <source>Strider</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Странник</translation>
    </message>
    <message>
        <source>The Beguiler</source>
        <translation>Заклинатель</translation>
    </message>
    <message>
        <source>The Black Captain</source>
        <extracomment>«провідник» is seed 003&apos;s word for the Guide; the name is ours</extracomment>
        <translation>Чёрный предводитель</translation>
    </message>
    <message>
        <source>The Black Easterling</source>
        <translation>Чёрный истерлинг</translation>
    </message>
    <message>
        <source>The Black Fleet</source>
        <translation>Чёрный флот</translation>
    </message>
    <message>
        <source>The Black Serpent</source>
        <translation>Чёрный змей</translation>
    </message>
    <message>
        <source>The Commander</source>
        <translation>Повелитель</translation>
    </message>
    <message>
        <source>The Council of Elrond</source>
        <translation>Совет Элронда</translation>
    </message>
    <message>
        <source>The Cross-roads</source>
        <translation>Перекрёсток</translation>
    </message>
    <message>
        <source>The Day Without Dawn</source>
        <translation>День без рассвета</translation>
    </message>
    <message>
        <source>The Destroyer</source>
        <translation>Разрушитель</translation>
    </message>
    <message>
        <source>The Doors of Durin</source>
        <translation>Врата Дурина</translation>
    </message>
    <message>
        <source>The Great Gate</source>
        <translation>Великие врата</translation>
    </message>
    <message>
        <source>The Hunter</source>
        <translation>Охотник</translation>
    </message>
    <message>
        <source>The Lidless Eye</source>
        <translation>Око без век</translation>
    </message>
    <message>
        <source>The Messenger</source>
        <translation>Вестник</translation>
    </message>
    <message>
        <source>The Old Forest</source>
        <extracomment>Ukrainian: the War of the Ring book&apos;s «Праліс»</extracomment>
        <translation>Старый лес</translation>
    </message>
    <message>
        <source>The Reaver</source>
        <translation>Похититель</translation>
    </message>
    <message>
        <source>The Red Arrow</source>
        <translation>Красная стрела</translation>
    </message>
    <message>
        <source>The Ringwraiths Are Abroad</source>
        <translation>Всадники явились</translation>
    </message>
    <message>
        <source>The Three Hunters</source>
        <translation>Три охотника</translation>
    </message>
    <message>
        <source>The Warrior</source>
        <translation>Воин</translation>
    </message>
    <message>
        <source>The Witch-king</source>
        <translation>Король-чародей</translation>
    </message>
    <message>
        <source>There is Another Way</source>
        <translation>Есть другой путь</translation>
    </message>
    <message>
        <source>Threats and Promises</source>
        <translation>Угрозы и посулы</translation>
    </message>
    <message>
        <source>Théoden</source>
        <extracomment>Confrontation writes Theoden, the cooperative game Théoden: one name</extracomment>
        <translation>Теоден</translation>
    </message>
    <message>
        <source>Treebeard</source>
        <extracomment>one Ukrainian word in every game (as Confrontation)</extracomment>
        <translation>Древобород</translation>
    </message>
    <message>
        <source>Trolls of Udûn</source>
        <translation>Тролли Удуна</translation>
    </message>
    <message>
        <source>Uglúk</source>
        <translation>Углук</translation>
    </message>
    <message>
        <source>Umbar</source>
        <translation>Умбар</translation>
    </message>
    <message>
        <source>Village Militia</source>
        <translation>Деревенское ополчение</translation>
    </message>
    <message>
        <source>Vilya, Ring of Air</source>
        <translation>Вилья, Кольцо Воздуха</translation>
    </message>
    <message>
        <source>Weathertop</source>
        <translation>Заверть</translation>
    </message>
    <message>
        <source>White Hand Orcs</source>
        <translation>Орки Белой Руки</translation>
    </message>
    <message>
        <source>Wolf-Riders</source>
        <translation>Волчьи всадники</translation>
    </message>
    <message>
        <source>Woven of All Colours</source>
        <translation>Плащ всех цветов</translation>
    </message>
    <message>
        <source>Éomer</source>
        <translation>Эомер</translation>
    </message>
    <message>
        <source>Éowyn</source>
        <translation>Эовин</translation>
    </message>
</context>
<context>
    <name>wotr_cards.card_text</name>
    <message>
        <source>+1 battleground attack and +1 battleground defence while Gandalf is in play. When played: draw 5 cards, play up to 1 Rohan card from them, and cycle the rest.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Если Гэндальф в игре: +1 атака и +1 оборона на поле битвы. При розыгрыше: возьмите 5 карт, разыграйте из них не более 1 карты Рохана, остальные сбросьте.</translation>
    </message>
    <message>
        <source>+1 battleground attack on Dol Amroth. In reserve: you may use an action and eliminate this card to activate Dol Amroth if it is in the Free Peoples battleground deck.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 атака на поле битвы Дол Амрот. В резерве: можете использовать действие и удалить эту карту, чтобы активировать Дол Амрот, если он в колоде полей битв свободных народов.</translation>
    </message>
    <message>
        <source>+1 battleground attack on Minas Tirith. In reserve: you may use an action and eliminate this card to activate Minas Tirith if it is in the Free Peoples battleground deck.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 атака на поле битвы Минас Тирит. В резерве: можете использовать действие и удалить эту карту, чтобы активировать Минас Тирит, если он в колоде полей битв свободных народов.</translation>
    </message>
    <message>
        <source>+1 battleground attack on Pelargir. In reserve: you may use an action and eliminate this card to activate Pelargir if it is in the Free Peoples battleground deck.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 атака на поле битвы Пеларгир. В резерве: можете использовать действие и удалить эту карту, чтобы активировать Пеларгир, если он в колоде полей битв свободных народов.</translation>
    </message>
    <message>
        <source>+1 battleground defence on Dol Amroth.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>+1 оборона на поле битвы Дол Амрот.</translation>
    </message>
    <message>
        <source>+1 path attack on Khazad-dûm. When played or moved to a path or a battleground: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>На пути Казад-Дум: +1 атака. При розыгрыше на путь или поле битвы либо при перемещении туда: каждый игрок за свободные народы отказывается от 1 карты.</translation>
    </message>
    <message>
        <source>+1 path attack on Shelob&apos;s Lair. When played or moved to a path: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 атака на пути Логово Шелоб. При розыгрыше на путь или перемещении туда: каждый игрок за свободные народы отказывается от 1 карты.</translation>
    </message>
    <message>
        <source>+1 path attack on the Dead Marshes. In reserve: you may use an action and eliminate this card: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>+1 атака на пути Мёртвые топи. В резерве: можете использовать действие и удалить эту карту: каждый игрок за свободные народы отказывается от 1 карты.</translation>
    </message>
    <message>
        <source>+2 battleground attack and +2 battleground defence while supporting Strider or Aragorn.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>+2 атаки и +2 обороны на поле битвы, пока поддерживает Странника или Арагорна.</translation>
    </message>
    <message>
        <source>+3 battleground defence on Minas Tirith. Can never be played or moved to a Shadow battleground.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»); the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>+3 обороны на поле битвы Минас Тирит. Никогда не может быть разыграна или перемещена на поле битвы Тьмы.</translation>
    </message>
    <message>
        <source>Activate a different path with the number of the active path; it gets +1 path defence.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Активируйте другой путь с номером активного пути; он получает +1 оборону.</translation>
    </message>
    <message>
        <source>Cannot be played or moved to a path while a Shadow battleground is active. In reserve: draw 1 more card in each draw phase.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Нельзя разыграть или переместить на путь, пока активно поле битвы Тьмы. В резерве: каждую фазу добора берите на 1 карту больше.</translation>
    </message>
    <message>
        <source>Cannot be played or moved to a path while a Shadow battleground is active. When played: each Shadow player draws 1 card. In reserve: your carryover limit is 1 higher.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Нельзя разыграть или переместить на путь, пока активно поле битвы Тьмы. При розыгрыше: каждый игрок за Тьму берёт 1 карту. В резерве: ваш предел остатка карт увеличен на 1.</translation>
    </message>
    <message>
        <source>Draw 7 cards: eliminate 1 of them, play up to 2 Nazgûl characters from them, and cycle the rest.</source>
        <translation>Возьмите 7 карт: удалите 1 из них, разыграйте из них не более 2 персонажей-назгулов, остальные сбросьте.</translation>
    </message>
    <message>
        <source>Draw 7 cards: eliminate 1 of them, play up to 2 armies from them, and cycle the rest.</source>
        <translation>Возьмите 7 карт: удалите 1 из них, разыграйте из них не более 2 воинств, остальные сбросьте.</translation>
    </message>
    <message>
        <source>Each Free Peoples player draws 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Каждый игрок за свободные народы берёт 1 карту.</translation>
    </message>
    <message>
        <source>Each Free Peoples player draws 2 cards, then cycles 1 card from their hand.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Каждый игрок за свободные народы берёт 2 карты, затем сбрасывает 1 карту из руки.</translation>
    </message>
    <message>
        <source>Each Free Peoples player forsakes 1 card, then draws 3 cards.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Каждый игрок за свободные народы отказывается от 1 карты, затем берёт 3 карты.</translation>
    </message>
    <message>
        <source>Each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Каждый игрок за свободные народы отказывается от 1 карты.</translation>
    </message>
    <message>
        <source>Each Shadow player cycles 2 cards from their hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Каждый игрок за Тьму сбрасывает 2 карты из руки.</translation>
    </message>
    <message>
        <source>Each Shadow player draws 1 card.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Каждый игрок за Тьму берёт 1 карту.</translation>
    </message>
    <message>
        <source>Each Shadow player draws 2 cards.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Каждый игрок за Тьму берёт 2 карты.</translation>
    </message>
    <message>
        <source>Eliminate any number of Rohan cards from your reserve; the Mordor player must eliminate as many Mordor cards from active battlegrounds.</source>
        <translation>Удалите любое число карт Рохана из своего резерва; игрок за Мордор должен удалить столько же карт Мордора с активных полей битв.</translation>
    </message>
    <message>
        <source>Ent. +1 battleground attack and +1 battleground defence for every 2 Isengard characters and armies on the same battleground.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Энт. +1 атака и +1 оборона на поле битвы за каждые 2 персонажа и воинства Изенгарда на том же поле битвы.</translation>
    </message>
    <message>
        <source>Ent. +1 battleground attack on Orthanc. When played or moved to a battleground: the Isengard player must eliminate 1 Isengard army on that battleground.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»); the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Энт. +1 атака на поле битвы Ортханк. При розыгрыше на поле битвы или перемещении туда: игрок за Изенгард должен удалить 1 воинство Изенгарда с этого поля битвы.</translation>
    </message>
    <message>
        <source>Forsake 2 cards, then draw 4 cards (5 if Strider or Aragorn is in your reserve).</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>Откажитесь от 2 карт, затем возьмите 4 карты (5, если Странник или Арагорн в вашем резерве).</translation>
    </message>
    <message>
        <source>Helm&apos;s Deep is activated too, if it is in the Free Peoples battleground deck.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Также активируется Хельмова Падь, если она в колоде полей битв свободных народов.</translation>
    </message>
    <message>
        <source>If Saruman is in reserve: activate or reactivate any Isengard battleground, then you may move Saruman there (even if played this round).</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Если Саруман в резерве: активируйте или повторно активируйте любое поле битвы Изенгарда, затем можете переместить туда Сарумана (даже если он был разыгран в этом раунде).</translation>
    </message>
    <message>
        <source>If its bearer would be eliminated in a combat: cycle the bearer instead (with its items).</source>
        <translation>Если во время сражения владелец этого предмета должен быть удалён: вместо этого сбросьте его (вместе с предметами).</translation>
    </message>
    <message>
        <source>If its bearer would be eliminated in a path combat: cycle the bearer instead (with its items).</source>
        <translation>Если во время сражения на пути владелец этого предмета должен быть удалён: вместо этого сбросьте его (вместе с предметами).</translation>
    </message>
    <message>
        <source>If the Witch-king is in reserve: activate or reactivate a Mordor battleground, then you may move the Witch-king there (even if played this round).</source>
        <translation>Если Король-чародей в резерве, активируйте или повторно активируйте поле битвы Мордора и затем можете переместить на него Короля-чародея (даже если он был разыгран в этом раунде).</translation>
    </message>
    <message>
        <source>If this card would be eliminated (forsaken too): cycle it instead; if it bore items, eliminate them.</source>
        <translation>Если эта карта должна быть удалена (в том числе при отказе): вместо этого сбросьте её; если у неё были предметы, удалите их.</translation>
    </message>
    <message>
        <source>If this card would be eliminated for any reason (forsaken too): cycle it instead. In reserve: you may use an action and cycle this card to draw 2 cards.</source>
        <translation>Если эта карта должна быть удалена по любой причине (в том числе при отказе): вместо этого сбросьте её. В резерве: можете использовать действие и сбросить эту карту, чтобы взять 2 карты.</translation>
    </message>
    <message>
        <source>In play: you may look at the top card of your deck at any time.</source>
        <translation>В игре: вы можете в любой момент смотреть верхнюю карту своей колоды.</translation>
    </message>
    <message>
        <source>In play: you may use an action and eliminate this card to take a Hobbit character from your cycle pile into your hand, then draw 1 card.</source>
        <translation>В игре: можете использовать действие и удалить эту карту, чтобы забрать из своего сброса в руку персонажа-хоббита, затем возьмите 1 карту.</translation>
    </message>
    <message>
        <source>In play: you may use an action and eliminate this card: the Hobbit player may take up to 2 Hobbit characters from their cycle pile into their hand.</source>
        <translation>В игре: можете использовать действие и удалить эту карту: игрок за хоббитов может забрать из своего сброса в руку до 2 персонажей-хоббитов.</translation>
    </message>
    <message>
        <source>In reserve, once a round: you may use an action to look at the top 3 cards of your deck, eliminate 1, cycle 1 and take the last into your hand.</source>
        <translation>В резерве, раз за раунд: можете использовать действие, чтобы посмотреть 3 верхние карты своей колоды, удалить 1, сбросить 1, а последнюю взять в руку.</translation>
    </message>
    <message>
        <source>In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</source>
        <translation>В резерве: каждую фазу добора берите на 1 карту больше. Если от этой карты отказались, когда она была верхней картой вашей колоды: сбросьте её вместо удаления.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card and its items to add 1 path defence to the active path.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>В резерве: можете использовать действие и сбросить эту карту с её предметами, чтобы добавить 1 оборону на активный путь.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card to add 1 path defence to the active path or 1 battleground defence to an active battleground.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>В резерве: можете использовать действие и сбросить эту карту, чтобы добавить 1 оборону на активный путь или 1 оборону на активное поле битвы.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card to take Gandalf the Grey or Gandalf the White from your cycle pile into your hand.</source>
        <translation>В резерве: можете использовать действие и сбросить эту карту, чтобы забрать из своего сброса в руку Гэндальфа Серого или Гэндальфа Белого.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card to take Strider or Aragorn from your deck into your hand.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>В резерве: можете использовать действие и сбросить эту карту, чтобы забрать из своей колоды в руку Странника или Арагорна.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card: each Free Peoples player draws 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>В резерве: можете использовать действие и сбросить эту карту: каждый игрок за свободные народы берёт 1 карту.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and cycle this card: each Shadow player must cycle 1 card from their hand.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>В резерве: можете использовать действие и сбросить эту карту: каждый игрок за Тьму должен сбросить 1 карту из руки.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card either to take Saruman from your deck into your hand or to eliminate a Rohan character in play.</source>
        <translation>В резерве: можете использовать действие и удалить эту карту, чтобы либо забрать из своей колоды в руку Сарумана, либо удалить персонажа Рохана в игре.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card to activate Harad if it is in the Shadow battleground deck.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>В резерве: можете использовать действие и удалить эту карту, чтобы активировать Харад, если он в колоде полей битв Тьмы.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card to activate Umbar if it is in the Shadow battleground deck.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>В резерве: можете использовать действие и удалить эту карту, чтобы активировать Умбар, если он в колоде полей битв Тьмы.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card to draw 3 cards. If forsaken from the reserve: cycle it instead.</source>
        <translation>В резерве: можете использовать действие и удалить эту карту, чтобы взять 3 карты. Если от неё отказались в резерве: вместо этого сбросьте её.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card to reactivate (from a victory area) a Harad battleground.</source>
        <translation>В резерве: можете использовать действие и удалить эту карту, чтобы повторно активировать (из зоны ПО) поле битвы Харадрима.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and eliminate this card: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>В резерве: можете использовать действие и удалить эту карту: каждый игрок за свободные народы отказывается от 1 карты.</translation>
    </message>
    <message>
        <source>In reserve: you may use an action and forsake 1 card to take Boromir or Faramir from your deck into your hand.</source>
        <translation>В резерве: можете использовать действие и отказаться от 1 карты, чтобы забрать из своей колоды в руку Боромира или Фарамира.</translation>
    </message>
    <message>
        <source>May be played or moved to a Dúnedain battleground, and supported by a Dúnedain army. If eliminated in a path combat: cycle it instead (with its items).</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Может быть разыгран или перемещён на поле битвы дунэдайн и поддерживаться воинством дунэдайн. Если удалён в сражении на пути: вместо этого сбросьте его (вместе с предметами).</translation>
    </message>
    <message>
        <source>May be played or moved to a Rohan battleground, and supported by a Rohan army. If eliminated in a path combat: cycle it instead (with its items).</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Может быть разыгран или перемещён на поле битвы Рохана и поддерживаться воинством Рохана. Если удалён в сражении на пути: вместо этого сбросьте его (вместе с предметами).</translation>
    </message>
    <message>
        <source>Mount. In reserve: you may use an action to activate or reactivate any battleground; then you must move the bearer there (even if it was played this round).</source>
        <translation>Скакун. В резерве: можете использовать действие, чтобы активировать или повторно активировать любое поле битвы; затем вы должны переместить туда владельца (даже если он был разыгран в этом раунде).</translation>
    </message>
    <message>
        <source>Mount. When played on a bearer in reserve: you may move the bearer to a battleground at once (even if played this round).</source>
        <translation>Скакун. При розыгрыше на владельца в резерве: можете сразу переместить владельца на поле битвы (даже если он был разыгран в этом раунде).</translation>
    </message>
    <message>
        <source>Nazgûl. +1 battleground defence on Dol Guldur. When played: draw 1 card.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Назгул. +1 оборона на поле битвы Дол Гулдур. При розыгрыше: возьмите 1 карту.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</source>
        <translation>Назгул. В резерве: каждую фазу добора берите на 1 карту больше. Если от этой карты отказались, когда она была верхней картой вашей колоды: сбросьте её вместо удаления.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card to add 1 battleground attack to an active battleground.</source>
        <translation>Назгул. В резерве: можете использовать действие и сбросить эту карту, чтобы добавить 1 атаку на активное поле битвы.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card to add 1 battleground defence to an active battleground.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Назгул. В резерве: можете использовать действие и сбросить эту карту, чтобы добавить 1 оборону на активное поле битвы.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card to add 1 path attack to the active path.</source>
        <translation>Назгул. В резерве: можете использовать действие и сбросить эту карту, чтобы добавить 1 атаку на активный путь.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card to take a Nazgûl character from your cycle pile into your hand.</source>
        <translation>Назгул. В резерве: можете использовать действие и сбросить эту карту, чтобы забрать из своего сброса в руку персонажа-назгула.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Назгул. В резерве: можете использовать действие и сбросить эту карту, чтобы каждый игрок за свободные народы отказался от 1 карты.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card: each Free Peoples player must cycle 1 card from their hand.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Назгул. В резерве: можете использовать действие и сбросить эту карту: каждый игрок за свободные народы должен сбросить 1 карту из руки.</translation>
    </message>
    <message>
        <source>Nazgûl. In reserve: you may use an action and cycle this card: each Shadow player draws 1 card.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Назгул. В резерве: можете использовать действие и сбросить эту карту, чтобы каждый игрок за Тьму взял 1 карту.</translation>
    </message>
    <message>
        <source>On Minas Tirith: +1 battleground defence.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>На поле битвы Минас Тирит: +1 оборона.</translation>
    </message>
    <message>
        <source>On a path or a battleground: you may use an action and cycle this card, its bearer and the bearer&apos;s items to add 1 corruption.</source>
        <translation>На пути или поле битвы: можете использовать действие и сбросить эту карту, её владельца и его предметы, чтобы добавить 1 влияние Кольца.</translation>
    </message>
    <message>
        <source>On a path: the Hobbit player may use an action and eliminate this card to remove 1 corruption for each Hobbit character on this path.</source>
        <translation>На пути: игрок за хоббитов может использовать действие и удалить эту карту, чтобы убрать 1 влияние Кольца за каждого персонажа-хоббита на этом пути.</translation>
    </message>
    <message>
        <source>On a path: the path gets +2 path defence (the path, not the bearer).</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>На пути: путь получает +2 обороны (путь, а не владелец).</translation>
    </message>
    <message>
        <source>On a path: you may use an action and add 1 corruption to activate the path with the next number. If eliminated in a path combat: cycle it instead.</source>
        <translation>На пути: можете использовать действие и добавить 1 влияние Кольца, чтобы активировать путь со следующим номером. Если удалён в сражении на пути: вместо этого сбросьте его.</translation>
    </message>
    <message>
        <source>On a path: you may use an action and eliminate this card to add 1 corruption.</source>
        <translation>На пути: можете использовать действие и удалить эту карту, чтобы добавить 1 влияние Кольца.</translation>
    </message>
    <message>
        <source>On a path: you may use an action to activate a different path with the same number.</source>
        <translation>На пути: можете использовать действие, чтобы активировать другой путь с тем же номером.</translation>
    </message>
    <message>
        <source>On a path: you may use an action to activate a different path with the same number. If eliminated in a path combat: cycle it instead.</source>
        <translation>На пути: можете использовать действие, чтобы активировать другой путь с тем же номером. Если удалён в сражении на пути: вместо этого сбросьте его.</translation>
    </message>
    <message>
        <source>On a path: you may use an action to activate the path with the next number. When Aragorn is played, this card leaves the game.</source>
        <translation>На пути: можете использовать действие, чтобы активировать путь со следующим номером. Когда разыгрывают Арагорна, эта карта уходит из игры.</translation>
    </message>
    <message>
        <source>On a path: you may use an action to activate the path with the next number. When Gandalf the White is played, this card leaves the game.</source>
        <translation>На пути: можете использовать действие, чтобы активировать путь со следующим номером. Когда разыгрывают Гэндальфа Белого, эта карта уходит из игры.</translation>
    </message>
    <message>
        <source>Steed. When played on a bearer in reserve: you may move the bearer to the path at once (even if played this round).</source>
        <translation>Скакун. При розыгрыше на владельца в резерве: можете сразу переместить владельца этого предмета на путь (даже если он был разыгран в этом раунде).</translation>
    </message>
    <message>
        <source>The Dúnedain player draws 1 card.</source>
        <translation>Игрок за дунэдайн берёт 1 карту.</translation>
    </message>
    <message>
        <source>The Dúnedain player may forsake 1 card to draw 1 card.</source>
        <translation>Игрок за дунэдайн может отказаться от 1 карты, чтобы взять 1 карту.</translation>
    </message>
    <message>
        <source>The Dúnedain player may forsake 1 card to draw 3 cards.</source>
        <translation>Игрок за дунэдайн может отказаться от 1 карты, чтобы взять 3 карты.</translation>
    </message>
    <message>
        <source>The Elf player draws 1 card, then cycles 1 card from their hand.</source>
        <translation>Игрок за эльфов берёт 1 карту, затем сбрасывает 1 карту из руки.</translation>
    </message>
    <message>
        <source>The Elf player draws 2 cards.</source>
        <translation>Игрок за эльфов берёт 2 карты.</translation>
    </message>
    <message>
        <source>The Free Peoples battleground Lórien is activated or reactivated too.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Также активируется или повторно активируется поле битвы свободных народов Лориен.</translation>
    </message>
    <message>
        <source>The Hobbit player draws 2 cards.</source>
        <translation>Игрок за хоббитов берёт 2 карты.</translation>
    </message>
    <message>
        <source>The Isengard player may take Saruman from their deck or cycle pile into their hand. Then the Isengard player shuffles their cycle pile into their deck.</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Игрок за Изенгард может забрать Сарумана из своей колоды или сброса. Затем игрок за Изенгард замешивает свой сброс в колоду.</translation>
    </message>
    <message>
        <source>The Monsters player draws 2 cards.</source>
        <translation>Игрок за Чудовищ берёт 2 карты.</translation>
    </message>
    <message>
        <source>The Monsters player may forsake 1 card to add 1 path attack to this path.</source>
        <translation>Игрок за Чудовищ может отказаться от 1 карты, чтобы добавить 1 атаку на этот путь.</translation>
    </message>
    <message>
        <source>The Mordor player and the Hobbit player each draw 1 card.</source>
        <translation>Игрок за Мордор и игрок за хоббитов берут по 1 карте.</translation>
    </message>
    <message>
        <source>The Mordor player draws 1 card, then cycles 1 card from their hand.</source>
        <translation>Игрок за Мордор берёт 1 карту, затем сбрасывает 1 карту из руки.</translation>
    </message>
    <message>
        <source>The Mordor player draws 2 cards.</source>
        <translation>Игрок за Мордор берёт 2 карты.</translation>
    </message>
    <message>
        <source>The Mordor player draws 5 cards, may play up to 1 Nazgûl character from them, and cycles the rest.</source>
        <translation>Игрок за Мордор берёт 5 карт, может разыграть из них не более 1 персонажа-назгула, остальные сбрасывает.</translation>
    </message>
    <message>
        <source>The Mordor player draws 5 cards, may play up to 1 Nazgûl from them to their reserve, and cycles the rest.</source>
        <translation>Игрок за Мордор берёт 5 карт, может разыграть из них не более 1 назгула в свой резерв, остальные сбрасывает.</translation>
    </message>
    <message>
        <source>The Mordor player draws 5 cards, may play up to 1 army from them, and cycles the rest.</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Игрок за Мордор берёт 5 карт, может разыграть из них не более 1 воинства, остальные сбрасывает.</translation>
    </message>
    <message>
        <source>The Rohan player draws 5 cards, may play 1 army or character from them onto Helm&apos;s Deep, and cycles the rest.</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Игрок за Рохан берёт 5 карт, может разыграть из них 1 воинство или персонажа на Хельмову Падь, остальные сбрасывает.</translation>
    </message>
    <message>
        <source>The Shadow battleground Dol Guldur is activated or reactivated too.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Также активируется или повторно активируется поле битвы Тьмы Дол Гулдур.</translation>
    </message>
    <message>
        <source>This path gets 1 path attack.</source>
        <translation>Этот путь получает 1 атаку.</translation>
    </message>
    <message>
        <source>This round Legolas, Gimli and Strider (or Aragorn) may be played or moved to any battleground and may be supported by any Free Peoples army.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»); the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>В этом раунде Леголаса, Гимли и Странника (или Арагорна) можно разыгрывать и перемещать на любое поле битвы, и их может поддерживать любое воинство свободных народов.</translation>
    </message>
    <message>
        <source>This round Rohan cards may be played or moved to Dúnedain battlegrounds.</source>
        <translation>В этом раунде карты Рохана можно разыгрывать и перемещать на поля битв дунэдайн.</translation>
    </message>
    <message>
        <source>Weapon.</source>
        <translation>Оружие.</translation>
    </message>
    <message>
        <source>Weapon. +1 path defence while its bearer is on a path with a Monsters character.</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Оружие. +1 оборона на пути, пока владелец на пути вместе с персонажем Чудовищ.</translation>
    </message>
    <message>
        <source>Weapon. In play: your carryover limit is 1 higher.</source>
        <translation>Оружие. В игре: ваш предел остатка карт увеличен на 1.</translation>
    </message>
    <message>
        <source>Weapon. In reserve: you may use an action to activate or reactivate any Dúnedain battleground; then you must move the bearer there (even if it was played this round).</source>
        <translation>Оружие. В резерве: можете использовать действие, чтобы активировать или повторно активировать любое поле битвы дунэдайн; затем вы должны переместить туда владельца (даже если он был разыгран в этом раунде).</translation>
    </message>
    <message>
        <source>Weapon. Its bearer can bear no other weapon.</source>
        <translation>Оружие. Владелец этого предмета не может владеть другим оружием.</translation>
    </message>
    <message>
        <source>Weapon. On a path: you may use an action and eliminate this card to add 1 corruption.</source>
        <translation>Оружие. На пути: можете использовать действие и удалить эту карту, чтобы добавить 1 влияние Кольца.</translation>
    </message>
    <message>
        <source>When played on a battleground: eliminate a Nazgûl from this battleground. When played to reserve: you may take Merry or Pippin from your cycle pile into your hand.</source>
        <extracomment>Ukrainian: the War of the Ring book calls him Меріадок; Ukrainian: the War of the Ring book calls him Переґрін</extracomment>
        <translation>При розыгрыше на поле битвы: удалите любого назгула с этого поля битвы. При розыгрыше в резерв: можете забрать из своего сброса Мерри или Пиппина.</translation>
    </message>
    <message>
        <source>When played on the Caradhras path: activate a different path 4. In reserve: you may use an action and eliminate this card: each Free Peoples player forsakes 1 card.</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>При розыгрыше на путь Карадрас: активируйте другой путь 4. В резерве: можете использовать действие и удалить эту карту: каждый игрок за свободные народы отказывается от 1 карты.</translation>
    </message>
    <message>
        <source>When played or moved to a path 7: you may activate a different path 7.</source>
        <translation>При розыгрыше на путь 7 или перемещении туда: можете активировать другой путь 7.</translation>
    </message>
    <message>
        <source>When played or moved to a path: you may cycle 1 card from your hand to give this card +1 path attack, or +2 path attack if Cirith Ungol is the active path.</source>
        <translation>При розыгрыше на путь или перемещении туда: можете сбросить 1 карту из руки, чтобы дать этой карте +1 атаку на пути, или +2, если активный путь — Крепость Кирит Унгол.</translation>
    </message>
    <message>
        <source>When played: draw 1 card. In reserve: Strider or Aragorn gets +1 battleground defence and +1 path defence.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>При розыгрыше: возьмите 1 карту. В резерве: Странник или Арагорн получает +1 оборону на поле битвы и +1 оборону на пути.</translation>
    </message>
    <message>
        <source>When played: draw 1 card. In reserve: draw 1 more card in each draw phase, then cycle 1 card from your hand.</source>
        <translation>При розыгрыше: возьмите 1 карту. В резерве: каждую фазу добора берите на 1 карту больше, но затем сбрасывайте 1 карту из руки.</translation>
    </message>
    <message>
        <source>When played: draw 1 card. In reserve: your carryover limit is 1 higher.</source>
        <translation>При розыгрыше: возьмите 1 карту. В резерве: ваш предел остатка карт увеличен на 1.</translation>
    </message>
    <message>
        <source>When played: draw 1 card. When played or moved to a path, you must also forsake 1 card.</source>
        <translation>При розыгрыше: возьмите 1 карту. При розыгрыше на путь или перемещении туда вы также должны отказаться от 1 карты.</translation>
    </message>
    <message>
        <source>When played: draw 5 cards, play up to 1 Rohan army from them, and cycle the rest.</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>При розыгрыше: возьмите 5 карт, разыграйте из них не более 1 воинства Рохана, остальные сбросьте.</translation>
    </message>
    <message>
        <source>When played: remove Gandalf the Grey from the game. In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</source>
        <translation>При розыгрыше: уберите из игры Гэндальфа Серого. В резерве: каждую фазу добора берите на 1 карту больше. Если от этой карты отказались, когда она была верхней картой вашей колоды: сбросьте её вместо удаления.</translation>
    </message>
    <message>
        <source>When played: remove Strider from the game. In reserve: draw 1 more card in each draw phase. Forsaken from the top of your deck: cycle it instead of eliminating it.</source>
        <extracomment>Russian: the card game&apos;s book says «Странник», and no other book names him, so every game says it; Ukrainian: the War of the Ring book&apos;s «Бурлака» (not «Мандрівець»)</extracomment>
        <translation>При розыгрыше: уберите из игры Странника. В резерве: каждую фазу добора берите на 1 карту больше. Если от этой карты отказались, когда она была верхней картой вашей колоды: сбросьте её вместо удаления.</translation>
    </message>
    <message>
        <source>When played: you may cycle 1 card from your hand to take Knights of Dol Amroth from your deck into your hand.</source>
        <translation>При розыгрыше: можете сбросить 1 карту из руки, чтобы забрать из своей колоды в руку Рыцарей Дол Амрота.</translation>
    </message>
    <message>
        <source>When played: you may take Bow of the Galadhrim from your deck into your hand.</source>
        <translation>При розыгрыше: можете забрать из своей колоды в руку Лук Галадримов.</translation>
    </message>
    <message>
        <source>When played: you may take Dwarven Axe from your cycle pile into your hand.</source>
        <extracomment>Ukrainian «ґном» as the War of the Ring book (seed 003)</extracomment>
        <translation>При розыгрыше: можете забрать из своего сброса Гномий топор.</translation>
    </message>
</context>
<context>
    <name>wotr_cards.faction</name>
    <message>
        <source>Dwarves</source>
        <translation>Гномы</translation>
    </message>
    <message>
        <source>Dúnedain</source>
        <translation>Дунэдайн</translation>
    </message>
    <message>
        <source>Elves</source>
        <translation>Эльфы</translation>
    </message>
    <message>
        <source>Harad</source>
        <translation>Харадрим</translation>
    </message>
    <message>
        <source>Hobbits</source>
        <translation>Хоббиты</translation>
    </message>
    <message>
        <source>Isengard</source>
        <extracomment>Ukrainian «Ісенґард» as the War of the Ring book (seed 003) in every game (the TCG said «Ізенґард»)</extracomment>
        <translation>Изенгард</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Чудовища</translation>
    </message>
    <message>
        <source>Mordor</source>
        <translation>Мордор</translation>
    </message>
    <message>
        <source>Rohan</source>
        <translation>Рохан</translation>
    </message>
    <message>
        <source>Wizards</source>
        <translation>Волшебники</translation>
    </message>
</context>
<context>
    <name>wotr_cards.log</name>
    <message>
        <source>Combat at {location}: {attack} attack, {defence} defence on the location.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Сражение: {location}. Атака {attack}, оборона локации {defence}.</translation>
    </message>
    <message>
        <source>Corruption changes by {n}.</source>
        <translation>Влияние Кольца меняется на {n}.</translation>
    </message>
    <message>
        <source>No battleground can be activated.</source>
        <translation>Нет поля битвы, которое можно активировать.</translation>
    </message>
    <message>
        <source>No path can be activated.</source>
        <translation>Нет пути, который можно активировать.</translation>
    </message>
    <message>
        <source>Nothing happens: the card named is not in reserve.</source>
        <translation>Ничего не происходит: названной карты нет в резерве.</translation>
    </message>
    <message>
        <source>Round {n} begins; {seat} is the first player.</source>
        <translation>Начинается раунд {n}; первый игрок — {seat}.</translation>
    </message>
    <message>
        <source>The Shadow gain {n} corruption.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма получает влияние Кольца: {n}.</translation>
    </message>
    <message>
        <source>The defenders do not agree: the attackers choose.</source>
        <translation>Защитники не договорились: выбирают атакующие.</translation>
    </message>
    <message>
        <source>The game ends: Free Peoples {fp}, Shadow {shadow}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Игра окончена: свободные народы {fp}, Тьма {shadow}.</translation>
    </message>
    <message>
        <source>{card} is cycled.</source>
        <translation>{card}: карта сброшена.</translation>
    </message>
    <message>
        <source>{card} is eliminated.</source>
        <translation>{card}: карта удалена.</translation>
    </message>
    <message>
        <source>{card} is removed from the game.</source>
        <translation>{card}: карта убрана из игры.</translation>
    </message>
    <message>
        <source>{card} moves to {location}.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{card}: перемещение на локацию «{location}».</translation>
    </message>
    <message>
        <source>{card} would be eliminated and is cycled instead.</source>
        <translation>{card}: вместо удаления карта сброшена.</translation>
    </message>
    <message>
        <source>{location} goes to nobody: attack and defence are equal.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»); the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>{location}: ничья — атака и оборона равны.</translation>
    </message>
    <message>
        <source>{location} is activated.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{location}: локация активирована.</translation>
    </message>
    <message>
        <source>{location} is reactivated.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{location}: локация повторно активирована.</translation>
    </message>
    <message>
        <source>{seat} cycles a card from hand.</source>
        <translation>{seat} сбрасывает карту из руки.</translation>
    </message>
    <message>
        <source>{seat} cycles the other cards drawn.</source>
        <translation>{seat} сбрасывает остальные взятые карты.</translation>
    </message>
    <message>
        <source>{seat} draws {n} card(s).</source>
        <translation>{seat} берёт карты: {n}.</translation>
    </message>
    <message>
        <source>{seat} eliminates a card from hand.</source>
        <translation>{seat} удаляет карту из руки.</translation>
    </message>
    <message>
        <source>{seat} flips the Ring token.</source>
        <translation>{seat} переворачивает жетон Кольца.</translation>
    </message>
    <message>
        <source>{seat} forsakes a card from hand.</source>
        <translation>{seat} отказывается от карты из руки.</translation>
    </message>
    <message>
        <source>{seat} forsakes the top card of the deck.</source>
        <translation>{seat} отказывается от верхней карты колоды.</translation>
    </message>
    <message>
        <source>{seat} has no cards left to draw.</source>
        <translation>{seat}: карт для добора не осталось.</translation>
    </message>
    <message>
        <source>{seat} has nothing to forsake.</source>
        <translation>{seat}: не от чего отказаться.</translation>
    </message>
    <message>
        <source>{seat} moves {card} to {location}.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{seat} перемещает карту «{card}» на локацию «{location}».</translation>
    </message>
    <message>
        <source>{seat} plays {card}.</source>
        <translation>{seat} разыгрывает: {card}.</translation>
    </message>
    <message>
        <source>{seat} searches and finds nothing to take.</source>
        <translation>{seat} ищет, но забрать нечего.</translation>
    </message>
    <message>
        <source>{seat} shuffles the cycle pile into the deck.</source>
        <translation>{seat} замешивает сброс в колоду.</translation>
    </message>
    <message>
        <source>{seat} takes {card} into hand.</source>
        <translation>{seat} забирает в руку: {card}.</translation>
    </message>
    <message>
        <source>{seat} uses the Ring token.</source>
        <translation>{seat} использует жетон Кольца.</translation>
    </message>
    <message>
        <source>{seat} uses {card}.</source>
        <translation>{seat} использует: {card}.</translation>
    </message>
    <message>
        <source>{seat} winnows.</source>
        <translation>{seat} отсеивает карты.</translation>
    </message>
    <message>
        <source>{side} win {location}.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>{side}: локация «{location}» завоёвана.</translation>
    </message>
    <message>
        <source>{target} gets {n} added icon(s).</source>
        <translation>{target}: добавлено символов — {n}.</translation>
    </message>
</context>
<context>
    <name>wotr_cards.outcome</name>
    <message>
        <source>a tie goes to the Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>при равенстве побеждает Тьма</translation>
    </message>
    <message>
        <source>the Free Peoples have more victory points</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>у свободных народов больше победных очков</translation>
    </message>
    <message>
        <source>the Shadow have more victory points</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>у Тьмы больше победных очков</translation>
    </message>
</context>
<context>
    <name>wotr_cards.prompt</name>
    <message>
        <source>Choose a card to eliminate to cancel attack icons.</source>
        <translation>Выберите карту для удаления, чтобы отменить символы атаки.</translation>
    </message>
    <message>
        <source>Choose a card to take into your hand.</source>
        <translation>Выберите карту, которую заберёте в руку.</translation>
    </message>
    <message>
        <source>Choose one of the card&apos;s effects.</source>
        <translation>Выберите один из эффектов карты.</translation>
    </message>
    <message>
        <source>Choose the battleground to activate.</source>
        <translation>Выберите поле битвы для активации.</translation>
    </message>
    <message>
        <source>Choose the card to eliminate.</source>
        <translation>Выберите карту для удаления.</translation>
    </message>
    <message>
        <source>Choose the character this army supports.</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Выберите персонажа, которого поддерживает это воинство.</translation>
    </message>
    <message>
        <source>Choose the location whose combat is fought next.</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>Выберите локацию, где сражение произойдёт следующим.</translation>
    </message>
    <message>
        <source>Choose the order of your triggered abilities.</source>
        <translation>Выберите порядок срабатывания своих эффектов.</translation>
    </message>
    <message>
        <source>Choose the path to activate.</source>
        <translation>Выберите путь для активации.</translation>
    </message>
    <message>
        <source>Choose where the icon goes.</source>
        <translation>Выберите, куда добавить символ.</translation>
    </message>
    <message>
        <source>Cycle a card from your hand.</source>
        <translation>Сбросьте карту из руки.</translation>
    </message>
    <message>
        <source>Cycle another card from your hand to pay for the card played.</source>
        <translation>Сбросьте из руки другую карту, чтобы оплатить разыгранную.</translation>
    </message>
    <message>
        <source>Cycle one of the cards looked at.</source>
        <translation>Сбросьте одну из просмотренных карт.</translation>
    </message>
    <message>
        <source>Eliminate a Rohan card from your reserve, or stop.</source>
        <translation type="vanished">Удалите карту Рохана из резерва или остановитесь.</translation>
    </message>
    <message>
        <source>Eliminate a card from your hand.</source>
        <translation>Удалите карту из руки.</translation>
    </message>
    <message>
        <source>Eliminate a card from your reserve, or stop.</source>
        <translation>Удалите карту из резерва или остановитесь.</translation>
    </message>
    <message>
        <source>Forsake 1 card for this?</source>
        <translation>Отказаться от 1 карты ради этого?</translation>
    </message>
    <message>
        <source>Forsake a card to pay for the card played.</source>
        <translation>Откажитесь от карты, чтобы оплатить разыгранную.</translation>
    </message>
    <message>
        <source>Forsake a card: from your hand, your reserve or the top of your deck.</source>
        <translation>Откажитесь от карты: из руки, из резерва или верхней карты колоды.</translation>
    </message>
    <message>
        <source>Move the bearer?</source>
        <translation>Переместить владельца?</translation>
    </message>
    <message>
        <source>Move the card there?</source>
        <translation>Переместить туда карту?</translation>
    </message>
    <message>
        <source>Play a card from those drawn, or stop.</source>
        <translation>Разыграйте карту из взятых или остановитесь.</translation>
    </message>
    <message>
        <source>Take an action or pass.</source>
        <translation>Совершите действие или пропустите ход.</translation>
    </message>
    <message>
        <source>Take an action: you may pass only with no more cards than your carryover limit, or fewer than every opponent.</source>
        <translation>Совершите действие: пропустить ход можно, только если карт в руке не больше предела остатка или меньше, чем у любого противника.</translation>
    </message>
    <message>
        <source>Use {ability}?</source>
        <translation>Использовать {ability}?</translation>
    </message>
    <message>
        <source>Your partner proposes: {proposal}. Do you agree?</source>
        <translation>Союзник предлагает: {proposal}. Вы согласны?</translation>
    </message>
</context>
<context>
    <name>wotr_cards.refusal</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Сейчас это невозможно.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>The same character or item may not be played twice in a round.</source>
        <translation>Один и тот же персонаж или предмет нельзя разыграть дважды за раунд.</translation>
    </message>
    <message>
        <source>Winnowing needs 2 cards in your hand.</source>
        <translation>Чтобы отсеять карты, нужно 2 карты в руке.</translation>
    </message>
    <message>
        <source>You can only play a card from your own hand.</source>
        <translation>Разыграть можно только карту из своей руки.</translation>
    </message>
    <message>
        <source>You may pass only with no more cards than your carryover limit, or fewer than every opponent.</source>
        <translation>Пропустить ход можно, только если карт в руке не больше предела остатка или меньше, чем у любого противника.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
</context>
<context>
    <name>wotr_cards.seat</name>
    <message>
        <source>Aragorn</source>
        <translation>Арагорн</translation>
    </message>
    <message>
        <source>Balrog</source>
        <translation>Балрог</translation>
    </message>
    <message>
        <source>Frodo</source>
        <translation>Фродо</translation>
    </message>
    <message>
        <source>Gandalf</source>
        <translation>Гэндальф</translation>
    </message>
    <message>
        <source>Saruman</source>
        <translation>Саруман</translation>
    </message>
    <message>
        <source>Witch-king</source>
        <translation>Король-чародей</translation>
    </message>
</context>
<context>
    <name>wotr_cards.side</name>
    <message>
        <source>Free Peoples</source>
        <extracomment>the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Свободные народы</translation>
    </message>
    <message>
        <source>Shadow</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма</translation>
    </message>
</context>
<context>
    <name>wotr_cards.table</name>
    <message>
        <source>Allowed paths: {paths}</source>
        <translation>Допустимые пути: {paths}</translation>
    </message>
    <message>
        <source>Army</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>Воинство</translation>
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
        <translation>Поле битвы</translation>
    </message>
    <message>
        <source>Battleground attack</source>
        <translation>Атака на поле битвы</translation>
    </message>
    <message>
        <source>Battleground defence</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Оборона на поле битвы</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Corruption</source>
        <translation>Влияние Кольца</translation>
    </message>
    <message>
        <source>Corruption: {n}</source>
        <translation>Влияние Кольца: {n}</translation>
    </message>
    <message>
        <source>Cycle pile</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Cycle {card}</source>
        <translation>Сбросить: {card}</translation>
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
        <translation>Оборона {n}: локация {d}; {cards}</translation>
    </message>
    <message>
        <source>Defence: {d}</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Оборона: {d}</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Взятые</translation>
    </message>
    <message>
        <source>Effect {n}</source>
        <translation>Эффект {n}</translation>
    </message>
    <message>
        <source>Eliminate {card}</source>
        <translation>Удалить: {card}</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Удалённые</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Событие</translation>
    </message>
    <message>
        <source>Forsake the top card of the deck</source>
        <translation>Отказаться от верхней карты колоды</translation>
    </message>
    <message>
        <source>Forsake {card}</source>
        <translation>Отказаться: {card}</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал игры</translation>
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
        <translation>Лид.: ат.</translation>
    </message>
    <message>
        <source>Lead def</source>
        <translation>Лид.: об.</translation>
    </message>
    <message>
        <source>Leadership attack</source>
        <extracomment>the card game&apos;s book: «лидерство» (not «командование»)</extracomment>
        <translation>Атака лидерства</translation>
    </message>
    <message>
        <source>Leadership defence</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»); the card game&apos;s book: «лидерство» (not «командование»)</extracomment>
        <translation>Оборона лидерства</translation>
    </message>
    <message>
        <source>Move {card} to {place}</source>
        <translation>{card}: переместить — {place}</translation>
    </message>
    <message>
        <source>No location won yet</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>Пока ни одной локации</translation>
    </message>
    <message>
        <source>Partners on a side share their victory points and win or lose together; one person may hold both decks of a side.</source>
        <translation>Союзники на одной стороне делят победные очки и вместе побеждают или проигрывают; один человек может вести обе колоды стороны.</translation>
    </message>
    <message>
        <source>Passed in a row: {n} of {m}</source>
        <translation>Пропустили ход подряд: {n} из {m}</translation>
    </message>
    <message>
        <source>Path atk</source>
        <translation>Путь: ат.</translation>
    </message>
    <message>
        <source>Path attack</source>
        <translation>Атака на пути</translation>
    </message>
    <message>
        <source>Path def</source>
        <translation>Путь: об.</translation>
    </message>
    <message>
        <source>Path defence</source>
        <extracomment>the card game&apos;s book: «оборона» (not «защита»)</extracomment>
        <translation>Оборона на пути</translation>
    </message>
    <message>
        <source>Path {n}</source>
        <translation>Путь {n}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Разыграть: {card}</translation>
    </message>
    <message>
        <source>Play {card} on {bearer}</source>
        <translation>{card}: разыграть на карту «{bearer}»</translation>
    </message>
    <message>
        <source>Play {card} to {place}</source>
        <translation>{card}: разыграть — {place}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <source>Player {n}: {deck}, {side}</source>
        <translation>Игрок {n}: {deck}, {side}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Резерв</translation>
    </message>
    <message>
        <source>Ring token flipped</source>
        <translation>жетон Кольца перевёрнут</translation>
    </message>
    <message>
        <source>Ring token unused</source>
        <translation>жетон Кольца не использован</translation>
    </message>
    <message>
        <source>Ring token used</source>
        <translation>жетон Кольца использован</translation>
    </message>
    <message>
        <source>Ring tokens unused: {n}</source>
        <translation>Неиспользованные жетоны Кольца: {n}</translation>
    </message>
    <message>
        <source>Round {n}, {phase}</source>
        <translation>Раунд {n}, {phase}</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Закончить</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Взять: {card}</translation>
    </message>
    <message>
        <source>Teams — {fp}: {fp_decks}; {shadow}: {shadow_decks}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Команды: {fp} — {fp_decks}; {shadow} — {shadow_decks}.</translation>
    </message>
    <message>
        <source>The Duel (2 players)</source>
        <translation>Дуэль (2 игрока)</translation>
    </message>
    <message>
        <source>The Fellowship of the Ring (2 players)</source>
        <translation>Братство Кольца (2 игрока)</translation>
    </message>
    <message>
        <source>The Free Peoples win ({seats}): {fp} victory points to {shadow}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book; the card game&apos;s book writes «свободные народы» in lower case in running text (31 of 32 times), so the card game&apos;s lines do; a side&apos;s name at the head of a line keeps its capital</extracomment>
        <translation>Свободные народы побеждают ({seats}): победные очки {fp} против {shadow}.</translation>
    </message>
    <message>
        <source>The Shadow wins ({seats}): {shadow} victory points to {fp}, and a tie goes to the Shadow.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма побеждает ({seats}): победные очки {shadow} против {fp}, а при равенстве побеждает Тьма.</translation>
    </message>
    <message>
        <source>The Shadow wins ({seats}): {shadow} victory points to {fp}.</source>
        <extracomment>the Shadow side: «Тьма» as the card game&apos;s (seed 000) and the TCG&apos;s (seed 002) books, also in War of the Ring, which has no Russian book; Ukrainian «Тінь» as the War of the Ring book</extracomment>
        <translation>Тьма побеждает ({seats}): победные очки {shadow} против {fp}.</translation>
    </message>
    <message>
        <source>The Three-Player Duel</source>
        <translation>Дуэль для трёх игроков</translation>
    </message>
    <message>
        <source>The Trilogy (2 to 4 players)</source>
        <translation>Трилогия (2–4 игрока)</translation>
    </message>
    <message>
        <source>The combats of round {n}</source>
        <translation type="vanished">Бои раунда {n}</translation>
    </message>
    <message>
        <source>The combats of round {n}: {k} of {m}</source>
        <translation>Сражения раунда {n}: {k} из {m}</translation>
    </message>
    <message>
        <source>To act: {seats}</source>
        <translation>Ходит: {seats}</translation>
    </message>
    <message>
        <source>To win: more than {n}</source>
        <translation>Для победы: больше {n}</translation>
    </message>
    <message>
        <source>To win: {n} or more</source>
        <translation>Для победы: не меньше {n}</translation>
    </message>
    <message>
        <source>Triggered ability {n}</source>
        <translation>Срабатывающее свойство {n}</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Порядок ходов</translation>
    </message>
    <message>
        <source>Use the Ring token</source>
        <translation>Использовать жетон Кольца</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Использовать: {card}</translation>
    </message>
    <message>
        <source>Victory points: {vp}</source>
        <translation>Победные очки: {vp}</translation>
    </message>
    <message>
        <source>Winnow</source>
        <translation>Отсеять карты</translation>
    </message>
    <message>
        <source>Wins with at least the Free Peoples&apos; {n} at the end</source>
        <translation type="vanished">Побеждает, если в конце у неё не меньше, чем {n} у свободных народов</translation>
    </message>
    <message>
        <source>Wins with more than the Shadow&apos;s {n} at the end</source>
        <translation type="vanished">Побеждают, если в конце у них больше, чем {n} у Тьмы</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>скрытая карта</translation>
    </message>
    <message>
        <source>action phase</source>
        <translation>фаза действий</translation>
    </message>
    <message>
        <source>combat phase</source>
        <extracomment>the card game&apos;s book: «фаза сражений» (not «фаза боя»)</extracomment>
        <translation>фаза сражений</translation>
    </message>
    <message>
        <source>draw phase</source>
        <translation>фаза добора</translation>
    </message>
    <message>
        <source>location phase</source>
        <extracomment>the card game&apos;s book: «локация» (not «местность»)</extracomment>
        <translation>фаза локаций</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>резерв</translation>
    </message>
    <message>
        <source>the game begins</source>
        <translation>начало игры</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>ходит</translation>
    </message>
    <message>
        <source>victory phase</source>
        <extracomment>the card game&apos;s book: «фаза проверки» (not «фаза победных очков»)</extracomment>
        <translation>фаза проверки</translation>
    </message>
    <message>
        <source>{army} supports {character}</source>
        <extracomment>the card game&apos;s book: «воинство» (not «армия»); Ukrainian as the War of the Ring book&apos;s «військо»</extracomment>
        <translation>{army}: поддержка персонажа «{character}»</translation>
    </message>
    <message>
        <source>{card} as a casualty</source>
        <translation>{card}: в потери</translation>
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
        <translation>{side}: взятые локации</translation>
    </message>
    <message>
        <source>{side}: victory points</source>
        <translation>{side}: победные очки</translation>
    </message>
    <message>
        <source>{side}: {n} VP</source>
        <translation type="vanished">{side}: {n} ПО</translation>
    </message>
</context>
</TS>
