"""Adapters: ``../shared/bench`` sets → a vault folder + a golden set (never copied into the repo).

Each adapter writes ``<out>/vault/10-sources/<set>/…/*.md`` (one note per retrieval unit, with
frontmatter ``type: source-summary, status: reference, trust: source, title, created,
updated``) and ``<out>/golden.jsonl``. The retrieval unit and scoping per set:

- ``autorag-ko``: one note per OCR'd page; qrels → one expected page per query.
- ``longmemeval`` (s60): one note per haystack session under ``<set>/<question_id>/``; every
  question is searched with ``path_prefix`` = its own folder (its own haystack). The note has
  one section: the user turns first, then the assistant turns (e5 reads only the first 512
  tokens of a section, and questions are mostly about what the user said). ``_abs``
  questions become ``abstain`` queries. Sessions shared between haystacks are written once
  per haystack (the embedding is content-addressed, so computed once).
- ``locomo``: turn level, one note per dialogue turn under ``<set>/<sample_id>/``, the session
  date in the body; categories 1-4 only, scoped to the question's conversation; malformed
  evidence ids ("D8:6; D9:17", "D:11:26") are split/normalised, ids that name no turn are
  dropped, questions left without evidence are skipped (counted in the stats).
- ``cranfield``: one note per abstract; qnum = position in cran.qry; grade -1 = not relevant.
- ``msmarco-kor``: corpus = union of the positives of a deterministic subsample (the first
  ``limit`` queries by id, default 1000) — documented because the full set is 6,980 queries.
- ``johngrib-wiki-ko``: a real personal wiki (no relevance labels), copied byte for byte under
  ``10-sources/johngrib-wiki-ko/`` for build/latency/size runs. Its queries are synthetic
  known-item lookups: the frontmatter title of every ``step``-th note (sorted by path), the
  expected document being that note (``"synthetic": true`` on each row).

Every set also gets ``UNRELATED`` queries as ``abstain`` cases (topics none of these corpora
discuss), so abstention is measured on every run.
"""

from __future__ import annotations

import csv
import hashlib
import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from hippocampus.evaluation.golden import write_golden

#: ``../shared/bench`` beside the checkout (the datasets are read in place, never copied)
BENCH = Path(__file__).resolve().parents[2].parent / "shared" / "bench"
DATE = "2024-01-01"

UNRELATED = (
    "How do I descale an espresso machine boiler with citric acid?",
    "What is the wingspan of an adult Andean condor?",
    "Rules for castling in chess when the king has moved",
    "Best soil pH for growing blueberries in containers",
    "How many moons does Neptune have and what is the largest?",
    "Origami instructions for folding a crane",
    "What is the melting point of tungsten carbide?",
    "Recipe for traditional Hungarian goulash with paprika",
    "Who designed the Sydney Opera House?",
    "How to tune a ukulele to GCEA standard tuning",
    "북극곰의 겨울잠 습성은 어떻게 되나요?",
    "에스프레소 머신의 스팀 완드 청소 방법",
    "바둑에서 패의 규칙은 무엇인가요?",
    "우쿨렐레 줄을 교체하는 순서",
    "화성의 위성 포보스의 크기는?",
    "김치찌개에 참치를 넣는 레시피",
    "고래상어는 무엇을 먹고 사나요?",
    "피아노 조율 주기는 얼마나 자주 해야 하나요?",
    "종이학 접는 방법을 알려주세요",
    "남극 펭귄의 번식기는 언제인가요?",
)


def slug(text: str, n: int = 80) -> str:
    s = re.sub(r"[^\w\-]+", "-", text, flags=re.UNICODE).strip("-")[:n]
    return s or hashlib.sha1(text.encode()).hexdigest()[:10]


def _yaml_str(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def note_text(title: str, body: str, updated: str = DATE) -> str:
    return (
        "---\n"
        f"title: {_yaml_str(title)}\n"
        "type: source-summary\nstatus: reference\ntrust: source\n"
        f"created: {updated}\nupdated: {updated}\n"
        "---\n\n" + body.strip() + "\n"
    )


def _write(vault: Path, rel: str, text: str) -> None:
    f = vault / rel
    f.parent.mkdir(parents=True, exist_ok=True)
    f.write_text(text, encoding="utf-8")


def _unrelated(prefix: str, path_prefix: str | None = None) -> list[dict[str, Any]]:
    out = []
    for i, q in enumerate(UNRELATED):
        row: dict[str, Any] = {"id": f"{prefix}-unrelated-{i:02d}", "query": q, "category": "abstain", "expected": []}
        if path_prefix:
            row["filters"] = {"path_prefix": path_prefix}
        out.append(row)
    return out


def _finish(out: Path, golden: list[dict[str, Any]], stats: dict[str, Any]) -> dict[str, Any]:
    n = write_golden(out / "golden.jsonl", golden)
    stats |= {"queries": n, "abstain": sum(1 for g in golden if g["category"] == "abstain")}
    (out / "stats.json").write_text(json.dumps(stats, indent=2, ensure_ascii=False), encoding="utf-8")
    return stats


def autorag_ko(out: Path, bench: Path = BENCH) -> dict[str, Any]:
    src, vault = bench / "autorag-ko", out / "vault"
    paths: dict[str, str] = {}
    for line in (src / "corpus.jsonl").read_text(encoding="utf-8").splitlines():
        doc = json.loads(line)
        rel = f"10-sources/autorag-ko/{slug(doc['_id'])}.md"
        paths[doc["_id"]] = rel
        _write(vault, rel, note_text(doc["_id"], doc["text"]))
    qrels: dict[str, list[str]] = defaultdict(list)
    with (src / "qrels.tsv").open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            if int(row["score"]) > 0:
                qrels[row["query-id"]].append(row["corpus-id"])
    golden = []
    for line in (src / "queries.jsonl").read_text(encoding="utf-8").splitlines():
        q = json.loads(line)
        rels = [paths[c] for c in qrels.get(q["_id"], []) if c in paths]
        if rels:
            golden.append({"id": q["_id"], "query": q["text"], "category": "hybrid", "expected": [{"path": p} for p in rels]})
    return _finish(out, golden + _unrelated("autorag"), {"set": "autorag-ko", "documents": len(paths)})


def _session_body(turns: list[dict[str, Any]], date: str) -> str:
    user = [t["content"].strip() for t in turns if t.get("role") == "user"]
    asst = [t["content"].strip() for t in turns if t.get("role") != "user"]
    parts = [f"Session date: {date}", ""] + [f"user: {u}" for u in user] + [f"assistant: {a}" for a in asst]
    return "\n\n".join(parts)


def longmemeval(out: Path, bench: Path = BENCH, split: str = "s60", limit: int | None = None) -> dict[str, Any]:
    vault = out / "vault"
    golden, n_docs = [], 0
    files = sorted((bench / "longmemeval" / split).glob("*.json"))[:limit]
    for f in files:
        d = json.loads(f.read_text(encoding="utf-8"))
        qid = d["question_id"]
        folder = f"10-sources/lme/{slug(qid)}/"
        sid_path = {}
        for sid, date, turns in zip(d["haystack_session_ids"], d["haystack_dates"], d["haystack_sessions"], strict=False):
            rel = f"{folder}{slug(sid)}.md"
            sid_path[sid] = rel
            _write(vault, rel, note_text(f"Session {sid} ({date})", "## Conversation\n\n" + _session_body(turns, date)))
            n_docs += 1
        abstain = qid.endswith("_abs")
        expected = [] if abstain else [{"path": sid_path[s]} for s in d["answer_session_ids"] if s in sid_path]
        if not abstain and not expected:
            continue
        golden.append({"id": qid, "query": d["question"], "category": "abstain" if abstain else "hybrid",
                       "expected": expected, "filters": {"path_prefix": folder}, "question_type": d.get("question_type")})
    # Unrelated queries, each scoped to one haystack in turn (the product would search one vault).
    folders = sorted({g["filters"]["path_prefix"] for g in golden})
    for i, q in enumerate(UNRELATED):
        golden.append({"id": f"lme-unrelated-{i:02d}", "query": q, "category": "abstain", "expected": [],
                       "filters": {"path_prefix": folders[i % len(folders)]}})
    return _finish(out, golden, {"set": f"longmemeval-{split}", "documents": n_docs, "questions": len(files)})


_DIA = re.compile(r"D:?(\d+):(\d+)")


def parse_evidence(raw: Iterable[Any]) -> list[str]:
    """Normalise LoCoMo evidence ids: split "D8:6; D9:17", fix "D:11:26" → "D11:26"."""
    out = []
    for item in raw or []:
        for m in _DIA.finditer(str(item)):
            out.append(f"D{int(m.group(1))}:{int(m.group(2))}")
    return list(dict.fromkeys(out))


def locomo(out: Path, bench: Path = BENCH) -> dict[str, Any]:
    vault = out / "vault"
    data = json.loads((bench / "locomo" / "locomo10.json").read_text(encoding="utf-8"))
    golden, n_docs, skipped, dropped_ids = [], 0, 0, 0
    for conv in data:
        sample = slug(str(conv["sample_id"]))
        folder = f"10-sources/locomo/{sample}/"
        c = conv["conversation"]
        paths: dict[str, str] = {}
        for key, turns in c.items():
            m = re.fullmatch(r"session_(\d+)", key)
            if not m or not isinstance(turns, list):
                continue
            date = c.get(f"{key}_date_time", "")
            for t in turns:
                dia = t.get("dia_id", "")
                mm = _DIA.fullmatch(dia)
                if not mm:
                    continue
                norm = f"D{int(mm.group(1))}:{int(mm.group(2))}"
                rel = f"{folder}D{int(mm.group(1))}-{int(mm.group(2))}.md"
                text = t.get("text", "")
                if t.get("blip_caption"):
                    text += f"\n\n(shared an image: {t['blip_caption']})"
                body = f"## {t.get('speaker', '')}\n\n{date}\n\n{t.get('speaker', '')}: {text}"
                _write(vault, rel, note_text(f"{t.get('speaker', '')} — session {m.group(1)}, turn {mm.group(2)}", body))
                paths[norm] = rel
                n_docs += 1
        for i, qa in enumerate(conv["qa"]):
            if qa.get("category") not in (1, 2, 3, 4):
                continue
            ids = parse_evidence(qa.get("evidence", []))
            rels = [paths[e] for e in ids if e in paths]
            dropped_ids += len(ids) - len(rels)
            if not rels:
                skipped += 1
                continue
            golden.append({"id": f"{sample}-{i:03d}", "query": qa["question"], "category": "hybrid",
                           "expected": [{"path": p} for p in dict.fromkeys(rels)], "filters": {"path_prefix": folder},
                           "locomo_category": qa["category"]})
    folders = sorted({g["filters"]["path_prefix"] for g in golden})
    for i, q in enumerate(UNRELATED):
        golden.append({"id": f"locomo-unrelated-{i:02d}", "query": q, "category": "abstain", "expected": [],
                       "filters": {"path_prefix": folders[i % len(folders)]}})
    return _finish(out, golden, {"set": "locomo", "documents": n_docs, "skipped_no_evidence": skipped,
                                 "dropped_evidence_ids": dropped_ids})


def _cran_blocks(text: str) -> list[dict[str, str]]:
    docs, cur, field = [], None, None
    for line in text.splitlines():
        if line.startswith(".I "):
            cur = {"I": line[3:].strip(), "T": "", "A": "", "B": "", "W": ""}
            docs.append(cur)
            field = None
        elif re.fullmatch(r"\.[TABW]", line.strip()) and cur is not None:
            field = line.strip()[1]
        elif cur is not None and field:
            cur[field] += line + "\n"
    return docs


def cranfield(out: Path, bench: Path = BENCH) -> dict[str, Any]:
    src, vault = bench / "cranfield", out / "vault"
    paths = {}
    for d in _cran_blocks((src / "cran.all.1400").read_text(encoding="utf-8", errors="replace")):
        rel = f"10-sources/cranfield/cran-{int(d['I']):04d}.md"
        title = " ".join(d["T"].split()).rstrip(" .") or f"cranfield {d['I']}"
        paths[int(d["I"])] = rel
        _write(vault, rel, note_text(title, " ".join(d["W"].split())))
    queries = _cran_blocks((src / "cran.qry").read_text(encoding="utf-8", errors="replace"))
    rels: dict[int, list[int]] = defaultdict(list)
    for line in (src / "cranqrel").read_text().splitlines():
        parts = line.split()
        if len(parts) >= 3 and int(parts[2]) != -1:
            rels[int(parts[0])].append(int(parts[1]))
    golden = []
    for pos, q in enumerate(queries, start=1):  # qnum is the position in cran.qry
        exp = [paths[d] for d in rels.get(pos, []) if d in paths]
        if exp:
            golden.append({"id": f"cran-{pos:03d}", "query": " ".join(q["W"].split()), "category": "hybrid",
                           "expected": [{"path": p} for p in dict.fromkeys(exp)]})
    return _finish(out, golden + _unrelated("cran"), {"set": "cranfield", "documents": len(paths)})


def msmarco(out: Path, bench: Path = BENCH, lang: str = "kor", limit: int = 1000) -> dict[str, Any]:
    vault = out / "vault"
    data = sorted(json.loads((bench / "msmarco-kor" / f"msmarco_{lang}.json").read_text(encoding="utf-8")), key=lambda r: r["id"])
    paths: dict[str, str] = {}
    golden = []
    for row in data[:limit]:
        exp = []
        for passage in row["positive"]:
            h = hashlib.sha1(passage.encode()).hexdigest()[:12]
            if passage not in paths:
                paths[passage] = f"10-sources/msmarco-{lang}/{h}.md"
                _write(vault, paths[passage], note_text(passage[:60], passage))
            exp.append({"path": paths[passage]})
        golden.append({"id": f"ms{lang}-{row['id']}", "query": row["query"], "category": "hybrid", "expected": exp})
    return _finish(out, golden + _unrelated(f"ms{lang}"), {"set": f"msmarco-{lang}", "documents": len(paths), "subsample": f"first {limit} ids"})


def _fm_title(text: str) -> str | None:
    m = re.match(r"---\n(.*?)\n---", text, flags=re.S)
    if not m:
        return None
    for line in m.group(1).splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "title" and value.strip():
            return value.strip().strip("\"'")
    return None


def johngrib(out: Path, bench: Path = BENCH, step: int = 10, sample: int = 1) -> dict[str, Any]:
    """The wiki byte for byte (``sample`` > 1 keeps every sample-th note by path, for quick
    runs); queries are the titles of every ``step``-th kept note."""
    src, vault = bench / "johngrib-wiki-ko" / "_wiki", out / "vault"
    files = sorted(p for p in src.rglob("*.md") if p.is_file())[:: max(sample, 1)]
    golden = []
    for i, f in enumerate(files):
        rel = f"10-sources/johngrib-wiki-ko/{f.relative_to(src).as_posix()}"
        raw = f.read_bytes()
        dst = vault / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_bytes(raw)
        title = _fm_title(raw.decode("utf-8", "replace"))
        if i % step == 0 and title:
            golden.append({"id": f"jg-{i:04d}", "query": title, "category": "hybrid", "synthetic": True,
                           "expected": [{"path": rel}]})
    return _finish(out, golden + _unrelated("jg"), {"set": "johngrib-wiki-ko", "documents": len(files),
                                                    "labels": f"synthetic: title of every {step}th note → that note",
                                                    "sample": f"1 of every {sample} notes" if sample > 1 else "all notes"})


#: dataset name → adapter ``(out folder, **options) -> summary``.
ADAPTERS: dict[str, Callable[..., dict[str, Any]]] = {
    "autorag-ko": autorag_ko,
    "longmemeval": longmemeval,
    "locomo": locomo,
    "cranfield": cranfield,
    "msmarco-kor": lambda out, **kw: msmarco(out, lang="kor", **kw),
    "msmarco-eng": lambda out, **kw: msmarco(out, lang="eng", **kw),
    "johngrib-wiki-ko": johngrib,
}
