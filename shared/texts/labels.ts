/**
 * Words of the frame (bar, menus) and of the home page: every visit loads them.
 */
import { groupDigits } from '../group-digits.js';

export const labels = {
  brand: 'JobBoard',
  skipToContent: 'Skip to main content',
  findJobs: 'Find Jobs',
  companies: 'Companies',
  resources: 'Resources',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  myAccount: 'My Account',
  profile: 'Profile',
  dashboard: 'Dashboard',
  // The account menu's names of the company profile and admin desk screens, which title those screens too.
  companyProfile: 'Company profile',
  adminDesk: 'Admin desk',
  applications: 'Applications',
  signOut: 'Sign out',
  postAJob: 'Post a Job',
  openMenu: 'Open navigation menu',
  closeMenu: 'Close navigation menu',
  toDarkMode: 'Switch to dark mode',
  toLightMode: 'Switch to light mode',
  heroTitle: 'Find Your Dream Job',
  heroSubtitle: 'Search the openings of companies that are hiring now, and apply in a few clicks.',
  searchPlaceholder: 'Job title, keywords, or company',
  locationPlaceholder: 'City, state, or remote',
  search: 'Search',
  popularSearchesLabel: 'Popular searches:',
  popularSearches: ['Remote', 'Software Engineer', 'Data Scientist', 'Marketing'],
  hiring: 'Hiring?',
  featuredJobs: 'Featured Jobs',
  viewAllJobs: 'View All Jobs',
  popularCategories: 'Popular Job Categories',
  featuredCompanies: 'Featured Companies',
  viewAllCompanies: 'View All Companies',
  jobCount: (count: number) => `${groupDigits(count)} ${count === 1 ? 'job' : 'jobs'}`,
  openJobCount: (count: number) => `${groupDigits(count)} open ${count === 1 ? 'job' : 'jobs'}`,
  /** The board's size from its own counts: "14 open jobs from 5 companies", "1 open job from 1 company". */
  boardSize: (openJobs: number, companies: number) =>
    openJobs === 0
      ? 'No open jobs right now'
      : `${groupDigits(openJobs)} open ${openJobs === 1 ? 'job' : 'jobs'} from ${groupDigits(companies)} ${companies === 1 ? 'company' : 'companies'}`,
  bannerTitle: 'Your job search in one place',
  bannerText:
    'Create a profile to apply in a few clicks, save jobs for later, get new matching jobs by email and follow ' +
    'every application and its decision.',
  createProfile: 'Create Profile',
  browseJobs: 'Browse Jobs',
  forEmployers: 'For Employers',
  employersText: 'Reach qualified candidates and hire faster with tools built for busy hiring teams.',
  employerFeatures: [
    'Post a job in minutes, then edit or pause it any time',
    'Every application with its resume and cover letter',
    'Approve or reject applicants from one dashboard',
  ],
  viewDetails: 'View Details',
  /** A card's link as a screen reader lists it: the visible words first, then whose details. */
  viewDetailsOf: (title: string) => `View Details: ${title}`,
  postedAgo: (distance: string) => `Posted ${distance} ago`,
  loading: 'Loading...',
  tryAgain: 'Try again',
  loadFailed: 'Something went wrong while loading this page.',
  featuredFailed: 'Featured jobs could not be loaded.',
  skills: 'Skills',
  salary: 'Salary',
  goHome: 'Go to Home',
} as const;
