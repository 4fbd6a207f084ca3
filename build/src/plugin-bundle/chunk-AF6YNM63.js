// dist/src/text/json-or-null.js
function jsonOrNull(text) {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError)
      return null;
    throw error;
  }
}

export {
  jsonOrNull
};
