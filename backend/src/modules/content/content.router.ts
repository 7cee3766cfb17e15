import { Inject } from '@nestjs/common';
import {
  blogPostInputSchema,
  blogPostSchema,
  blogTeaserSchema,
  contentListInputSchema,
  contentListSchema,
  faqSchema,
  partnerSchema,
  testimonialSchema,
  type ContentListInput,
} from '@medprep/shared';
import { Input, Query, Router } from 'nestjs-trpc';
import { z } from 'zod';
import { ContentService } from './content.service';

/** Public site content: partners, testimonials, blog and FAQs. */
@Router({ alias: 'content' })
export class ContentRouter {
  constructor(@Inject(ContentService) private readonly content: ContentService) {}

  @Query({ output: z.array(partnerSchema) })
  partners() {
    return this.content.partners();
  }

  @Query({ input: contentListInputSchema, output: contentListSchema(testimonialSchema) })
  testimonials(@Input() input: ContentListInput) {
    return this.content.testimonials(input);
  }

  @Query({ input: contentListInputSchema, output: contentListSchema(blogTeaserSchema) })
  blog(@Input() input: ContentListInput) {
    return this.content.blog(input);
  }

  @Query({ input: blogPostInputSchema, output: blogPostSchema })
  blogPost(@Input('slug') slug: string) {
    return this.content.blogPost(slug);
  }

  @Query({ input: contentListInputSchema, output: contentListSchema(faqSchema) })
  faqs(@Input() input: ContentListInput) {
    return this.content.faqs(input);
  }
}
