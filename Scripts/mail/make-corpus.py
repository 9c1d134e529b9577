#!/usr/bin/python3
"""Writes the generated half of HarkMail's MIME corpus (Tests/HarkMailTests/Corpus/*.eml).

The messages are made with Python's own `email` package, the way other mail software writes
them, so the test reads mail that no code of Hark's produced. The broken messages in the same
folder (names starting `broken-`) are written by hand and not touched here. The .eml files are
committed: the test needs no Python. Run from anywhere: `/usr/bin/python3 Scripts/mail/make-corpus.py`.
Prints each file with its attachments' sizes, which MIMECorpusTests' rows state.
"""
import base64
import os
import zlib
import struct
from email.charset import Charset, QP, BASE64
from email.header import Header
from email.mime.application import MIMEApplication
from email.mime.image import MIMEImage
from email.mime.message import MIMEMessage
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.utils import formataddr

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "HarkMailTests", "Corpus")


def pdf(title):
    """A small, valid one-page PDF whose page says `title`."""
    stream = f"BT /F1 18 Tf 72 720 Td ({title}) Tj ET".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return out


def png(width, height, colour):
    """A valid PNG of one colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + bytes(colour) * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def encoded_word(value, charset):
    """An RFC 2047 B encoded word labelled as mailers label it (Python's Header writes its own codec
    names, `eucgb2312_cn` and `big5_tw`, which no other mailer sends)."""
    if charset.lower() in ("utf-8", "us-ascii"):
        return Header(value, charset).encode()
    return "=?%s?B?%s?=" % (charset, base64.b64encode(value.encode(charset)).decode())


def headers(msg, subject, sender, date, to=("Sam Lee", "sam@example.org"), message_id=None, charset=None):
    """Subject (encoded in `charset` when given), From, To, Date and Message-ID."""
    msg["Subject"] = encoded_word(subject, charset) if charset else subject
    msg["From"] = sender
    msg["To"] = formataddr(to)
    msg["Date"] = date
    msg["Message-ID"] = message_id or "<%08x@corpus.example>" % (zlib.crc32(subject.encode()) & 0xFFFFFFFF)
    return msg


def text(body, charset, encoding=None, subtype="plain"):
    """A text part in `charset`, with the transfer encoding asked for."""
    cs = Charset(charset)
    if encoding is not None:
        cs.body_encoding = encoding
    part = MIMEText("", subtype, None)
    del part["Content-Transfer-Encoding"]
    part.set_payload(body, cs)
    return part


def eight_bit(body, charset, subtype="plain"):
    """A text part sent as raw 8-bit bytes in `charset` (Content-Transfer-Encoding: 8bit)."""
    part = MIMEText("", subtype, None)
    del part["Content-Transfer-Encoding"]
    part.set_param("charset", charset)
    part["Content-Transfer-Encoding"] = "8bit"
    part.set_payload(body.encode(charset).decode("ascii", "surrogateescape"))
    return part


def name(display, address, charset=None):
    """A From value whose display name is an RFC 2047 encoded word in `charset`."""
    if charset is None:
        return formataddr((display, address))
    return "%s <%s>" % (encoded_word(display, charset), address)


def attachment(data, maintype, subtype, filename=None, disposition="attachment"):
    if maintype == "image":
        part = MIMEImage(data, subtype)
    elif maintype == "text":
        part = MIMEText(data.decode("utf-8"), subtype, "utf-8")
    else:
        part = MIMEApplication(data, subtype)
    if filename is not None:
        part.add_header("Content-Disposition", disposition, filename=filename)
    elif disposition:
        part.add_header("Content-Disposition", disposition)
    return part


REPORT = pdf("Q2 report")
TICKET = pdf("Plane ticket SFO-PEK")
PHOTO = png(16, 12, (200, 40, 40))
LOGO = png(4, 4, (0, 0, 200))
NOTES = "Bring the passports.\nGate closes at 9:40.\n".encode()
messages = {}

m = headers(text("The tickets for Friday are booked, café at noon.\n", "utf-8", QP),
            "Friday tickets ✈", name("Mary Chen", "mary@example.com"), "Mon, 02 Nov 2026 09:15:00 +0000", charset="utf-8")
messages["utf8-quoted-printable"] = m

m = headers(text("周五的会议改到下午三点。\nThe meeting moved to 3pm.\n", "utf-8", BASE64),
            "周五的会议", name("王小明", "xiaoming@example.cn", "utf-8"), "Tue, 03 Nov 2026 10:00:00 +0800", charset="utf-8")
messages["utf8-base64-chinese"] = m

m = headers(text("明天上午十点在会议室见。\n", "gb2312", BASE64),
            "明天开会", name("李华", "lihua@example.cn", "gb2312"), "Wed, 04 Nov 2026 08:30:00 +0800", charset="gb2312")
messages["gb2312-base64"] = m

m = headers(text("朱镕基的书已经寄出了。\n", "gbk", QP),
            "镕基的书", name("张伟", "zhangwei@example.cn", "gbk"), "Thu, 05 Nov 2026 14:00:00 +0800", charset="gbk")
messages["gbk-quoted-printable"] = m

m = headers(text("生僻字𠮷在这里，价格€20。\n", "gb18030", BASE64),
            "吉祥𠮷", name("陈静", "chenjing@example.cn", "gb18030"), "Fri, 06 Nov 2026 09:00:00 +0800", charset="gb18030")
messages["gb18030-four-byte"] = m

# Labelled GB2312 but written with GBK's extra characters, as many Chinese mailers do.
part = MIMEText("", "plain", None)
del part["Content-Transfer-Encoding"]
part["Content-Transfer-Encoding"] = "base64"
part.set_payload(base64.encodebytes("镕字不在GB2312里。\n".encode("gbk")).decode())
part.set_param("charset", "gb2312")
m = headers(part, "=?gb2312?B?%s?=" % base64.b64encode("镕".encode("gbk")).decode(),
            name("刘洋", "liuyang@example.cn", "utf-8"), "Sat, 07 Nov 2026 11:11:00 +0800")
messages["gb2312-label-gbk-bytes"] = m

m = headers(text("會議改到星期五下午。\n", "big5", BASE64),
            "會議時間", name("林志明", "lin@example.tw", "big5"), "Sat, 07 Nov 2026 15:00:00 +0800", charset="big5")
messages["big5-base64"] = m

m = headers(text("Rendez-vous au café à Paris, déjà réservé.\n", "iso-8859-1", QP),
            "Café à Paris", name("Amélie Dupont", "amelie@example.fr", "iso-8859-1"), "Sun, 08 Nov 2026 18:45:00 +0100", charset="iso-8859-1")
messages["latin1-quoted-printable"] = m

m = headers(text("Le prix est de 20 € par personne.\n", "iso-8859-15", QP),
            "Prix 20 €", name("Élodie Martin", "elodie@example.fr"), "Mon, 09 Nov 2026 07:00:00 +0100", charset="iso-8859-15")
messages["latin9-euro"] = m

m = headers(eight_bit("It’s “done” — invoice for €120 attached… later.\n", "windows-1252"),
            "Invoice “final”", name("Bob O’Neil", "bob@example.com"), "Mon, 09 Nov 2026 12:00:00 -0500", charset="windows-1252")
messages["windows1252-8bit"] = m

m = headers(text("Привет! Встреча в пятницу в десять.\n", "windows-1251", BASE64),
            "Встреча в пятницу", name("Иван Петров", "ivan@example.ru", "windows-1251"), "Tue, 10 Nov 2026 10:00:00 +0300", charset="windows-1251")
messages["windows1251-base64"] = m

m = headers(text("Привет из KOI8-R.\n", "koi8-r", BASE64),
            "Письмо", name("Ольга", "olga@example.ru", "koi8-r"), "Tue, 10 Nov 2026 11:00:00 +0300", charset="koi8-r")
messages["koi8r-base64"] = m

alt = MIMEMultipart("alternative")
alt.attach(text("Dinner is at seven, plain version.\n", "utf-8", QP))
alt.attach(text("<html><body><p>Dinner is at <b>seven</b>, html version.</p></body></html>\n", "utf-8", QP, "html"))
messages["alternative-text-html"] = headers(alt, "Dinner", name("Dana Scully", "dana@example.com"), "Wed, 11 Nov 2026 17:30:00 +0000")

html = ("<html><head><title>Newsletter</title><style>p { color: red; }</style>"
        "<script>var tracking = 1;</script></head><body><h1>Tom &amp; Jerry&#8217;s news</h1>"
        "<p>Our shop opens on <b>Monday</b>&nbsp;at nine.</p><ul><li>Coffee &lt;free&gt;</li><li>Cake</li></ul>"
        "<!-- hidden comment --></body></html>\n")
messages["html-only"] = headers(text(html, "utf-8", QP, "html"), "Shop news", name("Shop", "news@shop.example"), "Thu, 12 Nov 2026 08:00:00 +0000")

messages["html-only-gb2312"] = headers(
    text("<html><body><p>会议记录</p><p>下周一&nbsp;提交报告。</p></body></html>\n", "gb2312", BASE64, "html"),
    "会议记录", name("赵敏", "zhaomin@example.cn", "gb2312"), "Thu, 12 Nov 2026 09:00:00 +0800", charset="gb2312")

# mixed ⊃ (alternative ⊃ (plain, related ⊃ (html, inline image))), report.pdf
related = MIMEMultipart("related")
related.attach(text('<html><body><p>Quarterly numbers, <img src="cid:logo@corpus"> html body.</p></body></html>\n', "utf-8", QP, "html"))
logo = MIMEImage(LOGO, "png")
logo.add_header("Content-ID", "<logo@corpus>")
logo.add_header("Content-Disposition", "inline", filename="logo.png")
related.attach(logo)
alt = MIMEMultipart("alternative")
alt.attach(text("Quarterly numbers attached, plain body.\n", "utf-8", QP))
alt.attach(related)
mixed = MIMEMultipart("mixed")
mixed.attach(alt)
mixed.attach(attachment(REPORT, "application", "pdf", "Q2 report.pdf"))
messages["nested-mixed-alternative-related"] = headers(mixed, "Q2 report", name("Priya Natarajan", "priya@example.com"), "Fri, 13 Nov 2026 16:20:00 +0000")

related = MIMEMultipart("related")
related.attach(text('<html><body><p>See the <i>map</i> below.</p><img src="cid:map@corpus"></body></html>\n', "utf-8", QP, "html"))
image = MIMEImage(PHOTO, "png")
image.add_header("Content-ID", "<map@corpus>")
related.attach(image)
alt = MIMEMultipart("alternative")
alt.attach(related)
messages["alternative-related-no-plain"] = headers(alt, "Map", name("Tom Hardy", "tom@example.com"), "Fri, 13 Nov 2026 18:00:00 +0000")

mixed = MIMEMultipart()
mixed.attach(text("Here is the report.\n", "utf-8", None))
mixed.attach(attachment(REPORT, "application", "pdf", "Q2 report.pdf"))
messages["attachment-pdf"] = headers(mixed, "The report", name("Mary Chen", "mary@example.com"), "Sat, 14 Nov 2026 09:00:00 +0000")

mixed = MIMEMultipart()
mixed.attach(text("A photo from the trip.\n", "utf-8", None))
mixed.attach(attachment(PHOTO, "image", "png", "beach.png"))
messages["attachment-image"] = headers(mixed, "Trip photo", name("Dana Scully", "dana@example.com"), "Sat, 14 Nov 2026 10:00:00 +0000")

mixed = MIMEMultipart()
mixed.attach(text("Notes for the trip.\n", "utf-8", None))
mixed.attach(attachment(NOTES, "text", "plain", "notes.txt"))
messages["attachment-text"] = headers(mixed, "Trip notes", name("Dana Scully", "dana@example.com"), "Sat, 14 Nov 2026 11:00:00 +0000")

mixed = MIMEMultipart()
mixed.attach(text("附件是季度报告。\n", "utf-8", BASE64))
mixed.attach(attachment(REPORT, "application", "pdf", ("utf-8", "", "季度报告.pdf")))
messages["rfc2231-chinese-filename"] = headers(mixed, "季度报告", name("王小明", "xiaoming@example.cn", "utf-8"), "Sun, 15 Nov 2026 09:00:00 +0800", charset="utf-8")

# Outlook's way: the file name as an RFC 2047 encoded word inside a quoted parameter.
mixed = MIMEMultipart()
mixed.attach(text("机票在附件里。\n", "utf-8", BASE64))
ticket = MIMEApplication(TICKET, "pdf")
encoded = Header("机票.pdf", "utf-8").encode()
ticket.add_header("Content-Disposition", 'attachment; filename="%s"' % encoded)
ticket.set_param("name", encoded)
mixed.attach(ticket)
messages["rfc2047-chinese-filename"] = headers(mixed, "机票", name("陈静", "chenjing@example.cn", "utf-8"), "Sun, 15 Nov 2026 10:00:00 +0800", charset="utf-8")

mixed = MIMEMultipart()
mixed.attach(text("Everything for Friday.\n", "utf-8", None))
mixed.attach(attachment(TICKET, "application", "pdf", "ticket.pdf"))
mixed.attach(attachment(PHOTO, "image", "png", "seat-map.png"))
mixed.attach(attachment(NOTES, "text", "plain", "notes.txt"))
messages["three-attachments"] = headers(mixed, "Friday trip", name("Mary Chen", "mary@example.com"), "Mon, 16 Nov 2026 08:00:00 +0000")

mixed = MIMEMultipart()
mixed.attach(text("A file without a name.\n", "utf-8", None))
mixed.attach(attachment(REPORT, "application", "pdf", None))
messages["attachment-without-name"] = headers(mixed, "Unnamed file", name("Bob O'Neil", "bob@example.com"), "Mon, 16 Nov 2026 09:00:00 +0000")

inner = headers(text("Shall we have lunch on Thursday?\n", "utf-8", None), "Lunch plans",
                name("Priya Natarajan", "priya@example.com"), "Mon, 16 Nov 2026 11:00:00 +0000")
mixed = MIMEMultipart()
mixed.attach(text("See the forwarded message below.\n", "utf-8", None))
mixed.attach(MIMEMessage(inner))
messages["forwarded-rfc822"] = headers(mixed, "Fwd: Lunch plans", name("Mary Chen", "mary@example.com"), "Mon, 16 Nov 2026 12:00:00 +0000")

m = headers(text("Yes, Thursday works for me.\n", "utf-8", None), "Re: Lunch plans",
            name("Sam Lee", "sam@example.org"), "Mon, 16 Nov 2026 13:00:00 +0000", to=("Priya Natarajan", "priya@example.com"),
            message_id="<reply-2@corpus.example>")
m["In-Reply-To"] = "<lunch-1@corpus.example>"
m["References"] = "<thread-0@corpus.example> <lunch-1@corpus.example>"
messages["reply-threading"] = m

m = headers(text("Agenda for the offsite.\n", "utf-8", None), "Offsite agenda", name("Dana Scully", "dana@example.com"),
            "Tue, 17 Nov 2026 09:00:00 +0000")
m.replace_header("To", "Team: ann@example.com, \"Ben Ng\" <ben@example.com>;, carl@example.com")
m["Cc"] = "Mary Chen <mary@example.com>, priya@example.com"
m["Reply-To"] = "offsite@example.com"
messages["recipients-group-cc-replyto"] = m

messages["q-encoded-name"] = headers(text("Olá, tudo bem?\n", "utf-8", QP), "Olá",
                                     "=?utf-8?q?Jos=C3=A9_Silva?= <jose@example.pt>", "Tue, 17 Nov 2026 10:00:00 -0300")

messages["long-folded-subject"] = headers(
    text("长主题的邮件。\n", "utf-8", BASE64),
    "关于下个季度的预算、招聘计划以及年终总结会议的时间安排和地点确认", name("王小明", "xiaoming@example.cn", "utf-8"),
    "Wed, 18 Nov 2026 09:00:00 +0800", charset="utf-8")

messages["mixed-charset-subject"] = headers(
    text("Two charsets in one subject.\n", "utf-8", None),
    "=?gb2312?B?%s?= =?utf-8?Q?_and_caf=C3=A9?=" % base64.b64encode("会议".encode("gb2312")).decode(),
    name("Mary Chen", "mary@example.com"), "Wed, 18 Nov 2026 10:00:00 +0000")

m = headers(eight_bit("Plain UTF-8 body sent as 8bit: naïve façade.\n", "utf-8"), "Eight bit body",
            name("Amélie Dupont", "amelie@example.fr", "utf-8"), "Thu, 19 Nov 2026 10:00:00 +0100")
messages["utf8-8bit-body"] = m

messages["windows1252-html-only"] = headers(
    text("<p>Don&#8217;t forget the <b>5 €</b> entry fee.</p>\n", "windows-1252", QP, "html"),
    "Entry fee", name("Bob O’Neil", "bob@example.com", "windows-1252"), "Thu, 19 Nov 2026 11:00:00 -0500")

long_line = "This line is long enough that quoted-printable has to break it with soft line breaks, " * 3 + "and it ends here.\n"
messages["quoted-printable-soft-breaks"] = headers(text(long_line, "utf-8", QP), "Long line",
                                                   name("Dana Scully", "dana@example.com"), "Fri, 20 Nov 2026 09:00:00 +0000")

mixed = MIMEMultipart()
mixed.attach(text("Calendar invite attached.\n", "utf-8", None))
ics = MIMEText("BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n", "calendar", "utf-8")
ics.add_header("Content-Disposition", "attachment", filename="invite.ics")
mixed.attach(ics)
messages["calendar-attachment"] = headers(mixed, "Invite", name("Priya Natarajan", "priya@example.com"), "Fri, 20 Nov 2026 10:00:00 +0000")

os.makedirs(OUT, exist_ok=True)
for key, message in messages.items():
    # Fixed boundaries, so running the script again writes the same bytes.
    for number, part in enumerate(p for p in message.walk() if p.is_multipart()):
        part.set_boundary("corpus-%s-%d" % (key, number))
    data = message.as_bytes()
    with open(os.path.join(OUT, key + ".eml"), "wb") as f:
        f.write(data)
    sizes = []
    for part in message.walk():
        if part.get_filename() or (part.get_content_maintype() not in ("multipart", "text") and part.get("Content-ID") is None):
            sizes.append((part.get_filename(), len(part.get_payload(decode=True) or b"")))
    print(key, sizes)
messages_crlf = headers(text("Lines end in CR LF here.\nSecond line.\n", "utf-8", QP), "Windows line ends",
                        name("Bob O'Neil", "bob@example.com"), "Fri, 20 Nov 2026 11:00:00 +0000")
with open(os.path.join(OUT, "crlf-line-ends.eml"), "wb") as f:
    f.write(messages_crlf.as_bytes().replace(b"\n", b"\r\n"))
print("crlf-line-ends", [])
print("sizes: report", len(REPORT), "ticket", len(TICKET), "photo", len(PHOTO), "logo", len(LOGO), "notes", len(NOTES))
