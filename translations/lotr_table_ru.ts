<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en_US">
<context>
    <name>BattlePanel</name>
    <message>
        <source>Battle in {region}</source>
        <translation>Битва в {region}</translation>
    </message>
    <message>
        <source>Click a card in your hand to play it.</source>
        <translation>Щелкните карту в руке, чтобы сыграть ее.</translation>
    </message>
    <message>
        <source>Deciding…</source>
        <translation>Принимает решение…</translation>
    </message>
    <message>
        <source>Gandalf lends 1 strength.</source>
        <translation>Gandalf добавляет 1 к силе.</translation>
    </message>
    <message>
        <source>Gwaihir the Wind carries the Fellowship hero away.</source>
        <translation>«Gwaihir the Wind» уносит героя Братства.</translation>
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
        <translation>Anduin</translation>
    </message>
    <message>
        <source>Moria tunnel</source>
        <translation>Туннель в Moria</translation>
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
    <name>Curtain</name>
    <message>
        <source>Pass the screen to the {seat} player. Everyone else, please look away.</source>
        <translation>Передайте экран игроку — {seat}. Остальных просим отвернуться.</translation>
    </message>
    <message>
        <source>Show my table</source>
        <translation>Показать мой стол</translation>
    </message>
    <message>
        <source>{seat} to play</source>
        <translation>Ходит: {seat}</translation>
    </message>
</context>
<context>
    <name>DecisionArea</name>
    <message>
        <source>A Fellowship hero goes through the Moria tunnel under Caradhras. Reveal the Balrog?</source>
        <translation>Герой Братства проходит через туннель в Moria под Caradhras. Раскрыть Balrog&apos;a?</translation>
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
        <translation>Выберите Боевую карту: щелкните карту в руке. Соперник не увидит ее, пока не выбраны обе карты.</translation>
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
        <translation>«Magic»: выберите карту из сброса, чтобы сыграть ее взамен.</translation>
    </message>
    <message>
        <source>Place your heroes: four in {home}, one in each region in front of it. Drag a tile to a lit region, or click the tile and then the region.</source>
        <translation>Расставьте героев: четырех в {home} и по одному в каждую область перед ним. Перетащите плитку на подсвеченную область или щелкните плитку, а затем область.</translation>
    </message>
    <message>
        <source>Reveal Gandalf to add 1 to your hero&apos;s strength?</source>
        <translation>Раскрыть Gandalf, чтобы добавить 1 к силе вашего героя?</translation>
    </message>
    <message>
        <source>Saruman: make the Fellowship show another card?</source>
        <translation>Saruman: принудить Братство открыть другую карту?</translation>
    </message>
    <message>
        <source>Several heroes defend this region: choose whom to fight.</source>
        <translation>Эту область обороняют несколько героев: выберите, с кем сражаться.</translation>
    </message>
    <message>
        <source>The Mouth of Sauron: swap your card for the 4?</source>
        <translation>Mouth of Sauron: заменить вашу карту на «4»?</translation>
    </message>
    <message>
        <source>The battle begins. Play Gwaihir the Wind to carry your hero away?</source>
        <translation>Битва начинается. Сыграть «Gwaihir the Wind», чтобы унести своего героя?</translation>
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
        <translation>Wormtongue побежден: отступить назад на пустую область?</translation>
    </message>
    <message>
        <source>Your hero retreats: choose where to.</source>
        <translation>Ваш герой отступает: выберите куда.</translation>
    </message>
    <message>
        <source>Your hero&apos;s text gives you a choice.</source>
        <translation>Текст вашего героя дает вам выбор.</translation>
    </message>
    <message>
        <source>Your move is made. Play Palantir, or end the turn.</source>
        <translation>Ход сделан. Сыграйте «Palantir» или закончите ход.</translation>
    </message>
    <message>
        <source>Your turn: move one hero forward. Drag a tile to a region, or click the tile and then the region. Keys: arrows, Enter, then a number.</source>
        <translation>Ваш ход: переместите одного героя вперед. Перетащите плитку на область или щелкните плитку, а затем область. Клавиши: стрелки, Enter, затем номер.</translation>
    </message>
    <message>
        <source>Your turn: you must move {hero}. Drag it to a lit region, or click it and then the region.</source>
        <translation>Ваш ход: должен ходить {hero}. Перетащите плитку на подсвеченную область или щелкните ее, а затем область.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Discard</source>
        <translation>Удалить</translation>
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
        <source>Open a saved game</source>
        <translation>Открыть сохраненную партию</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Resume it, or discard it?</source>
        <translation>Продолжить ее или удалить?</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Незаконченная партия</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>The Lord of the Rings: The Confrontation</source>
        <translation>Властелин Колец: Противостояние</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>Choose a lit region by its number, or press Escape.</source>
        <translation>Выберите подсвеченную область по ее номеру или нажмите Escape.</translation>
    </message>
    <message>
        <source>Drop the tile on a region of the board.</source>
        <translation>Перетащите плитку на область поля.</translation>
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
    <message>
        <source>strength</source>
        <translation>сила</translation>
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
        <source>LOTR Table</source>
        <translation>LOTR Table</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Open table: one person plays both sides, no curtain (for learning)</source>
        <translation>Открытый стол: один человек играет за обе стороны, без занавеса (для обучения)</translation>
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
        <translation>Сохраненные партии</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>These options cannot be played</source>
        <translation>С такими параметрами играть нельзя</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Continue saved game</source>
        <translation>&amp;Продолжить сохраненную партию</translation>
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
        <source>No recent games</source>
        <translation>Нет недавних партий</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Н&amp;едавние партии</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
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
        <source>Game {game}: {side} won, {points} points</source>
        <translation>Партия {game}: победа — {side}, очки: {points}</translation>
    </message>
    <message>
        <source>Heroes to place</source>
        <translation>Герои для расстановки</translation>
    </message>
    <message>
        <source>Match score: player 1 — {a}, player 2 — {b}</source>
        <translation>Счет матча: игрок 1 — {a}, игрок 2 — {b}</translation>
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
        <translation>Должен ходить: {hero}</translation>
    </message>
    <message>
        <source>{side} wins!</source>
        <translation>{side} побеждает!</translation>
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
        <translation>Счет матча: игрок 1 — {a}, игрок 2 — {b}</translation>
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
        <translation>битва в {region}</translation>
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
        <source>The autosaved game cannot be resumed and was discarded:
{reason}</source>
        <translation>Автосохраненную партию нельзя продолжить, она удалена:
{reason}</translation>
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
</context>
<context>
    <name>confrontation.action</name>
    <message>
        <source> through the Moria tunnel</source>
        <translation> через туннель в Moria</translation>
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
        <translation>Переместить {hero} в {to}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Place {hero} in {region}</source>
        <translation>Поставить {hero} в {region}</translation>
    </message>
    <message>
        <source>Play A King Revealed on {target} in {region}</source>
        <translation>Сыграть «A King Revealed»: {target} в {region}</translation>
    </message>
    <message>
        <source>Play Crebain of Dunland on {target} in {region}</source>
        <translation>Сыграть «Crebain of Dunland»: {target} в {region}</translation>
    </message>
    <message>
        <source>Play Gandalf the White</source>
        <translation>Сыграть «Gandalf the White»</translation>
    </message>
    <message>
        <source>Play Gwaihir the Wind</source>
        <translation>Сыграть «Gwaihir the Wind»</translation>
    </message>
    <message>
        <source>Play Palantir on {region}</source>
        <translation>Сыграть «Palantir»: {region}</translation>
    </message>
    <message>
        <source>Play Recall to Mordor on {hero}</source>
        <translation>Сыграть «Recall to Mordor»: {hero}</translation>
    </message>
    <message>
        <source>Play Shadowfax: {hero} to {to}</source>
        <translation>Сыграть «Shadowfax»: {hero} в {to}</translation>
    </message>
    <message>
        <source>Play The Dark of Mordor: {hero} to {to}</source>
        <translation>Сыграть «The Dark of Mordor»: {hero} в {to}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Сыграть карту {card}</translation>
    </message>
    <message>
        <source>Retreat to {to}</source>
        <translation>Отступить в {to}</translation>
    </message>
    <message>
        <source>Reveal Frodo beside Sam</source>
        <translation>Раскрыть Frodo рядом с Sam</translation>
    </message>
    <message>
        <source>Reveal Gandalf to add 1</source>
        <translation>Раскрыть Gandalf: +1 к силе</translation>
    </message>
    <message>
        <source>Reveal the Balrog</source>
        <translation>Раскрыть Balrog&apos;a</translation>
    </message>
    <message>
        <source>Sam takes Frodo&apos;s place</source>
        <translation>Sam подменяет Frodo</translation>
    </message>
    <message>
        <source>Smeagol swaps with {hero}</source>
        <translation>Smeagol меняется местами с {hero}</translation>
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
        <translation>Оба героя, участвующие в битве, погибают. Если игрок Саурона сыграл карту «Retreat», никто не погибает (но обе карты считаются сброшенными).</translation>
    </message>
    <message>
        <source>Move your hero backwards to an adjacent region that contains no Sauron heroes and does not hold the maximum number of Fellowship heroes (otherwise the retreat is impossible, and the battle takes place).</source>
        <translation>Передвиньте своего героя назад на соседнюю область, в которой нет героев Саурона и нет максимального количества героев Братства (в ином случае отступление невозможно, и происходит битва).</translation>
    </message>
    <message>
        <source>Move your hero sideways to an adjacent region that is not a mountain region, contains no Fellowship heroes and does not hold the maximum number of Sauron heroes. The &quot;Noble Sacrifice&quot; card played by the Fellowship player is then ignored. If the Sauron player is forced to play &quot;Retreat (Sideways)&quot; but cannot retreat (the battle is in the mountains, or the adjacent regions are occupied by the enemy or by the maximum number of his own heroes), the card is discarded without effect and the battle takes place as usual. If the Fellowship player has played &quot;Noble Sacrifice&quot; in that case, both cards are discarded and no hero either dies or retreats.</source>
        <translation>Передвиньте своего героя вбок на соседнюю область, которая не является горной, в которой нет героев Братства и нет максимального количества героев Саурона. При этом сыгранная игроком Братства карта «Noble Sacrifice» игнорируется. Если игрок Саурона вынужден сыграть «Retreat (Sideways)», но отступить не может (битва в горах или соседние области заняты врагом или максимальным количеством его героев), карта сбрасывается без эффекта, и битва происходит как обычно. Если при этом игрок Братства сыграл «Noble Sacrifice», обе карты сбрасываются и никто из героев не погибает и не отступает.</translation>
    </message>
    <message>
        <source>The Strength card played by the Sauron side is ignored. If the Sauron player played the card &quot;Magic&quot; and replaced it with a Strength card, that card is ignored as well.</source>
        <translation>Карта силы, сыгранная со стороны Саурона, игнорируется. Если игрок Саурона сыграл карту «Magic» и заменил ее Картой силы, то последняя также игнорируется.</translation>
    </message>
    <message>
        <source>The Text card played by the Fellowship side is ignored. If the Fellowship player played a Strength card, &quot;The Eye of Sauron&quot; has no effect.</source>
        <translation>Текстовая карта, сыгранная со стороны Братства, игнорируется. Если игрок Братства сыграл Карту силы, то карта «The Eye of Sauron» эффекта не имеет.</translation>
    </message>
    <message>
        <source>When you play this card in a battle, you must immediately replace it with any one of your discarded (previously played) cards. If you have no played cards, this card has neither strength nor effect. If both players play &quot;Magic&quot; at the same time, the Sauron player chooses his replacement first.</source>
        <translation>Сыграв эту карту во время битвы, вы должны немедленно заменить ее любой своей картой из сброшенных (сыгранных ранее). Если у вас нет сыгранных карт, эта карта не имеет ни силы, ни эффекта. Если оба игрока одновременно сыграли карту «Magic», игрок Саурона первым выбирает замену.</translation>
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
        <translation>После того как открыты карты, можно заменить свою сыгранную карту на свою Карту силы «4» (даже из сброса). Если «4» берется из руки, первая карта возвращается в руку; если из сброса — первая карта кладется в сброс. Заменить нельзя, если Aragorn (альтернативная версия) решил, что карты играть не будут.</translation>
    </message>
    <message>
        <source>Defeats Gandalf immediately, before any cards are played. After the Fellowship player has revealed his card, you may force him to reveal another one (the first card goes back to his hand). Not allowed if Aragorn (alternative version) has decided that no cards will be played; not allowed if the Fellowship player had only 1 combat card left.</source>
        <translation>Побеждает Gandalf&apos;a немедленно до того, как сыграны любые карты. После того как игрок Братства открыл свою карту, можно принудить его открыть другую (первая возвращается обратно в руку). Нельзя, если Aragorn (альтернативная версия) решил, что карты играть не будут; нельзя, если у игрока Братства оставалась только 1 Боевая карта.</translation>
    </message>
    <message>
        <source>Defeats the Flying Nazgul immediately, before any cards are played. Against others, as usual.</source>
        <translation>Побеждает Flying Nazgul немедленно до того, как сыграны любые карты. Против других как обычно.</translation>
    </message>
    <message>
        <source>Defeats the Orcs immediately, before any cards are played. Against others, as usual.</source>
        <translation>Побеждает Orcs немедленно до того, как сыграны любые карты. Против других как обычно.</translation>
    </message>
    <message>
        <source>Defeats the Witch King immediately, before any cards are played. Against others, as usual.</source>
        <translation>Побеждает Witch King немедленно до того, как сыграны любые карты. Против других как обычно.</translation>
    </message>
    <message>
        <source>Dies immediately together with the enemy hero, except against the Warg (the ability is ignored) and when the Balrog is revealed in Caradhras as Boromir uses the Moria tunnel (he dies without a battle).</source>
        <translation>Немедленно погибает вместе с героем противника, за исключением Warg&apos;a (способность игнорируется) и при раскрытии Balrog&apos;a в Caradhras при использовании им туннеля в Moria (погибает без боя).</translation>
    </message>
    <message>
        <source>If defeated, may retreat backwards to an adjacent empty region, even when defeated by Boromir or by the card &quot;Noble Sacrifice&quot; (in both cases the enemy hero dies). If he cannot retreat, he is removed from the board.</source>
        <translation>Если побежден, может отступить назад на соседнюю пустую область, в т.ч. будучи побежденным Boromir&apos;ом или картой «Noble Sacrifice» (в обоих случаях вражеский герой погибает). Если отступить не может, убирается с поля.</translation>
    </message>
    <message>
        <source>If he enters the Shire, the Sauron player immediately wins the game (whether or not enemy heroes are in that region).</source>
        <translation>Если заходит в Shire, игрок Саурона немедленно выигрывает партию (независимо от присутствия в этой области вражеских героев).</translation>
    </message>
    <message>
        <source>If in Caradhras when a Fellowship hero uses the Moria tunnel, may be revealed, if you wish, to defeat that enemy hero immediately without a battle (Frodo included). The Balrog himself stays unharmed, even if it is Boromir who is destroyed. Fellowship heroes killed this way do not reach Fangorn, so the Sauron heroes in that region are not revealed.</source>
        <translation>Если в области Caradhras, когда герой Братства использует туннель в Moria, при желании можно раскрыть, чтобы немедленно победить этого вражеского героя без боя (в т.ч. Frodo). Сам Balrog остается невредимым, даже если уничтожается Boromir. Погибшие таким образом герои Братства не достигают Fangorn, поэтому герои Саурона в этой области не раскрываются.</translation>
    </message>
    <message>
        <source>If in the same region as Frodo and Frodo is attacked first, you may reveal Sam and have him take Frodo&apos;s place in this battle; in that case, in a battle with the Orcs (classic version), the Orcs immediately defeat Sam. Strength = 5 when in the same region as Frodo, but to prove this you must reveal both heroes, Frodo and Sam, at the start of the battle. Against the Warg this ability does not work (not even the substitution), because the Fellowship hero&apos;s text is ignored. Cannot accompany Frodo in the mountains, because the limit of your own heroes in those regions is 1.</source>
        <translation>Если в одной области с Frodo, которого атакуют первым, можно раскрыть Sam&apos;a и подменить Frodo в этой битве, при этом в бою с Orcs (классическая версия) последние немедленно побеждают Sam&apos;a. Сила = 5, когда в одной области с Frodo, но для подтверждения этого в начале битвы обязательно раскрыть обоих героев — Frodo и Sam&apos;a. В бою против Warg способность не действует (в т.ч. невозможна замена), т.к. текст героя Братства игнорируется. Не может сопровождать Frodo в горах, т.к. лимит своих героев в данных областях = 1.</translation>
    </message>
    <message>
        <source>If no hero has died or retreated before the combat cards are played, you may decide to fight a battle in which he takes part without cards (including after Aragorn (alternative version) has decided not to use his ability), on the heroes&apos; strength only. Otherwise the normal rules apply.</source>
        <translation>Если до того, как сыграны Боевые карты, нет погибших или отступивших героев, битву с его участием можно решить провести без карт (в т.ч. после того, как Aragorn (альтернативная версия) решил не использовать свою способность) — только на основе силы героев. В остальном действуют обычные правила.</translation>
    </message>
    <message>
        <source>If not in Gondor and she defeats an enemy hero, she immediately returns to Gondor; she then dies immediately (and is removed from the board) if a Fellowship hero or 2 other Sauron heroes are there.</source>
        <translation>Если не в Gondor и побеждает вражеского героя, немедленно возвращается в Gondor, при этом немедленно погибает (и убирается с поля), если там присутствует герой Братства или 2 других героя Саурона.</translation>
    </message>
    <message>
        <source>Immediately defeat the enemy hero they attack first in a given region. Gimli defeats them immediately (and therefore stays unharmed in any battle with the Orcs). If they attack Boromir, both die. If more Fellowship heroes are present in that region, the ability is ignored in the subsequent battles with them. If the Orcs are not themselves attacking, the ability is ignored as well. If they attack Frodo first, he may retreat sideways and stay unharmed; in that case the Orcs are considered to have made their first attack (as when the Fellowship player has played the Special card &quot;Gwaihir the Wind&quot; on the first hero). If they attack Smeagol and there are no other Fellowship heroes in that region, he may swap places with a Fellowship hero in an adjacent region and stay unharmed; in that case no battle is considered to have taken place, and the Orcs&apos; attack on the new hero is their first.</source>
        <translation>Немедленно побеждают вражеского героя, которого первым атакуют в данной области. Gimli побеждает их немедленно (поэтому остается невредимым в любом бою с Orcs). Если нападают на Boromir&apos;a, погибают оба. Если в данной области присутствуют еще герои Братства, способность игнорируется в последующих с ними битвах. Если Orcs не нападают сами, способность также игнорируется. Если первым атакуют Frodo, он может отступить вбок и остаться невредимым; в этом случае считается, что Orcs свою первую атаку совершили (как в случае, если игрок Братства применил Специальную карту «Gwaihir the Wind» на первого героя). Если нападают на Smeagol&apos;a и в данной области нет других героев Братства, он может поменяться местами с героем Братства на соседней области и остаться невредимым; в этом случае считается, что битвы не произошло, и атака Orcs на нового героя является их первой.</translation>
    </message>
    <message>
        <source>In Fangorn, strength = 6. May move from any region into Fangorn if it is occupied by a single Sauron hero. Otherwise moves as usual.</source>
        <translation>В Fangorn сила = 6. Может переместиться из любой области в Fangorn, если там находится единственный герой Саурона. Иначе двигается как обычно.</translation>
    </message>
    <message>
        <source>In Rohan or Gondor, strength = 4, even when attacking.</source>
        <translation>В Rohan или Gondor сила = 4, даже если нападает сам.</translation>
    </message>
    <message>
        <source>May be revealed after the combat cards have been revealed in a battle in his own region or in an adjacent region (a mountain region included), to add 1 to the strength of the battling Fellowship hero. Allowed even if no cards were played at all because of the ability of Aragorn (alternative version) or Saruman (classic version). Not allowed if the battle is against the Warg. Not allowed if Gandalf himself is attacking or defending.</source>
        <translation>Можно раскрыть после того, как в битве в его области или в соседней (в т.ч. горной) открыты Боевые карты, чтобы добавить 1 к силе сражающегося героя Братства. Можно, даже если карты вообще не были сыграны из-за способности Aragorn&apos;a (альтернативная версия) или Saruman&apos;a (классическая версия). Нельзя, если битва с Warg. Нельзя, если Gandalf сам нападает или обороняется.</translation>
    </message>
    <message>
        <source>May be revealed to move forward any number of regions and end the move in an empty region. Not into or through regions holding the maximum number of Sauron heroes; not through regions containing Fellowship heroes. Otherwise move as usual.</source>
        <translation>Можно раскрыть, чтобы пройти вперед любое количество областей и закончить движение на пустой области. Нельзя в/через области с максимальным количеством героев Саурона; нельзя через области с героями Братства. Иначе двигаются как обычно.</translation>
    </message>
    <message>
        <source>May move forward any number of regions if by doing so he attacks at least 1 enemy hero. Not without attacking; not into or through regions holding the maximum number of Sauron heroes; not through regions containing Fellowship heroes. Otherwise moves as usual.</source>
        <translation>Может пройти вперед любое количество областей, если при этом он нападет как минимум на 1 вражеского героя. Нельзя без нападения; нельзя в/через области с максимальным количеством героев Саурона; нельзя через области с героями Братства. Иначе двигается как обычно.</translation>
    </message>
    <message>
        <source>May move forward over 1 region (even one holding the maximum number of Sauron heroes or containing Fellowship heroes) in order to attack. Otherwise moves as usual.</source>
        <translation>Может переместиться вперед через 1 область (в т.ч. с максимальным количеством героев Саурона или с героями Братства), чтобы напасть. Иначе двигается как обычно.</translation>
    </message>
    <message>
        <source>May move sideways to an adjacent region if by doing so he attacks at least 1 enemy hero. Not while in the mountains. A defending Frodo may retreat sideways into the region the Witch King came from, if there are no other Sauron heroes there. Otherwise moves as usual.</source>
        <translation>Может переместиться вбок на соседнюю область, если при этом он нападет как минимум на 1 вражеского героя. Нельзя, находясь в горах. Обороняющийся Frodo может отступить вбок на область, откуда пришел Witch King, если там нет других героев Саурона. Иначе двигается как обычно.</translation>
    </message>
    <message>
        <source>May move to any adjacent region (forward, sideways or backwards) if by doing so he attacks at least 1 enemy hero. This way he can attack the Warg, because the ability is used before entering the region. Not sideways while in the mountains. Otherwise moves as usual.</source>
        <translation>Может переместиться в любую соседнюю область (вперед, вбок или назад), если при этом он нападет как минимум на 1 вражеского героя: так можно атаковать Warg&apos;a — способность используется перед входом в область. Нельзя вбок, находясь в горах. Иначе двигается как обычно.</translation>
    </message>
    <message>
        <source>May move to any region occupied by a single Fellowship hero (which makes it possible to attack an adjacent mountain region). Otherwise moves as usual.</source>
        <translation>Может переместиться в любую область, занятую единственным героем Братства (что позволяет атаковать соседнюю горную область). Иначе двигается как обычно.</translation>
    </message>
    <message>
        <source>May retreat forward. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not if the enemy hero has already retreated.</source>
        <translation>Может отступить вперед: не считается обычным передвижением; можно только в начале битвы — до того, как сыграны карты; нельзя, если уже отступил вражеский герой.</translation>
    </message>
    <message>
        <source>May retreat sideways when defending, but not when attacking. This does not count as an ordinary move; only at the start of the battle, before the cards are played; not in the mountains.</source>
        <translation>Может отступить вбок, когда обороняется, но не когда нападает сам: не считается обычным передвижением; можно только в начале битвы — до того, как сыграны карты; нельзя в горах.</translation>
    </message>
    <message>
        <source>Once revealed, stays revealed until the end of the game and loses the ability to move forward. He may still retreat sideways with the card &quot;Retreat&quot;, or return to Mordor with the Special card &quot;Recall to Mordor&quot; (staying revealed in either case).</source>
        <translation>Однажды раскрывшись, до окончания партии остается раскрытым и теряет возможность перемещаться вперед. При этом может отступить вбок при помощи карты «Retreat» или вернуться в Mordor с помощью Специальной карты «Recall to Mordor» (остается раскрытым в любом случае).</translation>
    </message>
    <message>
        <source>The Sauron player must choose and play his card first; after that the Fellowship player must do the same (even if the Sauron player played &quot;Retreat&quot;). If the Sauron player played &quot;Magic&quot;, he must carry it out completely and reveal his new card before the Fellowship player chooses and plays his card.</source>
        <translation>Игрок Саурона должен первым выбрать и сыграть свою карту, после чего игрок Братства должен сделать то же (даже если игрок Саурона сыграл «Retreat»). Если игрок Саурона сыграл «Magic», он обязан полностью выполнить ее и открыть свою новую карту перед тем, как выберет и сыграет карту игрок Братства.</translation>
    </message>
    <message>
        <source>The Sauron player&apos;s Text card is ignored. If Frodo dies, Sam becomes the new Ring-bearer. If Frodo dies in a battle against the Warg, or when Sam is no longer on the board, the Sauron player immediately wins the game.</source>
        <translation>Текстовая карта игрока Саурона игнорируется. Если Frodo погибает, новым кольценосцем становится Sam. Если Frodo погибает в бою против Warg или когда Sam&apos;a уже нет на поле, игрок Саурона немедленно выигрывает партию.</translation>
    </message>
    <message>
        <source>The Sauron player&apos;s card is ignored (he must still play and discard a card).</source>
        <translation>Карта игрока Саурона игнорируется (он по-прежнему обязан сыграть и сбросить карту).</translation>
    </message>
    <message>
        <source>The Sauron player&apos;s cards &quot;The Eye of Sauron&quot; and &quot;Magic&quot; are ignored.</source>
        <translation>Карты игрока Саурона «The Eye of Sauron» и «Magic» игнорируются.</translation>
    </message>
    <message>
        <source>The text of the opposing Fellowship hero is ignored. Aragorn can use his ability, because he applies it in the adjacent region, before the battle. Treebeard can use his ability to attack into Fangorn, because he applies it before the battle, but his strength does not rise to 6 in a battle in Fangorn against the Warg.</source>
        <translation>Игнорируется текст противостоящего героя Братства. Aragorn может использовать свою способность, т.к. применяет ее в соседней области — до битвы. Treebeard может использовать свою способность атаковать в Fangorn, т.к. применяет ее до битвы, но его сила не увеличивается до 6 в бою в Fangorn против Warg.</translation>
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
        <translation>Если обороняется и в его области нет других героев Братства, может поменяться местами с соседним героем Братства: не считается обычным передвижением; можно только в начале битвы — до того, как сыграны карты; нельзя вбок в горах. Новый герой обороняется вместо Smeagol&apos;a, и текст нового героя применяется соответственно. Если обороняется от Orcs (классическая версия), может поменяться и остаться невредимым.</translation>
    </message>
    <message>
        <source>When defending, strength = the strength of the enemy hero (if it is the Orcs (alternative version), strength = 6). Combat cards and the abilities of heroes such as Gandalf (alternative version) add strength as usual.</source>
        <translation>Если обороняется, сила = силе вражеского героя (если это Orcs (альтернативная версия), сила = 6). Боевые карты и способности таких героев, как Gandalf (альтернативная версия), добавляют силу как обычно.</translation>
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
        <translation>Герой Саурона возвращается из {frm} в Mordor.</translation>
    </message>
    <message>
        <source>A hero of {side} moves from {frm} to {to} through the Moria tunnel.</source>
        <translation>{side}: герой переходит из {frm} в {to} через туннель в Moria.</translation>
    </message>
    <message>
        <source>A hero of {side} moves from {frm} to {to}.</source>
        <translation>{side}: герой переходит из {frm} в {to}.</translation>
    </message>
    <message>
        <source>All combat cards are spent: both players take their cards back.</source>
        <translation>Все Боевые карты использованы: каждый игрок забирает свои карты обратно в руку.</translation>
    </message>
    <message>
        <source>Battle in {region}: {attacker} attacks {defender}.</source>
        <translation>Битва в {region}: {attacker} нападает на {defender}.</translation>
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
        <translation>«Crebain of Dunland» раскрывают {hero} в {region} до конца партии.</translation>
    </message>
    <message>
        <source>Gandalf is revealed to lend 1 strength.</source>
        <translation>Gandalf раскрывается и добавляет 1 к силе.</translation>
    </message>
    <message>
        <source>Handicap: {side} may use {cards}.</source>
        <translation>Фора: {side} может использовать: {cards}.</translation>
    </message>
    <message>
        <source>Magic brings back {card}.</source>
        <translation>«Magic» возвращает карту {card}.</translation>
    </message>
    <message>
        <source>Magic finds no discarded card: it has no strength and no effect.</source>
        <translation>«Magic» не находит сброшенных карт: у нее нет ни силы, ни эффекта.</translation>
    </message>
    <message>
        <source>Noble Sacrifice is cancelled by Sauron&apos;s Retreat.</source>
        <translation>«Noble Sacrifice» отменяется картой Саурона «Retreat».</translation>
    </message>
    <message>
        <source>Palantir reveals {hero} in {region}.</source>
        <translation>«Palantir» раскрывает {hero} в {region}.</translation>
    </message>
    <message>
        <source>Retreat (Sideways) is impossible; the card has no effect.</source>
        <translation>«Retreat (Sideways)» невозможен: карта не имеет эффекта.</translation>
    </message>
    <message>
        <source>Saruman forces the Fellowship to show another card; {card} returns to the hand.</source>
        <translation>Saruman принуждает Братство открыть другую карту; {card} возвращается в руку.</translation>
    </message>
    <message>
        <source>Sauron must move the chosen hero in {region} next turn.</source>
        <translation>В следующий ход Саурон должен сходить выбранным героем в {region}.</translation>
    </message>
    <message>
        <source>Second game: the players swap sides.</source>
        <translation>Вторая партия: игроки меняются сторонами.</translation>
    </message>
    <message>
        <source>Shelob returns to Gondor.</source>
        <translation>Shelob возвращается в Gondor.</translation>
    </message>
    <message>
        <source>Smeagol swaps places with a Fellowship hero from {frm}.</source>
        <translation>Smeagol меняется местами с героем Братства из {frm}.</translation>
    </message>
    <message>
        <source>Strength: the Fellowship {n}, Sauron {n2}.</source>
        <translation>Сила: Братство {n}, Саурон {n2}.</translation>
    </message>
    <message>
        <source>The Balrog in Caradhras kills {hero} in the Moria tunnel.</source>
        <translation>Balrog в Caradhras убивает {hero} в туннеле в Moria.</translation>
    </message>
    <message>
        <source>The Eye of Sauron: the Fellowship&apos;s card is ignored.</source>
        <translation>«The Eye of Sauron»: карта Братства игнорируется.</translation>
    </message>
    <message>
        <source>The Fellowship announces {n} special cards each.</source>
        <translation>Братство объявляет число Специальных карт для каждого: {n}.</translation>
    </message>
    <message>
        <source>The Mouth of Sauron replaces his card with the 4 from the {source}.</source>
        <translation>Mouth of Sauron заменяет свою карту на «4» ({source}).</translation>
    </message>
    <message>
        <source>The heroes are placed. Sauron moves first.</source>
        <translation>Герои расставлены. Первым ходит Саурон.</translation>
    </message>
    <message>
        <source>Wormtongue escapes backwards to {to}.</source>
        <translation>Wormtongue отступает назад в {to}.</translation>
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
        <translation>Вы ставите {hero} в {region}.</translation>
    </message>
    <message>
        <source>{hero} decides the battle is fought without cards.</source>
        <translation>{hero}: решено провести битву без карт.</translation>
    </message>
    <message>
        <source>{hero} dies.</source>
        <translation>{hero} погибает.</translation>
    </message>
    <message>
        <source>{hero} in {region} becomes the Ring-bearer.</source>
        <translation>{hero} в {region} становится кольценосцем.</translation>
    </message>
    <message>
        <source>{hero} is revealed beside Sam: Sam has strength 5.</source>
        <translation>{hero} раскрывается рядом с Sam: сила Sam&apos;a = 5.</translation>
    </message>
    <message>
        <source>{hero} is revealed in {region}.</source>
        <translation>{hero} раскрывается в {region}.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to} through the Moria tunnel.</source>
        <translation>{hero} переходит из {frm} в {to} через туннель в Moria.</translation>
    </message>
    <message>
        <source>{hero} moves from {frm} to {to}.</source>
        <translation>{hero} переходит из {frm} в {to}.</translation>
    </message>
    <message>
        <source>{hero} retreats from {frm} to {to}.</source>
        <translation>{hero} отступает из {frm} в {to}.</translation>
    </message>
    <message>
        <source>{hero} returns in Fangorn.</source>
        <translation>{hero} возвращается в игру в Fangorn.</translation>
    </message>
    <message>
        <source>{hero} takes Frodo&apos;s place in the battle.</source>
        <translation>{hero} подменяет Frodo в этой битве.</translation>
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
        <translation>погиб Frodo</translation>
    </message>
    <message>
        <source>Frodo died and Sam is not on the board</source>
        <translation>погиб Frodo, а Sam&apos;a на поле нет</translation>
    </message>
    <message>
        <source>Frodo died in battle against the Warg</source>
        <translation>Frodo погиб в бою против Warg</translation>
    </message>
    <message>
        <source>Frodo entered Mordor</source>
        <translation>Frodo зашел в Mordor</translation>
    </message>
    <message>
        <source>Sam entered Mordor</source>
        <translation>Sam зашел в Mordor</translation>
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
        <translation>погиб кольценосец Sam</translation>
    </message>
    <message>
        <source>the Witch King entered the Shire</source>
        <translation>Witch King зашел в Shire</translation>
    </message>
    <message>
        <source>the match is drawn</source>
        <translation>матч закончился вничью</translation>
    </message>
    <message>
        <source>three Sauron heroes stand in the Shire</source>
        <translation>в Shire находятся 3 героя Саурона</translation>
    </message>
</context>
<context>
    <name>confrontation.reason</name>
    <message>
        <source>Frodo died</source>
        <translation>погиб Frodo</translation>
    </message>
    <message>
        <source>Frodo died and Sam is not on the board</source>
        <translation>погиб Frodo, а Sam&apos;a на поле нет</translation>
    </message>
    <message>
        <source>Frodo died in battle against the Warg</source>
        <translation>Frodo погиб в бою против Warg</translation>
    </message>
    <message>
        <source>Frodo entered Mordor</source>
        <translation>Frodo зашел в Mordor</translation>
    </message>
    <message>
        <source>Sam entered Mordor</source>
        <translation>Sam зашел в Mordor</translation>
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
        <translation>погиб кольценосец Sam</translation>
    </message>
    <message>
        <source>the Witch King entered the Shire</source>
        <translation>Witch King зашел в Shire</translation>
    </message>
    <message>
        <source>three Sauron heroes stand in the Shire</source>
        <translation>в Shire находятся 3 героя Саурона</translation>
    </message>
</context>
<context>
    <name>confrontation.refusal</name>
    <message>
        <source>After The Dark of Mordor you must move a different hero.</source>
        <translation>После «The Dark of Mordor» нужно сходить другим героем.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>No hero may travel up the Anduin against its current.</source>
        <translation>Ни один герой не может двигаться по Anduin против течения.</translation>
    </message>
    <message>
        <source>No moving sideways in the mountains.</source>
        <translation>В горах нельзя двигаться вбок.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Сейчас это невозможно.</translation>
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
        <translation>Сейчас это невозможно: нужно выбрать карту, которую вернет «Magic».</translation>
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
        <translation>Сейчас это невозможно: нужно решить, добавит ли Gandalf свою силу.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether Wormtongue escapes.</source>
        <translation>Сейчас это невозможно: нужно решить, отступит ли Wormtongue.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to force another card.</source>
        <translation>Сейчас это невозможно: нужно решить, принуждать ли открыть другую карту.</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to play Gwaihir the Wind.</source>
        <translation>Сейчас это невозможно: нужно решить, играть ли «Gwaihir the Wind».</translation>
    </message>
    <message>
        <source>That is not possible now: you must decide whether to reveal the Balrog.</source>
        <translation>Сейчас это невозможно: нужно решить, раскрывать ли Balrog&apos;a.</translation>
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
        <translation>Сейчас это невозможно: нужно сыграть «Palantir» или закончить ход.</translation>
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
        <source>The Moria tunnel leads only from Eregion to Fangorn.</source>
        <translation>Туннель в Moria ведет только из Eregion в Fangorn.</translation>
    </message>
    <message>
        <source>The Watcher, once revealed, can no longer move forward.</source>
        <translation>The Watcher, однажды раскрывшись, больше не может перемещаться вперед.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>There is no such region.</source>
        <translation>Такой области нет.</translation>
    </message>
    <message>
        <source>This turn you must move {hero}.</source>
        <translation>В этот ход должен ходить {hero}.</translation>
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
        <source>{hero} cannot be placed in {region}: four heroes go to your home corner and one to each region in front of it.</source>
        <translation>{hero} нельзя поставить в {region}: 4 героя ставятся в ваш угол и по одному — в каждую область перед ним.</translation>
    </message>
    <message>
        <source>{hero} cannot move to {to} now.</source>
        <translation>{hero} сейчас не может перейти в {to}.</translation>
    </message>
    <message>
        <source>{hero} is not on the board.</source>
        <translation>{hero}: этого героя нет на поле.</translation>
    </message>
    <message>
        <source>{hero} is not one of your heroes.</source>
        <translation>{hero} — не ваш герой.</translation>
    </message>
    <message>
        <source>{hero} may only move forward into an adjacent region, unless its text allows more.</source>
        <translation>{hero} может двигаться только вперед на соседнюю область, если его текст не позволяет большего.</translation>
    </message>
    <message>
        <source>{to} already holds as many heroes of your side as it may.</source>
        <translation>В {to} уже максимальное количество ваших героев.</translation>
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
        <translation>High Pass</translation>
    </message>
    <message>
        <source>The Shire</source>
        <translation>Shire</translation>
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
        <translation>Играется в любой момент своего хода. Раскройте всех героев Братства в одной области, за исключением Shire; игрок Братства не может перемешивать героев в этой области до окончания текущего хода.</translation>
    </message>
    <message>
        <source>Play at the end of the Fellowship player&apos;s turn; you then skip your own turn. You may choose and reveal an enemy hero; it must stay revealed until the end of the game. If Gandalf was chosen and later dies and returns to play through the Special card &quot;Gandalf the White&quot;, the effect of &quot;Crebain of Dunland&quot; does not apply to the new Gandalf.</source>
        <translation>Играется по окончании хода игрока Братства, при этом свой ход пропускается. Можно выбрать и раскрыть вражеского героя — он должен оставаться раскрытым до окончания партии. Если был выбран Gandalf, который позже погибает и возвращается в игру с помощью Специальной карты «Gandalf the White», то на нового Gandalf&apos;a эффект «Crebain of Dunland» не действует.</translation>
    </message>
    <message>
        <source>Play at the end of the Fellowship player&apos;s turn; you then skip your own turn. You may move any 1 of your heroes to Mordor. Not allowed if Mordor already contains a Fellowship hero or 4 other Sauron heroes.</source>
        <translation>Играется по окончании хода игрока Братства, при этом свой ход пропускается. Можно перенести в Mordor любого 1 из своих героев. Нельзя, если в Mordor уже есть герой Братства или 4 других героя Саурона.</translation>
    </message>
    <message>
        <source>Play at the end of the Sauron player&apos;s turn; you then skip your own turn. You may return a dead Gandalf (either version) to play by placing him in Fangorn. Cannot be played if Fangorn already contains a Sauron hero or 2 other Fellowship heroes. Cannot be played if Gandalf has not died yet.</source>
        <translation>Играется по окончании хода игрока Саурона, при этом свой ход пропускается. Можно вернуть в игру погибшего Gandalf (любой версии), поставив его в Fangorn. Нельзя сыграть, если в Fangorn уже есть герой Саурона или 2 других героя Братства. Нельзя сыграть, если Gandalf еще не погиб.</translation>
    </message>
    <message>
        <source>Play at the end of the Sauron player&apos;s turn; you then skip your own turn. You must reveal Aragorn to choose an enemy hero with which the Sauron player must move on his next turn (so the Sauron player cannot skip his next turn to play a Special card). The Watcher cannot be chosen if he is already revealed. Cannot be played if Aragorn has already died.</source>
        <translation>Играется по окончании хода игрока Саурона, при этом свой ход пропускается. Обязательно раскройте Aragorn&apos;a, чтобы выбрать вражеского героя, которым игрок Саурона должен сходить в свой следующий ход (следовательно, игрок Саурона не может пропустить свой следующий ход, чтобы сыграть Специальную карту). Нельзя выбрать The Watcher, если он уже раскрыт. Нельзя сыграть, если Aragorn уже погиб.</translation>
    </message>
    <message>
        <source>Play at the start of a battle, before the hero texts are applied. For this battle only, the Fellowship hero&apos;s text is replaced with &quot;Immediately retreat sideways or backwards&quot;. Cannot be played in a battle against the Warg.</source>
        <translation>Играется в начале битвы, до применения текстов героев. Только на время этой битвы текст героя Братства заменяется на «Немедленно отступить вбок или назад». Нельзя сыграть в битве против Warg.</translation>
    </message>
    <message>
        <source>Play on your turn, before moving a hero. Move a Fellowship hero forward to an adjacent region that contains no Sauron heroes and does not hold the maximum number of Fellowship heroes (the move may go along the Anduin and through the Moria tunnel; as usual, the hero dies if the Sauron player reveals the Balrog in Caradhras). Then make your move as usual, but it must be made with this same hero.</source>
        <translation>Играется в свой ход до передвижения героя. Переместите героя Братства вперед на соседнюю область, в которой нет героев Саурона и нет максимального количества героев Братства (можно вдоль Anduin и через туннель в Moria; как обычно, герой погибает, если игрок Саурона раскрывает Balrog&apos;a в Caradhras). Затем сходите как обычно, но обязательно этим же героем.</translation>
    </message>
    <message>
        <source>Play on your turn, before moving a hero. Move a Sauron hero forward to an adjacent region that contains no Fellowship heroes and does not hold the maximum number of Sauron heroes. Then make your move as usual, but it must be made with a different hero. Cannot be used to move a revealed The Watcher forward.</source>
        <translation>Играется в свой ход до передвижения героя. Переместите героя Саурона вперед на соседнюю область, в которой нет героев Братства и нет максимального количества героев Саурона. Затем сходите как обычно, но обязательно другим героем. Нельзя использовать для перемещения вперед раскрытого The Watcher.</translation>
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
</TS>
