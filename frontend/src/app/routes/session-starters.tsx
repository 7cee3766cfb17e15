import type { SessionStarters } from '../../features/dashboard/dashboard-types';
import { StartBlockButton } from '../../features/quiz/components/StartBlockButton';
import { StartReviewButton } from '../../features/quiz/components/StartReviewButton';
import { StartSessionForm } from '../../features/quiz/components/StartSessionForm';

/** The dashboard's exam cards start sessions with the quiz feature's controls. */
export const sessionStarters: SessionStarters = {
  startForm: (exam) => <StartSessionForm exam={exam} />,
  reviewButton: (exam) => <StartReviewButton examSlug={exam.examSlug} examTitle={exam.examTitle} dueForReview={exam.dueForReview} />,
  blockButton: (exam, block) => <StartBlockButton examSlug={exam.examSlug} examTitle={exam.examTitle} topics={block.topics} count={block.count} />,
};
