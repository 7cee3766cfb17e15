import { useContent } from '../hooks/useContent';
import { ContentState, SkeletonCards } from './ContentState';

/** What students and trainees say: quote, name, position and affiliation. */
export function Testimonials() {
  const { status, records, retry } = useContent('testimonials');
  return (
    <ContentState
      status={status}
      count={records.length}
      what="the testimonials"
      onRetry={retry}
      skeleton={<SkeletonCards count={3} className="testimonials" />}
    >
      <ul className="testimonials">
        {records.map((testimonial) => (
          <li key={testimonial.id} className="testimonial">
            <figure className="testimonial__figure">
              <blockquote className="testimonial__quote">
                <p>{testimonial.testimonial}</p>
              </blockquote>
              <figcaption className="testimonial__author">
                {testimonial.image ? (
                  <img className="testimonial__avatar" src={testimonial.image} alt="" width={48} height={48} loading="lazy" decoding="async" />
                ) : (
                  <span className="testimonial__avatar testimonial__avatar--initial" aria-hidden="true">
                    {testimonial.name.replace(/^Dr\s+/, '').charAt(0)}
                  </span>
                )}
                <span>
                  <span className="testimonial__name">{testimonial.name}</span>
                  <span className="testimonial__role">
                    {testimonial.position}, {testimonial.affiliation}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ContentState>
  );
}
