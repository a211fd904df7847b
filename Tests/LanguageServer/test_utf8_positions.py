"""Positions in UTF-8 when the client offers them (LSP 3.17 `positionEncoding`)."""

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import ENVIRONMENT, server_command

URI = "file:///utf8.calc"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=server_command(), server_env=ENVIRONMENT))
async def client(lsp_client: LanguageClient):
    capabilities = types.ClientCapabilities(general=types.GeneralClientCapabilities(
        position_encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16]))
    result = await lsp_client.initialize_session(types.InitializeParams(capabilities=capabilities))
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    yield
    await lsp_client.shutdown_session()


async def test_positions_count_bytes(client: LanguageClient):
    # `foo` starts at byte 13.
    text = "€5 + £3 + foo\n€5 + £3 in EUR\n"
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=URI, language_id="calc", version=1, text=text)))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    errors = [d for d in client.diagnostics[URI] if d.severity == types.DiagnosticSeverity.Error]
    assert (errors[0].range.start.character, errors[0].range.end.character) == (13, 16)
    found = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=URI),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=2, character=0))))
    assert [(hint.position.line, hint.position.character) for hint in found] == [(1, len("€5 + £3 in EUR".encode()))]
    # An edit in bytes: `£3` becomes `£4` (the `3` is byte 9).
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=1, character=9), end=types.Position(line=1, character=10)), text="4")]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    found = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=URI),
        range=types.Range(start=types.Position(line=1, character=0), end=types.Position(line=1, character=30))))
    assert found[0].label == "≈ 9.71 EUR"
