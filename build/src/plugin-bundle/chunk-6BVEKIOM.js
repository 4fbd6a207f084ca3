import {
  parseYamlOrThrow,
  stringifyYaml
} from "./chunk-2TBVN567.js";

// dist/src/markdown/front-matter.js
import matter from "gray-matter";
var engines = {
  yaml: {
    parse: (text) => parseYamlOrThrow(text) ?? {},
    stringify: (data) => stringifyYaml(data)
  }
};
function parseFrontMatter(raw) {
  const text = (raw.charCodeAt(0) === 65279 ? raw.slice(1) : raw).replace(/\r\n/g, "\n");
  if (!text.startsWith("---\n") && text !== "---") {
    return { ok: false, reason: "no_front_matter", message: 'the file must start with a line "---"' };
  }
  let parsed;
  try {
    parsed = matter(text, { engines, language: "yaml" });
  } catch (error) {
    const linePos = error.linePos;
    const line = linePos?.[0]?.line;
    const message = (error.message.split("\n")[0] ?? "invalid YAML").replace(/ at line \d+, column \d+:?$/, "");
    return line === void 0 ? { ok: false, reason: "yaml_syntax", message } : { ok: false, reason: "yaml_syntax", message, line };
  }
  if (parsed.data === null || typeof parsed.data !== "object" || Array.isArray(parsed.data)) {
    return { ok: false, reason: "not_a_mapping", message: "the front matter must be a mapping of field: value" };
  }
  if (!/^---\n[\s\S]*?\n---(\n|$)/.test(text)) {
    return { ok: false, reason: "no_front_matter", message: 'the front matter has no closing "---" line' };
  }
  return { ok: true, data: parsed.data, body: parsed.content.replace(/^\n/, "") };
}
function renderFrontMatter(data, body) {
  const clean = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== void 0));
  return frontMatterDocument(stringifyYaml(clean), body);
}
function frontMatterDocument(yaml, body) {
  return `---
${yaml}---

${body.endsWith("\n") || body === "" ? body : `${body}
`}`;
}

export {
  parseFrontMatter,
  renderFrontMatter,
  frontMatterDocument
};
