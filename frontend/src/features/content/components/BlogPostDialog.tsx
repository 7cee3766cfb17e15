import { formatLongDate } from '@medprep/shared';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { useBlogPostQuery } from '../api';

/** One article's full text, loaded with content.blogPost when the dialog opens. */
export default function BlogPostDialog({ slug, title, onClose }: { slug: string; title: string; onClose: () => void }) {
  const { data: post, isError: failed } = useBlogPostQuery(slug);

  return (
    <Modal open onClose={onClose} title={title} className="blog-dialog">
      {failed ? (
        <p className="notice notice--error" role="alert">
          We couldn&rsquo;t load this article. Please try again later.
        </p>
      ) : !post ? (
        <Spinner label="Loading the article…" />
      ) : (
        <article className="blog-dialog__article">
          <p className="blog-teaser__meta">
            {formatLongDate(new Date(post.date))} · {post.author}
          </p>
          {post.body.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      )}
    </Modal>
  );
}
