/**
 * Each exam's blueprint: the topics its papers test and the share of the paper each takes, as the
 * college publishes it. Where a college publishes topics but no weights, each topic weighs the same
 * and `weightsPublished` is false; the page says so with `source`.
 */
export interface BlueprintTopic {
  topic: string;
  /** The share of the paper, 0–1; the weights of a blueprint sum to 1. */
  weight: number;
}

export interface ExamBlueprint {
  exam: string;
  topics: BlueprintTopic[];
  weightsPublished: boolean;
  /** Where the topics and weights come from, shown on the page. */
  source: string;
}

interface BlueprintSpec {
  /** Topic → published item count (or relative share); omitted for equal weights. */
  counts?: Readonly<Record<string, number>>;
  /** Topics at equal weight, where none are published. */
  equal?: readonly string[];
  source: string;
}

const normalised = (entries: Array<[string, number]>): BlueprintTopic[] => {
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  return entries.map(([topic, n]) => ({ topic, weight: n / total }));
};

const EQUAL_SOURCE = 'No published topic weights were found for this exam: each topic weighs the same.';

// Item counts per 200-item sitting. The Part 1 table is the Federation's blueprint in use since the
// 2020/21 diet (the college notes the real numbers vary by up to 2 %).
const SPECS: Readonly<Record<string, BlueprintSpec>> = {
  'mrcp-1': {
    counts: {
      Cardiology: 14,
      'Clinical pharmacology and therapeutics': 15,
      'Clinical sciences': 25,
      Dermatology: 8,
      'Endocrinology, diabetes and metabolic medicine': 14,
      'Gastroenterology and hepatology': 14,
      'Geriatric medicine': 8,
      Haematology: 10,
      'Infectious diseases': 14,
      Neurology: 14,
      Oncology: 5,
      'Medical ophthalmology': 4,
      'Palliative medicine and end of life care': 4,
      Psychiatry: 8,
      'Renal medicine': 14,
      'Respiratory medicine': 14,
      Rheumatology: 14,
    },
    source: 'MRCP(UK) Part 1 blueprint (Federation of the Royal Colleges of Physicians, from the 2020/21 diet): questions per specialty in 200.',
  },
  'mrcp-2': {
    counts: {
      Cardiology: 19,
      'Clinical pharmacology and therapeutics': 18,
      Dermatology: 9,
      'Endocrinology, diabetes and metabolic medicine': 19,
      'Gastroenterology and hepatology': 19,
      'Geriatric medicine': 9,
      Haematology: 9,
      'Infectious diseases': 19,
      'Medical ophthalmology': 3,
      Neurology: 17,
      Oncology: 6,
      'Palliative medicine and end of life care': 3,
      Psychiatry: 3,
      'Renal medicine': 19,
      'Respiratory medicine': 19,
      Rheumatology: 9,
    },
    source: 'MRCP(UK) Part 2 Written blueprint (Federation of the Royal Colleges of Physicians): questions per specialty in 200.',
  },
  'mrcgp-akt': {
    counts: { 'Clinical medicine': 80, 'Evidence-based practice': 10, 'Organisational and management': 10 },
    source: 'RCGP: about 80 % clinical knowledge, 10 % evidence-based practice, 10 % organisational and management questions.',
  },
  msra: {
    // The papers' item counts are published (50 and 97); the split of the Clinical Problem Solving
    // paper between its clinical areas is not, so those share its 97 equally.
    counts: {
      'Professional dilemmas': 50,
      ...Object.fromEntries(
        [
          'Cardiovascular',
          'Dermatology, ENT and eyes',
          'Endocrinology and metabolic',
          'Gastroenterology and nutrition',
          'Infectious disease and haematology',
          'Musculoskeletal',
          'Paediatrics',
          'Pharmacology and therapeutics',
          'Psychiatry and neurology',
          'Renal and urology',
          'Reproductive health',
          'Respiratory',
        ].map((topic) => [topic, 97 / 12]),
      ),
    },
    source:
      'MSRA test blueprint (HEE/NHS England): Professional Dilemmas 50 items, Clinical Problem Solving 97 items; the clinical areas of the Clinical Problem Solving paper have no published weights and share its items equally.',
  },
  'ms-finals': {
    equal: [
      'Acute and emergency',
      'Cancer',
      'Cardiovascular',
      'Child health',
      'Clinical haematology',
      'Clinical imaging',
      'Dermatology',
      'Ear, nose and throat',
      'Endocrine and metabolic',
      'Gastrointestinal including liver',
      'General practice and primary healthcare',
      'Infection',
      'Medicine of older adult',
      'Mental health',
      'Musculoskeletal',
      'Neurosciences',
      'Obstetrics and gynaecology',
      'Ophthalmology',
      'Palliative and end of life care',
      'Perioperative medicine and anaesthesia',
      'Renal and urology',
      'Respiratory',
      'Sexual health',
      'Surgery',
    ],
    source: "The GMC's MLA content map: its areas of clinical practice. The GMC publishes no weights between them, so each weighs the same.",
  },
  'frca-1': {
    counts: { Pharmacology: 1, 'Physiology and biochemistry': 1, 'Physics, clinical measurement and equipment': 1 },
    source: 'RCoA Primary FRCA MCQ: pharmacology, physiology (with biochemistry) and physics with clinical measurement, in equal thirds.',
  },
  'mrcs-a': {
    counts: { 'Applied basic science': 180, 'Principles of surgery in general': 120 },
    source: 'Intercollegiate MRCS Part A: Paper 1 Applied Basic Science (180 items) and Paper 2 Principles of Surgery in General (120 items).',
  },
  'mrcpsych-b': {
    counts: { 'Clinical topics': 2, 'Critical review': 1 },
    source: 'RCPsych Paper B: about two thirds clinical topics and one third critical review (research methods, statistics, critical appraisal).',
  },
};

/** The blueprint of an exam, or null where none is known (the caller falls back to the bank's topics). */
export function examBlueprint(exam: string): ExamBlueprint | null {
  const spec = Object.prototype.hasOwnProperty.call(SPECS, exam) ? SPECS[exam] : undefined;
  if (spec === undefined) return null;
  if (spec.counts) return { exam, topics: normalised(Object.entries(spec.counts)), weightsPublished: true, source: spec.source };
  return { exam, topics: normalised((spec.equal ?? []).map((topic) => [topic, 1])), weightsPublished: false, source: spec.source };
}

/** An exam with no published blueprint: the bank's own topics, each weighing the same. */
export function bankBlueprint(exam: string, bankTopics: readonly string[]): ExamBlueprint {
  const topics = [...new Set(bankTopics)].sort((a, b) => a.localeCompare(b));
  return { exam, topics: normalised(topics.map((topic) => [topic, 1])), weightsPublished: false, source: EQUAL_SOURCE };
}

/** Slugs of the exams with a blueprint of their own. */
export const BLUEPRINT_EXAMS: readonly string[] = Object.keys(SPECS);
