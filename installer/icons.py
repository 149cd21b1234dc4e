"""Render resources/icon.svg into the icon files each system wants.

    python installer/icons.py [--svg resources/icon.svg] [--out build/stage/icons]

Writes lotr-table-<N>.png for every size in SIZES, lotr-table.png (256 px, what Linux menus
use), lotr-table.ico (Windows: the .exe, the installer, the .lotrsave files) and
lotr-table.icns (macOS: the .app). Qt draws the pictures; the ICO and ICNS containers are
written here by hand, because Qt writes at most one size per ICO file and no ICNS at all,
and PyInstaller would otherwise need Pillow to convert.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "lotr-table"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
# Windows shows 16-48 px in lists and 256 px in large views. Sizes below 256 are stored as
# classic bitmaps, which every Windows tool reads; 256 px as PNG, which Windows allows
# only there and which keeps the file small.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS chunk types by pixel size: 'ic07' 128, 'ic08' 256, 'ic09' 512, 'ic10' 1024 (512@2x),
# plus the Retina doubles of the small sizes: 'ic11' 32 (16@2x), 'ic12' 64 (32@2x),
# 'ic13' 256 (128@2x), 'ic14' 512 (256@2x). Every chunk holds a PNG.
ICNS_CHUNKS = (
    (b"ic11", 32), (b"ic12", 64), (b"ic07", 128), (b"ic13", 256),
    (b"ic08", 256), (b"ic14", 512), (b"ic09", 512), (b"ic10", 1024),
)


def render(svg: Path, size: int):
    """The SVG drawn on a transparent size x size picture (a QImage)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def bmp_entry(image) -> bytes:
    """An ICO image entry as a classic bitmap: a BITMAPINFOHEADER (height doubled, for the
    colour rows plus the 1-bit AND mask), 32-bit BGRA rows bottom-up, then the mask (all
    zero: the alpha channel already says what is transparent)."""
    from PySide6.QtGui import QImage

    argb = image.convertToFormat(QImage.Format.Format_ARGB32)  # straight, not premultiplied
    width, height = argb.width(), argb.height()
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    rows = []
    for y in range(height - 1, -1, -1):
        line = bytes(argb.constScanLine(y))[: width * 4]
        if sys.byteorder == "big":  # Format_ARGB32 is a 32-bit word: BGRA in memory only on little-endian
            line = b"".join(line[i:i + 4][::-1] for i in range(0, len(line), 4))
        rows.append(line)
    mask_row = ((width + 31) // 32) * 4  # 1 bit a pixel, rows padded to 4 bytes
    return header + b"".join(rows) + bytes(mask_row * height)


def ico_bytes(images: dict[int, object]) -> bytes:
    """The ICO container: ICONDIR, one ICONDIRENTRY per size, then the images."""
    entries = []
    for size in ICO_SIZES:
        entries.append((size, png_bytes(images[size]) if size >= 256 else bmp_entry(images[size])))
    offset = 6 + 16 * len(entries)
    directory = struct.pack("<HHH", 0, 1, len(entries))
    blobs = b""
    for size, blob in entries:
        side = 0 if size >= 256 else size  # 0 means 256 in a one-byte field
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return directory + blobs


def icns_bytes(images: dict[int, object]) -> bytes:
    """The ICNS container: 'icns', the total length, then (type, length, PNG) chunks."""
    body = b""
    for kind, size in ICNS_CHUNKS:
        png = png_bytes(images[size])
        body += kind + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def _application():
    """Qt wants an application object before drawing; any existing one will do."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no screen needed, nor wanted in CI
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([sys.argv[0]])


def make_icons(svg: Path, out: Path) -> dict[str, Path]:
    """Write every icon file into `out`; returns them by kind ('png', 'ico', 'icns', 'svg',
    and 'png<N>' for each size)."""
    app = _application()  # noqa: F841 - kept alive while drawing
    out.mkdir(parents=True, exist_ok=True)
    images = {size: render(svg, size) for size in SIZES}
    written: dict[str, Path] = {}
    for size, image in images.items():
        path = out / f"{NAME}-{size}.png"
        path.write_bytes(png_bytes(image))
        written[f"png{size}"] = path
    written["png"] = out / f"{NAME}.png"
    written["png"].write_bytes(png_bytes(images[256]))
    written["ico"] = out / f"{NAME}.ico"
    written["ico"].write_bytes(ico_bytes(images))
    written["icns"] = out / f"{NAME}.icns"
    written["icns"].write_bytes(icns_bytes(images))
    written["svg"] = out / f"{NAME}.svg"
    written["svg"].write_bytes(svg.read_bytes())
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=ROOT / "resources" / "icon.svg")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "stage" / "icons")
    args = parser.parse_args(argv)
    written = make_icons(args.svg, args.out)
    print(f"icons: {len(written)} files in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
