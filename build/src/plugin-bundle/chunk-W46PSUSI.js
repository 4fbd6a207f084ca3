// dist/protocol/clip.js
function clip(text, max) {
  if (text.length <= max)
    return text;
  return `${text.slice(0, max - 3).trimEnd()}...`;
}

export {
  clip
};
