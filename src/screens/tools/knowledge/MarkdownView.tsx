import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeHref } from '../../../ui/format/safeHref';
import { useFileLink } from '../../../ui/files/useFileLink';

/** An image of the article; one of the file service loads through the session's signed link. */
function ArticleImage({ src, alt }: { src?: string; alt?: string }) {
  const link = safeHref(useFileLink(src));
  return link ? <img src={link.href} alt={alt ?? ''} style={{ maxWidth: '100%' }} /> : <span>{alt}</span>;
}

/** Links only to http(s) URLs (a new tab, no opener) and same-origin paths; anything else is its text. */
const components: Components = {
  a: ({ href, children }) => {
    const link = safeHref(href);
    if (!link) return <span>{children}</span>;
    return link.external ? (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a href={link.href}>{children}</a>
    );
  },
  img: ({ src, alt }) => <ArticleImage src={typeof src === 'string' ? src : undefined} alt={alt} />,
};

/**
 * An article's Markdown (GitHub flavour: tables, task lists). Raw HTML is dropped, never
 * rendered (`skipHtml`), and unsafe link targets (javascript:, data:) never become links.
 */
export function MarkdownView({ source }: { source: string }) {
  return (
    <div className="cem-markdown" data-markdown>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {source}
      </Markdown>
    </div>
  );
}
