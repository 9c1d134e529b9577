#!/usr/bin/env python3
"""Writes the reference token ids and embeddings Hark's semantic tests compare against.

Usage: Scripts/semantic/make-reference.py MODEL_DIR OUT_JSON

Token ids come from the `tokenizers` library reading the model's tokenizer.json (the tokenizer
sentence-transformers uses), truncated to the model's max_seq_length. Embeddings come from
`transformers`' BertModel on torch (CPU) with mean pooling and L2 normalisation, as sentence-transformers
computes them. A small numpy re-implementation of the same forward pass runs beside it and the script
prints how far the two differ, which checks the numpy code (used when torch is unavailable).

Install what it needs into a throwaway venv, never into the repository:
    python3 -m venv /tmp/semref/venv
    /tmp/semref/venv/bin/pip install numpy tokenizers safetensors torch transformers
"""
import json
import sys

import numpy as np
from safetensors.numpy import load_file
from tokenizers import Tokenizer

STRINGS = [
    "Hello, world!",
    "show the messages with Flare about movies",
    "a message about films",
    "The quick brown fox jumps over the lazy dog.",
    "Café crème brûlée à la française",
    "naïve résumé of the coöperative's façade",
    "Ångström, Øresund, Łódź and Ñandú",
    "Straße in München",
    "Ελληνικά γράμματα και τόνοι",
    "Привет, как дела?",
    "王小明 sent 你好世界 to the group",
    "東京で寿司を食べました",
    "한국어 문장도 있습니다",
    "مرحبا بالعالم",
    "हिन्दी में एक वाक्य",
    "I love pizza 🍕🍕 and tacos 🌮!",
    "Family: 👨‍👩‍👧‍👦 at the beach 🏖️",
    "thumbs up 👍🏽 from me",
    "❤️ you",
    "",
    "   ",
    "\t tabs\tand\nnewlines\r\n",
    "UPPER CASE SHOUTING",
    "MixedCase CamelCaseIdentifier",
    "e-mail: jane.doe@example.com, phone +1 (555) 010-9999",
    "https://example.org/path?query=1&x=y#frag",
    "price: $42.50 or €39,99 — 20% off!!!",
    "dates 2024-03-15, 15/03/2024, March 15th",
    "unbelievably antidisestablishmentarianism",
    "supercalifragilisticexpialidocious",
    "a" * 120,
    "don't won't can't it's they're",
    "«quoted» „German“ 'single' \"double\"",
    "zero\u200bwidth space and soft\u00adhyphen",
    "control\u0007bell and null\u0000char",
    "ascii controls a\u001cb\u001fc\u000bd\u000ce\u007ff and nel\u0085here",
    "ﬁ ligature and ｆｕｌｌｗｉｄｔｈ letters",
    "math ∑ ∫ √ ≤ ≥ symbols",
    "İstanbul and ıi",
    "Vietnamese: Tiếng Việt có dấu",
    "emoji only 😀😃😄😁",
    "#hashtag @mention ~tilde ^caret |pipe",
    "numbers 3.14159 1,000,000 1e-12",
    "The meeting with Flare is moved to Thursday at 10am, bring the slides.",
    "Can you walk the dog tonight? I'm stuck at the office",
    " ".join(["This is a long message that keeps going on and on about nothing in particular."] * 30),
    " ".join(["东京大学的学生们在图书馆里学习。"] * 20),
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.",
    "Zoë's café served crêpes; Björn paid 12 kr.",
]


def gelu(x):
    from math import sqrt
    try:
        from scipy.special import erf  # noqa: F401
    except ImportError:
        erf = np.vectorize(__import__("math").erf)
    return 0.5 * x * (1.0 + erf(x / sqrt(2.0)))


def layer_norm(x, w, b, eps=1e-12):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * w + b


def numpy_embed(weights, ids, config):
    hidden = config["hidden_size"]
    heads = config["num_attention_heads"]
    head_dim = hidden // heads
    ids = np.array(ids)
    n = len(ids)
    x = (weights["embeddings.word_embeddings.weight"][ids]
         + weights["embeddings.position_embeddings.weight"][:n]
         + weights["embeddings.token_type_embeddings.weight"][0])
    x = layer_norm(x.astype(np.float64), weights["embeddings.LayerNorm.weight"],
                   weights["embeddings.LayerNorm.bias"])
    for layer in range(config["num_hidden_layers"]):
        p = f"encoder.layer.{layer}."
        def dense(v, name):
            return v @ weights[p + name + ".weight"].T.astype(np.float64) + weights[p + name + ".bias"]
        q = dense(x, "attention.self.query").reshape(n, heads, head_dim).transpose(1, 0, 2)
        k = dense(x, "attention.self.key").reshape(n, heads, head_dim).transpose(1, 0, 2)
        v = dense(x, "attention.self.value").reshape(n, heads, head_dim).transpose(1, 0, 2)
        scores = q @ k.transpose(0, 2, 1) / np.sqrt(head_dim)
        scores = np.exp(scores - scores.max(-1, keepdims=True))
        scores /= scores.sum(-1, keepdims=True)
        context = (scores @ v).transpose(1, 0, 2).reshape(n, hidden)
        x = layer_norm(dense(context, "attention.output.dense") + x,
                       weights[p + "attention.output.LayerNorm.weight"],
                       weights[p + "attention.output.LayerNorm.bias"])
        inner = gelu(dense(x, "intermediate.dense"))
        x = layer_norm(dense(inner, "output.dense") + x, weights[p + "output.LayerNorm.weight"],
                       weights[p + "output.LayerNorm.bias"])
    pooled = x.mean(0)
    return pooled / np.linalg.norm(pooled)


def torch_embedder(model_dir):
    try:
        import torch
        from transformers import BertModel
    except Exception as error:  # torch or transformers missing
        print(f"torch/transformers unavailable ({error}); using the numpy forward pass", file=sys.stderr)
        return None
    model = BertModel.from_pretrained(model_dir, add_pooling_layer=False).eval()

    def embed(ids):
        with torch.no_grad():
            tensor = torch.tensor([ids])
            out = model(input_ids=tensor, attention_mask=torch.ones_like(tensor)).last_hidden_state[0]
            pooled = out.mean(0)
            return (pooled / pooled.norm()).numpy().astype(np.float64)
    return embed


def main():
    model_dir, out_path = sys.argv[1], sys.argv[2]
    config = json.load(open(f"{model_dir}/config.json"))
    max_len = json.load(open(f"{model_dir}/sentence_bert_config.json"))["max_seq_length"]
    tokenizer = Tokenizer.from_file(f"{model_dir}/tokenizer.json")
    tokenizer.enable_truncation(max_length=max_len)
    tokenizer.no_padding()
    weights = load_file(f"{model_dir}/model.safetensors")
    torch_embed = torch_embedder(model_dir)
    cases = []
    worst = 1.0
    for text in STRINGS:
        ids = tokenizer.encode(text).ids
        numpy_vector = numpy_embed(weights, ids, config)
        vector = numpy_vector
        if torch_embed is not None:
            vector = torch_embed(ids)
            worst = min(worst, float(np.dot(vector, numpy_vector)))
        cases.append({"text": text, "ids": ids,
                      "embedding": [float(f"{value:.7g}") for value in vector]})
    source = "transformers BertModel (torch CPU)" if torch_embed else "numpy forward pass"
    if torch_embed is not None:
        print(f"numpy vs torch: lowest cosine {worst:.8f} over {len(STRINGS)} strings", file=sys.stderr)
    with open(out_path, "w") as out:
        json.dump({"about": "Reference token ids (tokenizers, tokenizer.json) and embeddings ("
                   + source + ", mean pooling, L2 normalised) for all-MiniLM-L6-v2. "
                   "Made by Scripts/semantic/make-reference.py.",
                   "maxLength": max_len, "cases": cases}, out, ensure_ascii=False, indent=0)
    print(f"wrote {len(cases)} cases to {out_path} ({source})", file=sys.stderr)


if __name__ == "__main__":
    main()
