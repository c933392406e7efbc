#!/usr/bin/python3
"""Remakes the fonts the pictures and the setup sheet embed
(crates/pictures/assets/fonts/) from Debian's font packages:

    apt-get install fonts-dejavu-core fonts-noto-core fonts-droid-fallback python3-fonttools
    /usr/bin/python3 tools/fonts/subset.py

Each font keeps the scripts a course's name, author or notes are likely to
be written in, without hinting (the pictures are drawn as outlines and the
PDF is printed): DejaVu Sans for Latin (Vietnamese among it), Greek,
Cyrillic, Armenian, Georgian and symbols; Noto Sans Arabic and Noto Sans
Hebrew; and Droid Sans Fallback for the commonest CJK characters: the first
levels of GB 2312 (3,755 simplified Chinese hanzi), JIS X 0208 (2,965
Japanese kanji) and Big5 (5,401 traditional hanzi), and all of kana (the
font has no Hangul: Korean is not covered). Emoji come from egui's Noto Emoji crate
(epaint_default_fonts), not from here.
"""

import os
import subprocess
import sys

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "crates", "pictures", "assets", "fonts")

LATIN_GREEK_CYRILLIC = [
    "0020-007E", "00A0-024F", "0300-036F", "0370-03FF", "0400-052F", "0530-058F",
    "10A0-10FF", "1E00-1EFF", "1F00-1FFF", "2000-206F", "2070-209F", "20A0-20CF",
    "2100-214F", "2150-218F", "2190-21FF", "2212", "2460-2473", "25A0-25FF", "FB00-FB06", "FFFD",
]
ARABIC = ["0020-007E", "00A0", "0600-06FF", "0750-077F", "08A0-08FF", "200C-200F", "FB50-FDFF", "FE70-FEFF"]
HEBREW = ["0020-007E", "00A0", "0590-05FF", "200C-200F", "FB1D-FB4F"]


def decoded(codec, lead_bytes, trail_bytes):
    """The characters a double-byte code's rows decode to."""
    out = set()
    for lead in lead_bytes:
        for trail in trail_bytes:
            try:
                out.update(bytes([lead, trail]).decode(codec))
            except UnicodeDecodeError:
                pass
    return out


def cjk_characters():
    chars = set()
    chars |= decoded("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF))  # GB 2312 level 1
    chars |= decoded("euc_jp", range(0xB0, 0xD0), range(0xA1, 0xFF))  # JIS X 0208 level 1
    chars |= decoded("big5", range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))  # Big5 level 1
    chars = {c for c in chars if ord(c) >= 0x2E80}
    for lo, hi in [(0x3000, 0x303F), (0x3040, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF)]:
        chars.update(chr(c) for c in range(lo, hi + 1))
    return "".join(sorted(chars))


def subset(source, target, unicodes=None, text=None):
    args = [sys.executable, "-m", "fontTools.subset", source, f"--output-file={os.path.join(OUT, target)}",
            "--no-hinting", "--desubroutinize", "--layout-features=*", "--name-IDs=*", "--notdef-outline"]
    if unicodes:
        args.append("--unicodes=" + ",".join(unicodes))
    if text:
        args.append("--text=" + text)
    subprocess.run(args, check=True)


subset("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "DejaVuSans.ttf", LATIN_GREEK_CYRILLIC)
subset("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "DejaVuSans-Bold.ttf", LATIN_GREEK_CYRILLIC)
subset("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "NotoSansArabic-Regular.ttf", ARABIC)
subset("/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Regular.ttf", HEBREW)
subset("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf", "DroidSansFallback-CJK.ttf",
       ["0020-007E"], text=cjk_characters())
