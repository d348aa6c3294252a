// Blocks: the product's screens and regions, built from primitives; data and callbacks come in as props.
export * from './blocks/accounts';
// The agent centre's pages.
export * from './blocks/agentCentre/Contracts';
// A downline's detail and the agent's actions on it (team management).
export * from './blocks/agentCentre/DownlineDetail';
export * from './blocks/agentCentre/RegisterCenter';
export * from './blocks/agentCentre/TeamManagement';
export * from './blocks/agentCentre/TeamOverview';
export * from './blocks/download/AppDownloadPage';
export * from './blocks/games/GameFrame';
export * from './blocks/games/GameGrid';
export * from './blocks/games/GamesLobby';
export * from './blocks/games/GameTile';
export * from './blocks/games/PvpRoomList';
export * from './blocks/games/VendorGamesModal';
export * from './blocks/games/VendorStrip';
export * from './blocks/games/VirtualGameGrid';
export * from './blocks/header/NavMenu';
export * from './blocks/header/TopBar';
export * from './blocks/help/FeedbackForm';
export * from './blocks/help/HelpCenter';
export * from './blocks/help/JoinUs';
export * from './blocks/home/HomeHighlights';
export * from './blocks/home/HomeLobby';
export * from './blocks/layout';
export * from './blocks/lottery/LotteryLobby';
export * from './blocks/lottery/WinnerBoard';
export * from './blocks/loyalty/PointsMall';
// Loyalty: VIP ranks and progress, the points mall.
export * from './blocks/loyalty/RankProgress';
export * from './blocks/loyalty/VipRanks';
export * from './blocks/memberCentre/BonusDetails';
export * from './blocks/memberCentre/Cashback';
export * from './blocks/memberCentre/Deposit';
export * from './blocks/memberCentre/Mailbox';
export * from './blocks/memberCentre/Missions';
export * from './blocks/memberCentre/MyWallet';
export * from './blocks/memberCentre/Profile';
// The member centre's invite-and-earn page.
export * from './blocks/memberCentre/Referral';
// Promotions: the /promotions and /promoDetail pages and the member centre's rewards.
export * from './blocks/memberCentre/RewardCentre';
export * from './blocks/memberCentre/SecurityCentre';
export * from './blocks/memberCentre/TransferToUpline';
export * from './blocks/memberCentre/Withdraw';
export * from './blocks/notices/NoticeList';
export * from './blocks/notices/NoticeModal';
export * from './blocks/panels/AgentCenterPanel';
export * from './blocks/panels/CenterPanel';
export * from './blocks/panels/MemberCenterPanel';
export * from './blocks/promotions/PromotionDetail';
export * from './blocks/promotions/PromotionList';
export * from './blocks/records/RecordsView';
export * from './blocks/responsibleGaming/RealityCheckDialog';
export * from './blocks/responsibleGaming/ResponsibleGaming';
export * from './blocks/shell';
export * from './blocks/sports/VendorCards';
export * from './blocks/status/AlertDialog';
export * from './blocks/status/ErrorView';
export * from './blocks/status/IpRestrictionPage';
export * from './blocks/status/MaintenancePage';
export * from './blocks/status/PartLoadError';
export * from './blocks/status/StatusScreen';
// Hooks: media queries on the breakpoint tokens, the scroll fade of sideways rows.
export * from './hooks';
// Primitives: controls, overlays, feedback and layout that know nothing of the product.
export * from './primitives/Accordion';
export * from './primitives/AsyncRegion';
export * from './primitives/Avatar';
export * from './primitives/Badge';
export * from './primitives/Button';
export * from './primitives/Carousel';
export * from './primitives/Checkbox';
export * from './primitives/CountdownButton';
export * from './primitives/DataTable';
export * from './primitives/DateRangePicker';
export * from './primitives/Dialog';
export * from './primitives/Drawer';
export * from './primitives/DropdownMenu';
export * from './primitives/EmptyState';
export * from './primitives/Field';
export * from './primitives/HoverCard';
export * from './primitives/IconButton';
export * from './primitives/Image';
export * from './primitives/Layout';
export * from './primitives/Link';
export * from './primitives/MessageDialog';
export * from './primitives/Modal';
export * from './primitives/Pagination';
export * from './primitives/Popover';
export * from './primitives/QRCode';
export * from './primitives/RadioGroup';
export * from './primitives/SafeHtml';
export * from './primitives/Select';
export * from './primitives/Skeleton';
export * from './primitives/Spinner';
export * from './primitives/Switch';
export * from './primitives/Tabs';
export * from './primitives/TextField';
export * from './primitives/Toast';
export * from './primitives/Tooltip';
export * from './primitives/VisuallyHidden';
// LobbyProvider (translations, the clock, the toast queue) and the clock components wait on:
// real in the site, manual in stories and tests.
export * from './provider';
export * from './scheduling';
// Theme: the token contract, runtime restyle (merchant theme JSON) and contrast tools. The theme
// CSS itself comes from the per-theme entry points (`@lobby/ui/themes/dark`, …).
export * from './theme';
