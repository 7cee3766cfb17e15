import { useEffect, useState } from 'react';
import { formatLongDate } from '@medprep/shared';
import { useAppStore } from '../../../app/hooks';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';

type Post = { body: string; author: string; date: Date };

/** One article's full text, loaded with content.blogPost when the dialog opens. */
export default function BlogPostDialog({ slug, title, onClose }: { slug: string; title: string; onClose: () => void }) {
  const store = useAppStore();
  const [post, setPost] = useState<Post | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    store
      .dispatch((_dispatch, _getState, extra) => extra.trpc.content.blogPost.query({ slug }))
      .then(
        (result) => live && setPost(result),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [slug, store]);

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
