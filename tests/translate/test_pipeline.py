import pytest

from bridgelaws.translate.pipeline import nlp
from bridgelaws.translate.segment import COMPONENT


@pytest.mark.parametrize(
    ("lang", "names"),
    [
        ("en", ["sentencizer", COMPONENT, "lemmatizer"]),
        ("ru", ["sentencizer", COMPONENT]),
        ("el", ["sentencizer", COMPONENT]),
    ],
)
def test_pipeline_components(lang, names):
    assert nlp(lang).pipe_names == names
    assert nlp(lang) is nlp(lang)


@pytest.mark.parametrize(("lang", "spacy_lang"), [("it", "it"), ("de", "de"), ("qq", "xx")])
def test_any_language_the_manifest_declares(lang, spacy_lang):
    """Issue 13: a language the manifest declares gets spaCy's tokenizer for it, or spaCy's
    multi-language one for a code spaCy does not know; sentences still split."""
    assert nlp(lang).lang == spacy_lang
    assert [s.text for s in nlp(lang)("Prima frase. Seconda frase.").sents] == [
        "Prima frase.", "Seconda frase."]


def translate_imports() -> dict[str, set[str]]:
    """Which bridgelaws.translate modules each one imports, at the top or inside a function."""
    import ast
    from pathlib import Path

    import bridgelaws.translate as package

    folder = Path(package.__file__).parent
    graph = {}
    for path in folder.glob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        graph[path.stem] = {
            node.module.rsplit(".", 1)[-1]
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module
            and node.module.startswith("bridgelaws.translate.")
        }
    return graph


def test_one_way_through():
    # guide: "no two modules import each other" (segment and pipeline once did)
    graph = translate_imports()
    assert "pipeline" in graph["lemma"] and "segment" in graph["pipeline"]
    seen: dict[str, int] = {}  # 1: on the path being walked, 2: done

    def walk(module: str, path: list[str]) -> None:
        seen[module] = 1
        for other in graph.get(module, ()):
            assert seen.get(other) != 1, " -> ".join([*path, module, other])
            if other not in seen:
                walk(other, [*path, module])
        seen[module] = 2

    for module in graph:
        if module not in seen:
            walk(module, [])
