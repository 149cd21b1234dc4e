"""The rules in brief for the Help menu, in each language (the rulebook decides; this is a
reminder at the table, after the digest of the Russian rulebook)."""

from __future__ import annotations

RULES = {
    "en": """<h2>War of the Ring: The Card Game</h2>
<p>The Free Peoples and the Shadow fight over paths (the Ring-bearer's journey) and battlegrounds.
Each player has a deck of faction cards; a card shows its icons: attack and defence on paths,
on battlegrounds, and leadership, which supports your side's combats.</p>
<h3>A round</h3>
<ol><li><b>Locations:</b> the next path and a battleground are activated.</li>
<li><b>Actions:</b> in turn order each player plays a card (to a location or to the reserve,
paying by cycling a card from hand), moves a card from reserve, uses a card's action, the Ring
token, winnows or passes. The phase ends when every player has passed in a row.</li>
<li><b>Combat:</b> the path first, then the battlegrounds: the sides' attack and defence are
compared; the defenders choose casualties; the winner takes the location and its victory points.
On the path the Shadow's attack also adds corruption.</li>
<li><b>Draw:</b> each player draws; cards beyond the carryover limit are cycled.</li></ol>
<h3>The end</h3><p>After the last path the side with more victory points wins; a tie goes to the Shadow.</p>
<h3>At the table</h3><p>Lit cards and locations are answers now: click a card to play it, or drag it
onto a lit location; every choice is also in the panel on the right. Each seat sees only its own hand
and piles; the others' cards are counted.</p>""",
    "ru": """<h2>Война Кольца: карточная игра</h2>
<p>Свободные народы и Тень сражаются за пути (поход Кольценосца) и поля сражений.
У каждого игрока колода карт фракций; на карте её значки: атака и защита на путях, на полях
сражений и командование, которое поддерживает бои своей стороны.</p>
<h3>Раунд</h3>
<ol><li><b>Местности:</b> активируются следующий путь и поле сражения.</li>
<li><b>Действия:</b> по очереди каждый игрок разыгрывает карту (на местность или в резерв,
оплачивая сбросом карты с руки в цикл), перемещает карту из резерва, использует действие карты,
жетон Кольца, прореживает колоду или пасует. Фаза кончается, когда все спасовали подряд.</li>
<li><b>Бой:</b> сначала путь, затем поля сражений: сравниваются атака и защита сторон;
обороняющиеся выбирают потери; победитель забирает местность и её победные очки. На пути атака
Тени ещё и добавляет порчу.</li>
<li><b>Добор:</b> каждый игрок добирает карты; лишние сверх предела переноса уходят в цикл.</li></ol>
<h3>Конец</h3><p>После последнего пути побеждает сторона с большим числом победных очков; при равенстве — Тень.</p>
<h3>За столом</h3><p>Подсвеченные карты и местности — возможные ответы: щелчок по карте разыгрывает её,
её можно и перетащить на подсвеченную местность; все варианты есть и на панели справа. Каждое место
видит только свою руку и свои стопки; чужие карты показаны числом.</p>""",
    "uk": """<h2>Війна Персня: карткова гра</h2>
<p>Вільні народи й Тінь б'ються за шляхи (похід Персненосця) і поля битв.
Кожен гравець має колоду карт фракцій; на карті її значки: атака й захист на шляхах, на полях
битв і командування, яке підтримує бої своєї сторони.</p>
<h3>Раунд</h3>
<ol><li><b>Місцевості:</b> активуються наступний шлях і поле битви.</li>
<li><b>Дії:</b> по черзі кожен гравець розігрує карту (на місцевість або в резерв, сплачуючи
скиданням карти з руки в цикл), переміщує карту з резерву, використовує дію карти, жетон Персня,
проріджує колоду або пасує. Фаза закінчується, коли всі спасували поспіль.</li>
<li><b>Бій:</b> спершу шлях, потім поля битв: порівнюються атака й захист сторін; ті, хто
обороняється, обирають втрати; переможець забирає місцевість і її переможні очки. На шляху атака
Тіні ще й додає зіпсованість.</li>
<li><b>Добір:</b> кожен гравець добирає карти; зайві понад межу перенесення йдуть у цикл.</li></ol>
<h3>Кінець</h3><p>Після останнього шляху перемагає сторона з більшою кількістю переможних очок; за рівності — Тінь.</p>
<h3>За столом</h3><p>Підсвічені карти й місцевості — можливі відповіді: клацання по карті розігрує її,
її можна й перетягнути на підсвічену місцевість; усі варіанти є й на панелі праворуч. Кожне місце
бачить лише свою руку й свої стопки; чужі карти показано числом.</p>""",
}
