"""The rules of Confrontation as the Help menu tells them: our own short text, written from the
rules summary the game is built on, in each language of the program, with pictures the table
draws itself (`picture:<name>` in the text; `pictures()` gives the views they are drawn from).

Each language has the same sections in the same order (tests/table/test_help.py checks it).
"""

from __future__ import annotations

from lotr_table.engine.action import Action

RULES = {
    "en": """
<h1>The Confrontation</h1>
<p><i>Two players &middot; about 30 minutes a game &middot; a match is two games, sides swapped.</i></p>

<h2>Goal</h2>
<p>One player leads the Fellowship, the other Sauron. The <b>Fellowship</b> wins the moment
Frodo enters Mordor. <b>Sauron</b> wins when Frodo dies or when three of his heroes stand in
the Shire. A player who cannot move on his turn loses.</p>

<h2>Board and heroes</h2>
<p>The board is a diamond of 16 regions from the Shire to Mordor. Each side has nine heroes;
you see the faces of your own, your opponent sees only their backs. A side may have at most
two heroes in a region, one in a mountain region, four in the Shire or Mordor.</p>
<p><img src="picture:board"></p>

<h2>Setup</h2>
<p>Each side puts four heroes in its home corner and one in each of the five regions in front
of it, face down. At this table: drag each hero onto a lit region.</p>

<h2>A turn</h2>
<p>Sauron moves first; then the players take turns. On your turn you must move exactly one
hero one region <b>forward</b> (never sideways in the mountains). Some heroes move otherwise,
as their text says. The Fellowship may follow the Anduin downstream and go through the Moria
tunnel from Eregion to Fangorn &mdash; unless the Balrog waits in Caradhras.</p>

<h2>Battle</h2>
<p>Moving into a region held by the enemy is an attack. Both heroes are revealed and their
texts apply (the Fellowship's first). If both still stand, each player secretly chooses a
combat card; they are shown together. Text cards act first; then each strength card is added
to its hero's strength. The weaker hero dies; on a tie both die. A played card is gone until
all nine have been played; then each side takes its cards back.</p>
<p><img src="picture:battle"></p>

<h2>Score</h2>
<p>The winner scores one point for each of his heroes still on the board. In a match the
higher total after two games wins.</p>

<h2>At this table</h2>
<p>Drag a hero to a lit region, or click it and then the region, or pick it with the arrows and
press the region's number. Click a combat card to choose it, and again (or the button) to play
it: a played card cannot be taken back. Ctrl+Z takes back your last move until something
hidden has been revealed.</p>
""",
    "ru": """
<h1>Противостояние</h1>
<p><i>Два игрока &middot; около 30 минут на партию &middot; матч — две партии со сменой сторон.</i></p>

<h2>Цель</h2>
<p>Один игрок ведёт Братство, другой — Саурона. <b>Братство</b> побеждает, как только Фродо
входит в Мордор. <b>Саурон</b> побеждает, если Фродо погиб или три его героя стоят в Шире.
Игрок, который в свой ход не может сделать ход, проигрывает.</p>

<h2>Поле и герои</h2>
<p>Поле — ромб из 16 областей от Шира до Мордора. У каждой стороны девять героев; лица своих
вы видите, соперник видит только их рубашки. В одной области может быть не больше двух героев
одной стороны, в горной — один, в Шире и Мордоре — четыре.</p>
<p><img src="picture:board"></p>

<h2>Подготовка</h2>
<p>Каждая сторона ставит четырёх героев в свой домашний угол и по одному в пять областей перед
ним, лицом к себе. За этим столом: перетащите каждого героя в подсвеченную область.</p>

<h2>Ход</h2>
<p>Первым ходит Саурон, дальше — по очереди. В свой ход нужно передвинуть ровно одного героя на
одну область <b>вперёд</b> (в горах — никогда вбок). Некоторые герои ходят иначе — так сказано в
их тексте. Братство может плыть по Андуину вниз по течению и пройти туннелем Мории из Эрегиона
в Фангорн — если в Карадрасе не ждёт Балрог.</p>

<h2>Битва</h2>
<p>Ход в область, где стоит враг, — это нападение. Оба героя раскрываются, действуют их тексты
(сначала текст Братства). Если оба живы, каждый игрок втайне выбирает боевую карту; карты
открываются вместе. Сначала действуют текстовые карты, затем карта силы прибавляется к силе
героя. Более слабый герой погибает, при равенстве — оба. Сыгранная карта уходит, пока не сыграны
все девять; тогда каждая сторона забирает свои карты обратно.</p>
<p><img src="picture:battle"></p>

<h2>Очки</h2>
<p>Победитель получает по очку за каждого своего героя, оставшегося на поле. В матче побеждает
тот, у кого больше очков за две партии.</p>

<h2>За этим столом</h2>
<p>Перетащите героя в подсвеченную область, или щёлкните его, а затем область, или выберите его
стрелками и нажмите номер области. Щёлкните боевую карту, чтобы выбрать её, и ещё раз (или
кнопку), чтобы сыграть: сыгранную карту нельзя забрать. Ctrl+Z отменяет ваш последний ход, пока
не открылось ничего скрытого.</p>
""",
    "uk": """
<h1>Протистояння</h1>
<p><i>Два гравці &middot; близько 30 хвилин на партію &middot; матч — дві партії зі зміною сторін.</i></p>

<h2>Мета</h2>
<p>Один гравець веде Братство, інший — Саурона. <b>Братство</b> перемагає, щойно Фродо входить до
Мордору. <b>Саурон</b> перемагає, якщо Фродо загинув або три його герої стоять у Ширі. Гравець,
який у свій хід не може зробити хід, програє.</p>

<h2>Поле і герої</h2>
<p>Поле — ромб із 16 областей від Ширу до Мордору. У кожної сторони дев’ять героїв; обличчя своїх
ви бачите, суперник бачить лише їхні сорочки. В одній області може бути не більше двох героїв
однієї сторони, у гірській — один, у Ширі та Мордорі — чотири.</p>
<p><img src="picture:board"></p>

<h2>Підготовка</h2>
<p>Кожна сторона ставить чотирьох героїв у свій домашній кут і по одному в п’ять областей перед
ним, обличчям до себе. За цим столом: перетягніть кожного героя в підсвічену область.</p>

<h2>Хід</h2>
<p>Першим ходить Саурон, далі — по черзі. У свій хід треба пересунути рівно одного героя на одну
область <b>уперед</b> (у горах — ніколи вбік). Деякі герої ходять інакше — так сказано в їхньому
тексті. Братство може пливти Андуїном за течією і пройти тунелем Морії з Ереґіону до Фанґорну —
якщо в Карадрасі не чекає Балроґ.</p>

<h2>Битва</h2>
<p>Хід в область, де стоїть ворог, — це напад. Обидва герої розкриваються, діють їхні тексти
(спершу текст Братства). Якщо обидва живі, кожен гравець таємно обирає бойову карту; карти
відкриваються разом. Спершу діють текстові карти, потім карта сили додається до сили героя.
Слабший герой гине, за рівності — обидва. Зіграна карта йде, доки не зіграно всі дев’ять; тоді
кожна сторона забирає свої карти назад.</p>
<p><img src="picture:battle"></p>

<h2>Очки</h2>
<p>Переможець отримує по очку за кожного свого героя, що лишився на полі. У матчі перемагає той,
хто має більше очок за дві партії.</p>

<h2>За цим столом</h2>
<p>Перетягніть героя в підсвічену область, або клацніть його, а потім область, або виберіть його
стрілками й натисніть номер області. Клацніть бойову карту, щоб вибрати її, і ще раз (або
кнопку), щоб зіграти: зіграну карту не можна забрати. Ctrl+Z скасовує ваш останній хід, доки не
відкрилося нічого прихованого.</p>
""",
}

# A game under way: the Black Rider stands in Caradhras above Legolas and Gimli, and attacks.
_POSITION = {
    "fellowship": {"shire": ["frodo_c", "sam_c", "merry", "pippin"], "arthedain": ["aragorn_c", "boromir"],
                   "eregion": ["legolas", "gimli"], "cardolan": ["gandalf_c"]},
    "sauron": {"mordor": ["balrog", "orcs_c", "warg", "shelob"], "gondor": ["witchking_c", "saruman_c"],
               "caradhras": ["blackrider"], "dagorlad": ["flyingnazgul_c"], "rohan": ["cavetroll"]},
    "hands": {"fellowship": ["f_1", "f_2", "f_3"], "sauron": ["s_1", "s_4", "s_6"]},
    "active": "sauron",
}


def pictures() -> dict[str, tuple[dict, int | None]]:
    """The views the rules' pictures are drawn from, by name, and whose eyes see them."""
    from lotr_table.games.confrontation.game import GAME
    state = GAME.position(_POSITION, 1)
    board = GAME.view(state, 0)
    attacked = GAME.apply(state, 1, Action("move", hero="blackrider", to="eregion"))
    if 1 in GAME.to_act(attacked):       # Sauron chooses whom to fight: Legolas, at random
        choice = next(a for a in GAME.legal_actions(attacked, 1))
        attacked = GAME.apply(attacked, 1, choice)
    return {"board": (board, 0), "battle": (GAME.view(attacked, 0), 0)}
