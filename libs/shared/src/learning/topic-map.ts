import { bankBlueprint, examBlueprint, type ExamBlueprint } from './blueprints';

/**
 * The bank's `topic` values → blueprint topics, per exam with a blueprint. A bank topic that is
 * already a blueprint topic needs no entry. Exams without a blueprint use the bank's topics as they are.
 */
const TOPIC_MAP: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'mrcp-1': {
    Respiratory: 'Respiratory medicine',
    Gastroenterology: 'Gastroenterology and hepatology',
    Endocrinology: 'Endocrinology, diabetes and metabolic medicine',
    Renal: 'Renal medicine',
    Nephrology: 'Renal medicine',
    'Clinical pharmacology': 'Clinical pharmacology and therapeutics',
  },
  'mrcp-2': {
    Respiratory: 'Respiratory medicine',
    Gastroenterology: 'Gastroenterology and hepatology',
    Endocrinology: 'Endocrinology, diabetes and metabolic medicine',
    Renal: 'Renal medicine',
    Nephrology: 'Renal medicine',
    'Clinical pharmacology': 'Clinical pharmacology and therapeutics',
  },
  'mrcgp-akt': {
    'Organisational and UK practice': 'Organisational and management',
    // Every other AKT topic is clinical; see blueprintTopicOf.
  },
  msra: {
    'Endocrinology and metabolic': 'Endocrinology and metabolic',
    Neurology: 'Psychiatry and neurology',
    Psychiatry: 'Psychiatry and neurology',
    Haematology: 'Infectious disease and haematology',
    'Infectious disease': 'Infectious disease and haematology',
    Gastroenterology: 'Gastroenterology and nutrition',
  },
  'ms-finals': {
    Gastrointestinal: 'Gastrointestinal including liver',
  },
  'frca-1': {
    Physiology: 'Physiology and biochemistry',
    Physics: 'Physics, clinical measurement and equipment',
    'Clinical measurement': 'Physics, clinical measurement and equipment',
    'Anaesthetic equipment': 'Physics, clinical measurement and equipment',
    // Statistics sits with clinical measurement in the Primary syllabus.
    Statistics: 'Physics, clinical measurement and equipment',
  },
  'mrcs-a': {
    Anatomy: 'Applied basic science',
    Physiology: 'Applied basic science',
    Pathology: 'Applied basic science',
    'Microbiology and infection': 'Principles of surgery in general',
    'Perioperative care': 'Principles of surgery in general',
    Trauma: 'Principles of surgery in general',
  },
  'mrcpsych-b': {
    'Research methods': 'Critical review',
    Statistics: 'Critical review',
    'Critical appraisal': 'Critical review',
  },
};

/** Exams whose every unlisted bank topic falls into one catch-all blueprint topic. */
const CATCH_ALL: Readonly<Record<string, string>> = {
  'mrcgp-akt': 'Clinical medicine',
  'mrcpsych-b': 'Clinical topics',
};

/**
 * The blueprint topic a bank topic counts towards, or null when it maps to none (a gap in the
 * table, which the seed-bank test catches).
 */
export function blueprintTopicOf(exam: string, bankTopic: string, blueprint: ExamBlueprint | null = examBlueprint(exam)): string | null {
  if (blueprint === null) return bankTopic;
  const mapped = TOPIC_MAP[exam]?.[bankTopic] ?? (blueprint.topics.some((t) => t.topic === bankTopic) ? bankTopic : CATCH_ALL[exam]);
  return mapped !== undefined && blueprint.topics.some((t) => t.topic === mapped) ? mapped : null;
}

/** The exam's blueprint, or for an exam without one, its bank's topics at equal weight. */
export function resolveBlueprint(exam: string, bankTopics: readonly string[]): ExamBlueprint {
  return examBlueprint(exam) ?? bankBlueprint(exam, bankTopics);
}
