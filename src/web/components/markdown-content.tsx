import type { Language } from '../../shared/constants';
import type { RenderedMarkdown } from '../../shared/markdown';
import { cn } from '../lib/cn';

interface MarkdownContentProps {
  /** Output of the shared renderer: the server's contentHtml, or the editor's live preview. */
  html: RenderedMarkdown;
  /** The post's language decides the direction, whatever the page's language is. */
  lang: Language;
  className?: string;
}

/**
 * The body of a post. dangerouslySetInnerHTML is safe here only because the HTML comes from
 * src/shared/markdown.ts (raw HTML escaped, script links refused); never pass anything else.
 */
export function MarkdownContent({ html, lang, className }: MarkdownContentProps) {
  return (
    <div
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      className={cn('md-content', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: output of the shared Markdown renderer
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
