/** Where a user lands after signing in (docs/product.md §2.2). */
export function homeAfterLogin(role: string | undefined): string {
  switch (role) {
    case 'admin':
      return '/admin/dashboard';
    case 'hotelOwner':
      return '/owner/dashboard';
    case 'user':
      return '/HomeUser';
    default:
      return '/';
  }
}

/** The dashboard the top bar's user icon leads to. */
export function dashboardForRole(role: string | undefined): string {
  switch (role) {
    case 'admin':
      return '/admin/dashboard';
    case 'hotelOwner':
      return '/owner/dashboard';
    default:
      return '/customer/dashboard';
  }
}
