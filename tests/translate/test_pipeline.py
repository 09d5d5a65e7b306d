import pytest

from bridgelaws.errors import BridgelawsError
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


def test_unknown_language():
    with pytest.raises(BridgelawsError, match="de"):
        nlp("de")
