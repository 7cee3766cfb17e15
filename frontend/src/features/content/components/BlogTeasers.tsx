import { lazy, Suspense, useState } from 'react';
import { formatLongDate } from '@medprep/shared';
import { useContent } from '../hooks/useContent';
import { BlogArt } from './BlogArt';
import { ContentState, SkeletonCards } from './ContentState';

const BlogPostDialog = lazy(() => import('./BlogPostDialog'));

/** The latest articles; 'Read the article' opens the full text in a dialog. */
export function BlogTeasers() {
  const { status, records, retry } = useContent('blog');
  const [open, setOpen] = useState<{ slug: string; title: string } | null>(null);
  return (
    <ContentState status={status} count={records.length} what="the articles" onRetry={retry} skeleton={<SkeletonCards count={3} className="blog-teasers" />}>
      <ul className="blog-teasers">
        {records.map((post) => (
          <li key={post.id} className="blog-teaser">
            <div className="blog-teaser__art" aria-hidden="true">
              {post.image ? <img src={post.image} alt="" loading="lazy" decoding="async" /> : <BlogArt title={post.title} />}
            </div>
            <div className="blog-teaser__body">
              <p className="blog-teaser__meta">
                <time dateTime={new Date(post.date).toISOString()}>{formatLongDate(new Date(post.date))}</time> · {post.author}
              </p>
              <h3 className="blog-teaser__title">{post.title}</h3>
              <p className="blog-teaser__excerpt">{post.excerpt}</p>
              <button type="button" className="link-button blog-teaser__more" onClick={() => setOpen({ slug: post.slug, title: post.title })}>
                Read the article<span className="visually-hidden">: {post.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <BlogPostDialog slug={open.slug} title={open.title} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </ContentState>
  );
}
