#!/usr/bin/env python3
"""Writes a deterministic Maildir of COUNT messages for the mail benchmark (Benchmarks/mail/run.sh).

    make-maildir.py FOLDER COUNT

INBOX at FOLDER (cur/, new/, tmp/), Maildir++ subfolders .Sent and .Drafts. Messages are real MIME
made with Python's email package: 2-8 KB of text, one in eight with an attachment (a small PDF or
a CSV), one in six in Chinese (UTF-8 subject and body), threads by In-Reply-To/References. Dates
run over the three years before Sunday 6 December 2026 (the benchmark's "this week" is
Monday 30 November to that Sunday); unread mail (no S flag, some in new/) is
mostly recent. The same COUNT always gives the same bytes (a seeded random generator).
"""
import email.policy, email.utils, os, random, sys
from email.message import EmailMessage

folder, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(20261207)
END = 1796515200  # 2026-12-06T00:00:00Z
SPAN = 3 * 365 * 86400

people = [("Mary Jones", "mary@example.org"), ("Priya Natarajan", "priya@example.com"),
          ("Dana Whitfield", "dana@example.net"), ("Omar Haddad", "omar@example.org"),
          ("Lena Vogel", "lena@example.de"), ("Kenji Sato", "kenji@example.jp"),
          ("王小明", "xiaoming@example.cn"), ("李娜", "lina@example.cn"), ("陈静", "chenjing@example.cn"),
          ("Sam Carter", "sam@example.org"), ("Ana Souza", "ana@example.br"), ("Tom Becker", "tom@example.com")]
people += [(f"Colleague {i}", f"colleague{i}@example.com") for i in range(200)]
me = ("Alex Reed", "alex@example.org")
topics = ["tickets", "budget", "quarterly report", "dinner plans", "the offsite", "invoice", "flight",
          "project kickoff", "release notes", "hiring", "the garden", "birthday party", "server outage",
          "contract", "conference talk", "apartment", "school trip", "tax forms", "newsletter", "recipe"]
zh_topics = ["机票", "季度报告", "周末聚餐", "项目进度", "合同", "发票", "会议安排", "生日派对", "租房", "年终总结"]
words = ("the of and to in is you that it he was for on are as with his they at be this have from or "
         "one had by word but not what all were we when your can said there use an each which she do how "
         "their if will up other about out many then them these so some her would make like him into time "
         "has look two more write go see number no way could people my than first water been call who oil "
         "its now find long down day did get come made may part meeting schedule review plan send notes "
         "travel seats train concert price booking confirm agenda draft numbers table").split()
zh_words = list("我们的会议时间安排在下周请确认一下机票酒店预订报告数据已经发给你了谢谢大家辛苦周末一起吃饭")

def paragraph(chinese):
    if chinese:
        return "".join(rng.choice(zh_words) for _ in range(rng.randint(40, 120))) + "。\n"
    line = " ".join(rng.choice(words) for _ in range(rng.randint(40, 90)))
    return line[0].upper() + line[1:] + ".\n"

def pdf_bytes(title):
    body = f"BT /F1 18 Tf 72 720 Td ({title}) Tj ET"
    objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
               "/Resources << /Font << /F1 5 0 R >> >> >>",
               f"<< /Length {len(body)} >>\nstream\n{body}\nendstream",
               "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out, offsets = b"%PDF-1.4\n", []
    for number, text in enumerate(objects, 1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{text}\nendobj\n".encode()
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return out + b"%" + bytes(rng.randrange(256) for _ in range(rng.randint(500, 2500)))

for sub in ["", ".Sent", ".Drafts"]:
    for part in ("cur", "new", "tmp"):
        os.makedirs(os.path.join(folder, sub, part), exist_ok=True)

dates = sorted(END - rng.randrange(SPAN) for _ in range(count))
recent_ids = []
for n, when in enumerate(dates):
    chinese = rng.random() < 1 / 6
    # The first dozen people write most of the mail, as a few people do in anyone's inbox.
    sender = people[rng.randrange(12)] if rng.random() < 0.6 else rng.choice(people)
    kind = rng.random()
    folder_name = ".Sent" if kind < 0.12 else ".Drafts" if kind < 0.13 else ""
    frm, to = (me, sender) if folder_name else (sender, me)
    topic = rng.choice(zh_topics) if chinese else rng.choice(topics)
    message = EmailMessage(policy=email.policy.SMTP)
    message_id = f"<{n}.{when}@bench.example>"
    reply = recent_ids and rng.random() < 0.3
    subject = (("回复：" if chinese else "Re: ") if reply else "") + topic
    if not chinese:
        subject = subject[0].upper() + subject[1:]
    message["From"] = email.utils.formataddr(frm)
    message["To"] = email.utils.formataddr(to)
    message["Subject"] = subject
    message["Date"] = email.utils.formatdate(when, localtime=False)
    message["Message-ID"] = message_id
    if reply:
        parent = rng.choice(recent_ids)
        message["In-Reply-To"] = parent
        message["References"] = parent
    target = rng.randint(2000, 7000)
    text = ""
    while len(text.encode()) < target:
        text += paragraph(chinese) + "\n"
    message.set_content(text)
    if rng.random() < 1 / 8:
        if rng.random() < 0.6:
            message.add_attachment(pdf_bytes(topic.title() if not chinese else "report"),
                                   maintype="application", subtype="pdf", filename=f"report-{n}.pdf")
        else:
            rows = "\n".join(f"{i},{rng.randint(1, 999)}" for i in range(rng.randint(20, 80)))
            message.add_attachment(rows, subtype="csv", filename=f"numbers-{n}.csv")
    recent_ids = (recent_ids + [message_id])[-50:]
    age_days = (END - when) / 86400
    seen = folder_name != "" or rng.random() < (0.5 if age_days < 10 else 0.97)
    flags = ("D" if folder_name == ".Drafts" else "") + ("F" if rng.random() < 0.03 else "") \
        + ("R" if rng.random() < 0.1 else "") + ("S" if seen else "")
    name = f"{when}.M{n}P1.bench"
    if not seen and rng.random() < 0.5:
        path = os.path.join(folder, folder_name, "new", name)
    else:
        path = os.path.join(folder, folder_name, "cur", f"{name}:2,{flags}")
    with open(path, "wb") as file:
        file.write(message.as_bytes())
    os.utime(path, (when, when))
