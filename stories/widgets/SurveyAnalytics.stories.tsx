import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SurveyAnalytics, SurveyResponsesTable } from '@wasl/widgets/survey';
import { emptyAnalytics, hostileAnalytics, hostileResponses, surveyAnalytics, surveyResponses } from '../support/survey';

const meta = {
  title: 'Widgets/SurveyAnalytics',
  component: SurveyAnalytics,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The survey's analytics (SPEC §2): the sentiment summary, and per question the count of each option as bars with the same figures in a table; and the responses table.",
      },
    },
  },
  args: { data: surveyAnalytics, language: 'en' },
} satisfies Meta<typeof SurveyAnalytics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures in the table equal the data: 90 of 142 chose "Great". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'How was your delivery?' });
    await expect(within(table).getByRole('rowheader', { name: 'Great' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const Arabic: Story = { args: { language: 'ar' } };

export const Loading: Story = { args: { data: undefined } };

export const NoResponses: Story = { args: { data: emptyAnalytics } };

export const Hostile: Story = { args: { data: hostileAnalytics } };

/** The responses table: an answer to an option no longer in the form says so; no comment says so. */
export const Responses: Story = {
  render: (args) => <SurveyResponsesTable responses={surveyResponses} questions={surveyAnalytics.questions} language={args.language} />,
};

export const HostileResponses: Story = {
  render: (args) => <SurveyResponsesTable responses={hostileResponses} questions={hostileAnalytics.questions} language={args.language} />,
};
