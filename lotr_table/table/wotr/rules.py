"""The rules of War of the Ring as the Help menu tells them: our own short text, written from
the digest of the Ukrainian rulebook (../shared/rules/war-of-the-ring.md; the seed decides),
in each language of the program, with a picture the table draws itself (`picture:map`;
`pictures()` gives its view: the midgame demo position). Each language has the same sections
in the same order. The Ukrainian and Russian names are the rulebook's and the glossary's."""

from __future__ import annotations

RULES = {
    "en": """
<h1>War of the Ring</h1>
<p><i>2 to 4 people, the Free Peoples against the Shadow &middot; about 3 hours.</i></p>

<h2>How to win</h2>
<p>The Free Peoples win by carrying the Ring to Mount Doom and destroying it, or by capturing
Shadow cities and strongholds worth 4 victory points. The Shadow wins by corrupting the
Ring-bearers (12 corruption), or by capturing Free Peoples' cities and strongholds worth 10
victory points (a city 1, a stronghold 2). The Ring's victories count at once; the armies' at
the end of a turn.</p>

<h2>A turn</h2>
<p>Each turn both sides take back their action dice and draw an event card from each deck; the
Free Peoples may declare the Fellowship, enter Mordor or change the Guide; the Shadow places
dice in the Hunt Box; both roll, and the Shadow's Eyes go to the Hunt Box. Then the sides take
turns, the Free Peoples first, each using one die for one action its face allows: Character
(move the Fellowship or characters, attack with a leader), Army (move or attack), Muster
(diplomacy or recruiting), Event (play or draw a card), Will of the West (any of these). A side
with fewer dice may pass.</p>

<h2>At the table</h2>
<p>The decision area on the right asks each question in words; a decision in several parts
(which die, how to use it, which army, which pieces, where to) is asked part by part, with
"Back" to take the last part back. What a question asks on the map is lit there: click a lit
region to choose it, or drag an army (ringed in light) onto a region to move there, onto an
enemy army to attack it. A muster is a click on a lit settlement. A region the rules do not
allow is refused with the rule's reason, said where you clicked. Zoom with the wheel or + and
-, pan by dragging the map or with the arrow keys, 0 fits the map, a double click zooms to a
region; a region's name is one hover away.</p>
<p><img src="picture:map"></p>

<h2>Battles and the Hunt</h2>
<p>An attack is fought in rounds: each side may play a combat card, rolls a die per unit (up to
five) and hits on 5 or 6, re-rolls with its leaders, and removes casualties; the attacker may
go on or stop, the defender in a stronghold may withdraw into it and be besieged. Each time the
Fellowship moves, the Shadow rolls a die per die in the Hunt Box: each 6 (less with earlier
moves this turn) draws a Hunt tile, whose damage the Free Peoples take as corruption or by
losing a companion.</p>
""",
    "ru": """
<h1>Война Кольца</h1>
<p><i>От 2 до 4 человек, Свободные народы против Тьмы &middot; около 3 часов.</i></p>

<h2>Как победить</h2>
<p>Свободные народы побеждают, если донесут Кольцо до Роковой горы и уничтожат его или захватят
города и крепости Тьмы на 4 победных очка. Тьма побеждает, если доведёт порчу Кольценосцев
до 12 или захватит города и крепости Свободных народов на 10 победных очков (город 1,
крепость 2). Победа Кольца наступает сразу, военная — в конце хода.</p>

<h2>Ход</h2>
<p>В начале хода обе стороны забирают кубики действий и тянут по карте событий из каждой
колоды; Свободные народы могут объявить Братство, войти в Мордор или сменить Проводника; Тьма
кладёт кубики в ячейку охоты; обе бросают кубики, и Глаза Тьмы уходят в ячейку охоты. Затем
стороны ходят по очереди, первыми Свободные народы: каждый раз один кубик — одно действие,
которое позволяет его грань: Персонаж (двигать Братство или персонажей, атаковать с лидером),
Войско (двигать или атаковать), Мобилизация (дипломатия или найм), Событие (разыграть или взять
карту), Воля Запада (любое из этого). Сторона, у которой меньше кубиков, может пасовать.</p>

<h2>За столом</h2>
<p>Область решения справа задаёт каждый вопрос словами; решение из нескольких частей (какой
кубик, как его использовать, какое войско, какие фигурки, куда) задаётся по частям, с кнопкой
«Назад», чтобы вернуть последнюю часть. Что вопрос спрашивает на карте, там и подсвечено:
щёлкните подсвеченный регион, чтобы выбрать его, или перетащите войско (обведённое светом) на
регион, чтобы пойти туда, или на вражеское войско, чтобы атаковать его. Мобилизация — щелчок по
подсвеченному поселению. Регион, который правила не позволяют, отклоняется с причиной по
правилам — там, где вы щёлкнули. Масштаб — колесо или + и -, сдвиг — перетаскивание карты или
стрелки, 0 показывает всю карту, двойной щелчок приближает регион; название региона — при
наведении.</p>
<p><img src="picture:map"></p>

<h2>Битвы и Охота</h2>
<p>Атака идёт раундами: каждая сторона может сыграть боевую карту, бросает кубик за каждый
отряд (до пяти) и попадает на 5 или 6, перебрасывает промахи за лидеров и снимает потери;
нападающий может продолжить или остановиться, защитник в крепости может отступить в неё и
оказаться в осаде. Каждый раз, когда Братство идёт, Тьма бросает кубик за каждый кубик в
ячейке охоты: каждая 6 (меньше после прошлых ходов Братства в этом ходу) тянет жетон охоты, урон
которого Свободные народы принимают порчей или потерей спутника.</p>
""",
    "uk": """
<h1>Війна Персня</h1>
<p><i>Від 2 до 4 осіб, Вільні Народи проти Тіні &middot; близько 3 годин.</i></p>

<h2>Як перемогти</h2>
<p>Вільні Народи перемагають, якщо донесуть Перстень до Судної Гори та знищать його або
захоплять міста й фортеці Тіні на 4 переможні очки. Тінь перемагає, якщо доведе споганення
Персненосців до 12 або захопить міста й фортеці Вільних Народів на 10 переможних очок
(місто 1, фортеця 2). Перемога Персня настає одразу, військова — наприкінці ходу.</p>

<h2>Хід</h2>
<p>На початку ходу обидві сторони забирають кубики дій і беруть по карті подій з кожної колоди;
Вільні Народи можуть оголосити Братство, увійти до Мордору чи змінити Провідника; Тінь кладе
кубики в комірку гонитви; обидві кидають кубики, і Очі Тіні йдуть до комірки гонитви. Далі
сторони діють по черзі, першими Вільні Народи: щоразу один кубик — одна дія, яку дозволяє його
грань: Персонаж (рухати Братство чи персонажів, атакувати з лідером), Військо (рухати чи
атакувати), Мобілізація (дипломатія чи найм), Подія (розіграти чи взяти карту), Воля Заходу
(будь-що з цього). Сторона, що має менше кубиків, може пасувати.</p>

<h2>За столом</h2>
<p>Ділянка рішення праворуч ставить кожне питання словами; рішення з кількох частин (який
кубик, як його використати, яке військо, які фігурки, куди) ставиться частинами, з кнопкою
«Назад», щоб повернути останню частину. Що питання питає на мапі, там і підсвічено: клацніть
підсвічений регіон, щоб обрати його, або перетягніть військо (обведене світлом) на регіон, щоб
піти туди, чи на вороже військо, щоб атакувати його. Мобілізація — клацання по підсвіченому
поселенню. Регіон, якого правила не дозволяють, відхиляється з причиною за правилами — там, де
ви клацнули. Масштаб — коліщатко або + і -, зсув — перетягування мапи чи стрілки, 0 показує
всю мапу, подвійне клацання наближає регіон; назва регіону — при наведенні.</p>
<p><img src="picture:map"></p>

<h2>Битви й гонитва</h2>
<p>Атака йде раундами: кожна сторона може зіграти бойову карту, кидає кубик за кожен загін (до
п'яти) і влучає на 5 або 6, перекидає промахи за лідерів і знімає втрати; нападник може
продовжити чи зупинитися, захисник у фортеці може відступити в неї та опинитися в облозі.
Щоразу, коли Братство йде, Тінь кидає кубик за кожен кубик у комірці гонитви: кожна 6 (менше
після попередніх ходів Братства цього ходу) тягне жетон гонитви, шкоди якого Вільні Народи
зазнають споганенням чи втратою супутника.</p>
""",
}


def pictures() -> dict[str, tuple[dict, int | None]]:
    """The views the rules' pictures are drawn from, by name, and whose eyes see them."""
    from lotr_table.engine import registry
    from lotr_table.table.wotr.demo import positions
    game = registry.get_game("wotr")
    state = game.position(positions()["midgame"], 1)
    return {"map": (game.view(state, 0), 0)}
