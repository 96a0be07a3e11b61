import type { TrainingModule } from '@org/contracts';

/** A training module as the api answers it, for the knowledge-center tests. */
export const trainingModule = (overrides: Partial<TrainingModule> = {}): TrainingModule => ({
  id: 'm1',
  moduleTitle: 'Hand hygiene',
  author: 'Dr. Ana Lima',
  category: 'Infection control',
  language: 'en',
  difficultyLevel: 'beginner',
  duration: '2 hours',
  effort: '1 hour a week',
  skills: ['Hand washing', 'Glove use'],
  prerequisites: 'None.',
  whatYoullLearn: 'When and how to wash your hands.',
  description: 'The five moments of hand hygiene.',
  status: 'PUBLISHED',
  featureImage: 'https://files.test/m1.png?signature=x',
  createdAt: '2025-01-10T08:00:00.000Z',
  updatedAt: '2025-01-10T08:00:00.000Z',
  ...overrides,
});
