import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_FORM_PARAM, searchTarget } from '@vantage/shared';

/** The home header's search: Enter searches text, or opens the map at typed coordinates. */
export function HomeSearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the field holds, also when it was typed before the page hydrated.
    const field = new FormData(event.currentTarget).get(SEARCH_FORM_PARAM);
    const target = searchTarget(typeof field === 'string' ? field : text);
    if (target) void navigate(target);
  };

  return (
    <Paper
      component="form"
      role="search"
      // Before the page's scripts run, the browser sends the form and the server redirects.
      action="/search"
      method="get"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        maxWidth: 620,
        pl: { xs: 2, sm: 2.5 },
        pr: 0.75,
        py: 0.5,
        borderRadius: 999,
        boxShadow: '0 10px 40px rgba(0, 0, 0, 0.28)',
      }}
    >
      <InputBase
        name={SEARCH_FORM_PARAM}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setText((value) => value.trim())}
        placeholder="Search a photographic location"
        inputProps={{ 'aria-label': 'Search a photographic location', enterKeyHint: 'search' }}
        sx={{ flex: 1, fontSize: { xs: 16, sm: 17 }, py: 0.75 }}
      />
      <IconButton type="submit" aria-label="Search" color="primary" sx={{ p: 1.25 }}>
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
