"""`calc --lsp` driven by a real client (pytest-lsp, over pygls): what an editor sees of a
worksheet — results as inlay hints, errors as diagnostics, hover, completion and the
annotations as a code action — kept up to date through incremental changes."""

import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import ENVIRONMENT, server_command

URI = "file:///budget.calc"

SHEET = """Hotel, 7 nights: 7 * 120 EUR
Flights: 2 * 180 EUR
sum

x = 1/3
€5 + £3 in EUR
100 USD in EUR
2 +
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=server_command(), server_env=ENVIRONMENT))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


def whole(text: str) -> types.Range:
    return types.Range(start=types.Position(line=0, character=0), end=types.Position(line=len(text.split("\n")), character=0))


async def open_sheet(client: LanguageClient, text: str = SHEET, uri: str = URI):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="calc", version=1, text=text)))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)


async def change(client: LanguageClient, version: int, start: tuple[int, int], end: tuple[int, int], text: str):
    """An incremental change of `URI` from `start` to `end` (line, character), and its diagnostics."""
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=version),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=start[0], character=start[1]), end=types.Position(line=end[0], character=end[1])),
            text=text)]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)


async def hints(client: LanguageClient, text: str, uri: str = URI) -> dict[int, str]:
    found = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=uri), range=whole(text)))
    return {hint.position.line: hint.label for hint in found or []}


@pytest_lsp.fixture(config=ClientServerConfig(server_command=server_command(), server_env=ENVIRONMENT))
async def uninitialized(lsp_client: LanguageClient):
    yield


async def test_initialize_advertises_what_calc_serves(uninitialized: LanguageClient):
    lsp_client = uninitialized
    result = await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    capabilities = result.capabilities
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf16
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert capabilities.inlay_hint_provider
    assert capabilities.hover_provider
    assert capabilities.completion_provider is not None
    assert capabilities.code_action_provider
    await lsp_client.shutdown_session()


async def test_results_as_inlay_hints_with_block_sums(client: LanguageClient):
    await open_sheet(client)
    shown = await hints(client, SHEET)
    assert shown[0] == "= 840.00 EUR"
    assert shown[1] == "= 360.00 EUR"
    assert shown[2] == "= 1200.00 EUR"
    assert shown[4] == "≈ 0.333333333333333"
    assert shown[6] == "≈ 92.59 EUR"
    # Each at the end of its line, in UTF-16 code units: `€5 + £3 in EUR` is 14 of them.
    found = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=URI), range=whole(SHEET)))
    positions = {hint.position.line: hint.position.character for hint in found}
    assert positions[5] == len("€5 + £3 in EUR") == 14
    assert 3 not in shown and 7 not in shown


async def test_errors_as_diagnostics_with_span_and_hint(client: LanguageClient):
    await open_sheet(client)
    diagnostics = client.diagnostics[URI]
    errors = [d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error]
    assert len(errors) == 1
    error = errors[0]
    assert error.range.start.line == 7
    assert error.source == "calc"
    # The span of `+`, and the hint under the message.
    assert (error.range.start.character, error.range.end.character) == (2, 3)
    assert error.message == "'+' has no right operand\nhint: finish the expression or remove '+'"
    assert error.code == "missingOperand"


async def test_an_incremental_change_updates_the_lines_below_it(client: LanguageClient):
    await open_sheet(client)
    # `7 * 120` becomes `7 * 130`.
    await change(client, 2, (0, 22), (0, 23), "3")
    text = SHEET.replace("7 * 120", "7 * 130")
    shown = await hints(client, text)
    assert shown[0] == "= 910.00 EUR"
    assert shown[2] == "= 1270.00 EUR"
    # A line fixed by typing: its error goes.
    await change(client, 3, (7, 3), (7, 3), "2")
    assert [d for d in client.diagnostics[URI] if d.severity == types.DiagnosticSeverity.Error] == []
    assert (await hints(client, text))[7] == "= 4"


async def test_a_change_that_inserts_and_removes_lines(client: LanguageClient):
    await open_sheet(client)
    # A third figure in the first block, typed as a new line after the second.
    await change(client, 2, (1, 20), (1, 20), "\nTaxi: 40 EUR")
    shown = await hints(client, SHEET + "\n")
    assert shown[2] == "= 40.00 EUR"
    assert shown[3] == "= 1240.00 EUR"
    # And taken out again, with the newline before it.
    await change(client, 3, (1, 20), (2, 12), "")
    shown = await hints(client, SHEET)
    assert shown[2] == "= 1200.00 EUR"


async def test_a_full_change_replaces_the_text(client: LanguageClient):
    await open_sheet(client)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text="1 + 1\n2 * 3\n")]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert await hints(client, "1 + 1\n2 * 3\n") == {0: "= 2", 1: "= 6"}
    assert list(client.diagnostics[URI]) == []


async def test_positions_after_characters_beyond_ascii(client: LanguageClient):
    text = "€5 + £3 + foo\n20 °C in °F\n"
    await open_sheet(client, text)
    errors = [d for d in client.diagnostics[URI] if d.severity == types.DiagnosticSeverity.Error]
    assert len(errors) == 1
    # `foo` starts after 10 UTF-16 code units (14 bytes).
    assert (errors[0].range.start.character, errors[0].range.end.character) == (10, 13)
    shown = await hints(client, text)
    assert shown[1] == "= 68 °F"


async def test_hover_on_a_conversion_names_the_rate_and_its_source(client: LanguageClient):
    await open_sheet(client)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=6, character=3)))
    assert hover is not None
    value = hover.contents.value
    assert "100 USD → " in value
    assert "2026-11-20" in value
    assert "per USD" in value
    # Past a line's expression, or on a line without a result: nothing.
    nothing = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=3, character=0)))
    assert nothing is None


async def test_completion_of_currencies_functions_and_names(client: LanguageClient):
    text = "rate = 2\n12 US\nsq\nra\n"
    await open_sheet(client, text)

    async def labels(line, character):
        found = await client.text_document_completion_async(types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=line, character=character)))
        items = found.items if hasattr(found, "items") else found
        return [item.label for item in items]

    assert "USD" in await labels(1, 5)
    assert "sqrt" in await labels(2, 2)
    assert "rate" in await labels(3, 2)


async def test_code_action_writes_the_annotations_as_an_edit(client: LanguageClient, home):
    text = "a: 2 * 3\nb: 1/4\n"
    await open_sheet(client, text)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), range=whole(text),
        context=types.CodeActionContext(diagnostics=[])))
    assert len(actions) == 1
    edits = actions[0].edit.changes[URI]
    assert [edit.new_text for edit in edits] == ["a: 2 * 3  # = 6", "b: 1/4    # = 0.25"]
    # Nothing was written: the edit is the client's to apply.
    assert sorted(p.name for p in home.iterdir()) == ["rates.json"]
