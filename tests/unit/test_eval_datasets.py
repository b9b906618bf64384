import json

from hippocampus.evaluation.datasets import cranfield, locomo, parse_evidence


def test_locomo_malformed_evidence_ids():
    assert parse_evidence(["D8:6; D9:17", "D:11:26", "D1:3", "D1:3", "", "garbage"]) == ["D8:6", "D9:17", "D11:26", "D1:3"]
    assert parse_evidence([]) == [] and parse_evidence(None) == []


def test_cranfield_qnum_is_position_and_minus_one_is_not_relevant(tmp_path):
    bench = tmp_path / "bench" / "cranfield"
    bench.mkdir(parents=True)
    (bench / "cran.all.1400").write_text(".I 1\n.T\nwing flow\n.A\nx\n.B\ny\n.W\nwing flow study\n"
                                         ".I 2\n.T\nheat slab\n.A\nx\n.B\ny\n.W\nheat conduction slab\n")
    # .I numbers skip (001, 004) but qnum in cranqrel is the position (1, 2).
    (bench / "cran.qry").write_text(".I 001\n.W\nwing flow\n.I 004\n.W\nheat slabs\n")
    (bench / "cranqrel").write_text("1 1 2\n2 2 1\n2 1 -1\n")
    cranfield(tmp_path / "out", bench=tmp_path / "bench")
    rows = [json.loads(x) for x in (tmp_path / "out" / "golden.jsonl").read_text().splitlines()]
    by_id = {r["id"]: r for r in rows}
    assert by_id["cran-001"]["expected"] == [{"path": "10-sources/cranfield/cran-0001.md"}]
    assert by_id["cran-002"]["expected"] == [{"path": "10-sources/cranfield/cran-0002.md"}]  # -1 dropped


def test_locomo_adapter_skips_questions_without_usable_evidence(tmp_path):
    bench = tmp_path / "bench" / "locomo"
    bench.mkdir(parents=True)
    conv = {"sample_id": "c1", "conversation": {
        "speaker_a": "A", "speaker_b": "B", "session_1_date_time": "1 May 2023", "session_1": [
            {"speaker": "A", "dia_id": "D1:1", "text": "I adopted a cat."},
            {"speaker": "B", "dia_id": "D1:2", "text": "Nice!"}]},
        "qa": [{"question": "What pet?", "answer": "cat", "evidence": ["D:1:1"], "category": 4},
               {"question": "x", "answer": "y", "evidence": [], "category": 1},
               {"question": "adv", "adversarial_answer": "z", "evidence": ["D1:2"], "category": 5}]}
    (bench / "locomo10.json").write_text(json.dumps([conv]))
    stats = locomo(tmp_path / "out", bench=tmp_path / "bench")
    rows = [json.loads(x) for x in (tmp_path / "out" / "golden.jsonl").read_text().splitlines()]
    answerable = [r for r in rows if r["category"] != "abstain"]
    assert [r["expected"] for r in answerable] == [[{"path": "10-sources/locomo/c1/D1-1.md"}]]
    assert answerable[0]["filters"] == {"path_prefix": "10-sources/locomo/c1/"}
    assert stats["skipped_no_evidence"] == 1


def test_johngrib_sample_keeps_every_nth_note_and_queries_its_titles(tmp_path):
    from hippocampus.evaluation.datasets import johngrib

    wiki = tmp_path / "bench" / "johngrib-wiki-ko" / "_wiki"
    wiki.mkdir(parents=True)
    for i in range(10):
        (wiki / f"n{i}.md").write_text(f"---\ntitle: 노트 {i}\n---\n본문 {i}\n", encoding="utf-8")
    stats = johngrib(tmp_path / "out", bench=tmp_path / "bench", step=1, sample=3)
    kept = sorted(p.name for p in (tmp_path / "out" / "vault").rglob("*.md"))
    assert kept == ["n0.md", "n3.md", "n6.md", "n9.md"]
    rows = [json.loads(x) for x in (tmp_path / "out" / "golden.jsonl").read_text(encoding="utf-8").splitlines()]
    titled = [r for r in rows if r["category"] != "abstain"]
    assert [r["query"] for r in titled] == ["노트 0", "노트 3", "노트 6", "노트 9"]
    assert stats["documents"] == 4 and stats["sample"] == "1 of every 3 notes"
