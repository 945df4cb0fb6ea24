// The fundraisers feature's public face (issue 25). Its pages are not exported here: the router loads them lazily
// by path. The campaign page loads the leaderboards lazily from here, only when its "Fundraisers" tab opens.
export { FundraiserLeaderboards } from './components/fundraiser-leaderboards';
export {
  fundraiserKeys,
  fundraiserPageQueryOptions,
  isFundraiserSlug,
  useFundraiserPage,
} from './api/fundraiser-queries';
