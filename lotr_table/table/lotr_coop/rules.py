"""The rules of the cooperative Lord of the Rings as the Help menu tells them: our own short text,
written from the rules summary the game is built on, in each language of the program, with
pictures the table draws itself (`picture:<name>` in the text; `pictures()` gives the views).

Each language has the same sections in the same order (tests/table/test_help.py checks it).
"""

from __future__ import annotations

RULES = {
    "en": """
<h1>The Lord of the Rings (cooperative)</h1>
<p><i>2 to 5 players, together against Sauron &middot; about 90 minutes.</i></p>

<h2>Goal</h2>
<p>Each player is a hobbit. Together you carry the Ring from Bag End through Rivendell, Moria,
Lothl&oacute;rien, Helm's Deep and Shelob's Lair to Mordor and cast it into the Crack of Doom
before Sauron reaches the Ring-bearer.</p>

<h2>The corruption track</h2>
<p>The hobbits start at 0; Sauron waits further along (at 12 in the standard game). Dice, events
and the Ring push hobbits towards Sauron; Sauron himself only comes closer. A hobbit who meets
Sauron is lost; if the Ring-bearer is lost, the game is lost.</p>

<h2>Sanctuaries and adventures</h2>
<p>In a sanctuary (Bag End, Rivendell, Lothl&oacute;rien) the Fellowship rests, draws cards and
meets its tests. An adventure board has an event track and activity tracks (fighting, hiding,
travelling, friendship). It ends when the main track is finished, or when the last event
strikes.</p>
<p><img src="picture:moria"></p>

<h2>A turn in an adventure</h2>
<p>1. Reveal story tiles until one shows an activity; that track moves one space. Other tiles
bring events, the Ring's pull or Sauron's will. 2. Play up to two cards, one brown and one
grey: each symbol moves its track one space, and the spaces give runes, life tokens, cards, or a
roll of the threat die. Or rest instead: draw two cards, or move your hobbit one space back.
3. The next hobbit plays.</p>

<h2>Helping each other</h2>
<p>You may talk about your cards but never show them. Gandalf's runes pay for his help. Once per
adventure the Ring-bearer may put on the Ring to race along a track, at a price.</p>

<h2>Score</h2>
<p>The Ring destroyed scores 60 and the value of the runes left. Otherwise the score is the number
the main track reached.</p>

<h2>At this table</h2>
<p>Drag a card from your hand onto a track, or use the buttons beside the board. The threat die
is rolled on the screen. Ctrl+Z takes back your last action until a tile or card has been
revealed.</p>
""",
    "ru": """
<h1>Властелин Колец (кооперативная)</h1>
<p><i>От 2 до 5 игроков, все вместе против Саурона &middot; около 90 минут.</i></p>

<h2>Цель</h2>
<p>Каждый игрок — хоббит. Вместе вы несёте Кольцо из Бэг-Энда через Ривенделл, Морию, Лориен,
Хельмову Падь и логово Шелоб в Мордор и бросаете его в Роковую расщелину, пока Саурон не настиг
Кольценосца.</p>

<h2>Трек искушения</h2>
<p>Хоббиты начинают на 0, Саурон ждёт дальше (на 12 в стандартной игре). Кубик, события и Кольцо
толкают хоббитов к Саурону, а сам Саурон только приближается. Хоббит, встретивший Саурона,
погибает; погиб Кольценосец — игра проиграна.</p>

<h2>Убежища и приключения</h2>
<p>В убежище (Бэг-Энд, Ривенделл, Лориен) Братство отдыхает, берёт карты и проходит испытания.
На поле приключения есть трек событий и треки прохождения (битва, уклонение, движение, дружба).
Приключение кончается, когда пройден главный трек или наступило последнее событие.</p>
<p><img src="picture:moria"></p>

<h2>Ход в приключении</h2>
<p>1. Открывайте жетоны истории, пока не выйдет жетон прохождения: его трек сдвигается на деление.
Другие жетоны несут события, влияние Кольца или волю Саурона. 2. Сыграйте до двух карт, одну
коричневую и одну серую: каждый символ двигает свой трек на деление, а деления дают руны, жетоны
жизни, карты или бросок кубика угрозы. Или отдохните: возьмите две карты или сдвиньте своего
хоббита на деление назад. 3. Ходит следующий хоббит.</p>

<h2>Помощь друг другу</h2>
<p>О картах можно говорить, но показывать их нельзя. Руны Гэндальфа оплачивают его помощь. Раз за
приключение Кольценосец может надеть Кольцо и рвануть по треку — за свою цену.</p>

<h2>Очки</h2>
<p>Уничтоженное Кольцо даёт 60 очков и стоимость оставшихся рун. Иначе очки — число, до которого
дошёл главный трек.</p>

<h2>За этим столом</h2>
<p>Перетащите карту из руки на трек или нажмите кнопку рядом с полем. Кубик угрозы бросается на
экране. Ctrl+Z отменяет ваше последнее действие, пока не открыт жетон или карта.</p>
""",
    "uk": """
<h1>Володар Перснів (кооперативна)</h1>
<p><i>Від 2 до 5 гравців, усі разом проти Саурона &middot; близько 90 хвилин.</i></p>

<h2>Мета</h2>
<p>Кожен гравець — гобіт. Разом ви несете Перстень із Торби-на-Кручі через Рівенділ, Морію, Лорієн,
Гельмів Яр і лігво Шелоб до Мордору й кидаєте його в Розколину Приречення, доки Саурон не наздогнав
Персненосця.</p>

<h2>Трек спокуси</h2>
<p>Гобіти починають на 0, Саурон чекає далі (на 12 у стандартній грі). Кубик, події й Перстень
штовхають гобітів до Саурона, а сам Саурон лише наближається. Гобіт, що зустрів Саурона, гине;
загинув Персненосець — гру програно.</p>

<h2>Притулки й пригоди</h2>
<p>У притулку (Торба-на-Кручі, Рівенділ, Лорієн) Братство відпочиває, бере карти й проходить
випробування. На полі пригоди є трек подій і треки проходження (битва, ухилення, рух, дружба).
Пригода закінчується, коли пройдено головний трек або настала остання подія.</p>
<p><img src="picture:moria"></p>

<h2>Хід у пригоді</h2>
<p>1. Відкривайте жетони історії, доки не випаде жетон проходження: його трек зсувається на поділку.
Інші жетони несуть події, вплив Персня чи волю Саурона. 2. Зіграйте до двох карт, одну коричневу й
одну сіру: кожен символ рухає свій трек на поділку, а поділки дають руни, жетони життя, карти чи
кидок кубика загрози. Або відпочиньте: візьміть дві карти чи посуньте свого гобіта на поділку
назад. 3. Ходить наступний гобіт.</p>

<h2>Допомога одне одному</h2>
<p>Про карти можна говорити, але показувати їх не можна. Руни Ґендальфа оплачують його допомогу.
Раз за пригоду Персненосець може надягти Перстень і рвонути треком — за свою ціну.</p>

<h2>Очки</h2>
<p>Знищений Перстень дає 60 очок і вартість решти рун. Інакше очки — число, до якого дійшов
головний трек.</p>

<h2>За цим столом</h2>
<p>Перетягніть карту з руки на трек або натисніть кнопку біля поля. Кубик загрози кидається на
екрані. Ctrl+Z скасовує вашу останню дію, доки не відкрито жетон чи карту.</p>
""",
}


def pictures() -> dict[str, tuple[dict, int | None]]:
    """The views the rules' pictures are drawn from, by name, and whose eyes see them."""
    from lotr_table.engine import registry
    from lotr_table.table.lotr_coop.demo import POSITIONS
    game = registry.get_game("lotr_coop")
    state = game.position(POSITIONS["moria"], 1)
    return {"moria": (game.view(state, 0), 0)}
