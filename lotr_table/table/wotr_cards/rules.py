"""The rules of War of the Ring: The Card Game as the Help menu tells them: our own short text,
written from the digest of the Russian rulebook (the rulebook decides), in each language of the
program, with pictures the table draws itself (`picture:<name>` in the text; `pictures()` gives
the views: the demo positions of demo.py).

Each language has the same sections in the same order (tests/table/test_help.py checks it).
The Russian words are the rulebook's; the Ukrainian names follow the Ukrainian War of the Ring
book (translations/glossary.csv).
"""

from __future__ import annotations

RULES = {
    "en": """
<h1>War of the Ring: The Card Game</h1>
<p><i>1 to 4 people in two teams, the Free Peoples against the Shadow &middot; about 60 minutes.</i></p>

<h2>Goal</h2>
<p>The Free Peoples and the Shadow fight over the Ring-bearer's path and over battlegrounds. A
location won goes to its side's victory area with its victory points. After the last path the
side with more victory points wins; a tie goes to the Shadow.</p>

<h2>The table</h2>
<p>Along the top runs the turn-order track; below it the Shadow's seats, the active locations
(the path and the battlegrounds, each with the cards played to it), the Free Peoples' seats, and
at the bottom the hand of the seat at the screen. Each seat shows its reserve and, as numbers,
its hand, deck, cycle pile and eliminated cards: nobody sees another seat's cards. Rest the
pointer on a card to see it whole.</p>
<p><img src="picture:table"></p>

<h2>A round</h2>
<p>1. <b>Locations</b>: the next path and battlegrounds are activated. 2. <b>Actions</b>: in turn
order. 3. <b>Combat</b>: the path first, then the battlegrounds in the order they were activated.
4. <b>Victory check</b>. 5. <b>Draw</b>: each player draws and keeps no more than the carryover
limit; the first-player token passes on.</p>

<h2>The action phase</h2>
<p>On your turn you take one action or pass: play a card from your hand (an army, a character or
an item to a location or your reserve, an event at once), paying for it by cycling a card from
your hand; move a card from your reserve; use a card's action or the Ring token; winnow; cycle a
card. You may pass only at or below your carryover limit, or with fewer cards than every
opponent. The phase ends when every seat has passed in a row: the track rings the seat whose turn
it is, ticks each seat that has passed and counts the run.</p>

<h2>Cards and items</h2>
<p>A card shows its icons: attack and defence on a path, on a battleground, and leadership, which
counts on a battleground while an army of the character's faction supports it. An item lies on
its bearer, as you would tuck it under the character card: its icons count for the bearer, and it
goes where the bearer goes.</p>

<h2>Combat</h2>
<p>Each active location counts its combat as it stands: the disc on each fighting card is the
icons it brings (red: attack, blue: defence; a bearer's on its topmost item), the location card
shows the attack and defence totals. Attack beyond the location's own defence must be cancelled
by casualties, chosen by the defenders one by one; the winner takes the location. On the path,
the attack left over is corruption.</p>
<p><img src="picture:duel"></p>

<h2>Scenarios</h2>
<p>Trilogy for four (each player one deck), three (one person holds both Free Peoples decks) or
two people; the Duel (one deck a side); the Three-Player Duel (Gandalf against the Witch-king and
Saruman, Gandalf taking two turns a round); The Fellowship of the Ring, with fixed 30-card decks.
When the person at the screen changes, a curtain hides the table until they show it.</p>
""",
    "ru": """
<h1>Война Кольца: карточная игра</h1>
<p><i>От 1 до 4 человек в двух командах, Свободные народы против Тени &middot; около 60 минут.</i></p>

<h2>Цель</h2>
<p>Свободные народы и Тень сражаются за путь Хранителя Кольца и за поля битвы. Захваченная
местность уходит в победную зону своей стороны вместе с победными очками. После последнего пути
побеждает сторона, у которой больше победных очков; при равенстве побеждает Тень.</p>

<h2>Стол</h2>
<p>Вверху — трек очерёдности хода; под ним места Тени, активные местности (путь и поля битвы,
на каждой — разыгранные на неё карты), места Свободных народов, а внизу — рука игрока у экрана.
У каждого места видны его резерв и числами — рука, колода, сброс и удалённые карты: чужих карт
не видит никто. Наведите указатель на карту, чтобы увидеть её целиком.</p>
<p><img src="picture:table"></p>

<h2>Раунд</h2>
<p>1. <b>Местности</b>: активируются следующий путь и поля битвы. 2. <b>Действия</b>: в порядке
очерёдности хода. 3. <b>Бой</b>: сначала на пути, затем на полях битвы в порядке их активации.
4. <b>Проверка победы</b>. 5. <b>Добор</b>: каждый игрок берёт карты и оставляет не больше
предела остатка карт; жетон первого игрока переходит дальше.</p>

<h2>Фаза действий</h2>
<p>В свой ход вы совершаете одно действие или пропускаете ход: разыгрываете карту с руки
(армию, персонажа или предмет — на местность или в резерв, событие — сразу), оплачивая её
сбросом карты с руки; перемещаете карту из резерва; используете действие карты или жетон Кольца;
отсеиваете карты; сбрасываете карту. Пропустить ход можно, только если карт в руке не больше
предела остатка или меньше, чем у каждого противника. Фаза заканчивается, когда все игроки
пропустили ход подряд: трек обводит того, чей ход, отмечает каждого пропустившего и считает их.</p>

<h2>Карты и предметы</h2>
<p>На карте её символы: атака и защита на пути, на поле битвы и лидерство, которое считается на
поле битвы, пока персонажа поддерживает армия его фракции. Предмет лежит на своём носителе, как
его подкладывают под карту персонажа: его символы считаются за носителя, и он следует за ним.</p>

<h2>Бой</h2>
<p>Каждая активная местность считает свой бой так, как он стоит сейчас: кружок на каждой
сражающейся карте — символы, которые она приносит (красный — атака, синий — защита; у носителя —
на верхнем предмете), на карте местности — итог атаки и защиты. Атаку сверх собственной защиты
местности нужно погасить потерями, которые обороняющиеся выбирают по одной; победитель забирает
местность. На пути непогашенная атака добавляет влияние Кольца.</p>
<p><img src="picture:duel"></p>

<h2>Сценарии</h2>
<p>«Трилогия» на четырёх (у каждого своя колода), трёх (один человек держит обе колоды
Свободных народов) или двух человек; «Дуэль» (по колоде на сторону); «Дуэль на троих» (Гэндальф
против Короля-чародея и Сарумана, Гэндальф ходит дважды за раунд); «Братство Кольца» с
готовыми колодами по 30 карт. Когда у экрана меняется человек, стол закрывает занавес, пока он
не откроет свой стол.</p>
""",
    "uk": """
<h1>Війна Персня: карткова гра</h1>
<p><i>Від 1 до 4 людей у двох командах, Вільні Народи проти Тіні &middot; близько 60 хвилин.</i></p>

<h2>Мета</h2>
<p>Вільні Народи й Тінь б'ються за шлях Персненосця і за поля битв. Здобута місцевість іде до
переможної зони своєї сторони разом із переможними очками. Після останнього шляху перемагає
сторона з більшою кількістю переможних очок; за рівності перемагає Тінь.</p>

<h2>Стіл</h2>
<p>Угорі — трек черговості ходу; під ним місця Тіні, активні місцевості (шлях і поля битв, на
кожній — розіграні на неї карти), місця Вільних Народів, а внизу — рука гравця біля екрана.
У кожного місця видно його резерв і числами — руку, колоду, скид і видалені карти: чужих карт
не бачить ніхто. Наведіть вказівник на карту, щоб побачити її цілою.</p>
<p><img src="picture:table"></p>

<h2>Раунд</h2>
<p>1. <b>Місцевості</b>: активуються наступний шлях і поля битв. 2. <b>Дії</b>: у порядку
черговості ходу. 3. <b>Бій</b>: спершу на шляху, потім на полях битв у порядку їх активації.
4. <b>Перевірка перемоги</b>. 5. <b>Добір</b>: кожен гравець бере карти й залишає не більше
межі залишку карт; жетон першого гравця переходить далі.</p>

<h2>Фаза дій</h2>
<p>У свій хід ви виконуєте одну дію або пропускаєте хід: розігруєте карту з руки (армію,
персонажа чи предмет — на місцевість або в резерв, подію — одразу), сплачуючи за неї скиданням
карти з руки; переміщуєте карту з резерву; використовуєте дію карти або жетон Персня; відсіюєте
карти; скидаєте карту. Пропустити хід можна, лише якщо карт у руці не більше межі залишку або
менше, ніж у кожного суперника. Фаза закінчується, коли всі гравці пропустили хід поспіль: трек
обводить того, чий хід, позначає кожного, хто пропустив, і лічить їх.</p>

<h2>Карти й предмети</h2>
<p>На карті її символи: атака й захист на шляху, на полі битви та командування, що лічиться на
полі битви, поки персонажа підтримує армія його фракції. Предмет лежить на своєму носієві, як
його підкладають під карту персонажа: його символи лічаться за носія, і він іде за ним.</p>

<h2>Бій</h2>
<p>Кожна активна місцевість лічить свій бій таким, яким він є зараз: кружок на кожній карті, що
б'ється, — символи, які вона приносить (червоний — атака, синій — захист; у носія — на верхньому
предметі), на карті місцевості — підсумок атаки й захисту. Атаку понад власний захист місцевості
треба погасити втратами, які ті, хто обороняється, обирають по одній; переможець забирає
місцевість. На шляху непогашена атака додає вплив Персня.</p>
<p><img src="picture:duel"></p>

<h2>Сценарії</h2>
<p>«Трилогія» на чотирьох (кожен має свою колоду), трьох (одна людина тримає обидві колоди
Вільних Народів) або двох людей; «Дуель» (по колоді на сторону); «Дуель на трьох» (Ґандальф
проти Короля-Відьмака й Сарумана, Ґандальф ходить двічі за раунд); «Братство Персня» з готовими
колодами по 30 карт. Коли біля екрана змінюється людина, стіл закриває завіса, доки вона не
відкриє свій стіл.</p>
""",
}


def pictures() -> dict[str, tuple[dict, int | None]]:
    """The views the rules' pictures are drawn from, by name, and whose eyes see them."""
    from lotr_table.engine import registry
    from lotr_table.table.wotr_cards.demo import POSITIONS
    game = registry.get_game("wotr_cards")
    out = {}
    for name, position, seat in (("table", "trilogy", 1), ("duel", "duel", 0)):
        state = game.position(POSITIONS[position], 1)
        out[name] = (game.view(state, seat), seat)
    return out
