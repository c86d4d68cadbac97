/**
 * The skills a seeded job asks for, per role where its field's list would mislead (an iOS job asks for Swift, a
 * frontend job for no Terraform). Roles not named here draw from their field's skills (roles.ts), which fit them.
 */
export const roleSkills: Record<string, string[]> = {
  'Software Engineer': ['TypeScript', 'Node.js', 'PostgreSQL', 'AWS', 'Git', 'REST APIs'],
  'Senior Software Engineer': ['TypeScript', 'Go', 'PostgreSQL', 'AWS', 'System Design', 'Kubernetes'],
  'Frontend Developer': ['TypeScript', 'React', 'CSS', 'HTML', 'Accessibility', 'Vite'],
  'Backend Engineer': ['Go', 'Node.js', 'PostgreSQL', 'Redis', 'REST APIs', 'AWS'],
  'Full Stack Developer': ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'GraphQL', 'AWS'],
  'DevOps Engineer': ['Kubernetes', 'Terraform', 'AWS', 'Docker', 'CI/CD', 'Linux'],
  'Site Reliability Engineer': ['Kubernetes', 'Prometheus', 'Terraform', 'Linux', 'Go', 'Incident Response'],
  'iOS Engineer': ['Swift', 'SwiftUI', 'UIKit', 'Xcode', 'Combine', 'Core Data'],
  'Machine Learning Engineer': ['Python', 'PyTorch', 'MLOps', 'SQL', 'Kubernetes', 'Feature Engineering'],
  'QA Automation Engineer': ['Playwright', 'TypeScript', 'CI/CD', 'API Testing', 'Test Planning', 'Cypress'],
  'Engineering Manager': ['People Management', 'System Design', 'Agile', 'Hiring', 'Roadmapping', 'Mentoring'],
  'Software Engineering Intern': ['JavaScript', 'Git', 'Python', 'HTML', 'CSS', 'SQL'],
  'Junior Web Developer': ['JavaScript', 'HTML', 'CSS', 'React', 'Git', 'Accessibility'],
  'Data Engineer': ['SQL', 'Python', 'Airflow', 'Spark', 'dbt', 'Snowflake'],
  'Analytics Engineer': ['SQL', 'dbt', 'Snowflake', 'Looker', 'Python', 'Data Modeling'],
  'Data Analyst': ['SQL', 'Excel', 'Tableau', 'Python', 'Statistics', 'Looker'],
  'Business Intelligence Analyst': ['SQL', 'Tableau', 'Power BI', 'Excel', 'Data Modeling', 'Looker'],
};
