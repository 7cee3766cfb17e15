import { Inject } from '@nestjs/common';
import type { ContentListInput } from '@medprep/shared';
import { contentProcedures } from '@medprep/shared/contract';
import { Input, Query, Router } from 'nestjs-trpc';
import { ContentService } from './content.service';

/** Public site content: partners, testimonials, blog and FAQs. */
@Router({ alias: 'content' })
export class ContentRouter {
  constructor(@Inject(ContentService) private readonly content: ContentService) {}

  @Query(contentProcedures.partners)
  partners() {
    return this.content.partners();
  }

  @Query(contentProcedures.testimonials)
  testimonials(@Input() input: ContentListInput) {
    return this.content.testimonials(input);
  }

  @Query(contentProcedures.blog)
  blog(@Input() input: ContentListInput) {
    return this.content.blog(input);
  }

  @Query(contentProcedures.blogPost)
  blogPost(@Input('slug') slug: string) {
    return this.content.blogPost(slug);
  }

  @Query(contentProcedures.faqs)
  faqs(@Input() input: ContentListInput) {
    return this.content.faqs(input);
  }
}
