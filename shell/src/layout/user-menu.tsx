import { Link } from 'react-router-dom';
import { dashboardForRole, type Role } from '@ceylon/shared';
import { UserIcon } from './icons';
import { useShellText } from '../i18n/shell-text';
import { MenuPopup, MenuWrapper, UserButton } from './top-bar-styles';
import { useDisclosure } from './use-disclosure';

/**
 * The user icon's menu: the role's dashboard and the account page. A disclosure (a button that
 * shows a list of links): Tab walks into it, Escape closes it and returns to the button, and it
 * closes when focus or a click goes elsewhere, or the page changes.
 */
export function UserMenu({ role }: { role: Role }) {
  const text = useShellText();
  const menu = useDisclosure();

  return (
    <MenuWrapper {...menu.wrapper}>
      <UserButton {...menu.button} aria-label={text('userMenu.label')} title={text('userMenu.label')}>
        <UserIcon />
      </UserButton>
      {menu.open && (
        <MenuPopup id={menu.listId}>
          <li>
            <Link to={dashboardForRole(role)} onClick={menu.close}>
              {text('userMenu.dashboard')}
            </Link>
          </li>
          <li>
            <Link to="/account" onClick={menu.close}>
              {text('userMenu.account')}
            </Link>
          </li>
        </MenuPopup>
      )}
    </MenuWrapper>
  );
}
