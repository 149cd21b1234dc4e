"""The rules of the Lord of the Rings Trading Card Game as the Help menu tells them: our own
short text, written from the digest of the Russian rulebook (the rulebook decides), in each
language of the program, with a picture the table draws itself (`picture:<name>` in the
text; `pictures()` gives the views: a demo position of demo.py).

Each language has the same sections in the same order (tests/table/test_help.py checks it).
The Russian words are the rulebook's (Котёл Тьмы, фаза сближения, Кольценосец as the other
games say it); the Ukrainian ones follow the program's Ukrainian card texts.
"""

from __future__ import annotations

RULES = {
    "en": """
<h1>The Lord of the Rings Trading Card Game</h1>
<p><i>2 to 4 players, each with one deck &middot; about 45 minutes a game for two.</i></p>

<h2>Goal</h2>
<p>Each player leads his own fellowship along the adventure path, with Frodo bearing the One Ring.
The first fellowship to reach the last site (site 7 in the first game, site 9 in the full game) with
its Ring-bearer surviving the skirmishes there wins; so does the last player left in the game. A player whose Ring-bearer dies, or whose burdens reach his
resistance (corrupted), is out.</p>

<h2>The table</h2>
<p>Along the top runs the adventure path: the sites played so far in their numbered places, each
player's marker under the site his fellowship stands at, and the twilight pool. Under it a strip
tells the turn, the phase, who may act now and who has passed, and the fight: the assignments, the
skirmish being fought with each side's strength, the archery totals. Each player has a row: his
draw deck, discard pile, dead pile and hand as counts; his characters, each bearing its possessions
and conditions tucked under it, with wounds (red), burdens (dark) and, in a fight, strength (blue)
as counters; his support area. At the bottom lies your hand. Rest the pointer on a card, or press
Space on the card the arrows ring, to see it whole with its text.</p>
<p><img src="picture:table"></p>

<h2>A turn</h2>
<p>The turns go round the table; the player whose turn it is is the Free Peoples player, everyone
else a Shadow player. 1. <b>Fellowship</b>: play companions, possessions and allies, then move on:
the next site is played and the twilight its Shadow number and your companions add goes into the
pool. 2. <b>Shadow</b>: each Shadow player in turn spends twilight on minions and conditions.
3. <b>Maneuver</b>, 4. <b>Archery</b> (each side's archers wound the other), 5. <b>Assignment</b>,
6. <b>Skirmishes</b>, 7. <b>Regroup</b>: the Shadow players discard their minions; you may move on
again or stay. In each phase's window every player may act in turn or pass; it ends when all
have passed in a row.</p>

<h2>Playing cards</h2>
<p>Drag a card from your hand to where it goes: a companion, minion or support card onto your
row, a possession or condition onto its bearer; the places it may go light up while you carry it.
A click on a lit card chooses what it names (its use, a target, a cost); the question in the side
column lists every answer as a button as well, with "Pass".</p>

<h2>Skirmishes</h2>
<p>In the assignment phase the Free Peoples player assigns first, then the Shadow players: drag a
minion onto the companion it is to fight. Each skirmish is fought in the order the Free Peoples
player chooses: the strip shows the companion against his minions, each with its strength, and
the totals. The stronger side wins; the loser takes a wound (more if overwhelmed at double
strength, more with damage bonuses).</p>

<h2>Burdens and the Ring</h2>
<p>Burdens lie on each Ring-bearer and show in the side column; at his resistance he is corrupted.
When the Ring-bearer is about to take a wound in a skirmish, the One Ring is offered: put it on,
and each wound becomes a burden until the regroup phase. Responses are offered at the moment
they can be used, with "Pass" beside them.</p>

<h2>Decks</h2>
<p>In the lobby choose each seat's deck: the Aragorn or the Gandalf starter deck, a deck saved by
the deck builder, or a random legal deck. The full game begins with each player bidding burdens
for his place in the turn order and choosing his starting fellowship.</p>
""",
    "ru": """
<h1>Властелин Колец: коллекционная карточная игра</h1>
<p><i>2–4 игрока, у каждого своя колода &middot; около 45 минут на партию вдвоём.</i></p>

<h2>Цель</h2>
<p>Каждый игрок ведёт своё Братство по пути приключений; Фродо несёт Кольцо Всевластия. Побеждает
Братство, первым дошедшее до последней местности (7-й в первой игре, 9-й в полной), если его
Кольценосец пережил там сражения; побеждает и последний оставшийся в игре. Игрок, чей Кольценосец погиб или чьё бремя сравнялось с его стойкостью (переманен),
выбывает.</p>

<h2>Стол</h2>
<p>Наверху — путь приключений: сыгранные местности на своих номерах, под местностью — фишка
игрока, чьё Братство там стоит, и Котёл Тьмы. Под ним полоса говорит, чей ход и какая фаза, кто
может действовать и кто спасовал, и что происходит в бою: сближения, идущее сражение с силой
каждой стороны, суммы стрельбы. У каждого игрока свой ряд: игральная колода, сброс, кладбище и
рука — числами; его персонажи, под каждым — его снаряжение и обстоятельства, ранения (красные),
бремя (тёмное) и в бою сила (синяя) — жетонами; его область поддержки. Внизу — ваша рука.
Наведите указатель на карту или нажмите Пробел на карте, выбранной стрелками, чтобы увидеть её
целиком, с текстом.</p>
<p><img src="picture:table"></p>

<h2>Ход</h2>
<p>Ходы идут по кругу; игрок, чей ход, — игрок Свободных народов, остальные — игроки Тьмы.
1. <b>Фаза Братства</b>: играйте спутников, снаряжение и союзников, затем перемещайтесь: следующая
местность выкладывается, и в Котёл Тьмы идут жетоны по её сумеречному числу и по числу ваших
спутников. 2. <b>Фаза Тьмы</b>: игроки Тьмы по очереди тратят жетоны тьмы на врагов и
обстоятельства. 3. <b>Маневр</b>, 4. <b>Стрельба</b> (стрелки каждой стороны ранят другую),
5. <b>Сближение</b>, 6. <b>Сражения</b>, 7. <b>Сбор</b>: игроки Тьмы сбрасывают врагов; можно
переместиться ещё раз или остаться. В каждой фазе игроки по очереди действуют или пасуют; фаза
кончается, когда все спасовали подряд.</p>

<h2>Как играть карты</h2>
<p>Перетащите карту с руки туда, куда она идёт: спутника, врага или карту поддержки — в свой ряд,
снаряжение или обстоятельство — на владельца; пока вы несёте карту, места, куда её можно
положить, подсвечены. Щелчок по подсвеченной карте выбирает то, что она называет (её свойство,
цель, плату); вопрос в правой колонке даёт каждый ответ и кнопкой, вместе с «Пас».</p>

<h2>Сражения</h2>
<p>В фазе сближения первым сближает игрок Свободных народов, затем игроки Тьмы: перетащите врага
на спутника, с которым он будет сражаться. Сражения идут в порядке, который выбирает игрок
Свободных народов: полоса показывает спутника против его врагов, силу каждого и суммы. Побеждает
сильнейший; проигравший получает ранение (больше — при разгроме вдвое большей силой и при
повреждениях +1).</p>

<h2>Бремя и Кольцо</h2>
<p>Бремя лежит на каждом Кольценосце и видно в правой колонке; когда оно сравняется со
стойкостью, Кольценосец переманен. Когда Кольценосец должен получить ранение в сражении,
предлагается Кольцо Всевластия: наденьте его — и до фазы сбора каждое ранение станет бременем.
Ответы предлагаются тогда, когда их можно применить, рядом с «Пас».</p>

<h2>Колоды</h2>
<p>В лобби выберите колоду для каждого места: стартовую колоду Арагорна или Гэндальфа, колоду,
сохранённую в редакторе колод, или случайную колоду по правилам. Полная игра начинается со ставок
бремени за место в очереди ходов и выбора начального Братства.</p>
""",
    "uk": """
<h1>Володар Перснів: колекційна карткова гра</h1>
<p><i>2–4 гравці, у кожного своя колода &middot; близько 45 хвилин на партію вдвох.</i></p>

<h2>Мета</h2>
<p>Кожен гравець веде своє Братство шляхом пригод; Фродо несе Єдиний Перстень. Перемагає Братство,
що першим дійде до останньої місцевості (7-ї в першій грі, 9-ї в повній), якщо його Персненосець
переживе там сутички; перемагає й останній гравець, що лишився в грі.
Гравець, чий Персненосець загинув або чий тягар зрівнявся з його стійкістю (споганений), вибуває.</p>

<h2>Стіл</h2>
<p>Угорі — шлях пригод: зіграні місцевості на своїх номерах, під місцевістю — фішка гравця, чиє
Братство там стоїть, і Котел Тіні. Під ним смуга каже, чий хід і яка фаза, хто може діяти й хто
спасував, і що відбувається в бою: зведення, поточна сутичка з силою кожної сторони, суми стрільби.
У кожного гравця свій ряд: колода, скид, цвинтар і рука — числами; його персонажі, під кожним —
спорядження й обставини, поранення (червоні), тягар (темний) і в бою сила (синя) — жетонами; його
зона підтримки. Унизу — ваша рука. Наведіть вказівник на карту або натисніть Пробіл на карті,
вибраній стрілками, щоб побачити її цілком, із текстом.</p>
<p><img src="picture:table"></p>

<h2>Хід</h2>
<p>Ходи йдуть по колу; гравець, чий хід, — гравець Вільних Народів, інші — гравці Тіні.
1. <b>Фаза Братства</b>: грайте супутників, спорядження й союзників, потім переміщуйтеся: наступна
місцевість викладається, і до Котла Тіні йдуть жетони за її сутінковим числом і за числом ваших
супутників. 2. <b>Фаза Тіні</b>: гравці Тіні по черзі витрачають жетони тіні на ворогів і
обставини. 3. <b>Маневр</b>, 4. <b>Стрільба</b> (стрільці кожної сторони ранять іншу),
5. <b>Зведення</b>, 6. <b>Сутички</b>, 7. <b>Збір</b>: гравці Тіні скидають ворогів; можна
переміститися ще раз або залишитися. У кожній фазі гравці по черзі діють або пасують; фаза
закінчується, коли всі спасували поспіль.</p>

<h2>Як грати карти</h2>
<p>Перетягніть карту з руки туди, куди вона йде: супутника, ворога чи карту підтримки — у свій ряд,
спорядження чи обставину — на власника; поки ви несете карту, місця, куди її можна покласти,
підсвічені. Клацання по підсвіченій карті вибирає те, що вона називає (її властивість, ціль,
плату); питання в правій колонці дає кожну відповідь і кнопкою, разом із «Пас».</p>

<h2>Сутички</h2>
<p>У фазі зведення першим зводить гравець Вільних Народів, потім гравці Тіні: перетягніть ворога
на супутника, з яким він битиметься. Сутички йдуть у порядку, який вибирає гравець Вільних
Народів: смуга показує супутника проти його ворогів, силу кожного й суми. Перемагає сильніший;
переможений отримує поранення (більше — при розгромі вдвічі більшою силою і при ушкодженнях +1).</p>

<h2>Тягар і Перстень</h2>
<p>Тягар лежить на кожному Персненосці й видно його в правій колонці; коли він зрівняється зі
стійкістю, Персненосця споганено. Коли Персненосець має отримати поранення в сутичці, пропонується
Єдиний Перстень: надягніть його — і до фази збору кожне поранення стане тягарем. Відповіді
пропонуються тоді, коли їх можна застосувати, поруч із «Пас».</p>

<h2>Колоди</h2>
<p>У лобі виберіть колоду для кожного місця: стартову колоду Араґорна чи Ґандальфа, колоду,
збережену в редакторі колод, або випадкову колоду за правилами. Повна гра починається зі ставок
тягаря за місце в черзі ходів і вибору початкового Братства.</p>
""",
}


def pictures() -> dict:
    """The views the rules' pictures are drawn from: a skirmish at the table, through the eyes of
    the player to act."""
    from lotr_table.engine import registry
    from lotr_table.table.lotr_tcg.demo import position
    game = registry.get_game("lotr_tcg")
    spec = position("skirmish")
    state = game.position(spec, 1)
    seat = game.to_act(state)[0]
    return {"table": (game.view(state, frozenset({seat})), seat)}
