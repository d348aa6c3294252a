import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { centrePageStory, expectShown } from '../../testing/pageExpectations';
import { atPage, loaded, type PageStory, pageMeta } from '../../testing/pageStory';

// The agent centre over the home page, opened by its address, for demo_agent (every contract kind enabled).
export default {
  title: 'Pages/Agent centre',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/index?panel=agent', globals: { user: 'demo_agent' } }),
} satisfies Meta;

export const Announcements = centrePageStory('agent', 'agentAnnouncement', { title: 'Announcements' });
export const TeamOverview = centrePageStory('agent', 'agentTeamOverview', { title: 'Team Overview' });
export const RegisterAccount = centrePageStory('agent', 'registerCenter', { title: 'Register Account' });
export const TeamManagement = centrePageStory('agent', 'downlineManagmentView', { title: 'Team Management' });
export const TeamBetting = centrePageStory('agent', 'personalHistoryCopy', { title: 'Team Betting' });
export const UserProfitAndLoss = centrePageStory('agent', 'palStatementsAgentCopy', { title: 'User Profit and Loss' });
export const MyIncome = centrePageStory('agent', 'agentRevenueReport', { title: 'My Income' });
export const AccountDetails = centrePageStory('agent', 'agentDownlineTransactionDetailsCopy', {
  title: 'Account Details',
});
export const Bonus = centrePageStory('agent', 'agentDividendRecordCopy2', { title: 'Bonus' });
export const DailyWage = centrePageStory('agent', 'agentDailyWages2', { title: 'Daily Wage' });
export const HourlySalary = centrePageStory('agent', 'agentHourSalary', { title: 'Hourly Salary' });
export const RealtimeSalary = centrePageStory('agent', 'agentRealtimeSalary', { title: 'Real-time Salary' });

// A player who is not an agent is told so, and the address drops the centre.
export const NotAnAgent: PageStory = {
  globals: { user: 'demo_player' },
  parameters: atPage('/index?panel=agent&page=agentTeamOverview'),
  play: async () => {
    const alert = await screen.findByRole('alertdialog', {}, loaded);
    await expectShown(within(alert).getByText('Non-agents cannot log in to the agent site'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agent Center' })).not.toBeInTheDocument());
  },
};
