import MarkdownIt from 'markdown-it';

/**
 * The ONE Markdown renderer of the shop: the server renders public posts with it and the admin
 * editor's live preview runs the very same code in the browser, so what the admin previews is
 * what readers get.
 *
 * Safety comes from the renderer itself, not from a separate sanitizer: `html: false` escapes
 * every raw tag (`<script>`, `<img onerror>` become text), and markdown-it's own validateLink
 * (kept as is) refuses javascript:, vbscript:, file: and non-image data: URLs, so such a link
 * stays literal text. Everything else it emits is a fixed set of tags with escaped attributes.
 */
const md = new MarkdownIt({
  html: false,
  linkify: true,
  // Admins type in a plain textarea: a line break they see should be a line break readers see.
  breaks: true,
  typographer: false,
});

// The post title is the page's only h1; a "# heading" in the body becomes a section heading.
md.core.ruler.push('demote_h1', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') {
      token.tag = 'h2';
    }
  }
});

const EXTERNAL = /^(?:https?:)?\/\//i;

md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  // Other sites open in a new tab without access to this window (reverse tabnabbing).
  if (EXTERNAL.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return self.renderToken(tokens, index, options);
};

const renderImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, index, options, env, self) => {
  tokens[index].attrSet('loading', 'lazy');
  tokens[index].attrSet('decoding', 'async');
  return renderImage(tokens, index, options, env, self);
};

// Wide tables scroll inside their own box instead of widening the page on phones.
md.renderer.rules.table_open = () => '<div class="md-table"><table>\n';
md.renderer.rules.table_close = () => '</table></div>\n';

/** HTML that came out of renderMarkdown: the only HTML the web app ever inserts as such. */
export type RenderedMarkdown = string & { readonly __rendered: 'markdown' };

/** Markdown → safe HTML (see above). */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  return md.render(markdown) as RenderedMarkdown;
}

/**
 * The first paragraphs as plain text, cut at a word boundary: the summary of a post whose admin
 * left the excerpt empty.
 */
export function markdownToText(markdown: string, maxLength = 200): string {
  const parts: string[] = [];
  let length = 0;
  let inParagraph = false;
  for (const token of md.parse(markdown, {})) {
    if (token.type === 'paragraph_open') inParagraph = true;
    else if (token.type === 'paragraph_close') inParagraph = false;
    else if (inParagraph && token.type === 'inline') {
      const text = (token.children ?? [])
        .map((child) =>
          child.type === 'text' || child.type === 'code_inline'
            ? child.content
            : child.type === 'softbreak' || child.type === 'hardbreak'
              ? ' '
              : '',
        )
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (text) {
        parts.push(text);
        length += text.length + 1;
      }
    }
    if (length > maxLength) break;
  }
  const text = parts.join(' ');
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
