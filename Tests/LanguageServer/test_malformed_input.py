"""What a client that misbehaves gets: a JSON-RPC error for each request the server cannot
take (and nothing for a notification), after which it keeps serving; the lifecycle's rules;
and the exit status. Written as raw bytes, which no well-behaved client would send."""

from conftest import frame, run_raw

INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}
INITIALIZED = {"jsonrpc": "2.0", "method": "initialized", "params": {}}
SHUTDOWN = {"jsonrpc": "2.0", "id": 99, "method": "shutdown"}
EXIT = {"jsonrpc": "2.0", "method": "exit"}
HOVER = {"jsonrpc": "2.0", "id": 7, "method": "textDocument/hover",
         "params": {"textDocument": {"uri": "file:///a.calc"}, "position": {"line": 0, "character": 0}}}


def session(*middle: bytes) -> bytes:
    return frame(INITIALIZE) + frame(INITIALIZED) + b"".join(middle) + frame(SHUTDOWN) + frame(EXIT)


def errors(bodies):
    return [(body.get("id"), body["error"]["code"]) for body in bodies if "error" in body]


def test_bad_json_is_a_parse_error_and_the_server_goes_on():
    status, bodies, _ = run_raw(session(frame(b"{not json"), frame(b'{"jsonrpc": "2.0", "id": 3, "method": '), frame(HOVER)))
    assert status == 0
    assert errors(bodies)[:2] == [(None, -32700), (None, -32700)]
    # The hover after them is answered (the document is not open: invalid params).
    assert (7, -32602) in errors(bodies)
    assert bodies[-1] == {"jsonrpc": "2.0", "id": 99, "result": None}


def test_unknown_methods():
    unknown_request = {"jsonrpc": "2.0", "id": 4, "method": "calc/frobnicate", "params": {}}
    unknown_notification = {"jsonrpc": "2.0", "method": "$/somethingNew", "params": {}}
    status, bodies, _ = run_raw(session(frame(unknown_request), frame(unknown_notification)))
    assert status == 0
    assert errors(bodies) == [(4, -32601)]
    assert "calc/frobnicate" in bodies[1]["error"]["message"]


def test_invalid_requests_and_params():
    not_an_object = [1, 2]
    no_method = {"jsonrpc": "2.0", "id": 5}
    bad_params = {"jsonrpc": "2.0", "id": 6, "method": "textDocument/inlayHint", "params": {"textDocument": {}}}
    bad_notification = {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": 3}}}
    status, bodies, _ = run_raw(session(frame(not_an_object), frame(no_method), frame(bad_params), frame(bad_notification)))
    assert status == 0
    assert errors(bodies) == [(None, -32600), (5, -32600), (6, -32602)]
    # A notification is never answered: its problem goes to the client's log.
    assert any(body.get("method") == "window/logMessage" for body in bodies)


def test_invalid_utf8_is_a_parse_error():
    bad = b'{"jsonrpc": "2.0", "id": 8, "method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///x.calc", "text": "\xff\xfe"}}}'
    status, bodies, _ = run_raw(session(frame(bad), frame(HOVER)))
    assert status == 0
    assert errors(bodies)[0] == (None, -32700)
    assert (7, -32602) in errors(bodies)


def test_a_message_without_content_length():
    body = b'{"jsonrpc": "2.0", "id": 9, "method": "shutdown"}'
    headerless = b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n" + body
    status, bodies, _ = run_raw(session(headerless, frame(HOVER)))
    assert status == 0
    assert errors(bodies)[0] == (None, -32700)
    assert (7, -32602) in errors(bodies)


def test_a_document_of_100_mb_is_refused_and_the_server_goes_on():
    text = ("1 + 1\n" * (100 * 1024 * 1024 // 6 + 1))
    open_notification = {"jsonrpc": "2.0", "method": "textDocument/didOpen",
                         "params": {"textDocument": {"uri": "file:///big.calc", "languageId": "calc", "version": 1, "text": text}}}
    big_request = {"jsonrpc": "2.0", "id": 12, "method": "textDocument/hover",
                   "params": {"textDocument": {"uri": "file:///big.calc", "text": text}, "position": {"line": 0, "character": 0}}}
    status, bodies, _ = run_raw(session(frame(open_notification), frame(big_request), frame(HOVER)), timeout=120)
    assert status == 0
    # The notification: no response, a message for the user.
    assert any(body.get("method") == "window/showMessage" for body in bodies)
    # The request: an error with its id.
    assert (12, -32600) in errors(bodies)
    assert (7, -32602) in errors(bodies)


def test_a_huge_content_length_is_read_through():
    status, bodies, _ = run_raw(frame(INITIALIZE) + b"Content-Length: 999999999999999999\r\n\r\n{}")
    assert status == 1
    assert bodies[0]["id"] == 1


def test_requests_before_initialize_and_after_shutdown():
    before = frame(HOVER) + frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {}})
    after = frame({"jsonrpc": "2.0", "id": 20, "method": "textDocument/hover", "params": {}})
    data = before + frame(INITIALIZE) + frame(SHUTDOWN) + after + frame(EXIT)
    status, bodies, _ = run_raw(data)
    assert status == 0
    assert errors(bodies) == [(7, -32002), (20, -32600)]
    assert len(bodies) == 4


def test_exit_without_shutdown_is_status_1():
    status, bodies, _ = run_raw(frame(INITIALIZE) + frame(EXIT))
    assert status == 1
    assert len(bodies) == 1
    # And the end of the input without exit.
    status, _, _ = run_raw(frame(INITIALIZE))
    assert status == 1


def test_initialize_twice_is_an_invalid_request():
    status, bodies, _ = run_raw(session(frame({**INITIALIZE, "id": 2})))
    assert errors(bodies) == [(2, -32600)]


def open_document(uri, text, version=1):
    return frame({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                  "params": {"textDocument": {"uri": uri, "languageId": "calc", "version": version, "text": text}}})


def change(uri, version, changes):
    return frame({"jsonrpc": "2.0", "method": "textDocument/didChange",
                  "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": changes}})


def hints(request_id, uri):
    return frame({"jsonrpc": "2.0", "id": request_id, "method": "textDocument/inlayHint",
                  "params": {"textDocument": {"uri": uri},
                             "range": {"start": {"line": 0, "character": 0}, "end": {"line": 9, "character": 0}}}})


def test_a_change_too_large_to_read_closes_the_document_rather_than_show_stale_results():
    uri = "file:///a.calc"
    huge = change(uri, 2, [{"text": "1+1\n" * (17 * 1024 * 1024)}])
    edit = change(uri, 3, [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 1}}, "text": "7"}])
    whole = change(uri, 4, [{"text": "6*6\n"}])
    status, bodies, _ = run_raw(session(open_document(uri, "5*5\n"), huge, edit, hints(20, uri), whole, hints(21, uri)), timeout=120)
    assert status == 0
    # No result of text the client no longer has (7*5): the document is closed, and its
    # diagnostics withdrawn, until a change of its whole text reopens it.
    assert (20, -32602) in errors(bodies)
    assert all(hint["label"] != "= 35" for body in bodies if isinstance(body.get("result"), list) for hint in body["result"])
    answered = next(body for body in bodies if body.get("id") == 21)
    assert [hint["label"] for hint in answered["result"]] == ["= 36"]


def test_a_body_shorter_than_its_length_said_costs_only_itself():
    good = frame(HOVER)
    body = b'{"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": {}}'
    short = b"Content-Length: 10\r\n\r\n" + body
    status, bodies, _ = run_raw(session(short, good))
    assert status == 0
    assert (7, -32602) in errors(bodies)


def test_lower_case_headers_are_found_again_after_a_bad_frame():
    def lower(message):
        return frame(message).replace(b"Content-Length", b"content-length")
    other = {**HOVER, "id": 6}
    status, bodies, _ = run_raw(session(b"X-Foo: 1\r\n\r\n", lower(other), lower(HOVER)))
    assert status == 0
    assert (6, -32602) in errors(bodies) and (7, -32602) in errors(bodies)


def test_line_breaks_count_as_the_protocol_counts_them():
    uri = "file:///breaks.calc"
    # A lone carriage return is a line break; one typed before a line feed makes one break.
    typed = change(uri, 2, [{"range": {"start": {"line": 1, "character": 3}, "end": {"line": 1, "character": 3}}, "text": "\r"}])
    status, bodies, _ = run_raw(session(open_document(uri, "1+1\r2+2\n3+3\n"), typed, hints(30, uri)))
    assert status == 0
    answered = next(body for body in bodies if body.get("id") == 30)
    assert [(hint["position"]["line"], hint["position"]["character"], hint["label"]) for hint in answered["result"]] == [
        (0, 3, "= 2"), (1, 3, "= 4"), (2, 3, "= 6")]
