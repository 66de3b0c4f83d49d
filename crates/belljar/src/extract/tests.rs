//! Extraction tests: one per shape of message that real models produce.

use super::*;

fn langs_and_code(message: &str) -> Vec<(String, String)> {
    extract(message)
        .into_iter()
        .map(|b| (b.language, b.code))
        .collect()
}

fn one(message: &str) -> (String, String) {
    let mut blocks = langs_and_code(message);
    assert_eq!(
        blocks.len(),
        1,
        "expected one block in {message:?}, got {blocks:?}"
    );
    blocks.remove(0)
}

#[test]
fn backtick_fence_with_language() {
    let msg = "Here you go:\n```python\nprint(1)\n```\nDone.";
    assert_eq!(one(msg), ("python".into(), "print(1)\n".into()));
}

#[test]
fn tilde_fence() {
    let msg = "~~~bash\necho hi\n~~~\n";
    assert_eq!(one(msg), ("bash".into(), "echo hi\n".into()));
}

#[test]
fn info_string_with_attributes_and_odd_names() {
    assert_eq!(one("```python title=\"x.py\"\nx = 1\n```").0, "python");
    assert_eq!(one("```Python\nx = 1\n```").0, "python");
    assert_eq!(one("```py3\nx = 1\n```").0, "python");
    assert_eq!(one("```c++\nint main(){}\n```").0, "c++");
    assert_eq!(one("```{.python}\nx = 1\n```").0, "python");
}

#[test]
fn indented_fence_strips_its_indentation() {
    let msg = "1. Run this:\n\n    ```python\n    for i in range(2):\n        print(i)\n    ```\n";
    assert_eq!(
        one(msg),
        ("python".into(), "for i in range(2):\n    print(i)\n".into())
    );
}

#[test]
fn crlf_line_endings() {
    let msg = "Text\r\n```python\r\nx = 1\r\nprint(x)\r\n```\r\n";
    assert_eq!(one(msg), ("python".into(), "x = 1\nprint(x)\n".into()));
}

#[test]
fn four_backtick_fence_holds_triple_backticks() {
    let msg = "````markdown\nExample:\n```python\nprint(1)\n```\n````\nafter";
    let (lang, code) = one(msg);
    assert_eq!(lang, "markdown");
    assert_eq!(code, "Example:\n```python\nprint(1)\n```\n");
}

#[test]
fn unclosed_last_fence_is_taken_as_code() {
    let msg = "Let me compute:\n```python\nx = 2\nprint(x * 3)\n";
    assert_eq!(one(msg), ("python".into(), "x = 2\nprint(x * 3)\n".into()));
}

#[test]
fn smolagents_code_tags() {
    let msg =
        "Thought: I will add.\n<code>\nresult = 2 + 2\nfinal_answer(result)\n</code>\nObservation:";
    assert_eq!(
        one(msg),
        (
            "python".into(),
            "result = 2 + 2\nfinal_answer(result)\n".into()
        )
    );
}

#[test]
fn code_tags_wrapping_a_fence_and_unclosed_tags() {
    let msg = "<code>\n```py\nprint('a')\n```\n</code>";
    assert_eq!(one(msg), ("python".into(), "print('a')\n".into()));
    let msg = "Thought: go\n<code>\nprint('b')\n";
    assert_eq!(one(msg), ("python".into(), "print('b')\n".into()));
}

#[test]
fn inline_triple_backticks_in_prose_do_not_swallow_the_next_block() {
    let msg = "Use ```print()``` to show values, like this:\n```python\nprint(5)\n```\n";
    assert_eq!(one(msg), ("python".into(), "print(5)\n".into()));
}

#[test]
fn untagged_python_is_detected() {
    let msg = "```\nimport math\nprint(math.sqrt(16))\n```";
    assert_eq!(one(msg).0, "python");
}

#[test]
fn untagged_shell_is_detected() {
    assert_eq!(
        one("```\n$ ls -la\nfile.txt\n$ echo hi\nhi\n```"),
        ("sh".into(), "ls -la\necho hi\n".into())
    );
    assert_eq!(one("```\npip install numpy\n```").0, "sh");
    assert_eq!(one("```\nexport FOO=1\necho $FOO\n```").0, "sh");
    assert_eq!(one("```\nls -la /tmp\n```").0, "sh");
}

#[test]
fn python_that_starts_with_a_shell_word_stays_python() {
    assert_eq!(one("```\nprint = 3\nprint\n```").0, "python");
    assert_eq!(
        one("```\nfor i in range(3):\n    print(i)\n```").0,
        "python"
    );
}

#[test]
fn untagged_prose_is_unknown() {
    assert_eq!(
        one("```\nThe answer is 42, obviously!\n```").0,
        UNKNOWN_LANGUAGE
    );
    assert_eq!(one("```\nhello\n```").0, UNKNOWN_LANGUAGE);
}

#[test]
fn message_without_code_gives_nothing() {
    assert!(extract("Just prose, no code. `inline` is not a block.").is_empty());
    assert!(extract("").is_empty());
}

#[test]
fn several_blocks_keep_their_order() {
    let msg = "First:\n```bash\necho 1\n```\nthen\n```python\nprint(2)\n```\nand data:\n```json\n{\"a\": 1}\n```\n";
    let blocks = langs_and_code(msg);
    let langs: Vec<&str> = blocks.iter().map(|(l, _)| l.as_str()).collect();
    assert_eq!(langs, ["bash", "python", "json"]);
}

#[test]
fn closing_fence_must_match_character_and_length() {
    let msg = "```python\nx = '~~~'\n~~~\nprint(x)\n```\n";
    assert_eq!(one(msg).1, "x = '~~~'\n~~~\nprint(x)\n");
}

#[test]
fn autogen_filename_comment_is_kept_in_the_code() {
    let msg = "```python\n# filename: hello.py\nprint('hi')\n```";
    assert_eq!(one(msg).1, "# filename: hello.py\nprint('hi')\n");
}
