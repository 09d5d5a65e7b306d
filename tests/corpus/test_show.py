"""`show` takes any edition id and language the manifest declares: adding the 1987 Laws or an
Italian translation changes no Python."""

from __future__ import annotations

import json

from click.testing import CliRunner

from bridgelaws.cli import cli

ENTRY = ('[[source]]\nfile = "e.txt"\nreader = "editions"\neditions = ["1987"]\n'
         'languages = ["it"]\norigin = "test"\n')
TEXT = ("1987 Law\nLAW 45 - GIOCO DI UNA CARTA\nA. Gioco di una carta dalla mano\n"
        "Ogni carta giocata deve essere scoperta.\nB. Gioco di una carta del morto\n"
        "1. (a) Il dichiarante gioca una carta del morto nominandola.\n"
        "(b) Il morto la prende e la pone scoperta.\n")


def test_show_any_edition_and_language(make_sources):
    folder = make_sources({"e.txt": TEXT}, [ENTRY])
    result = CliRunner().invoke(cli, ["show", "1987", "45", "--json", "--lang", "it",
                                      "--sources", str(folder)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["title"] == {"it": "GIOCO DI UNA CARTA"}
    assert [c["cite"] for c in data["clauses"]] == ["45", "45A", "45B", "45B1", "45B1(a)",
                                                      "45B1(b)"]
    assert data["clauses"][4]["text"] == {"it": "Il dichiarante gioca una carta del morto "
                                                "nominandola."}


def test_show_help_lists_no_edition_from_code():
    result = CliRunner().invoke(cli, ["show", "--help"])
    assert "manifest" in result.output


def test_a_bilingual_text_in_any_two_scripts(make_sources):
    """Greek beside Italian (not English): paragraphs told apart by script, not by a fixed
    list of languages."""
    entry = ('[[source]]\nfile = "b.txt"\nreader = "bilingual"\neditions = ["2017"]\n'
             'languages = ["el", "it"]\nlaws = ["58"]\norigin = "test"\n')
    text = ("Α. Ταυτόχρονα Ανοίγματα\nΈνα άνοιγμα θεωρείται ότι έγινε μετά.\n"
            "A. Attacchi simultanei\nUn attacco simultaneo si considera successivo.\n")
    folder = make_sources({"b.txt": text}, [entry])
    result = CliRunner().invoke(cli, ["show", "2017", "58", "--json", "--sources", str(folder)])
    assert result.exit_code == 0, result.output
    clause = json.loads(result.output)["clauses"][1]
    assert clause == {"cite": "58A",
                      "heading": {"el": "Ταυτόχρονα Ανοίγματα", "it": "Attacchi simultanei"},
                      "text": {"el": "Ένα άνοιγμα θεωρείται ότι έγινε μετά.",
                               "it": "Un attacco simultaneo si considera successivo."}}
