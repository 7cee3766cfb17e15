import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { questionInputSchema, type QuestionInput } from '@medprep/shared';
import type { EntityManager } from 'typeorm';
import { REPO_ROOT } from '../../config/paths';
import { writeQuestions } from '../../modules/questions/question-writer.repository';

const QUESTION_SEED_DIR = join(REPO_ROOT, 'backend', 'seed-data', 'questions');

/** Every sample question in seed-data/questions/*.json, validated; a bad file stops the seed with its name. */
function loadSampleQuestions(dir = QUESTION_SEED_DIR): QuestionInput[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  return files.flatMap((file) => {
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { exam: string; questions: object[] };
    return data.questions.map((question, index) => {
      const parsed = questionInputSchema.safeParse({ ...question, exam: data.exam, sample: true, status: 'live' });
      if (!parsed.success) {
        throw new Error(`${file}, question ${index + 1}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      return parsed.data;
    });
  });
}

/** Seeds the sample bank: new questions are added, existing ones (by key) are left as editors left them. */
export async function seedQuestionBank(manager: EntityManager): Promise<void> {
  await writeQuestions(manager, loadSampleQuestions(), 'keep');
}
