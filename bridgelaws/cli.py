"""The `bridgelaws` command. Thin: each command parses options and calls one part.

Heavy libraries (lxml, jinja2, spaCy) are imported inside the commands that need them,
so that `bridgelaws --help` starts fast.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from bridgelaws.collector import spare_exit
from bridgelaws.errors import BridgelawsError

SOURCES_HELP = "folder with manifest.toml and the source texts (default: the shipped corpus)"


def emit_json(data: object) -> None:
    """Print JSON for scripts: UTF-8, not ASCII-escaped, stable key order as built."""
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


def sources_option(func):
    return click.option(
        "--sources", type=click.Path(path_type=Path), default=None, help=SOURCES_HELP
    )(func)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="bridgelaws")
def cli() -> None:
    """The Laws of Duplicate Bridge: corpus, cross-references, predicates and website."""


@cli.command()
@sources_option
@click.option("--out", type=click.Path(path_type=Path), default=Path("build"), show_default=True)
@click.option("--search/--no-search", default=True, show_default=True,
              help="index the site with Pagefind")
@click.option("--strict", is_flag=True, help="every corpus warning is an error: nothing written")
@click.option("--json", "as_json", is_flag=True, help="print a report as JSON")
def build(sources: Path | None, out: Path, search: bool, strict: bool, as_json: bool) -> None:
    """Read the sources, align them and write the validated XML corpus (and the site).

    All or nothing: the corpus and the site replace the previous ones together, and only
    once both (and the search index) are whole."""
    from bridgelaws.build import StrictFailure, build_all, warning_dict

    try:
        report = build_all(sources, out, search=search, strict=strict)
    except StrictFailure as failure:
        if as_json:
            emit_json({"errors": [warning_dict(w) for w in failure.warnings]})
        for warning in failure.warnings:
            click.echo(f"error: {warning.file}:{warning.line}: {warning.message}", err=True)
        sys.exit(2)
    except OSError as err:  # the output folder: not writable, disk full; the previous build stays
        click.echo(f"error: {err.filename or out}: {err.strerror or err}", err=True)
        sys.exit(2)
    if as_json:
        emit_json(report)
        return
    for w in report["warnings"]:
        click.echo(f"{w['file']}:{w['line']}: warning: {w['message']}", err=True)
    for kind, path in report["outputs"].items():
        click.echo(f"{kind}: {path}")


@cli.command()
@click.argument("edition")
@click.argument("law")
@click.option("--lang", default=None, help="one language only (a code the manifest lists)")
@click.option("--json", "as_json", is_flag=True, help="print the law as JSON")
@sources_option
def show(edition: str, law: str, lang: str | None, as_json: bool, sources: Path | None) -> None:
    """Print one law of one edition: EDITION is any edition id the sources' manifest declares
    (shipped: 1997, 2007, 2017, proposal-2012)."""
    from bridgelaws.corpus import load_corpus
    from bridgelaws.corpus.show import law_as_dict, law_as_text

    corpus = load_corpus(sources)
    data = law_as_dict(corpus, edition, law, lang)
    click.echo(json.dumps(data, ensure_ascii=False) if as_json else law_as_text(data))


@cli.command()
@click.argument("old")
@click.argument("new")
@click.option("--law", default=None, help="one law (default: every law both editions hold)")
@click.option("--lang", default=None, help="language compared (default: en, else the first shared)")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "html"]), default="text",
              show_default=True)
@click.option("--json", "as_json", is_flag=True, help="same as --format json")
@click.option("--summary", "as_summary", is_flag=True, help="counts and changed clauses per law")
@sources_option
def diff(old: str, new: str, law: str | None, lang: str | None, fmt: str, as_json: bool,
         as_summary: bool, sources: Path | None) -> None:
    """What changed from edition OLD to edition NEW, clause by clause and word by word."""
    from bridgelaws.corpus import load_corpus
    from bridgelaws.diff.report import diff_report, summary_report

    fmt = "json" if as_json else fmt
    corpus = load_corpus(sources)
    if as_summary:
        out = summary_report(corpus, old, new, fmt == "json")
    else:
        out = diff_report(corpus, old, new, law, lang, fmt)
    emit_json(out) if fmt == "json" else click.echo(out)


@cli.command()
@click.argument("edition")
@click.option("--status", default=None, help="only this status (resolved, other-edition, ...)")
@click.option("--summary", "as_summary", is_flag=True, help="counts per status, unknown clauses")
@click.option("--json", "as_json", is_flag=True, help="print the references as JSON")
@sources_option
def refs(
    edition: str, status: str | None, as_summary: bool, as_json: bool, sources: Path | None
) -> None:
    """List the cross-references of one edition and how each resolves."""
    from bridgelaws.corpus import load_corpus
    from bridgelaws.xref.report import edition_refs, row, rows_text, summary, summary_text

    found = edition_refs(load_corpus(sources), edition, status)
    data = summary(edition, found) if as_summary else [row(r) for r in found]
    if as_json:
        emit_json(data)
    else:
        click.echo(summary_text(data) if as_summary else rows_text(data))


@cli.command()
@click.argument("path")
@click.option("--lang", required=True, help="language of the text: en, ru or el")
@click.option("--edition", default=None,
              help="resolve in this edition (default: the newest official one); an edition "
                   "written in the text wins")
@click.option("--law", default="", help="the law `this Law` and `see B2 above` mean")
@click.option("--format", "fmt", default="json", show_default=True,
              help="json, md, or html (HTML in: links added in text nodes, all else kept)")
@click.option("--base", default="", help="site address for absolute links, e.g. https://x.org/")
@sources_option
def annotate(path: str, lang: str, edition: str | None, law: str, fmt: str, base: str,
             sources: Path | None) -> None:
    """Find the references in any text (PATH, or - for standard input) and link them."""
    from bridgelaws.corpus import load_corpus
    from bridgelaws.xref.annotate import annotate as find_refs
    from bridgelaws.xref.annotate import read_input, render, unread_warning

    text = read_input(path)
    if base and not base.endswith("/"):
        base += "/"
    found = find_refs(text, lang, load_corpus(sources), edition, law=law, fmt=fmt)
    click.echo(render(text, found, fmt, base, edition), nl=False)
    if not law and (note := unread_warning(text, lang, fmt, "<stdin>" if path == "-" else path)):
        click.echo(note, err=True)


@cli.group()
def export() -> None:
    """Exports for translators' tools: TMX translation memory, TBX term base."""


@export.command("tmx")
@click.option("--edition", default=None,
              help="one edition (default: every edition, each unit's edition a <prop>)")
@click.option("--pair", required=True, help="source-target languages, e.g. en-ru")
@click.option("--segments", type=click.Choice(["clause", "sentence"]), default="clause",
              show_default=True, help="one unit per clause, or per sentence where counts agree")
@click.option("--out", type=click.Path(path_type=Path), default=None, help="file (default: stdout)")
@sources_option
def export_tmx(edition: str | None, pair: str, segments: str, out: Path | None,
               sources: Path | None):
    """Write the aligned text for one language pair as TMX 1.4b."""
    from bridgelaws.corpus import load_corpus
    from bridgelaws.translate.deliver import deliver
    from bridgelaws.translate.locales import locales
    from bridgelaws.translate.tmx import tmx_document

    deliver(tmx_document(load_corpus(sources), edition, pair, segments, locales(sources)), out)


@export.command("xliff")
@click.option("--from", "old", required=True, help="edition of the last translation, e.g. 1997")
@click.option("--to", "new", required=True, help="edition to translate, e.g. 2017")
@click.option("--pair", required=True, help="source-target languages, e.g. en-ru")
@click.option("--xliff-version", "xliff_version", type=click.Choice(["1.2", "2.0"]),
              default="1.2", show_default=True, help="XLIFF version")
@click.option("--segments", type=click.Choice(["clause", "sentence"]), default="clause",
              show_default=True, help="one unit per clause, or per sentence where they align")
@click.option("-o", "--out", type=click.Path(path_type=Path), default=None,
              help="file (default: stdout)")
@sources_option
def export_xliff(old: str, new: str, pair: str, xliff_version: str, segments: str,
                 out: Path | None, sources: Path | None):
    """Write the update package: edition NEW to translate, from OLD's translation, as XLIFF."""
    from bridgelaws.corpus import load_corpus
    from bridgelaws.translate.deliver import deliver
    from bridgelaws.translate.locales import locales
    from bridgelaws.translate.xliff import xliff_document
    from bridgelaws.translate.xliff2 import xliff2_document

    write = xliff2_document if xliff_version == "2.0" else xliff_document
    deliver(write(load_corpus(sources), old, new, pair, locales(sources), segments), out)


@export.command("tbx")
@click.option("--out", type=click.Path(path_type=Path), default=None, help="file (default: stdout)")
def export_tbx(out: Path | None) -> None:
    """Write the term base (en, ru, el) as TBX-Basic (ISO 30042:2019)."""
    from bridgelaws.translate.deliver import deliver
    from bridgelaws.translate.tbx import tbx_document
    from bridgelaws.translate.terms import load_terms

    deliver(tbx_document(load_terms()), out)


@cli.group()
def terms() -> None:
    """The term base and terminology checks."""


@terms.command("check")
@click.option("--edition", default=None, help="one edition (default: all)")
@click.option("--json", "as_json", is_flag=True, help="print the report as JSON")
@sources_option
def terms_check(edition: str | None, as_json: bool, sources: Path | None) -> None:
    """Terms missing their equivalent in aligned clauses, varied renderings, counts."""
    from bridgelaws.corpus import load_corpus
    from bridgelaws.translate.check import check_terms, format_report

    report = check_terms(load_corpus(sources), edition)
    if as_json:
        emit_json(report.as_dict())
        return
    click.echo(format_report(report))


@cli.command()
@click.argument("path", type=click.Path(path_type=Path))
@click.option("--edition", default="2017", show_default=True, help="1997, 2007 or 2017")
@click.option("--compare", nargs=2, default=None, help="rule under two editions: E1 E2")
@click.option("--json", "as_json", is_flag=True, help="one entry per board and edition")
@click.option("--keep-going", is_flag=True,
              help="rule the good boards of a file with bad ones (still listed, exit 2)")
@click.option("--lang", default="en", show_default=True,
              help="language of the explanation and the clause texts (a corpus language)")
@click.option("--equity/--no-equity", default=True, show_default=True,
              help="the double-dummy aid to Law 64C's judgement (a solver's work per board)")
@sources_option
def rule(path: Path, edition: str, compare: tuple[str, str] | None, as_json: bool,
         keep_going: bool, lang: str, equity: bool, sources: Path | None) -> None:
    """Rule every board of a PBN play record under the Laws (revokes, leads out of turn...),
    explained: the facts, each clause with its text, the result and score before and after."""
    import shutil
    import tempfile

    from bridgelaws.laws.explain import check_language, compare_text, ruling_json
    from bridgelaws.laws.ruling import rule_boards

    errors: list[BridgelawsError] = []
    # without --keep-going nothing is printed unless all boards are good: the output waits
    # in a spool (on disk past a million characters, which in memory may take 4 bytes
    # each), so that a file of any size streams
    held = tempfile.SpooledTemporaryFile(max_size=1 << 20, mode="w+", encoding="utf-8")

    def write(text: str) -> None:
        click.echo(text, nl=False) if keep_going else held.write(text)

    first = True
    try:
        folder = str(sources) if sources else None  # the clause texts come from there
        check_language(lang, folder)
        for item in rule_boards(path, list(compare) if compare else [edition]):
            if isinstance(item, BridgelawsError):
                errors.append(item)
                continue
            for warning in item[0].facts.warnings if item else ():
                click.echo(f"warning: {warning}", err=True)
            if not as_json:
                write(compare_text(item, lang, equity, folder) + "\n")
                continue
            for r in item:  # the bytes of one json.dumps of the whole list, streamed: a
                # list of one, less its brackets, is the entry as the whole list indents it
                body = json.dumps([ruling_json(r, lang, equity, folder)], ensure_ascii=False,
                                  indent=2)[2:-2]
                write(("[\n" if first else ",\n") + body)
                first = False
    except BridgelawsError as err:  # the file itself: missing, unreadable
        errors.append(err)
    if as_json:
        write("[]\n" if first else "\n]\n")
    for err in errors:
        click.echo(f"error: {err}", err=True)
    if errors:
        sys.exit(2)
    held.seek(0)
    shutil.copyfileobj(held, click.get_text_stream("stdout"))


@cli.group()
def laws() -> None:
    """The executable predicates of the Laws."""


@laws.command("coverage")
@click.option("--json", "as_json", is_flag=True, help="print the report as JSON")
@sources_option
def laws_coverage(as_json: bool, sources: Path | None) -> None:
    """Clauses without a predicate, and each clause's kind: computed from the play, needs an
    event the PBN cannot hold (and which), aggregator of the clauses under it, or judgement."""
    from bridgelaws.laws.coverage import coverage, coverage_text

    report = coverage(sources)
    emit_json(report) if as_json else click.echo(coverage_text(report))

@cli.command()
@click.option("--port", default=8000, show_default=True, help="port on 127.0.0.1 (0: any free)")
@click.option("--dir", "site_dir", type=click.Path(path_type=Path), default=Path("build/site"),
              show_default=True, help="the built site")
def serve(port: int, site_dir: Path) -> None:
    """Serve the built website on localhost (the search needs http://)."""
    from bridgelaws.site.serve import serve as run

    run(site_dir, port)


@cli.group("import")
def import_() -> None:
    """Bring finished translations back: XLIFF from a CAT tool."""


@import_.command("xliff")
@click.argument("path", type=click.Path(path_type=Path))
@click.option("-o", "--out", type=click.Path(path_type=Path), default=Path("sources"),
              show_default=True, help="sources folder to add the translation to (made if missing)")
@click.option("--edition", default=None, help="edition (default: the file's product-version)")
@click.option("--json", "as_json", is_flag=True, help="print the report as JSON")
def import_xliff(path: Path, out: Path, edition: str | None, as_json: bool) -> None:
    """Add a finished XLIFF translation (PATH) to a sources folder the build reads."""
    from bridgelaws.translate.receive import format_received, receive

    report = receive(path, out, edition)
    emit_json(report.as_dict()) if as_json else click.echo(format_received(report))


@cli.command("qa")
@click.option("--edition", required=True, help="edition to check, e.g. 2017")
@click.option("--pair", required=True, help="source-target languages, e.g. en-el")
@click.option("--json", "as_json", is_flag=True, help="print the report as JSON")
@sources_option
def qa_command(edition: str, pair: str, as_json: bool, sources: Path | None) -> None:
    """Translation QA per clause: references, numbers, terms, missing clauses."""
    from bridgelaws.corpus import load_corpus
    from bridgelaws.translate.qa import format_qa, qa

    report = qa(load_corpus(sources), edition, pair)
    emit_json(report.as_dict()) if as_json else click.echo(format_qa(report))


@cli.command()
@click.argument("old")
@click.argument("new")
@click.option("--json", "as_json", is_flag=True, help="print the concordance as JSON")
@click.option("--csv", "as_csv", is_flag=True, help="print the concordance as CSV")
@sources_option
def concordance(old: str, new: str, as_json: bool, as_csv: bool, sources: Path | None) -> None:
    """Where each clause of edition OLD is in edition NEW (same, renumbered, split, merged,
    gone), and back."""
    from bridgelaws.corpus import load_corpus
    from bridgelaws.diff.concordance import as_csv as csv_text
    from bridgelaws.diff.concordance import as_text
    from bridgelaws.diff.concordance import concordance as build

    found = build(load_corpus(sources), old, new)
    if as_json:
        emit_json(found.as_dict())
    else:
        click.echo(csv_text(found) if as_csv else as_text(found), nl=not as_csv)


def main() -> None:
    """Entry point: bad input is one line on stderr and exit status 2, never a traceback."""
    spare_exit()  # whatever the command makes is left out of the collection at exit
    try:
        cli.main(standalone_mode=False)
    except BridgelawsError as err:
        click.echo(f"error: {err}", err=True)
        sys.exit(2)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        exc.show()
        sys.exit(2)
    except click.exceptions.Abort:
        click.echo("Aborted!", err=True)
        sys.exit(1)
    except BrokenPipeError:
        sys.exit(0)


if __name__ == "__main__":
    main()
